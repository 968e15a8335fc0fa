using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonJavaScriptWithScope</c>: BSON JavaScriptWithScope, as the driver's BsonJavaScriptWithScopeSerializer reads and writes it.</summary>
internal sealed class BsonJavaScriptWithScopeKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonJavaScriptWithScope;

    protected override bool HoldsOtherClasses => true;

    protected override string BsonType => "JavaScriptWithScope";

    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadJavaScriptWithScope(ref reader, {site.SpanContext}, out var raw)", "raw");

    // On the IBsonReader path the driver's serializer builds the tree (through the same reader calls any code could make).
    protected override string? ReaderValue(ValueSite site) => null;
}
