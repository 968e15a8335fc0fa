using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonDateTime</c>: BSON DateTime (any number of milliseconds), as the driver's BsonDateTimeSerializer reads and writes it.</summary>
internal sealed class BsonDateTimeKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonDateTime;

    protected override string BsonType => "DateTime";

    // The support call declines the old encoding of DateTime.MaxValue, which the reader's settings may fix up.
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadDateTime(ref reader, out var raw)", "raw");

    protected override string? ReaderValue(ValueSite site) => $"new {site.Shape.CoreTypeName}(reader.ReadDateTime())";
}
