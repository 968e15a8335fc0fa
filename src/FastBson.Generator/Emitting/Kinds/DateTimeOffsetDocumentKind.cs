using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>DateTimeOffset</c> with a 3.x driver: the BSON document { DateTime: UTC DateTime, Ticks: Int64, Offset: Int32 minutes }.</summary>
internal sealed class DateTimeOffsetDocumentKind : DateTimeOffsetKind
{
    public override ShapeKind Id => ShapeKind.DateTimeOffsetDocument;

    public override TypeClaim? Claim => TypeClaim.Named("System.DateTimeOffset", driver => driver.WritesDateTimeOffsetAsDocument);

    public override string? DriftCheck(ValueShape shape) => Expect("DateTimeOffsetSerializer", "Document");

    protected override string BsonType => "Document";
}
