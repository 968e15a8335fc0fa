using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>int</c>: BSON Int32, as the driver's default Int32Serializer writes it.</summary>
internal sealed class Int32Kind : PrimitiveValueKind
{
    public override ShapeKind Id => ShapeKind.Int32;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Int32);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("Int32Serializer", BsonTypeCode.Int32);

    public override string? DriftCheck(ValueShape shape) => Expect("Int32Serializer", "Int32");

    protected override string BsonType => "Int32";
}
