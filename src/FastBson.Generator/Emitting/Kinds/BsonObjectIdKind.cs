using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonObjectId</c>: BSON ObjectId, as the driver's BsonObjectIdSerializer reads and writes it.</summary>
internal sealed class BsonObjectIdKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonObjectId;

    protected override string BsonType => "ObjectId";

    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, "!reader.TryReadObjectId(out var raw)", $"new {site.Shape.CoreTypeName}(raw)");

    protected override string? ReaderValue(ValueSite site) => $"new {site.Shape.CoreTypeName}(reader.ReadObjectId())";
}
