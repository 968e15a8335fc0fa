using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// DateTimeOffset, TimeSpan and Decimal128 (and DateOnly and TimeOnly where the driver has serializers for them) written
/// otherwise than by the driver's defaults: a convention for this model sets the member serializers, and a serializer
/// registered for Decimal128 changes it wherever the driver writes one in this process.
/// </summary>
[GenerateBsonSerializer]
public class Timed
{
    public int Id { get; set; }

    public DateTimeOffset When { get; set; }

    public TimeSpan Duration { get; set; }

    public TimeSpan? Pause { get; set; }

    public Decimal128 Amount { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Seconds)]
    public TimeSpan Lap { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateTimeOffset Stamp { get; set; }

#if MONGODB_BSON_DATEONLY
    public DateOnly Day { get; set; }

    public TimeOnly Time { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateOnly DayText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public TimeOnly TimeText { get; set; }

#if MONGODB_BSON_DATEONLY_FORMATS
    [BsonDateOnlyOptions(BsonType.Document, DateOnlyDocumentFormat.YearMonthDay)]
    public DateOnly DayParts { get; set; }
#endif

#if MONGODB_BSON_TIMEONLY_DOCUMENTS
    [BsonTimeOnlyOptions(BsonType.Document)]
    public TimeOnly TimeParts { get; set; }
#endif
#endif
}

internal static class TimeDrift
{
    internal static void Configure()
    {
        var representations = new ConventionPack { new DelegateMemberMapConvention("drift: time representations", SetSerializer) };
        ConventionRegistry.Register("drift: time representations", representations, type => type == typeof(Timed));

        // The attribute convention applies after this one: the class map changes what the attributes of these members select.
        BsonClassMap.RegisterClassMap<Timed>(map =>
        {
            map.AutoMap();
            map.GetMemberMap(t => t.Lap).SetSerializer(new TimeSpanSerializer(BsonType.Int64, TimeSpanUnits.Milliseconds));
            map.GetMemberMap(t => t.Stamp).SetSerializer(new DateTimeOffsetSerializer(BsonType.Array));
#if MONGODB_BSON_DATEONLY
            map.GetMemberMap(t => t.DayText).SetSerializer(new DateOnlySerializer(BsonType.Int64));
            map.GetMemberMap(t => t.TimeText).SetSerializer(new TimeOnlySerializer(BsonType.Int64));
#if MONGODB_BSON_DATEONLY_FORMATS
            map.GetMemberMap(t => t.DayParts).SetSerializer(new DateOnlySerializer(BsonType.Document, DateOnlyDocumentFormat.DateTimeTicks));
#endif

#if MONGODB_BSON_TIMEONLY_DOCUMENTS
            // The same document, but numbers in another unit: what the member reads from an Int64 changes.
            map.GetMemberMap(t => t.TimeParts).SetSerializer(new TimeOnlySerializer(BsonType.Document, TimeOnlyUnits.Seconds));
#endif
#endif
        });

        // No other model of this process holds a Decimal128 (SteadyShapes leaves it out for this reason).
        BsonSerializer.RegisterSerializer(new Decimal128Serializer(BsonType.Double));
    }

    private static void SetSerializer(BsonMemberMap memberMap)
    {
        switch (memberMap.MemberName)
        {
            case nameof(Timed.When):
                memberMap.SetSerializer(new DateTimeOffsetSerializer(BsonType.String));
                break;
            case nameof(Timed.Duration):
                memberMap.SetSerializer(new TimeSpanSerializer(BsonType.Int64, TimeSpanUnits.Milliseconds));
                break;
            case nameof(Timed.Pause):
                memberMap.SetSerializer(new NullableSerializer<TimeSpan>(new TimeSpanSerializer(BsonType.Double, TimeSpanUnits.Seconds)));
                break;
#if MONGODB_BSON_DATEONLY
            case nameof(Timed.Day):
                memberMap.SetSerializer(new DateOnlySerializer(BsonType.String));
                break;
            case nameof(Timed.Time):
                memberMap.SetSerializer(new TimeOnlySerializer(BsonType.Int64, TimeOnlyUnits.Milliseconds));
                break;
#endif
        }
    }
}

[Collection(DriftCollection.Name)]
public class TimeTests
{
    private static readonly DateTimeOffset When = new(2024, 3, 5, 14, 30, 0, TimeSpan.FromHours(2));

#if MONGODB_BSON_3
    private const string DateTimeOffsetForm = "Document";
    private const string Decimal128Form = "Decimal128";
#else
    private const string DateTimeOffsetForm = "Array";
    private const string Decimal128Form = "String";
#endif

    private readonly DriftFixture _fixture;

    public TimeTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Time_and_Decimal128_representations_are_reported_and_the_driver_writes_and_reads_them()
    {
        Drift.AssertRefused<Timed>(
            _fixture,
            $"Member 'When': the driver writes it as String, the generated code as {DateTimeOffsetForm}.",
            "Member 'Duration': the driver writes it as Int64, the generated code as String.",
            "Member 'Pause': the driver writes it as Double, the generated code as String.",
            "Member 'Lap': the driver writes it in Milliseconds, the generated code in Seconds.",
            "Member 'Stamp': the driver writes it as Array, the generated code as String.",
#if MONGODB_BSON_DATEONLY
            "Member 'Day': the driver writes it as String, the generated code as DateTime.",
            "Member 'Time': the driver counts it in Milliseconds, the generated code in Ticks.",
            "Member 'DayText': the driver writes it as Int64, the generated code as String.",
            "Member 'TimeText': the driver writes it as Int64, the generated code as String.",
#if MONGODB_BSON_DATEONLY_FORMATS
            "Member 'DayParts': the driver writes it in the DateTimeTicks format, the generated code in YearMonthDay.",
#endif
#if MONGODB_BSON_TIMEONLY_DOCUMENTS
            "Member 'TimeParts': the driver counts it in Seconds, the generated code in Ticks.",
#endif
#endif
            $"Member 'Amount': the driver writes it as Double, the generated code as {Decimal128Form}.");

        var form = new BsonDocument
        {
            { "_id", 1 },
            { "When", JsonConvert.ToString(When) },
            { "Duration", 90_000L },
            { "Pause", 1.5 },
            { "Amount", 2.5 },
            { "Lap", 90_000L },
            { "Stamp", new BsonArray { When.Ticks, 120 } },
#if MONGODB_BSON_DATEONLY
            { "Day", "2024-03-05" },
            { "Time", 45_000_000L },
            { "DayText", new DateTime(2024, 3, 5).Ticks },
            { "TimeText", new TimeOnly(12, 30).Ticks },
#if MONGODB_BSON_DATEONLY_FORMATS
            { "DayParts", new BsonDocument { { "DateTime", new BsonDateTime(new DateTime(2024, 3, 5, 0, 0, 0, DateTimeKind.Utc)) }, { "Ticks", new DateTime(2024, 3, 5).Ticks } } },
#endif
#if MONGODB_BSON_TIMEONLY_DOCUMENTS
            { "TimeParts", TimeDocument(new TimeOnly(12, 30)) },
#endif
#endif
        };
        var value = new Timed { Id = 1, When = When, Duration = TimeSpan.FromSeconds(90), Pause = TimeSpan.FromSeconds(1.5), Amount = Decimal128.Parse("2.5"), Lap = TimeSpan.FromSeconds(90), Stamp = When };
#if MONGODB_BSON_DATEONLY
        value.Day = new DateOnly(2024, 3, 5);
        value.Time = new TimeOnly(12, 30);
        value.DayText = new DateOnly(2024, 3, 5);
        value.TimeText = new TimeOnly(12, 30);
#if MONGODB_BSON_DATEONLY_FORMATS
        value.DayParts = new DateOnly(2024, 3, 5);
#endif
#if MONGODB_BSON_TIMEONLY_DOCUMENTS
        value.TimeParts = new TimeOnly(12, 30);
#endif
#endif
        Drift.AssertWrites(form, value);
        Drift.AssertReads<Timed>(form, read =>
        {
            Assert.Equal((1, When, When.Offset), (read.Id, read.When, read.When.Offset));
            Assert.Equal((TimeSpan.FromSeconds(90), (TimeSpan?)TimeSpan.FromSeconds(1.5), Decimal128.Parse("2.5")), (read.Duration, read.Pause, read.Amount));
            Assert.Equal((TimeSpan.FromSeconds(90), When, When.Offset), (read.Lap, read.Stamp, read.Stamp.Offset));
#if MONGODB_BSON_DATEONLY
            Assert.Equal((new DateOnly(2024, 3, 5), new TimeOnly(12, 30)), (read.Day, read.Time));
            Assert.Equal((new DateOnly(2024, 3, 5), new TimeOnly(12, 30)), (read.DayText, read.TimeText));
#if MONGODB_BSON_DATEONLY_FORMATS
            Assert.Equal(new DateOnly(2024, 3, 5), read.DayParts);
#endif
#if MONGODB_BSON_TIMEONLY_DOCUMENTS
            Assert.Equal(new TimeOnly(12, 30), read.TimeParts);
#endif
#endif
        });

        // The form the generated code writes and reads itself.
        var generatedForm = new BsonDocument
        {
            { "_id", 1 },
#if MONGODB_BSON_3
            { "When", new BsonDocument { { "DateTime", new BsonDateTime(When.UtcDateTime) }, { "Ticks", When.Ticks }, { "Offset", 120 } } },
            { "Duration", "00:01:30" },
            { "Pause", "00:00:01.5000000" },
            { "Amount", Decimal128.Parse("2.5") },
#else
            { "When", new BsonArray { When.Ticks, 120 } },
            { "Duration", "00:01:30" },
            { "Pause", "00:00:01.5000000" },
            { "Amount", "2.5" },
#endif
            { "Lap", 90L },
            { "Stamp", JsonConvert.ToString(When) },
#if MONGODB_BSON_DATEONLY
            { "Day", new BsonDateTime(new DateTime(2024, 3, 5, 0, 0, 0, DateTimeKind.Utc)) },
            { "Time", new TimeOnly(12, 30).Ticks },
            { "DayText", "2024-03-05" },
            { "TimeText", "12:30:00.0000000" },
#if MONGODB_BSON_DATEONLY_FORMATS
            { "DayParts", new BsonDocument { { "Year", 2024 }, { "Month", 3 }, { "Day", 5 } } },
#endif
#if MONGODB_BSON_TIMEONLY_DOCUMENTS
            { "TimeParts", TimeDocument(new TimeOnly(12, 30)) },
#endif
#endif
        };
        Drift.AssertSpanEntryDeclines<Timed>(TimedBsonSerializer.TryReadDocument, generatedForm);
    }

#if MONGODB_BSON_DATEONLY
    /// <summary>A TimeOnly as TimeOnlySerializer's Document representation writes it, whatever its units.</summary>
    private static BsonDocument TimeDocument(TimeOnly time) => new()
    {
        { "Hour", time.Hour },
        { "Minute", time.Minute },
        { "Second", time.Second },
        { "Millisecond", time.Millisecond },
        { "Microsecond", 0 },
        { "Nanosecond", 0 },
        { "Ticks", time.Ticks },
    };
#endif
}
