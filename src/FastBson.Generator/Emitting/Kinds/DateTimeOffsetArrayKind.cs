using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>DateTimeOffset</c> with a 2.x driver: the BSON array [ticks as Int64, offset minutes as Int32].</summary>
internal sealed class DateTimeOffsetArrayKind : DateTimeOffsetKind
{
    public override ShapeKind Id => ShapeKind.DateTimeOffsetArray;

    public override TypeClaim? Claim => TypeClaim.Named("System.DateTimeOffset", driver => !driver.WritesDateTimeOffsetAsDocument);

    public override string? DriftCheck(ValueShape shape) => Expect("DateTimeOffsetSerializer", "Array");

    protected override string BsonType => "Array";
}
