using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>DateTime</c> in the String representation: JsonConvert's text of it (an Unspecified value as local time, the
/// extremes without an offset), or a date only as <c>yyyy-MM-dd</c>; read back with JsonConvert's parse (or the date's
/// exact parse) and the serializer's kind. See <see cref="DateTimeRepresentationKind"/>.
/// </summary>
internal sealed class DateTimeStringKind : DateTimeRepresentationKind
{
    public override ShapeKind Id => ShapeKind.DateTimeString;

    protected override string BsonType => "String";

    protected override string SpanRead(string kind, string dateOnly) =>
        $"!reader.TryReadString(out var raw) || !{Globals.RepresentedDateTimes}.TryParse(raw, {kind}, {dateOnly}, out var dateTime)";

    protected override string ReaderRead(string kind, string dateOnly) =>
        $"{Globals.RepresentedDateTimes}.ReadString(reader, {kind}, {dateOnly})";

    protected override string Written(string value, string dateOnly) => $"{Globals.RepresentedDateTimes}.Format({value}, {dateOnly})";
}
