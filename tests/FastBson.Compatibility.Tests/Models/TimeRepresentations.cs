using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// DateTimeOffset and TimeSpan in every representation their serializers accept, selected by <c>[BsonRepresentation]</c>
/// and <c>[BsonTimeSpanOptions]</c>: DateTimeOffset as String, Array, Document and (3.x here; the driver accepts it since
/// 2.15) DateTime; TimeSpan as String, and as Int32, Int64 and Double in every unit.
/// </summary>
[GenerateBsonSerializer]
public class TimeRepresentations
{
    public int Id { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateTimeOffset OffsetText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateTimeOffset? MaybeOffsetText { get; set; }

    [BsonRepresentation(BsonType.Array)]
    public DateTimeOffset OffsetArray { get; set; }

    [BsonRepresentation(BsonType.Document)]
    public DateTimeOffset? OffsetDocument { get; set; }

#if MONGODB_BSON_OFFSET_INSTANTS
    [BsonRepresentation(BsonType.DateTime)]
    public DateTimeOffset OffsetInstant { get; set; }

    [BsonRepresentation(BsonType.DateTime)]
    public DateTimeOffset? MaybeOffsetInstant { get; set; }
#endif

    [BsonRepresentation(BsonType.String)]
    public TimeSpan Text { get; set; }

    [BsonTimeSpanOptions(BsonType.String, TimeSpanUnits.Days)]
    public TimeSpan? TextInDays { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public TimeSpan Ticks { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public TimeSpan? MaybeTicks { get; set; }

    // A later [BsonRepresentation] keeps the units [BsonTimeSpanOptions] set.
    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Seconds)]
    [BsonRepresentation(BsonType.Double)]
    public TimeSpan SecondsAsDouble { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, Units = TimeSpanUnits.Minutes)]
    public TimeSpan NamedMinutes { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Ticks)]
    public TimeSpan Int32Ticks { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Days)]
    public TimeSpan? Int32Days { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Hours)]
    public TimeSpan Int32Hours { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Minutes)]
    public TimeSpan Int32Minutes { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Seconds)]
    public TimeSpan? Int32Seconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Milliseconds)]
    public TimeSpan Int32Milliseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Microseconds)]
    public TimeSpan Int32Microseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Nanoseconds)]
    public TimeSpan? Int32Nanoseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Ticks)]
    public TimeSpan Int64Ticks { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Days)]
    public TimeSpan? Int64Days { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Hours)]
    public TimeSpan Int64Hours { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Minutes)]
    public TimeSpan Int64Minutes { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Seconds)]
    public TimeSpan? Int64Seconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Milliseconds)]
    public TimeSpan Int64Milliseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Microseconds)]
    public TimeSpan Int64Microseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Nanoseconds)]
    public TimeSpan? Int64Nanoseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Ticks)]
    public TimeSpan DoubleTicks { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Days)]
    public TimeSpan? DoubleDays { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Hours)]
    public TimeSpan DoubleHours { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Minutes)]
    public TimeSpan DoubleMinutes { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Seconds)]
    public TimeSpan? DoubleSeconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Milliseconds)]
    public TimeSpan DoubleMilliseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Microseconds)]
    public TimeSpan DoubleMicroseconds { get; set; }

    [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Nanoseconds)]
    public TimeSpan? DoubleNanoseconds { get; set; }
}
