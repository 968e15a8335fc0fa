using System;
using System.Collections.Generic;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// DateTimes the application's class map reads as dates only, and items it reads in another kind than the serializer the
/// driver registers for DateTime (which the generated code reads items with).
/// </summary>
[GenerateBsonSerializer]
public class Dated
{
    public int Id { get; set; }

    public DateTime Day { get; set; }

    public List<DateTime> Stamps { get; set; } = new();
}

/// <summary>
/// DateTimes whose kind the application's class map sets at run time: the generated code reads each place's kind from its
/// serializer (for items an attribute configures, from the item serializer the member's holds), so these are no difference.
/// </summary>
[GenerateBsonSerializer]
public class Rekinded
{
    public int Id { get; set; }

    public DateTime Local { get; set; }

    public DateTime? Unspecified { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local)]
    public DateTime Opens { get; set; }

    [BsonDateTimeOptions(Representation = BsonType.String)]
    public DateTime Logged { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Utc)]
    public List<DateTime> Marks { get; set; } = new();
}

internal static class DateTimeDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<Dated>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Day).SetSerializer(new DateTimeSerializer(dateOnly: true));
            cm.GetMemberMap(x => x.Stamps).SetSerializer(new EnumerableInterfaceImplementerSerializer<List<DateTime>, DateTime>(new DateTimeSerializer(DateTimeKind.Local)));
        });
        BsonClassMap.RegisterClassMap<Rekinded>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Local).SetSerializer(new DateTimeSerializer(DateTimeKind.Local));
            cm.GetMemberMap(x => x.Unspecified).SetSerializer(new NullableSerializer<DateTime>(new DateTimeSerializer(DateTimeKind.Unspecified)));
            cm.GetMemberMap(x => x.Opens).SetSerializer(new DateTimeSerializer(DateTimeKind.Utc));
            cm.GetMemberMap(x => x.Logged).SetSerializer(new DateTimeSerializer(DateTimeKind.Local, BsonType.String));
            cm.GetMemberMap(x => x.Marks).SetSerializer(new EnumerableInterfaceImplementerSerializer<List<DateTime>, DateTime>(new DateTimeSerializer(DateTimeKind.Local)));
        });
    }
}

[Collection(DriftCollection.Name)]
public class DateTimeTests
{
    private static readonly DateTime Instant = new(2024, 3, 5, 14, 30, 0, DateTimeKind.Utc);
    private static readonly DateTime Midnight = new(2024, 3, 5, 0, 0, 0, DateTimeKind.Utc);

    private readonly DriftFixture _fixture;

    public DateTimeTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Dates_only_and_items_of_another_kind_are_reported_and_the_driver_writes_and_reads_with_them()
    {
        Drift.AssertRefused<Dated>(
            _fixture,
            "Member 'Day': the driver's DateTimeSerializer has Representation=DateTime, DateOnly=True; the generated code uses Representation=DateTime, DateOnly=False.",
            "Member 'Stamps': the driver reads its DateTime items with Kind=Local, the generated code reads them as the serializer registered for DateTime does (Kind=Utc).");

        var form = new BsonDocument { { "_id", 1 }, { "Day", new BsonDateTime(Midnight) }, { "Stamps", new BsonArray { new BsonDateTime(Instant) } } };
        Drift.AssertWrites(form, new Dated { Id = 1, Day = Midnight, Stamps = { Instant } });
        Drift.AssertReads<Dated>(form, read =>
        {
            Assert.Equal((DateTimeKind.Utc, Midnight), (read.Day.Kind, read.Day));
            // The class map's items are read in local time: the same instant.
            var stamp = Assert.Single(read.Stamps);
            Assert.Equal((DateTimeKind.Local, Instant), (stamp.Kind, stamp.ToUniversalTime()));
        });

        // DateOnly: a time of day is an error both ways.
        var writeError = Assert.ThrowsAny<Exception>(() => new Dated { Id = 2, Day = Instant }.ToBson());
        Assert.Contains("TimeOfDay component", writeError.ToString());
        var withTime = new BsonDocument { { "_id", 2 }, { "Day", new BsonDateTime(Instant) }, { "Stamps", new BsonArray() } };
        foreach (var error in Drift.AssertReadFails<Dated>(withTime))
        {
            Assert.Contains("TimeOfDay component", error.ToString());
        }

        Drift.AssertSpanEntryDeclines<Dated>(DatedBsonSerializer.TryReadDocument, withTime);
    }

    [Fact]
    public void DateTime_kinds_set_at_run_time_are_no_difference_and_the_generated_code_reads_in_them()
    {
        Assert.DoesNotContain(typeof(Rekinded), _fixture.Error.Types);
        Assert.Contains(typeof(Rekinded), FastBsonSerializers.RegisteredTypes);
        Assert.Same(RekindedBsonSerializer.Instance, BsonSerializer.LookupSerializer<Rekinded>());

        var value = new Rekinded { Id = 1, Local = Instant, Unspecified = Instant, Opens = Instant, Logged = Instant, Marks = { Instant } };
        var driver = new BsonClassMapSerializer<Rekinded>(BsonClassMap.LookupClassMap(typeof(Rekinded)));
        var bytes = value.ToBson();
        Assert.Equal(Write(driver, value), bytes);

        var expected = Describe(Read(driver, bytes));
        Assert.Equal(
            $"Local {Instant.ToLocalTime():O} Local, Unspecified {DateTime.SpecifyKind(Instant.ToLocalTime(), DateTimeKind.Unspecified):O} Unspecified, " +
            $"Opens {Instant:O} Utc, Logged {Instant.ToLocalTime():O} Local, Marks {Instant.ToLocalTime():O} Local",
            expected);
        Assert.True(RekindedBsonSerializer.TryReadDocument(bytes, out var spanRead));
        Assert.Equal(expected, Describe(spanRead));
        foreach (var byteBuffer in new[] { true, false })
        {
            Assert.Equal(expected, Describe(Drift.Read<Rekinded>(bytes, byteBuffer)));
        }
    }

    // DateTime's equality ignores the kind: each value with its kind.
    private static string Describe(Rekinded read) =>
        $"Local {read.Local:O} {read.Local.Kind}, Unspecified {read.Unspecified:O} {read.Unspecified?.Kind}, " +
        $"Opens {read.Opens:O} {read.Opens.Kind}, Logged {read.Logged:O} {read.Logged.Kind}, Marks {Assert.Single(read.Marks):O} {read.Marks[0].Kind}";

    private static byte[] Write<T>(IBsonSerializer<T> serializer, T value)
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
        }

        return stream.ToArray();
    }

    private static T Read<T>(IBsonSerializer<T> serializer, byte[] bytes)
    {
        using var reader = new BsonBinaryReader(new MemoryStream(bytes));
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }
}
