using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>RawBsonDocument</c>: a BSON document kept as its bytes, as the driver's RawBsonDocumentSerializer reads and writes
/// it. A member read from the reader's own buffer is given a slice of that buffer, as the driver's
/// <c>ReadRawBsonDocument</c> gives it (a buffer the driver refuses to slice, a writable one, goes to the driver for its
/// error); a member of a detached document and an item keep a copy of their bytes. A member's C# null document
/// (<c>{ _csharpnull: true }</c>) and BSON null are C# null, as under the member map's C# null serializer.
/// </summary>
internal sealed class RawBsonDocumentKind : BsonValueClassKind
{
    public override ShapeKind Id => ShapeKind.RawBsonDocument;

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var read = site.IsItem
            ? $"{Globals.SpanBsonValues}.TryReadRawDocument(ref reader, out var raw)"
            : $"{Globals.SpanBsonValues}.TryReadMemberRawDocument(ref reader, in document, out var raw)";
        using (writer.Block($"if ({IsSpanType("Document")})"))
        {
            writer.Line($"if (!{read}) {site.Decline}");
            writer.Line(store(site.IsItem ? "raw" : "raw!"));
        }

        if (!site.IsItem)
        {
            using (writer.Block($"else if ({Globals.SpanBsonValues}.IsMemberNull(ref reader, type))"))
            {
                writer.Line(store("default!"));
            }
        }

        using (writer.Block("else"))
        {
            writer.Line(site.Decline);
        }
    }

    // An item is read with the driver's own calls; a member's serializer first tells the C# null document apart (which
    // takes a bookmark on any reader), so the driver's serializer reads it.
    public override string ReaderRead(ValueSite site) => site.IsItem
        ? ReadIfCanonical(site, "Document", $"new global::MongoDB.Bson.RawBsonDocument({Globals.StreamBounds}.CheckedForSlice(reader).ReadRawBsonDocument())")
        : DriverRead(site);
}
