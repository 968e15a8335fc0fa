using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>Decimal128</c> with a 3.x driver: BSON Decimal128, as its default Decimal128Serializer writes it.</summary>
internal sealed class Decimal128Kind : PrimitiveValueKind
{
    public override ShapeKind Id => ShapeKind.Decimal128;

    public override TypeClaim? Claim => TypeClaim.Named("MongoDB.Bson.Decimal128", driver => driver.WritesDecimal128AsDecimal128);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("Decimal128Serializer", BsonTypeCode.Decimal128);

    public override string? DriftCheck(ValueShape shape) => Expect("Decimal128Serializer", "Decimal128");

    protected override string BsonType => "Decimal128";
}
