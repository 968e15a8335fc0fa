using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>A number with <c>[BsonRepresentation(BsonType.Int32)]</c> (other than its serializer's default): see <see cref="NumberRepresentationKind"/>.</summary>
internal sealed class NumberAsInt32Kind : NumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.NumberAsInt32;

    protected override string BsonType => "Int32";

    protected override string SpanRead => "TryReadInt32";
}
