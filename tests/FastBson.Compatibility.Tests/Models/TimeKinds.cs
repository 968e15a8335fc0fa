using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// DateTimeOffset (an array with a 2.x driver, a document with 3.x), TimeSpan and Decimal128, each plain, nullable, in a
/// container and as a dictionary key, under a Decimal128 id; and DateOnly and TimeOnly where the driver has serializers for
/// them (3.x built for .NET 6 and later), in each representation <c>[BsonRepresentation]</c>, <c>[BsonDateOnlyOptions]</c> and
/// <c>[BsonTimeOnlyOptions]</c> select, with document formats and units.
/// </summary>
[GenerateBsonSerializer]
public class TimeKinds
{
    public Decimal128 Id { get; set; }

    public DateTimeOffset Offset { get; set; }

    public DateTimeOffset? MaybeOffset { get; set; }

    public TimeSpan Duration { get; set; }

    public TimeSpan? MaybeDuration { get; set; }

    public Decimal128 Amount { get; set; }

    public Decimal128? MaybeAmount { get; set; }

    public List<DateTimeOffset>? Offsets { get; set; }

    public TimeSpan?[]? Durations { get; set; }

    public IReadOnlyList<Decimal128>? Amounts { get; set; }

    public Dictionary<string, DateTimeOffset?>? OffsetsByKey { get; set; }

    public Dictionary<TimeSpan, Decimal128?>? AmountsByDuration { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public Dictionary<DateTimeOffset, TimeSpan>? DurationsByOffset { get; set; }

#if MONGODB_BSON_DATEONLY
    public DateOnly Day { get; set; }

    public DateOnly? MaybeDay { get; set; }

    public TimeOnly Time { get; set; }

    public TimeOnly? MaybeTime { get; set; }

    public List<DateOnly>? Days { get; set; }

    public Dictionary<string, TimeOnly>? TimesByKey { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public DateOnly DayTicks { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateOnly? MaybeDayText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<DateOnly>? DayTexts { get; set; }

    [BsonRepresentation(BsonType.DateTime)]
    public DateOnly DayAsDefault { get; set; }

    [BsonRepresentation(BsonType.String)]
    public TimeOnly TimeText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Dictionary<string, TimeOnly?>? TimeTextsByKey { get; set; }

    [BsonRepresentation(BsonType.Document)]
    public DateOnly DayDocument { get; set; }

#if MONGODB_BSON_DATEONLY_FORMATS
    [BsonDateOnlyOptions(BsonType.Document, DateOnlyDocumentFormat.YearMonthDay)]
    public DateOnly? MaybeDayParts { get; set; }

    [BsonDateOnlyOptions(BsonType.Int64)]
    public List<DateOnly>? DayTicksList { get; set; }
#endif

    // An Int32 count of a unit that holds a day: ticks or microseconds would wrap (the driver casts unchecked) into values
    // neither serializer reads back.
    [BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Milliseconds)]
    public TimeOnly TimeMilliseconds { get; set; }

    [BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Seconds)]
    public TimeOnly? MaybeTimeSeconds { get; set; }

    [BsonTimeOnlyOptions(BsonType.Double, TimeOnlyUnits.Hours)]
    public TimeOnly TimeHours { get; set; }

    [BsonTimeOnlyOptions(BsonType.Int64, TimeOnlyUnits.Nanoseconds)]
    public TimeOnly TimeNanoseconds { get; set; }

    [BsonTimeOnlyOptions(BsonType.Double, TimeOnlyUnits.Nanoseconds)]
    public TimeOnly TimeNanosecondsDouble { get; set; }

    [BsonTimeOnlyOptions(BsonType.String, TimeOnlyUnits.Minutes)]
    public TimeOnly TimeTextInMinutes { get; set; }

#if MONGODB_BSON_TIMEONLY_DOCUMENTS
    [BsonTimeOnlyOptions(BsonType.Document)]
    public TimeOnly? MaybeTimeDocument { get; set; }
#endif

    [BsonTimeOnlyOptions(BsonType.Double, TimeOnlyUnits.Milliseconds)]
    public Dictionary<string, TimeOnly>? TimesInMilliseconds { get; set; }

    [BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Minutes)]
    public TimeOnly[]? TimesInMinutes { get; set; }

    // Both attributes, applied in order: the representation changes, the units stay where it is the same.
    [BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Seconds)]
    [BsonRepresentation(BsonType.Int32)]
    public TimeOnly TimeSecondsRepresented { get; set; }

    [BsonTimeOnlyOptions(BsonType.Int32, TimeOnlyUnits.Seconds)]
    [BsonRepresentation(BsonType.Double)]
    public TimeOnly TimeOptionsThenDouble { get; set; }

    [BsonRepresentation(BsonType.String)]
    [BsonTimeOnlyOptions(BsonType.Int64, TimeOnlyUnits.Minutes)]
    public TimeOnly? TimeTextThenMinutes { get; set; }

#if MONGODB_BSON_DATEONLY_FORMATS
    [BsonDateOnlyOptions(BsonType.String, DateOnlyDocumentFormat.YearMonthDay)]
    [BsonRepresentation(BsonType.Document)]
    public DateOnly DayOptionsThenDocument { get; set; }
#endif
#endif
}
