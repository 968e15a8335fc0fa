using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>A number with <c>[BsonRepresentation(BsonType.Decimal128)]</c> (other than its serializer's default): see <see cref="NumberRepresentationKind"/>.</summary>
internal sealed class NumberAsDecimal128Kind : NumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.NumberAsDecimal128;

    protected override string BsonType => "Decimal128";

    protected override string SpanRead => "TryReadDecimal128";
}
