using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonDouble</c>: BSON Double, as the driver's BsonDoubleSerializer reads and writes it.</summary>
internal sealed class BsonDoubleKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonDouble;

    protected override string BsonType => "Double";

    // The conversion the driver's serializer uses, which shares the instances of small whole numbers (-0.0 among them).
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, "!reader.TryReadDouble(out var raw)", $"({site.Shape.CoreTypeName})raw");

    protected override string? ReaderValue(ValueSite site) => $"({site.Shape.CoreTypeName})reader.ReadDouble()";
}
