using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonJavaScript</c>: BSON JavaScript, as the driver's BsonJavaScriptSerializer reads and writes it.</summary>
internal sealed class BsonJavaScriptKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonJavaScript;

    protected override string BsonType => "JavaScript";

    protected override SpanBranch SpanRead(ValueSite site) => new(BsonType, $"!{Globals.SpanBsonValues}.TryReadString(ref reader, out var raw)", $"new {site.Shape.CoreTypeName}(raw)");

    protected override string? ReaderValue(ValueSite site) => $"new {site.Shape.CoreTypeName}({TypedRead("JavaScript")})";
}
