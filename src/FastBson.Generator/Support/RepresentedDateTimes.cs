using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// A DateTime in the String or Int64 representation its DateTimeSerializer is given (<c>[BsonRepresentation]</c>,
/// <c>[BsonDateTimeOptions]</c>), with the calls of that serializer: text through JsonConvert (a date only as
/// <c>yyyy-MM-dd</c> in the current culture), ticks of the UTC value, and on reading the kind and date-only rules it
/// applies to every value it reads. The <c>Try</c> methods answer false where the driver throws, so the span path hands
/// such a value to the driver's serializer; the <c>Read</c> methods serve the IBsonReader path with the driver's errors.
/// A date only with a time of day is the caller's to hand to the driver's serializer on writing (its exception).
/// </summary>
internal static class RepresentedDateTimes
{
    private const string DateOnlyFormat = "yyyy-MM-dd";

    /// <summary>As DateTimeSerializer writes the String representation.</summary>
    public static string Format(DateTime value, bool dateOnly)
    {
        if (dateOnly)
        {
            return value.ToString(DateOnlyFormat);
        }

        if (value == DateTime.MinValue || value == DateTime.MaxValue)
        {
            // As the driver: no time zone offset for the extremes.
            value = DateTime.SpecifyKind(value, DateTimeKind.Unspecified);
        }
        else if (value.Kind == DateTimeKind.Unspecified)
        {
            // As the driver: an Unspecified value is written as local time, with its offset.
            value = DateTime.SpecifyKind(value, DateTimeKind.Local);
        }

        return JsonConvert.ToString(value);
    }

    /// <summary>As DateTimeSerializer writes the Int64 representation: the ticks of the UTC value (a date only's own).</summary>
    public static long Ticks(DateTime value, bool dateOnly) =>
        dateOnly ? value.Ticks : BsonUtils.ToUniversalTime(value).Ticks;

    /// <summary>As DateTimeSerializer writes the Document representation: { DateTime: UTC milliseconds, Ticks: <see cref="Ticks"/> }.</summary>
    public static void WriteDocument(IBsonWriter writer, DateTime value, bool dateOnly)
    {
        var utc = new DateTime(Ticks(value, dateOnly), DateTimeKind.Utc);
        writer.WriteStartDocument();
        writer.WriteDateTime("DateTime", BsonUtils.ToMillisecondsSinceEpoch(utc));
        writer.WriteInt64("Ticks", utc.Ticks);
        writer.WriteEndDocument();
    }

    /// <summary>As DateTimeSerializer reads a BSON String: the driver's parse, then its kind rules, or false where it throws.</summary>
    public static bool TryParse(string text, DateTimeKind kind, bool dateOnly, out DateTime value)
    {
        try
        {
            value = Parse(text, dateOnly);
        }
        catch (FormatException)
        {
            value = default;
            return false;
        }

        return TryApplyKind(value, kind, dateOnly, out value);
    }

    /// <summary>As DateTimeSerializer reads a BSON String, with its errors.</summary>
    public static DateTime ReadString(IBsonReader reader, DateTimeKind kind, bool dateOnly) =>
        ApplyKind(Parse(ReaderValues.ReadString(reader), dateOnly), kind, dateOnly);

    /// <summary>As DateTimeSerializer reads a BSON Int64: UTC ticks, then its kind rules, or false where it throws.</summary>
    public static bool TryFromTicks(long ticks, DateTimeKind kind, bool dateOnly, out DateTime value)
    {
        if (ticks < DateTime.MinValue.Ticks || ticks > DateTime.MaxValue.Ticks)
        {
            value = default;
            return false;
        }

        return TryApplyKind(new DateTime(ticks, DateTimeKind.Utc), kind, dateOnly, out value);
    }

    /// <summary>As DateTimeSerializer reads a BSON Int64, with its errors (DateTime's own for ticks out of range).</summary>
    public static DateTime ReadTicks(IBsonReader reader, DateTimeKind kind, bool dateOnly) =>
        ApplyKind(DateTime.SpecifyKind(new DateTime(reader.ReadInt64()), DateTimeKind.Utc), kind, dateOnly);

    private static DateTime Parse(string text, bool dateOnly) => dateOnly
        ? DateTime.SpecifyKind(DateTime.ParseExact(text, DateOnlyFormat, null), DateTimeKind.Utc)
        : JsonConvert.ToDateTime(text);

    private static bool TryApplyKind(DateTime read, DateTimeKind kind, bool dateOnly, out DateTime value)
    {
        if (dateOnly && read.TimeOfDay != TimeSpan.Zero)
        {
            value = default;
            return false;
        }

        value = ApplyKind(read, kind, dateOnly);
        return true;
    }

    /// <summary>What DateTimeSerializer makes of any value it read: a date only keeps its date with the kind given; else local time for Local and Unspecified, UTC for Utc.</summary>
    private static DateTime ApplyKind(DateTime value, DateTimeKind kind, bool dateOnly)
    {
        if (dateOnly)
        {
            return value.TimeOfDay == TimeSpan.Zero ? DateTime.SpecifyKind(value, kind) : throw FastBsonErrors.TimeOfDayInDateOnlyDateTime();
        }

        return kind switch
        {
            DateTimeKind.Local or DateTimeKind.Unspecified => DateTime.SpecifyKind(BsonUtils.ToLocalTime(value), kind),
            _ => BsonUtils.ToUniversalTime(value),
        };
    }
}
