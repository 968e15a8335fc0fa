using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonString</c>: BSON String, as the driver's BsonStringSerializer reads and writes it.</summary>
internal sealed class BsonStringKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonString;

    protected override string BsonType => "String";

    // The conversion the driver's serializer uses, which shares the empty string's instance.
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadString(ref reader, out var raw)", $"({site.Shape.CoreTypeName})raw");

    protected override string? ReaderValue(ValueSite site) => $"({site.Shape.CoreTypeName}){Globals.ReaderValues}.ReadString(reader)";
}
