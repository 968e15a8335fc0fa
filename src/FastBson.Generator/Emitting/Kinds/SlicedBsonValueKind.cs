using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A BsonValue class that keeps the bytes it was read from, as the driver's serializer of it reads and writes it:
/// <c>RawBsonDocument</c> and <c>LazyBsonDocument</c> (a BSON Document, <c>ReadRawBsonDocument</c>), <c>RawBsonArray</c>
/// and <c>LazyBsonArray</c> (a BSON Array, <c>ReadRawBsonArray</c>). The driver's serializers of the four differ only in
/// the class they make of the bytes. A member read from the reader's own buffer is given a slice of that buffer, as the driver's
/// reader gives it (a buffer the driver refuses to slice, a writable one, goes to the driver for its error); a member of
/// a detached document and an item keep a read-only copy of their bytes. A member's C# null document
/// (<c>{ _csharpnull: true }</c>) and BSON null are C# null, as under the member map's C# null serializer; any other BSON
/// type is the driver's to read or refuse.
/// </summary>
internal sealed class SlicedBsonValueKind : BsonValueClassKind
{
    public static readonly SlicedBsonValueKind RawDocument = new(ShapeKind.RawBsonDocument, isArray: false);

    public static readonly SlicedBsonValueKind RawArray = new(ShapeKind.RawBsonArray, isArray: true);

    public static readonly SlicedBsonValueKind LazyDocument = new(ShapeKind.LazyBsonDocument, isArray: false);

    public static readonly SlicedBsonValueKind LazyArray = new(ShapeKind.LazyBsonArray, isArray: true);

    private readonly ShapeKind _id;
    private readonly bool _isArray;

    private SlicedBsonValueKind(ShapeKind id, bool isArray)
    {
        _id = id;
        _isArray = isArray;
    }

    public override ShapeKind Id => _id;

    private string BsonType => _isArray ? "Array" : "Document";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var read = site.IsItem
            ? $"{Globals.SpanBsonValues}.TryRead{BsonType}Copy(ref reader, out var bytes)"
            : $"{Globals.SpanBsonValues}.TryReadMember{BsonType}Slice(ref reader, in document, out var bytes)";

        // A member's document may be the C# null document, for which the read keeps no bytes; an array never is.
        var value = site.IsItem || _isArray ? New("bytes") : $"bytes is null ? null! : {New("bytes")}";
        using (writer.Block($"if ({IsSpanType(BsonType)})"))
        {
            writer.Line($"if (!{read}) {site.Decline}");
            writer.Line(store(value));
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
        ? ReadIfCanonical(site, BsonType, New($"{Globals.StreamBounds}.CheckedForSlice(reader).ReadRaw{(_isArray ? "BsonArray" : "BsonDocument")}()"))
        : DriverRead(site);

    private string New(string bytes) => $"new global::MongoDB.Bson.{_id}({bytes})";
}
