using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>Writes values the way the driver's default serializers write them.</summary>
internal static class WriterValues
{
    // The converter the default SingleSerializer writes with: no overflow, no truncation.
    private static readonly RepresentationConverter DefaultConverter = new(allowOverflow: false, allowTruncation: false);

    /// <summary>
    /// As BitArraySerializer's Binary representation: a BitArray of whole bytes as a Binary of its bytes, any other as
    /// { Length, Bytes }, the bits packed as <c>BitArray.CopyTo</c> packs them.
    /// </summary>
    public static void WriteBitArray(IBsonWriter writer, System.Collections.BitArray value)
    {
        var bytes = new byte[(value.Length + 7) / 8];
        value.CopyTo(bytes, 0);
        if (value.Length % 8 == 0)
        {
            writer.WriteBytes(bytes);
            return;
        }

        writer.WriteStartDocument();
        writer.WriteInt32("Length", value.Length);
        writer.WriteBytes("Bytes", bytes);
        writer.WriteEndDocument();
    }

    /// <summary>A Complex as the driver's class map writes it: its Real and Imaginary parts, as the DoubleSerializers of its members write them.</summary>
    public static void WriteComplex(IBsonWriter writer, System.Numerics.Complex value)
    {
        writer.WriteStartDocument();
        writer.WriteDouble("Real", value.Real);
        writer.WriteDouble("Imaginary", value.Imaginary);
        writer.WriteEndDocument();
    }

    /// <summary>As VersionSerializer's Document representation: Major, Minor, then Build and Revision where the version has them.</summary>
    public static void WriteVersionDocument(IBsonWriter writer, Version value)
    {
        writer.WriteStartDocument();
        writer.WriteInt32("Major", value.Major);
        writer.WriteInt32("Minor", value.Minor);
        if (value.Build != -1)
        {
            writer.WriteInt32("Build", value.Build);
            if (value.Revision != -1)
            {
                writer.WriteInt32("Revision", value.Revision);
            }
        }

        writer.WriteEndDocument();
    }

    /// <summary>As DateTimeSerializer (Kind=Utc, DateTime representation): UTC milliseconds since the epoch.</summary>
    public static void WriteDateTime(IBsonWriter writer, DateTime value) => writer.WriteDateTime(DateTimeMilliseconds(value));

    /// <summary>The BSON DateTime DateTimeSerializer writes for a value: the instant in UTC, in milliseconds since the epoch.</summary>
    public static long DateTimeMilliseconds(DateTime value) => BsonUtils.ToMillisecondsSinceEpoch(BsonUtils.ToUniversalTime(value));

    /// <summary>As DateTimeSerializer with <c>DateOnly</c> for a date at midnight: that instant in UTC, whatever the value's kind.</summary>
    public static void WriteDateOnlyDateTime(IBsonWriter writer, DateTime value) =>
        writer.WriteDateTime(BsonUtils.ToMillisecondsSinceEpoch(DateTime.SpecifyKind(value, DateTimeKind.Utc)));

    /// <summary>The String a 2.x Decimal128Serializer writes by default: the driver's text of the value.</summary>
    public static string Decimal128Text(Decimal128 value) => JsonConvert.ToString(value);

    /// <summary>As a 2.x DateTimeOffsetSerializer by default: the array [ticks, offset in minutes].</summary>
    public static void WriteDateTimeOffsetArray(IBsonWriter writer, DateTimeOffset value)
    {
        writer.WriteStartArray();
        writer.WriteInt64(value.Ticks);
        writer.WriteInt32(OffsetMinutes(value));
        writer.WriteEndArray();
    }

    /// <summary>As a 3.x DateTimeOffsetSerializer by default: the document { DateTime: the UTC instant in milliseconds, Ticks, Offset in minutes }.</summary>
    public static void WriteDateTimeOffsetDocument(IBsonWriter writer, DateTimeOffset value)
    {
        writer.WriteStartDocument();
        writer.WriteName("DateTime");
        writer.WriteDateTime(DateTimeOffsetMilliseconds(value));
        writer.WriteName("Ticks");
        writer.WriteInt64(value.Ticks);
        writer.WriteName("Offset");
        writer.WriteInt32(OffsetMinutes(value));
        writer.WriteEndDocument();
    }

    /// <summary>The DateTime element of a 3.x DateTimeOffset document: the UTC instant, in milliseconds since the epoch.</summary>
    public static long DateTimeOffsetMilliseconds(DateTimeOffset value) => BsonUtils.ToMillisecondsSinceEpoch(value.UtcDateTime);

    /// <summary>A DateTimeOffset's offset as the driver writes it: a whole number of minutes, (int)Offset.TotalMinutes.</summary>
    public static int OffsetMinutes(DateTimeOffset value) => (int)(value.Offset.Ticks / TimeSpan.TicksPerMinute);

#if MONGODB_BSON_DATEONLY
    /// <summary>As DateOnlySerializer by default: midnight UTC of the date, in milliseconds since the epoch.</summary>
    public static void WriteDateOnly(IBsonWriter writer, DateOnly value) => writer.WriteDateTime(DateOnlyMilliseconds(value));

    /// <summary>The BSON DateTime DateOnlySerializer writes by default: midnight UTC of the date, in milliseconds since the epoch.</summary>
    public static long DateOnlyMilliseconds(DateOnly value) => BsonUtils.ToMillisecondsSinceEpoch(value.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc));

    /// <summary>As DateOnlySerializer with the Int64 representation: the ticks of the date's midnight.</summary>
    public static void WriteDateOnlyTicks(IBsonWriter writer, DateOnly value) =>
        writer.WriteInt64(value.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc).Ticks);

    /// <summary>As DateOnlySerializer with the String representation: <c>value.ToString("yyyy-MM-dd")</c>.</summary>
    public static void WriteDateOnlyString(IBsonWriter writer, DateOnly value) =>
        writer.WriteString(value.ToString(BsonSpanReader.DateOnlyFormat));

    /// <summary>
    /// As DateOnlySerializer with the Document representation in the DateTimeTicks format: the date's midnight as a DateTime
    /// and as ticks.
    /// </summary>
    public static void WriteDateOnlyDocument(IBsonWriter writer, DateOnly value)
    {
        var midnight = value.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        writer.WriteStartDocument();
        writer.WriteDateTime("DateTime", BsonUtils.ToMillisecondsSinceEpoch(midnight));
        writer.WriteInt64("Ticks", midnight.Ticks);
        writer.WriteEndDocument();
    }

    /// <summary>As DateOnlySerializer with the Document representation in the YearMonthDay format.</summary>
    public static void WriteDateOnlyYearMonthDay(IBsonWriter writer, DateOnly value)
    {
        writer.WriteStartDocument();
        writer.WriteInt32("Year", value.Year);
        writer.WriteInt32("Month", value.Month);
        writer.WriteInt32("Day", value.Day);
        writer.WriteEndDocument();
    }

    /// <summary>As TimeOnlySerializer with the Document representation: its components, then its ticks.</summary>
    public static void WriteTimeOnlyDocument(IBsonWriter writer, TimeOnly value)
    {
        writer.WriteStartDocument();
        writer.WriteInt32("Hour", value.Hour);
        writer.WriteInt32("Minute", value.Minute);
        writer.WriteInt32("Second", value.Second);
        writer.WriteInt32("Millisecond", value.Millisecond);
        writer.WriteInt32("Microsecond", TimeOnlyValues.MicrosecondOf(value.Ticks));
        writer.WriteInt32("Nanosecond", TimeOnlyValues.NanosecondOf(value.Ticks));
        writer.WriteInt64("Ticks", value.Ticks);
        writer.WriteEndDocument();
    }

    /// <summary>As TimeOnlySerializer with the String representation: <c>value.ToString("o")</c>.</summary>
    public static void WriteTimeOnlyString(IBsonWriter writer, TimeOnly value) =>
        writer.WriteString(value.ToString(BsonSpanReader.TimeOnlyFormat));
#endif

    /// <summary>
    /// The Double SingleSerializer (Double representation) writes for a float: its converter writes float's extremes as
    /// double's, every NaN as double's NaN.
    /// </summary>
    public static double SingleAsDouble(float value) => DefaultConverter.ToDouble(value);

#if MONGODB_BSON_HALF
    /// <summary>The Double the default HalfSerializer writes for a Half, with the driver's converter (the extremes become double's).</summary>
    public static double HalfAsDouble(Half value) => DefaultConverter.ToDouble(value);
#endif

    /// <summary>As StringSerializer: null is written as BSON null.</summary>
    public static void WriteString(IBsonWriter writer, string? value)
    {
        if (value is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteString(value);
        }
    }

    /// <summary>As StringSerializer with the Symbol representation: null is written as BSON null.</summary>
    public static void WriteSymbol(IBsonWriter writer, string? value)
    {
        if (value is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteSymbol(value);
        }
    }

    /// <summary>As ByteArraySerializer: generic binary subtype, null is written as BSON null.</summary>
    public static void WriteBytes(IBsonWriter writer, byte[]? value)
    {
        if (value is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteBytes(value);
        }
    }
}
