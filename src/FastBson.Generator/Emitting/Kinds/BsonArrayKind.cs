using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonArray</c>: BSON Array of any values, as the driver's BsonArraySerializer reads and writes it.</summary>
internal sealed class BsonArrayKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonArray;

    protected override bool HoldsOtherClasses => true;

    protected override string BsonType => "Array";

    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadArray(ref reader, {site.SpanContext}, out var raw)", "raw");

    // On the IBsonReader path the driver's serializer builds the tree (through the same reader calls any code could make).
    protected override string? ReaderValue(ValueSite site) => null;
}
