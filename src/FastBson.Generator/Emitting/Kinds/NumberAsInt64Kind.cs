using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>A number with <c>[BsonRepresentation(BsonType.Int64)]</c> (other than its serializer's default): see <see cref="NumberRepresentationKind"/>.</summary>
internal sealed class NumberAsInt64Kind : NumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.NumberAsInt64;

    protected override string BsonType => "Int64";

    protected override string SpanRead => "TryReadInt64";
}
