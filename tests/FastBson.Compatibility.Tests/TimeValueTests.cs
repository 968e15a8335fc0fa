using System;
using System.Globalization;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// DateTimeOffset layouts, TimeSpan and Decimal128 text, DateOnly and TimeOnly values, each in the form the driver writes
/// and in forms near it: both serializers read them the same way on every reader kind, and the span path reads exactly
/// the driver's own form (any other is left to the driver's serializer on the IBsonReader path).
/// </summary>
public class TimeValueTests
{
    private const byte Int64Type = 0x12;

    private static readonly long Ticks = new DateTime(2024, 3, 5, 14, 30, 0).Ticks + 1234567;

    private static readonly ModelCase Model = ModelCatalog.Get(nameof(TimeKinds));

#if MONGODB_BSON_3
    private const bool Is3x = true;
#else
    private const bool Is3x = false;
#endif

    [Fact]
    public void DateTimeOffset_arrays_are_read_as_the_driver_reads_them()
    {
        // The 2.x form; a 3.x driver reads it too, with converting item serializers.
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(Ticks)), (Int32Type, Int32(120))), spanReads: !Is3x);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(Ticks)), (Int32Type, Int32(-840))), spanReads: !Is3x);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(0)), (Int32Type, Int32(0))), spanReads: !Is3x);

        // The driver reads the items by position, whatever their names.
        SameReadArray("Offset", Document(Element(Int64Type, "a", Int64(Ticks)), Element(Int32Type, "b", Int32(120))), spanReads: !Is3x);

        // Values DateTimeOffset refuses: an offset beyond 14 hours, a UTC instant out of range.
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(Ticks)), (Int32Type, Int32(841))), spanReads: false);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(0)), (Int32Type, Int32(60))), spanReads: false);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(DateTime.MaxValue.Ticks)), (Int32Type, Int32(-60))), spanReads: false);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(-1)), (Int32Type, Int32(0))), spanReads: false);

        // Other item types and counts.
        SameReadArray("Offset", RawBson.Array((Int32Type, Int32(5)), (Int32Type, Int32(0))), spanReads: false);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(Ticks)), (Int64Type, Int64(120))), spanReads: false);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(Ticks))), spanReads: false);
        SameReadArray("Offset", RawBson.Array((Int64Type, Int64(Ticks)), (Int32Type, Int32(0)), (Int32Type, Int32(0))), spanReads: false);
        SameReadArray("Offset", RawBson.Array(), spanReads: false);
    }

    [Fact]
    public void DateTimeOffset_documents_are_read_as_the_driver_reads_them()
    {
        var instant = new BsonDateTime(0);

        // The 3.x form; a 2.x driver reads it too.
        SameRead("Offset", new BsonDocument { { "DateTime", instant }, { "Ticks", Ticks }, { "Offset", 120 } }, spanReads: Is3x);
        SameRead("MaybeOffset", new BsonDocument { { "DateTime", instant }, { "Ticks", 0L }, { "Offset", 0 } }, spanReads: Is3x);

        // The driver skips the DateTime element, whatever it holds; the span path reads only its own form.
        SameRead("Offset", new BsonDocument { { "DateTime", "skipped" }, { "Ticks", Ticks }, { "Offset", 120 } }, spanReads: false);
        SameRead("Offset", new BsonDocument { { "Ticks", Ticks }, { "Offset", 120 }, { "DateTime", instant } }, spanReads: false);
        SameRead("Offset", new BsonDocument { { "Ticks", Ticks }, { "Offset", 120 } }, spanReads: false);
        SameRead("Offset", new BsonDocument { { "DateTime", instant }, { "Ticks", Ticks }, { "Offset", 120 }, { "Extra", 1 } }, spanReads: false);
        SameRead("Offset", new BsonDocument { { "DateTime", instant }, { "Ticks", (int)(Ticks % int.MaxValue) }, { "Offset", 120 } }, spanReads: false);
        SameRead("Offset", new BsonDocument { { "DateTime", instant }, { "Ticks", Ticks }, { "Offset", 120L } }, spanReads: false);
        SameRead("Offset", new BsonDocument { { "DateTime", instant }, { "Ticks", Ticks }, { "Offset", 900 } }, spanReads: false);
        SameRead("Offset", new BsonDocument { { "DateTime", instant }, { "Ticks", -5L }, { "Offset", 0 } }, spanReads: false);

        // Other representations the driver reads (3.x) or refuses (2.x).
        SameRead("Offset", new BsonDateTime(1_709_649_000_000), spanReads: false);
        SameRead("Offset", new BsonString("2024-03-05T14:30:00+02:00"), spanReads: false);
    }

    [Theory]
    [InlineData("00:00:00", true)]
    [InlineData("00:00:00.0000001", true)]
    [InlineData("-00:00:00.0000001", true)]
    [InlineData("1.02:03:04.5000000", true)]
    [InlineData("-1.02:03:04", true)]
    [InlineData("23:59:59.9999999", true)]
    [InlineData("10675199.02:48:05.4775807", true)]
    [InlineData("-10675199.02:48:05.4775808", true)]
    [InlineData("-00:00:00", false)]
    [InlineData("00:00:00.0000000", false)]
    [InlineData("0.00:00:01", false)]
    [InlineData("01.00:00:00", false)]
    [InlineData("1:02:03", false)]
    [InlineData("00:00:00.5", false)]
    [InlineData("00:00:00.12345678", false)]
    [InlineData("24:00:00", false)]
    [InlineData("00:60:00", false)]
    [InlineData("00:00:60", false)]
    [InlineData("10675199.02:48:05.4775808", false)]
    [InlineData("10675200.00:00:00", false)]
    [InlineData("123456789.00:00:00", false)]
    [InlineData(" 00:00:01", false)]
    [InlineData("00:00:01 ", false)]
    [InlineData("+00:00:01", false)]
    [InlineData("00:00:01,5000000", false)]
    [InlineData("1", false)]
    [InlineData("1.5", false)]
    [InlineData("", false)]
    [InlineData("abc", false)]
    [InlineData("١٢:٠٠:٠٠", false)]
    public void TimeSpan_text_is_read_as_the_driver_reads_it(string text, bool spanReads)
    {
        SameRead("Duration", new BsonString(text), spanReads);
        SameRead("MaybeDuration", new BsonString(text), spanReads);
        SameRead("Durations", new BsonArray { text }, spanReads);
    }

    [Theory]
    [InlineData("")]
    [InlineData("de-DE")]
    [InlineData("fr-FR")]
    [InlineData("ar-SA")]
    [InlineData("fa-IR")]
    [InlineData("hi-IN")]
    public void TimeSpans_the_driver_writes_are_read_on_the_span_path_in_any_culture(string culture)
    {
        // The driver parses with TimeSpan.Parse in the current culture; the span path reads the constant format, which
        // every culture parses to the same value.
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(culture);
        try
        {
            var random = new Random(culture.Length);
            var values = new[] { TimeSpan.Zero, TimeSpan.MinValue, TimeSpan.MaxValue, TimeSpan.FromTicks(1), TimeSpan.FromTicks(-1) }
                .Concat(Enumerable.Range(0, 500).Select(_ => TimeSpan.FromTicks(random.NextInt64(long.MinValue, long.MaxValue))))
                .Concat(Enumerable.Range(0, 500).Select(_ => TimeSpan.FromTicks(random.NextInt64(-TimeSpan.TicksPerDay * 3, TimeSpan.TicksPerDay * 3))));
            foreach (var value in values)
            {
                var bson = Oracle.Write(Oracle.Driver<TimeKinds>(), new TimeKinds { Duration = value });
                Assert.True(TimeKindsBsonSerializer.TryReadDocument(bson, out var read), $"the span path declined {value}");
                Assert.Equal(value, read.Duration);
                Assert.Equal(value, Oracle.Read(Oracle.Driver<TimeKinds>(), ReaderKind.ByteArrayBuffer, bson).Duration);
            }
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
        }
    }

    [Fact]
    public void Decimal128_values_are_read_as_the_driver_reads_them()
    {
        // 2.x writes the text (Decimal128.Parse reads it back), 3.x the Decimal128; each driver reads the other form too.
        foreach (var text in new[] { "1.5", "-0", "0E-6176", "NaN", "-Infinity", "9.999999999999999999999999999999999E+6144", "1.000" })
        {
            SameRead("Amount", new BsonString(text), spanReads: !Is3x);
            SameRead("Amount", new BsonDecimal128(Decimal128.Parse(text)), spanReads: Is3x);
            SameRead("Amounts", new BsonArray { new BsonString(text) }, spanReads: !Is3x);
            SameRead("_id", new BsonDecimal128(Decimal128.Parse(text)), spanReads: Is3x);
        }

        // Text Decimal128.Parse refuses, and numbers the driver converts.
        foreach (var odd in new BsonValue[] { new BsonString("1E+6145"), new BsonString("abc"), new BsonString(""), new BsonString(" 1"), 1.5, 2, 3L })
        {
            SameRead("Amount", odd, spanReads: false);
            SameRead("MaybeAmount", odd, spanReads: false);
        }
    }

#if MONGODB_BSON_DATEONLY
    [Fact]
    public void DateOnly_values_are_read_as_the_driver_reads_them()
    {
        const long Day = 86_400_000;
        SameRead("Day", new BsonDateTime(0), spanReads: true);
        SameRead("Day", new BsonDateTime(Day * 19_787), spanReads: true);
        SameRead("Day", new BsonDateTime(-Day), spanReads: true);
        SameRead("Day", new BsonDateTime(BsonConstants.DateTimeMinValueMillisecondsSinceEpoch), spanReads: true);
        SameRead("MaybeDay", BsonNull.Value, spanReads: true);
        SameRead("Days", new BsonArray { new BsonDateTime(Day) }, spanReads: true);

        // A time of day, DateTime.MaxValue (which has one), beyond the range; other representations the driver reads.
        SameRead("Day", new BsonDateTime(Day + 1), spanReads: false);
        SameRead("Day", new BsonDateTime(-1), spanReads: false);
        SameRead("Day", new BsonDateTime(BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch), spanReads: false);
        SameRead("Day", new BsonDateTime(BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch + Day), spanReads: false);
        SameRead("Day", new BsonDateTime(long.MaxValue), spanReads: false);
        SameRead("Day", new BsonInt32(0), spanReads: false);
    }

    [Fact]
    public void DateOnly_values_are_read_as_the_driver_reads_them_whatever_the_representation()
    {
        // DateOnlySerializer reads a DateTime, the ticks of a midnight and its text whatever the member's representation.
        var ticks = new DateTime(2024, 3, 5).Ticks;
        foreach (var member in DayMembers)
        {
            SameRead(member, new BsonDateTime(86_400_000L * 19_787), spanReads: true);
            SameRead(member, new BsonInt64(ticks), spanReads: true);
            SameRead(member, new BsonInt64(0), spanReads: true);
            SameRead(member, new BsonInt64(DateTime.MaxValue.Ticks - TimeSpan.TicksPerDay + 1), spanReads: true);
            SameRead(member, new BsonString("2024-03-05"), spanReads: true);
            SameRead(member, new BsonString("0001-01-01"), spanReads: true);
            SameRead(member, new BsonString("9999-12-31"), spanReads: true);

            // Ticks with a time of day, out of DateTime's range; text in another form or no date at all.
            SameRead(member, new BsonInt64(ticks + 1), spanReads: false);
            SameRead(member, new BsonInt64(-TimeSpan.TicksPerDay), spanReads: false);
            SameRead(member, new BsonInt64(DateTime.MaxValue.Ticks + 1), spanReads: false);
            SameRead(member, new BsonInt64(long.MaxValue), spanReads: false);
            SameRead(member, new BsonString("2024-3-5"), spanReads: false);
            SameRead(member, new BsonString("2024-03-05T00:00:00"), spanReads: false);
            SameRead(member, new BsonString(" 2024-03-05"), spanReads: false);
            SameRead(member, new BsonString("2024-02-30"), spanReads: false);
            SameRead(member, new BsonString(string.Empty), spanReads: false);
            SameRead(member, new BsonDouble(ticks), spanReads: false);
        }

        SameRead("MaybeDayText", BsonNull.Value, spanReads: true);
#if MONGODB_BSON_DATEONLY_FORMATS
        SameRead("MaybeDayParts", BsonNull.Value, spanReads: true);
#endif
        SameRead("DayTexts", new BsonArray { "2024-03-05", new BsonInt64(0), new BsonDateTime(0) }, spanReads: true);
        SameRead("DayTexts", new BsonArray { "2024-13-05" }, spanReads: false);
#if MONGODB_BSON_DATEONLY_FORMATS
        SameRead("DayTicksList", new BsonArray { new BsonInt64(ticks), new BsonDocument { { "Year", 1 }, { "Month", 1 }, { "Day", 1 } } }, spanReads: true);
        SameRead("DayTicksList", new BsonArray { new BsonDocument { { "Year", 1 }, { "Month", 1 }, { "Day", 0 } } }, spanReads: false);
#endif
    }

    [Fact]
    public void DateOnly_documents_are_read_as_the_driver_reads_them_whatever_the_representation()
    {
        // DateOnlySerializer reads a document in either format whatever the member's representation; the span path reads
        // the two as the serializer writes them.
        var ticks = new DateTime(2024, 3, 5).Ticks;
        foreach (var member in DayMembers)
        {
            SameRead(member, new BsonDocument { { "DateTime", new BsonDateTime(86_400_000L * 19_787) }, { "Ticks", ticks } }, spanReads: true);
            SameRead(member, new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", 0L } }, spanReads: true);
            SameRead(member, new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", DateTime.MaxValue.Ticks - TimeSpan.TicksPerDay + 1 } }, spanReads: true);
            SameRead(member, new BsonDocument { { "Year", 2024 }, { "Month", 3 }, { "Day", 5 } }, spanReads: ReadsDayParts);
            SameRead(member, new BsonDocument { { "Year", 2024 }, { "Month", 2 }, { "Day", 29 } }, spanReads: ReadsDayParts);
            SameRead(member, new BsonDocument { { "Year", 9999 }, { "Month", 12 }, { "Day", 31 } }, spanReads: ReadsDayParts);

            // The serializer skips the DateTime and reads Ticks and the parts in any order and from other number types;
            // it refuses a time of day, ticks out of range, a date that does not exist, a missing or unknown element.
            SameRead(member, new BsonDocument { { "DateTime", "any" }, { "Ticks", ticks } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Ticks", ticks }, { "DateTime", new BsonDateTime(0) } }, spanReads: false);
            SameRead(member, new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", ticks + 1 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", -TimeSpan.TicksPerDay } }, spanReads: false);
            SameRead(member, new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", DateTime.MaxValue.Ticks + 1 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", 0 } }, spanReads: false);
            SameRead(member, new BsonDocument("Ticks", ticks), spanReads: false);
            SameRead(member, new BsonDocument { { "Day", 5 }, { "Month", 3 }, { "Year", 2024 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Year", 2024L }, { "Month", 3 }, { "Day", 5 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Year", 2023 }, { "Month", 2 }, { "Day", 29 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Year", 0 }, { "Month", 1 }, { "Day", 1 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Year", 2024 }, { "Month", 13 }, { "Day", 1 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Year", 2024 }, { "Month", 3 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Year", 2024 }, { "Month", 3 }, { "Day", 5 }, { "Hour", 1 } }, spanReads: false);
            SameRead(member, new BsonDocument { { "Year", 2024 }, { "Month", 3 }, { "Day", 5 }, { "Ticks", ticks } }, spanReads: false);
            SameRead(member, new BsonDocument(), spanReads: false);
        }
    }

    [Fact]
    public void DateOnly_values_are_written_as_the_driver_writes_them_in_each_representation()
    {
        foreach (var day in new[] { new DateOnly(2024, 3, 5), DateOnly.MinValue, DateOnly.MaxValue })
        {
            var value = new TimeKinds
            {
                Day = day, DayTicks = day, DayAsDefault = day, MaybeDayText = day, DayTexts = new() { day, new DateOnly(1999, 12, 31) },
                DayDocument = day,
#if MONGODB_BSON_DATEONLY_FORMATS
                MaybeDayParts = day, DayTicksList = new() { day }, DayOptionsThenDocument = day,
#endif
            };
            Oracle.AssertSameRoundTrip(TimeKindsBsonSerializer.Instance, value);
        }
    }

    [Fact]
    public void TimeOnly_values_are_read_as_the_driver_reads_them()
    {
        SameRead("Time", new BsonInt64(0), spanReads: true);
        SameRead("Time", new BsonInt64(TimeOnly.MaxValue.Ticks), spanReads: true);
        SameRead("MaybeTime", new BsonInt64(12_345), spanReads: true);
        SameRead("TimesByKey", new BsonDocument("k", new BsonInt64(1)), spanReads: true);

        // Ticks outside a day; other representations the driver reads.
        SameRead("Time", new BsonInt64(TimeOnly.MaxValue.Ticks + 1), spanReads: false);
        SameRead("Time", new BsonInt64(-1), spanReads: false);
        SameRead("Time", new BsonInt64(long.MinValue), spanReads: false);
    }

    [Fact]
    public void TimeOnly_values_are_read_as_the_driver_reads_them_whatever_the_representation()
    {
        // TimeOnlySerializer reads its ticks and its round-trip text whatever the member's representation.
        foreach (var member in TimeTextMembers)
        {
            SameRead(member, new BsonInt64(45_000_000_123), spanReads: true);
            SameRead(member, new BsonInt32(45_000_123), spanReads: true);
            SameRead(member, new BsonDouble(45_000_000_123.9), spanReads: true);
            SameRead(member, new BsonString("12:30:00.0000000"), spanReads: true);
            SameRead(member, new BsonString("23:59:59.9999999"), spanReads: true);
            SameRead(member, new BsonString("00:00:00.0000000"), spanReads: true);

            // Text in another form, out of range or no time at all.
            SameRead(member, new BsonString("12:30:00"), spanReads: false);
            SameRead(member, new BsonString("12:30:00.000"), spanReads: false);
            SameRead(member, new BsonString("24:00:00.0000000"), spanReads: false);
            SameRead(member, new BsonString("12:30:00.0000000Z"), spanReads: false);
            SameRead(member, new BsonString("noon"), spanReads: false);
            SameRead(member, new BsonInt64(-1), spanReads: false);
        }

        SameRead("TimeTextsByKey", new BsonDocument { { "a", "01:02:03.0000004" }, { "b", BsonNull.Value }, { "c", new BsonInt64(7) } }, spanReads: true);
    }

    [Theory]
    [InlineData("TimeHours", 1.0)]
    [InlineData("MaybeTimeSeconds", 3_600.0)]
    [InlineData("TimeMilliseconds", 3_600_000.0)]
    [InlineData("TimeNanoseconds", 3.6e12)]
    [InlineData("TimeNanosecondsDouble", 3.6e12)]
    [InlineData("TimeTextInMinutes", 60.0)]
    [InlineData("TimeSecondsRepresented", 3_600.0)]
    [InlineData("TimeOptionsThenDouble", 3.6e10)]
    [InlineData("TimeTextThenMinutes", 60.0)]
    public void TimeOnly_numbers_are_read_in_the_member_units_as_the_driver_reads_them(string member, double perHour)
    {
        // TimeOnlySerializer reads every number in its units, whatever the member's representation: a count within a day
        // on the span path, one outside (negative, past midnight, past the ticks' range) left to the driver.
        foreach (var hours in new[] { 0.0, 1.5, 12.25, 23.999 })
        {
            var count = hours * perHour;
            SameRead(member, new BsonDouble(count), spanReads: true);
            SameRead(member, new BsonInt64((long)count), spanReads: true);
            if (count <= int.MaxValue)
            {
                SameRead(member, new BsonInt32((int)count), spanReads: true);
            }
        }

        SameRead(member, new BsonDouble(24 * perHour), spanReads: false);
        SameRead(member, new BsonDouble(-1), spanReads: member.StartsWith("TimeNanoseconds", StringComparison.Ordinal));
        SameRead(member, new BsonDouble(NaN), spanReads: CastsToTimeOfDay(NaN)); // 0 from .NET 9 on, long.MinValue before
        SameRead(member, new BsonDouble(double.PositiveInfinity), spanReads: false);
        SameRead(member, new BsonDouble(1e300), spanReads: false);
        SameRead(member, new BsonInt64(long.MaxValue), spanReads: false);
        SameRead(member, new BsonInt64(-101), spanReads: false);
        SameRead(member, new BsonInt32(int.MinValue), spanReads: false);
        SameRead(member, new BsonDecimal128(1), spanReads: false);
    }

    [Fact]
    public void TimeOnly_documents_are_read_as_the_driver_reads_them_whatever_the_representation()
    {
        foreach (var member in TimeTextMembers.Append("TimeHours"))
        {
            foreach (var time in new[] { new TimeOnly(45_000_000_123), TimeOnly.MinValue, TimeOnly.MaxValue, new TimeOnly(1, 2, 3, 4, 5) })
            {
                SameRead(member, TimeDocument(time), spanReads: ReadsTimeDocuments);
            }

            // The serializer reads the components in any order, Microsecond and Nanosecond optional; it refuses components
            // that do not match the ticks, ticks outside a day, and a missing, unknown or mistyped element.
            var document = TimeDocument(new TimeOnly(45_000_000_123));
            SameRead(member, Without(document, "Nanosecond"), spanReads: false);
            SameRead(member, Without(document, "Microsecond", "Nanosecond"), spanReads: false);
            SameRead(member, Without(document, "Ticks"), spanReads: false);
            SameRead(member, Without(document, "Hour"), spanReads: false);
            SameRead(member, new BsonDocument(document.Reverse()), spanReads: false);
            SameRead(member, With(document, "Second", 59), spanReads: false);
            SameRead(member, With(document, "Nanosecond", 400), spanReads: false);
            SameRead(member, With(document, "Microsecond", 1), spanReads: false);
            SameRead(member, With(document, "Ticks", TimeOnly.MaxValue.Ticks + 1), spanReads: false);
            SameRead(member, With(document, "Ticks", 45_000_000_123L + TimeSpan.TicksPerDay), spanReads: false);
            SameRead(member, With(document, "Hour", 12L), spanReads: false);
            SameRead(member, With(document, "Ticks", 123), spanReads: false);
            SameRead(member, new BsonDocument(document) { { "Extra", 1 } }, spanReads: false);
            SameRead(member, new BsonDocument(), spanReads: false);
        }
    }

    [Fact]
    public void TimeOnly_values_are_written_as_the_driver_writes_them_in_each_representation()
    {
        foreach (var time in new[] { new TimeOnly(45_000_000_123), TimeOnly.MinValue, TimeOnly.MaxValue, new TimeOnly(0, 0, 0, 0, 1) })
        {
            var value = new TimeKinds
            {
                Time = time, TimeText = time, TimeTextsByKey = new() { ["time"] = time, ["none"] = null },
                TimeMilliseconds = time, MaybeTimeSeconds = time, TimeHours = time, TimeNanoseconds = time, TimeNanosecondsDouble = time,
                TimeTextInMinutes = time, TimesInMilliseconds = new() { ["time"] = time }, TimesInMinutes = new[] { time },
                TimeSecondsRepresented = time, TimeOptionsThenDouble = time, TimeTextThenMinutes = time,
#if MONGODB_BSON_TIMEONLY_DOCUMENTS
                MaybeTimeDocument = time,
#endif
            };
            Oracle.AssertSameRoundTrip(TimeKindsBsonSerializer.Instance, value);
        }
    }

    private static readonly double NaN = double.NaN; // not a constant, so cast by the runtime rather than by the compiler

    private static bool CastsToTimeOfDay(double value) => (ulong)(long)value <= (ulong)TimeOnly.MaxValue.Ticks;

#if MONGODB_BSON_DATEONLY_FORMATS
    private const bool ReadsDayParts = true;

    private static readonly string[] DayMembers = { "Day", "DayTicks", "MaybeDayText", "DayAsDefault", "DayDocument", "MaybeDayParts", "DayOptionsThenDocument" };
#else
    // Before 3.2 DateOnlySerializer reads { DateTime, Ticks } only: the span path leaves { Year, Month, Day } to it, which refuses it.
    private const bool ReadsDayParts = false;

    private static readonly string[] DayMembers = { "Day", "DayTicks", "MaybeDayText", "DayAsDefault", "DayDocument" };
#endif

#if MONGODB_BSON_TIMEONLY_DOCUMENTS
    private const bool ReadsTimeDocuments = true;

    private static readonly string[] TimeTextMembers = { "Time", "TimeText", "MaybeTimeDocument" };
#else
    // Before 3.6 TimeOnlySerializer reads no document: the span path leaves every one to it, which refuses it.
    private const bool ReadsTimeDocuments = false;

    private static readonly string[] TimeTextMembers = { "Time", "TimeText" };
#endif

    /// <summary>A TimeOnly as TimeOnlySerializer's Document representation writes it.</summary>
    private static BsonDocument TimeDocument(TimeOnly time) => new()
    {
        { "Hour", time.Hour },
        { "Minute", time.Minute },
        { "Second", time.Second },
        { "Millisecond", time.Millisecond },
        { "Microsecond", (int)(time.Ticks / 10 % 1000) },
        { "Nanosecond", (int)(time.Ticks * 100 % 1000) },
        { "Ticks", time.Ticks },
    };

    private static BsonDocument Without(BsonDocument document, params string[] names)
    {
        var copy = new BsonDocument(document);
        foreach (var name in names)
        {
            copy.Remove(name);
        }

        return copy;
    }

    private static BsonDocument With(BsonDocument document, string name, BsonValue value) => new BsonDocument(document) { [name] = value };
#endif

    private static byte[] Int64(long value) => BitConverter.GetBytes(value);

    /// <summary>Both serializers read a document holding only this member's value the same way, and the span path reads it itself or declines.</summary>
    private static void SameRead(string member, BsonValue value, bool spanReads) =>
        SameRead(Oracle.ToRawBson(new BsonDocument(member, value)), spanReads);

    /// <summary>As <see cref="SameRead(string, BsonValue, bool)"/>, for an array given as raw bytes (item names of its own).</summary>
    private static void SameReadArray(string member, byte[] array, bool spanReads) =>
        SameRead(Document(Element(ArrayType, member, array)), spanReads);

    private static void SameRead(byte[] bson, bool spanReads)
    {
        Oracle.AssertSameReadAndMessage(TimeKindsBsonSerializer.Instance, bson, Readers.All);
        Assert.True((Model.SpanReadRewritten(bson) is not null) == spanReads, $"the span path {(spanReads ? "declined" : "read")} {Convert.ToHexString(bson)}");
    }
}
