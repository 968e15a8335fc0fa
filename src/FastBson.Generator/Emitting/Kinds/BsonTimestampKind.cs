using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonTimestamp</c>: BSON Timestamp, as the driver's BsonTimestampSerializer reads and writes it.</summary>
internal sealed class BsonTimestampKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonTimestamp;

    protected override string BsonType => "Timestamp";

    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, "!reader.TryReadInt64(out var raw)", $"new {site.Shape.CoreTypeName}(raw)");

    protected override string? ReaderValue(ValueSite site) => $"new {site.Shape.CoreTypeName}(reader.ReadTimestamp())";
}
