using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>DateTime</c> in the Int64 representation: the ticks of its UTC value (a date only's own ticks), read back as UTC
/// ticks with the serializer's kind. See <see cref="DateTimeRepresentationKind"/>.
/// </summary>
internal sealed class DateTimeInt64Kind : DateTimeRepresentationKind
{
    public override ShapeKind Id => ShapeKind.DateTimeInt64;

    protected override string BsonType => "Int64";

    protected override string SpanRead(string kind, string dateOnly) =>
        $"!reader.TryReadInt64(out var raw) || !{Globals.RepresentedDateTimes}.TryFromTicks(raw, {kind}, {dateOnly}, out var dateTime)";

    protected override string ReaderRead(string kind, string dateOnly) =>
        $"{Globals.RepresentedDateTimes}.ReadTicks(reader, {kind}, {dateOnly})";

    protected override string Written(string value, string dateOnly) => $"{Globals.RepresentedDateTimes}.Ticks({value}, {dateOnly})";
}
