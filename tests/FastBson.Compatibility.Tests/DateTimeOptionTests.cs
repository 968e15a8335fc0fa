using System;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// DateTimes under <c>[BsonDateTimeOptions]</c> or <c>[BsonRepresentation]</c>: read back with the kind it sets (local time
/// for Local and Unspecified), or as a date only, in the DateTime, String and Int64 representations; the span path reads
/// what the driver reads without error and leaves the rest to the driver's serializer.
/// </summary>
public class DateTimeOptionTests
{
    private static readonly ModelCase Kinds = ModelCatalog.Get(nameof(DateTimeKinds));

    private static readonly long[] Instants =
    {
        0, 1, -1, 1_709_649_000_123, -62_000_000_000_000, BsonConstants.DateTimeMinValueMillisecondsSinceEpoch,
        BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch, 86_400_000L * 19_787,
    };

    [Fact]
    public void Kinds_are_read_as_the_driver_reads_them()
    {
        foreach (var member in new[] { "Local", "Unspecified", "Utc", "MaybeLocal" })
        {
            foreach (var milliseconds in Instants)
            {
                Kinds.AssertSameMemberRead(member, new BsonDateTime(milliseconds), spanReads: true);
            }

            Kinds.AssertSameMemberRead(member, new BsonDateTime(BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch + 1), spanReads: false);
            Kinds.AssertSameMemberRead(member, new BsonDateTime(long.MinValue), spanReads: false);
            Kinds.AssertSameMemberRead(member, 5L, spanReads: false);
            Kinds.AssertSameMemberRead(member, "2024-03-05T14:30:00Z", spanReads: false);
        }

        Kinds.AssertSameMemberRead("Unspecified", BsonNull.Value, spanReads: true);
    }

    [Fact]
    public void Representations_are_read_as_the_driver_reads_them()
    {
        var values = new BsonValue[]
        {
            "2024-03-05T14:30:00Z", "2024-03-05T14:30:00.1234567Z", "2024-03-05T14:30:00+02:00", "2024-03-05T14:30:00", "2024-03-05",
            "2024-03-05Z", "2024-03-05T14:30:00.12345678Z", "0001-01-01T00:00:00", "9999-12-31T23:59:59.9999999", "9999-12-31T23:59:59.9999999-01:00",
            "2024-02-30T00:00:00Z", "2024-03-05 14:30:00Z", "2024-3-5", string.Empty, "now",
            0L, 1L, -1L, 638_451_234_560_000_000L, DateTime.MaxValue.Ticks, DateTime.MaxValue.Ticks + 1, long.MaxValue, long.MinValue,
            new BsonDateTime(0), new BsonDateTime(1_709_649_000_123), 5, 5.0, Decimal128.Parse("5"), BsonNull.Value, true,
        };

        // The Document representation: its writer's form (read on the span path), and others the driver's serializer reads
        // or refuses (another order, a missing, extra or repeated element, Ticks of another type or out of range).
        var writersForm = new BsonValue[]
        {
            new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", 621_355_968_000_000_000L } },
            new BsonDocument { { "DateTime", new BsonDateTime(1_709_649_000_123) }, { "Ticks", 0L } },
            new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", DateTime.MaxValue.Ticks } },
        };
        var otherDocuments = new BsonValue[]
        {
            new BsonDocument { { "Ticks", 621_355_968_000_000_000L }, { "DateTime", new BsonDateTime(0) } },
            new BsonDocument { { "Ticks", 621_355_968_000_000_000L } },
            new BsonDocument { { "DateTime", new BsonDateTime(0) } },
            new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", 5 } },
            new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", 5.0 } },
            new BsonDocument { { "DateTime", "text" }, { "Ticks", 5L } },
            new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", DateTime.MaxValue.Ticks + 1 } },
            new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", -1L } },
            new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", 5L }, { "Offset", 0 } },
            new BsonDocument(allowDuplicateNames: true) { { "DateTime", new BsonDateTime(0) }, { "Ticks", 5L }, { "Ticks", 6L } },
            new BsonDocument(),
        };
        values = values.Concat(writersForm).Concat(otherDocuments).ToArray();
        foreach (var member in new[] { "Text", "LocalText", "RepresentedText", "Ticks", "UnspecifiedTicks", "Instant", "AsDocument", "LocalDocument", "RepresentedDocument", "LocalThenText", "Int64ThenUnspecifiedDocument", "LocalInt64ThenInstant" })
        {
            var representation = member.Contains("Text", StringComparison.Ordinal) ? BsonType.String
                : member.Contains("Ticks", StringComparison.Ordinal) ? BsonType.Int64
                : member.Contains("Document", StringComparison.Ordinal) ? BsonType.Document
                : BsonType.DateTime;
            foreach (var value in values)
            {
                var bson = Oracle.ToRawBson(new BsonDocument(member, value));
                Oracle.AssertSameReadAndMessage(DateTimeKindsBsonSerializer.Instance, bson, Readers.All);
                var driverReads = Oracle.OutcomeWithMessage(Oracle.Driver<DateTimeKinds>(), ReaderKind.ByteArrayBuffer, bson).StartsWith("ok:", StringComparison.Ordinal);
                var span = Kinds.SpanReadRewritten(bson);
                if (span is not null)
                {
                    Assert.Equal(Kinds.DriverReadRewritten(bson), span);
                }

                // The span path reads every value of the representation's BSON type that the driver reads (of the Document
                // representation, its writer's form), and null into a nullable.
                var ofRepresentation = representation == BsonType.Document ? writersForm.Any(form => ReferenceEquals(form, value)) : value.BsonType == representation;
                var spanReads = driverReads && (ofRepresentation || value.IsBsonNull);
                Assert.True((span is not null) == spanReads, $"the span path {(spanReads ? "declined" : "read")} {member}: {value}");
            }
        }
    }

    [Fact]
    public void Representations_are_written_as_the_driver_writes_them()
    {
        foreach (var kind in new[] { DateTimeKind.Utc, DateTimeKind.Local, DateTimeKind.Unspecified })
        {
            foreach (var instant in new[] { new DateTime(2024, 3, 5, 14, 30, 0, 123, kind).AddTicks(4567), DateTime.SpecifyKind(DateTime.MinValue, kind), DateTime.SpecifyKind(DateTime.MaxValue, kind), new DateTime(1970, 1, 1, 0, 0, 0, kind) })
            {
                var value = new DateTimeKinds
                {
                    Text = instant, LocalText = instant, RepresentedText = instant, Ticks = instant, UnspecifiedTicks = instant, Instant = instant, AsDocument = instant, LocalDocument = instant, RepresentedDocument = instant,
                    LocalThenText = instant, Int64ThenUnspecifiedDocument = instant, LocalInt64ThenInstant = instant,
                };
                Oracle.AssertSameRoundTrip(DateTimeKindsBsonSerializer.Instance, value);
            }
        }

        Oracle.AssertSameBytes(DateTimeKindsBsonSerializer.Instance, new DateTimeKinds { LocalText = null, RepresentedText = null, UnspecifiedTicks = null });
    }

    [Fact]
    public void Kinds_read_back_what_the_driver_reads_back()
    {
        foreach (var kind in new[] { DateTimeKind.Utc, DateTimeKind.Local, DateTimeKind.Unspecified })
        {
            var value = new DateTimeKinds { Local = new DateTime(2024, 3, 5, 14, 30, 0, kind), Unspecified = new DateTime(2024, 7, 1, 0, 0, 0, kind), Utc = DateTime.MaxValue, MaybeLocal = DateTime.MinValue, Text = new DateTime(2020, 1, 1, 0, 0, 0, kind) };
            Oracle.AssertSameBytes(DateTimeKindsBsonSerializer.Instance, value);
            var bson = Oracle.Write(Oracle.Driver<DateTimeKinds>(), value);
            var read = Oracle.Read(DateTimeKindsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
            var expected = Oracle.Read(Oracle.Driver<DateTimeKinds>(), ReaderKind.ByteArrayBuffer, bson);
            Assert.Equal((expected.Local, expected.Local.Kind, expected.Unspecified, expected.Unspecified!.Value.Kind), (read.Local, read.Local.Kind, read.Unspecified, read.Unspecified!.Value.Kind));
            Assert.Equal((expected.Utc, expected.MaybeLocal, expected.MaybeLocal!.Value.Kind), (read.Utc, read.MaybeLocal, read.MaybeLocal!.Value.Kind));
        }
    }

    [Fact]
    public void Dates_only_are_written_and_read_as_the_driver_does()
    {
        var model = new ModelCase<DateOnlyDates>(DateOnlyDatesBsonSerializer.Instance, DateOnlyDatesBsonSerializer.TryReadDocument);
        foreach (var kind in new[] { DateTimeKind.Utc, DateTimeKind.Local, DateTimeKind.Unspecified })
        {
            foreach (var day in new[] { new DateTime(2024, 3, 5, 0, 0, 0, kind), DateTime.SpecifyKind(DateTime.MinValue, kind), DateTime.SpecifyKind(DateTime.MaxValue.Date, kind) })
            {
                var dates = new DateOnlyDates { Day = day, MaybeDay = day, DayText = day, DayTicks = day };
                Oracle.AssertSameRoundTrip(DateOnlyDatesBsonSerializer.Instance, dates);
            }
        }

        foreach (var timed in new[] { new DateOnlyDates { DayText = new DateTime(2024, 3, 5, 0, 0, 1) }, new DateOnlyDates { DayTicks = new DateTime(2024, 3, 5, 12, 0, 0, DateTimeKind.Utc) } })
        {
            Assert.Equal(WriteOutcome(Oracle.Driver<DateOnlyDates>(), timed), WriteOutcome(DateOnlyDatesBsonSerializer.Instance, timed));
        }

        foreach (var (member, value, spanReads) in new (string, BsonValue, bool)[]
        {
            ("DayText", "2024-03-05", true), ("DayText", "0001-01-01", true), ("DayText", "2024-03-05T00:00:00Z", false), ("DayText", "2024-3-5", false),
            ("DayText", BsonNull.Value, true), ("DayText", new BsonDateTime(0), false), ("DayText", 5L, false),
            ("DayTicks", 638_451_072_000_000_000L, true), ("DayTicks", 0L, true), ("DayTicks", 638_451_072_000_000_001L, false), ("DayTicks", -1L, false),
            ("DayTicks", "2024-03-05", false), ("DayTicks", new BsonDateTime(0), false),
        })
        {
            model.AssertSameMemberRead(member, value, spanReads);
        }

        // A time of day: the driver's serializer refuses it, with its own exception.
        var late = new DateOnlyDates { Day = new DateTime(2024, 3, 5, 0, 0, 1) };
        Assert.Equal(WriteOutcome(Oracle.Driver<DateOnlyDates>(), late), WriteOutcome(DateOnlyDatesBsonSerializer.Instance, late));
        late = new DateOnlyDates { MaybeDay = new DateTime(2024, 3, 5, 23, 0, 0, DateTimeKind.Local) };
        Assert.Equal(WriteOutcome(Oracle.Driver<DateOnlyDates>(), late), WriteOutcome(DateOnlyDatesBsonSerializer.Instance, late));

        foreach (var member in new[] { "Day", "MaybeDay" })
        {
            model.AssertSameMemberRead(member, new BsonDateTime(86_400_000L * 19_787), spanReads: true);
            model.AssertSameMemberRead(member, new BsonDateTime(BsonConstants.DateTimeMinValueMillisecondsSinceEpoch), spanReads: true);
            model.AssertSameMemberRead(member, new BsonDateTime(0), spanReads: true);
            model.AssertSameMemberRead(member, new BsonDateTime(86_400_000L * 19_787 + 1), spanReads: false);
            model.AssertSameMemberRead(member, new BsonDateTime(BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch), spanReads: false);
            model.AssertSameMemberRead(member, "2024-03-05", spanReads: false);
            model.AssertSameMemberRead(member, 5L, spanReads: false);
        }

        model.AssertSameMemberRead("MaybeDay", BsonNull.Value, spanReads: true);
    }

    private static string WriteOutcome<T>(MongoDB.Bson.Serialization.IBsonSerializer<T> serializer, T value)
    {
        try
        {
            return Convert.ToHexString(Oracle.Write(serializer, value));
        }
        catch (Exception exception)
        {
            return $"{exception.GetType().Name}: {exception.Message} / {exception.InnerException?.GetType().Name}: {exception.InnerException?.Message}";
        }
    }
}

/// <summary>
/// DateTimes under <c>[BsonDateTimeOptions(DateOnly = true)]</c>: dates at midnight. (Not a linked model: the driver refuses to
/// write a value with a time of day, which most seeded values have.)
/// </summary>
[GenerateBsonSerializer]
public class DateOnlyDates
{
    public int Id { get; set; }

    [BsonDateTimeOptions(DateOnly = true)]
    public DateTime Day { get; set; }

    [BsonDateTimeOptions(DateOnly = true, Kind = DateTimeKind.Local)]
    public DateTime? MaybeDay { get; set; }

    [BsonDateTimeOptions(DateOnly = true, Representation = BsonType.String)]
    public DateTime? DayText { get; set; }

    [BsonDateTimeOptions(DateOnly = true, Representation = BsonType.Int64)]
    public DateTime DayTicks { get; set; }
}
