using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonInt32</c>: BSON Int32, as the driver's BsonInt32Serializer reads and writes it.</summary>
internal sealed class BsonInt32Kind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonInt32;

    protected override string BsonType => "Int32";

    // The conversion the driver's serializer uses, which shares the instances of small values.
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, "!reader.TryReadInt32(out var raw)", $"({site.Shape.CoreTypeName})raw");

    protected override string? ReaderValue(ValueSite site) => $"({site.Shape.CoreTypeName})reader.ReadInt32()";
}
