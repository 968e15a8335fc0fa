using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonBinaryData</c>: BSON Binary of any subtype, as the driver's BsonBinaryDataSerializer reads and writes it.</summary>
internal sealed class BsonBinaryDataKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonBinaryData;

    protected override string BsonType => "Binary";

    // The support call declines what the reader's settings decide and it cannot see (the old binary subtype; in 2.x, a
    // legacy UUID without a reader).
    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadBinaryData(ref reader, {site.SpanContext}, out var raw)", "raw");

    protected override string? ReaderValue(ValueSite site) => TypedRead("Binary");
}
