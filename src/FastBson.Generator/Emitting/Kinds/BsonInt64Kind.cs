using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonInt64</c>: BSON Int64, as the driver's BsonInt64Serializer reads and writes it.</summary>
internal sealed class BsonInt64Kind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonInt64;

    protected override string BsonType => "Int64";

    // The conversion the driver's serializer uses, which shares the instances of small values.
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, "!reader.TryReadInt64(out var raw)", $"({site.Shape.CoreTypeName})raw");

    protected override string? ReaderValue(ValueSite site) => $"({site.Shape.CoreTypeName})reader.ReadInt64()";
}
