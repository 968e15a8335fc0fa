using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>BsonDocument</c>: a BSON document of any values, as the driver's BsonDocumentSerializer reads and writes it.</summary>
internal sealed class BsonDocumentKind : SingleBsonTypeKind
{
    public override ShapeKind Id => ShapeKind.BsonDocument;

    protected override bool HoldsOtherClasses => true;

    protected override string BsonType => "Document";

    // A member's document may be the driver's { _csharpnull: true }, which its serializer reads as C# null.
    protected override SpanBranch SpanRead(ValueSite site) => site.IsItem
        ? new(BsonType, $"!{Globals.SpanBsonValues}.TryReadDocument(ref reader, {site.SpanContext}, out var raw)", "raw")
        : new(BsonType, $"!{Globals.SpanBsonValues}.TryReadMemberDocument(ref reader, {site.SpanContext}, out var raw)", "raw!");

    // On the IBsonReader path the driver's serializer builds the tree (through the same reader calls any code could make),
    // and for a member tells the C# null document apart (which takes a bookmark on any reader).
    protected override string? ReaderValue(ValueSite site) => null;
}
