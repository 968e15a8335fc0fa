using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonDecimal128</c>: BSON Decimal128, as the driver's BsonDecimal128Serializer reads and writes it.</summary>
internal sealed class BsonDecimal128Kind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonDecimal128;

    protected override string BsonType => "Decimal128";

    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadDecimal128(ref reader, out var raw)", $"({site.Shape.CoreTypeName})raw");

    protected override string? ReaderValue(ValueSite site) => $"({site.Shape.CoreTypeName})reader.ReadDecimal128()";
}
