using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonBoolean</c>: BSON Boolean, as the driver's BsonBooleanSerializer reads and writes it.</summary>
internal sealed class BsonBooleanKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonBoolean;

    protected override string BsonType => "Boolean";

    // The conversion the driver's serializer uses: one shared instance for each value.
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, "!reader.TryReadBoolean(out var raw)", $"({site.Shape.CoreTypeName})raw");

    protected override string? ReaderValue(ValueSite site) => $"({site.Shape.CoreTypeName})reader.ReadBoolean()";
}
