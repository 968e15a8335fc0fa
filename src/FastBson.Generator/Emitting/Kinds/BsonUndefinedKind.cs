using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonUndefined</c>: BSON Undefined, as the driver's BsonUndefinedSerializer reads and writes it.</summary>
internal sealed class BsonUndefinedKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonUndefined;

    protected override string BsonType => "Undefined";

    protected override SpanBranch SpanRead(ValueSite site) => NoBytes($"{site.Shape.CoreTypeName}.Value");

    protected override string? ReaderValue(ValueSite site) => $"{Globals.ReaderBsonValues}.ReadUndefined(reader)";
}
