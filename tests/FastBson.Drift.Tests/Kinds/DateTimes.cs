using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>DateTimes the application's class map reads as local time, and as dates only.</summary>
[GenerateBsonSerializer]
public class Dated
{
    public int Id { get; set; }

    public DateTime Local { get; set; }

    public DateTime Day { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local)]
    public DateTime Opens { get; set; }
}

internal static class DateTimeDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Dated>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Local).SetSerializer(new DateTimeSerializer(DateTimeKind.Local));
            cm.GetMemberMap(x => x.Day).SetSerializer(new DateTimeSerializer(dateOnly: true));
            cm.GetMemberMap(x => x.Opens).SetSerializer(new DateTimeSerializer(DateTimeKind.Utc));
        });
}

[Collection(DriftCollection.Name)]
public class DateTimeTests
{
    private static readonly DateTime Instant = new(2024, 3, 5, 14, 30, 0, DateTimeKind.Utc);
    private static readonly DateTime Midnight = new(2024, 3, 5, 0, 0, 0, DateTimeKind.Utc);

    private readonly DriftFixture _fixture;

    public DateTimeTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void DateTime_options_are_reported_and_the_driver_writes_and_reads_with_them()
    {
        Drift.AssertRefused<Dated>(
            _fixture,
            "Member 'Local': the driver's DateTimeSerializer has Representation=DateTime, Kind=Local, DateOnly=False;",
            "Member 'Day': the driver's DateTimeSerializer has Representation=DateTime, Kind=Utc, DateOnly=True;",
            "Member 'Opens': the driver's DateTimeSerializer has Representation=DateTime, Kind=Utc, DateOnly=False; the generated code uses DateTime, Local, false.");

        var form = new BsonDocument { { "_id", 1 }, { "Local", new BsonDateTime(Instant) }, { "Day", new BsonDateTime(Midnight) }, { "Opens", new BsonDateTime(Instant) } };
        Drift.AssertWrites(form, new Dated { Id = 1, Local = Instant, Day = Midnight, Opens = Instant });
        Drift.AssertReads<Dated>(form, read =>
        {
            // Kind=Local: the same instant, given back in local time.
            Assert.Equal((DateTimeKind.Local, Instant), (read.Local.Kind, read.Local.ToUniversalTime()));
            Assert.Equal((DateTimeKind.Utc, Midnight), (read.Day.Kind, read.Day));
            Assert.Equal((DateTimeKind.Utc, Instant), (read.Opens.Kind, read.Opens));
        });

        // DateOnly: a time of day is an error both ways.
        var writeError = Assert.ThrowsAny<Exception>(() => new Dated { Id = 2, Day = Instant }.ToBson());
        Assert.Contains("TimeOfDay component", writeError.ToString());
        var withTime = new BsonDocument { { "_id", 2 }, { "Local", new BsonDateTime(Instant) }, { "Day", new BsonDateTime(Instant) }, { "Opens", new BsonDateTime(Instant) } };
        foreach (var error in Drift.AssertReadFails<Dated>(withTime))
        {
            Assert.Contains("TimeOfDay component", error.ToString());
        }

        Drift.AssertSpanEntryDeclines<Dated>(DatedBsonSerializer.TryReadDocument, withTime);
    }
}
