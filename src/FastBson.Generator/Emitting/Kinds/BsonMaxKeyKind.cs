using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonMaxKey</c>: BSON MaxKey, as the driver's BsonMaxKeySerializer reads and writes it.</summary>
internal sealed class BsonMaxKeyKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonMaxKey;

    protected override string BsonType => "MaxKey";

    protected override SpanBranch SpanRead(ValueSite site) => NoBytes($"{site.Shape.CoreTypeName}.Value");

    protected override string? ReaderValue(ValueSite site) => $"{Globals.ReaderBsonValues}.ReadMaxKey(reader)";
}
