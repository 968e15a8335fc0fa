using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>DateTime</c> in the Document representation: { DateTime: its UTC instant in milliseconds, Ticks: the ticks of its
/// UTC value (a date only's own ticks) }, read back from Ticks alone with the serializer's kind, as the driver does. The
/// span path reads the document in the writer's form; any other (another order, a missing or unknown element, Ticks of
/// another type) is the driver's serializer's, which the IBsonReader path hands every document to. See
/// <see cref="DateTimeRepresentationKind"/>.
/// </summary>
internal sealed class DateTimeDocumentKind : DateTimeRepresentationKind
{
    public override ShapeKind Id => ShapeKind.DateTimeDocument;

    protected override string BsonType => "Document";

    // Every DateTimeSerializer reads an Int64 as UTC ticks whatever its representation: the one value the IBsonReader
    // path reads itself here.
    protected override string ReaderBsonType => "Int64";

    protected override string SpanRead(string kind, string dateOnly) =>
        $"!reader.TryReadDateTimeDocumentTicks(out var raw) || !{Globals.RepresentedDateTimes}.TryFromTicks(raw, {kind}, {dateOnly}, out var dateTime)";

    protected override string ReaderRead(string kind, string dateOnly) =>
        $"{Globals.RepresentedDateTimes}.ReadTicks(reader, {kind}, {dateOnly})";

    protected override string Write(string value, string dateOnly) =>
        $"{Globals.RepresentedDateTimes}.WriteDocument(writer, {value}, {dateOnly});";
}
