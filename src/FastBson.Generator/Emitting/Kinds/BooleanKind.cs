using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>bool</c>: BSON Boolean, as the driver's default BooleanSerializer writes it.</summary>
internal sealed class BooleanKind : PrimitiveValueKind
{
    public override ShapeKind Id => ShapeKind.Boolean;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Boolean);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "BooleanSerializer",
            (BsonTypeCode.Boolean, ShapeKind.Boolean),
            (BsonTypeCode.Int32, ShapeKind.BooleanAsInt32),
            (BsonTypeCode.Int64, ShapeKind.BooleanAsInt64),
            (BsonTypeCode.Double, ShapeKind.BooleanAsDouble),
            (BsonTypeCode.Decimal128, ShapeKind.BooleanAsDecimal128),
            (BsonTypeCode.String, ShapeKind.BooleanAsString));

    public override string? DriftCheck(ValueShape shape) => Expect("BooleanSerializer", "Boolean");

    protected override string BsonType => "Boolean";
}
