using System;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// DateTimeOffset and TimeSpan in the representations their attributes select: the generated code writes the driver's
/// bytes, the span path reads the representation's own BSON type itself (and leaves every other one, and values the
/// driver would refuse, to the driver's serializer), and both read every value the same way on every reader kind.
/// </summary>
public class TimeRepresentationTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(TimeRepresentations));

    private static readonly DateTimeOffset When = new(2024, 3, 5, 14, 30, 0, 123, TimeSpan.FromHours(2));

    public static TheoryData<string> NumericMembers()
    {
        var data = new TheoryData<string>();
        foreach (var type in new[] { "Int32", "Int64", "Double" })
        {
            foreach (var units in Enum.GetNames<MongoDB.Bson.Serialization.Options.TimeSpanUnits>())
            {
                data.Add(type + units);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(NumericMembers))]
    public void TimeSpan_numbers_are_written_and_read_as_the_driver_does_in_every_unit(string member)
    {
        var property = typeof(TimeRepresentations).GetProperty(member)!;
        var random = new Random(member.Length * 31 + member[^1]);
        var values = new[]
            {
                TimeSpan.Zero, TimeSpan.MinValue, TimeSpan.MaxValue, TimeSpan.FromTicks(1), TimeSpan.FromTicks(-1), TimeSpan.FromTicks(99),
                TimeSpan.FromMilliseconds(1.5), TimeSpan.FromDays(1), TimeSpan.FromDays(-3.25), TimeSpan.FromSeconds(int.MaxValue),
            }
            .Concat(Enumerable.Range(0, 200).Select(_ => TimeSpan.FromTicks(random.NextInt64(long.MinValue, long.MaxValue))))
            .Concat(Enumerable.Range(0, 200).Select(_ => TimeSpan.FromTicks(random.NextInt64(-TimeSpan.TicksPerDay * 30, TimeSpan.TicksPerDay * 30))));
        foreach (var value in values)
        {
            var instance = new TimeRepresentations();
            property.SetValue(instance, value);
            Oracle.AssertSameBytes(TimeRepresentationsBsonSerializer.Instance, instance);

            var bson = Oracle.Write(Oracle.Driver<TimeRepresentations>(), instance);
            Assert.True(TimeRepresentationsBsonSerializer.TryReadDocument(bson, out var read), $"the span path declined {member} = {value}");
            var driverRead = Oracle.Read(Oracle.Driver<TimeRepresentations>(), ReaderKind.ByteArrayBuffer, bson);
            Assert.Equal(property.GetValue(driverRead), property.GetValue(read));
        }
    }

    [Theory]
    [MemberData(nameof(NumericMembers))]
    public void TimeSpan_numbers_of_every_BSON_type_are_read_as_the_driver_reads_them(string member)
    {
        var representation = member.StartsWith("Int32", StringComparison.Ordinal) ? BsonType.Int32 : member.StartsWith("Int64", StringComparison.Ordinal) ? BsonType.Int64 : BsonType.Double;
        var numbers = new BsonValue[]
        {
            0, 1, -1, 7, int.MaxValue, int.MinValue, 0L, 5L, -5L, long.MaxValue, long.MinValue, 922_337_203_685L,
            0.0, 0.5, -1.75, 1e300, -1e300, double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.Epsilon,
        };
        foreach (var number in numbers)
        {
            Model.AssertSameMemberRead(member, number, spanReads: number.BsonType == representation);
        }

        Model.AssertSameMemberRead(member, "1.02:03:04", spanReads: false);
        Model.AssertSameMemberRead(member, "abc", spanReads: false);
        Model.AssertSameMemberRead(member, true, spanReads: false);
        Model.AssertSameMemberRead(member, new Decimal128(5), spanReads: false);
    }

    [Fact]
    public void TimeSpan_text_keeps_its_form_whatever_the_units()
    {
        Model.AssertSameMemberRead("Text", "1.02:03:04.5000000", spanReads: true);
        Model.AssertSameMemberRead("TextInDays", "-00:00:01", spanReads: true);
        Model.AssertSameMemberRead("TextInDays", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("TextInDays", 3, spanReads: false);
        Model.AssertSameMemberRead("TextInDays", 2.5, spanReads: false);
        Model.AssertSameMemberRead("Ticks", 12_345L, spanReads: true);
        Model.AssertSameMemberRead("MaybeTicks", 12_345.5, spanReads: true);
        Model.AssertSameMemberRead("MaybeTicks", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("SecondsAsDouble", 1.5, spanReads: true);
        Model.AssertSameMemberRead("NamedMinutes", 90, spanReads: true);
        Oracle.AssertSameBytes(TimeRepresentationsBsonSerializer.Instance, new TimeRepresentations { Text = TimeSpan.FromHours(-26.5), TextInDays = TimeSpan.FromDays(2), SecondsAsDouble = TimeSpan.FromMilliseconds(1500), NamedMinutes = TimeSpan.FromHours(1.5) });
        Oracle.AssertSameBytes(TimeRepresentationsBsonSerializer.Instance, new TimeRepresentations { TextInDays = null, MaybeTicks = null });
    }

    [Fact]
    public void DateTimeOffset_text_is_written_and_read_as_the_driver_does()
    {
        foreach (var value in new[] { When, DateTimeOffset.MinValue, DateTimeOffset.MaxValue, DateTimeOffset.UnixEpoch, new DateTimeOffset(1, 1, 1, 14, 0, 0, TimeSpan.FromHours(14)), When.ToOffset(TimeSpan.FromMinutes(-570)) })
        {
            Oracle.AssertSameBytes(TimeRepresentationsBsonSerializer.Instance, new TimeRepresentations { OffsetText = value, MaybeOffsetText = value });
            Model.AssertSameMemberRead("OffsetText", MongoDB.Bson.IO.JsonConvert.ToString(value), spanReads: true);
        }

        Model.AssertSameMemberRead("MaybeOffsetText", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("OffsetText", "2024-03-05T14:30:00Z", spanReads: true);
        Model.AssertSameMemberRead("OffsetText", "2024-03-05T14:30:00.1+02:00", spanReads: true);
        Model.AssertSameMemberRead("OffsetText", "2024-03-05T14:30:00", spanReads: true);

        // Text ParseExact refuses, and the other BSON types (the driver reads arrays, documents and, from 2.15, DateTimes).
        foreach (var odd in new BsonValue[] { "2024-03-05", "2024-03-05T14:30:00+15:00", "", "x", " 2024-03-05T14:30:00Z", "2024-03-05T14:30:00.12345678Z" })
        {
            Model.AssertSameMemberRead("OffsetText", odd, spanReads: false);
        }

        Model.AssertSameMemberRead("OffsetText", new BsonArray { When.Ticks, 120 }, spanReads: false);
        Model.AssertSameMemberRead("OffsetText", new BsonDateTime(1_709_649_000_000), spanReads: false);
        Model.AssertSameMemberRead("OffsetText", 5, spanReads: false);
    }

    [Fact]
    public void DateTimeOffset_arrays_and_documents_are_owned_in_either_driver_version()
    {
        Oracle.AssertSameBytes(TimeRepresentationsBsonSerializer.Instance, new TimeRepresentations { OffsetArray = When, OffsetDocument = When });
        Oracle.AssertSameBytes(TimeRepresentationsBsonSerializer.Instance, new TimeRepresentations { OffsetDocument = null });
        Model.AssertSameMemberRead("OffsetArray", new BsonArray { When.Ticks, 120 }, spanReads: true);
        Model.AssertSameMemberRead("OffsetDocument", new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", When.Ticks }, { "Offset", 120 } }, spanReads: true);
        Model.AssertSameMemberRead("OffsetDocument", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("OffsetArray", new BsonDocument { { "DateTime", new BsonDateTime(0) }, { "Ticks", When.Ticks }, { "Offset", 120 } }, spanReads: false);
        Model.AssertSameMemberRead("OffsetDocument", new BsonArray { When.Ticks, 120 }, spanReads: false);
        Model.AssertSameMemberRead("OffsetArray", MongoDB.Bson.IO.JsonConvert.ToString(When), spanReads: false);
    }

#if MONGODB_BSON_OFFSET_INSTANTS
    [Fact]
    public void DateTimeOffset_instants_are_written_and_read_as_the_driver_does()
    {
        foreach (var value in new[] { When, DateTimeOffset.MinValue, DateTimeOffset.MaxValue, DateTimeOffset.UnixEpoch, When.ToOffset(TimeSpan.FromHours(-9)) })
        {
            Oracle.AssertSameBytes(TimeRepresentationsBsonSerializer.Instance, new TimeRepresentations { OffsetInstant = value, MaybeOffsetInstant = value });
        }

        Model.AssertSameMemberRead("OffsetInstant", new BsonDateTime(1_709_649_000_123), spanReads: true);
        Model.AssertSameMemberRead("OffsetInstant", new BsonDateTime(BsonConstants.DateTimeMinValueMillisecondsSinceEpoch), spanReads: true);
        Model.AssertSameMemberRead("OffsetInstant", new BsonDateTime(BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch), spanReads: true);
        Model.AssertSameMemberRead("MaybeOffsetInstant", BsonNull.Value, spanReads: true);

        // Beyond DateTimeOffset's range (and the old MaxValue+1 encoding), and the other BSON types the driver reads.
        Model.AssertSameMemberRead("OffsetInstant", new BsonDateTime(BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch + 1), spanReads: false);
        Model.AssertSameMemberRead("OffsetInstant", new BsonDateTime(BsonConstants.DateTimeMinValueMillisecondsSinceEpoch - 1), spanReads: false);
        Model.AssertSameMemberRead("OffsetInstant", new BsonDateTime(long.MaxValue), spanReads: false);
        Model.AssertSameMemberRead("OffsetInstant", MongoDB.Bson.IO.JsonConvert.ToString(When), spanReads: false);
        Model.AssertSameMemberRead("OffsetInstant", new BsonArray { When.Ticks, 120 }, spanReads: false);
        Model.AssertSameMemberRead("OffsetInstant", 5L, spanReads: false);
    }
#endif
}
