using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>double</c>: BSON Double, as the driver's default DoubleSerializer writes it.</summary>
internal sealed class DoubleKind : PrimitiveValueKind
{
    public override ShapeKind Id => ShapeKind.Double;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Double);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("DoubleSerializer", BsonTypeCode.Double);

    public override string? DriftCheck(ValueShape shape) => Expect("DoubleSerializer", "Double");

    protected override string BsonType => "Double";
}
