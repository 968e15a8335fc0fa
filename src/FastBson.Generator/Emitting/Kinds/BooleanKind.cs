using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>bool</c>: BSON Boolean, as the driver's default BooleanSerializer writes it.</summary>
internal sealed class BooleanKind : PrimitiveValueKind
{
    public override ShapeKind Id => ShapeKind.Boolean;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Boolean);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Accepting("BooleanSerializer", BsonTypeCode.Boolean, BsonTypeCode.Decimal128, BsonTypeCode.Double, BsonTypeCode.Int32, BsonTypeCode.Int64, BsonTypeCode.String);

    public override string? DriftCheck(ValueShape shape) => Expect("BooleanSerializer", "Boolean");

    protected override string BsonType => "Boolean";
}
