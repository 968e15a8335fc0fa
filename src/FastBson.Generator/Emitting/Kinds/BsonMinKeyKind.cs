using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonMinKey</c>: BSON MinKey, as the driver's BsonMinKeySerializer reads and writes it.</summary>
internal sealed class BsonMinKeyKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonMinKey;

    protected override string BsonType => "MinKey";

    protected override SpanBranch SpanRead(ValueSite site) => NoBytes($"{site.Shape.CoreTypeName}.Value");

    protected override string? ReaderValue(ValueSite site) => $"{Globals.ReaderBsonValues}.ReadMinKey(reader)";
}
