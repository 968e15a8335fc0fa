using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>RawBsonArray</c>: a BSON array kept as its bytes, as the driver's RawBsonArraySerializer reads and writes it. A member
/// read from the reader's own buffer is given a slice of that buffer, as the driver's <c>ReadRawBsonArray</c> gives it (a
/// buffer the driver refuses to slice, a writable one, goes to the driver for its error); a member of a detached document
/// and an item keep a copy of their bytes. A member's C# null document (<c>{ _csharpnull: true }</c>) and BSON null are C#
/// null, as under the member map's C# null serializer; any other document is that serializer's error, the driver's.
/// </summary>
internal sealed class RawBsonArrayKind : BsonValueClassKind
{
    public override ShapeKind Id => ShapeKind.RawBsonArray;

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var read = site.IsItem
            ? $"{Globals.SpanBsonValues}.TryReadRawArray(ref reader, out var raw)"
            : $"{Globals.SpanBsonValues}.TryReadMemberRawArray(ref reader, in document, out var raw)";
        using (writer.Block($"if ({IsSpanType("Array")})"))
        {
            writer.Line($"if (!{read}) {site.Decline}");
            writer.Line(store("raw"));
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
        ? ReadIfCanonical(site, "Array", $"new global::MongoDB.Bson.RawBsonArray({Globals.StreamBounds}.CheckedForSlice(reader).ReadRawBsonArray())")
        : DriverRead(site);
}
