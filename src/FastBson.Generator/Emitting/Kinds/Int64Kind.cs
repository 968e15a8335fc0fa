using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>long</c>: BSON Int64, as the driver's default Int64Serializer writes it.</summary>
internal sealed class Int64Kind : PrimitiveValueKind
{
    public override ShapeKind Id => ShapeKind.Int64;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Int64);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("Int64Serializer", BsonTypeCode.Int64);

    public override string? DriftCheck(ValueShape shape) => Expect("Int64Serializer", "Int64");

    protected override string BsonType => "Int64";
}
