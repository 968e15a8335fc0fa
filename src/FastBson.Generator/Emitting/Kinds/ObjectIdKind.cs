using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>ObjectId</c>: BSON ObjectId, as the driver's default ObjectIdSerializer writes it.</summary>
internal sealed class ObjectIdKind : PrimitiveValueKind
{
    public override ShapeKind Id => ShapeKind.ObjectId;

    public override TypeClaim? Claim => TypeClaim.Named("MongoDB.Bson.ObjectId");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "ObjectIdSerializer",
            (BsonTypeCode.ObjectId, ShapeKind.ObjectId),
            (BsonTypeCode.String, ShapeKind.ObjectIdString));

    public override string? DriftCheck(ValueShape shape) => Expect("ObjectIdSerializer", "ObjectId");

    protected override string BsonType => "ObjectId";
}
