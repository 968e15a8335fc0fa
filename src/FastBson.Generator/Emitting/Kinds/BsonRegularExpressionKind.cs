using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonRegularExpression</c>: BSON RegularExpression, as the driver's BsonRegularExpressionSerializer reads and writes it.</summary>
internal sealed class BsonRegularExpressionKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonRegularExpression;

    protected override string BsonType => "RegularExpression";

    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadRegularExpression(ref reader, out var raw)", "raw");

    protected override string? ReaderValue(ValueSite site) => "reader.ReadRegularExpression()";
}
