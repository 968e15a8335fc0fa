using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>BsonNull</c>: BSON null, as the driver's BsonNullSerializer reads and writes it (a member too reads BSON null as
/// <c>BsonNull.Value</c>, not as C# null).
/// </summary>
internal sealed class BsonNullKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonNull;

    protected override string BsonType => "Null";

    protected override SpanBranch SpanRead(ValueSite site) => NoBytes($"{site.Shape.CoreTypeName}.Value");

    protected override string? ReaderValue(ValueSite site) => $"{Globals.ReaderBsonValues}.ReadNull(reader)";
}
