using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>A number with <c>[BsonRepresentation(BsonType.Double)]</c> (other than its serializer's default): see <see cref="NumberRepresentationKind"/>.</summary>
internal sealed class NumberAsDoubleKind : NumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.NumberAsDouble;

    protected override string BsonType => "Double";

    protected override string SpanRead => "TryReadDouble";
}
