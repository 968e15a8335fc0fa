using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonSymbol</c>: BSON Symbol, as the driver's BsonSymbolSerializer reads and writes it.</summary>
internal sealed class BsonSymbolKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonSymbol;

    protected override string BsonType => "Symbol";

    // Symbols are interned in the driver's symbol table, as its serializer does.
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadString(ref reader, out var raw)", "global::MongoDB.Bson.BsonSymbolTable.Lookup(raw)");

    protected override string? ReaderValue(ValueSite site) => $"global::MongoDB.Bson.BsonSymbolTable.Lookup({TypedRead("Symbol")})";
}
