using System;
using System.Globalization;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>Reads values the way the driver's default serializers read their canonical BSON type.</summary>
internal static class ReaderValues
{
    // The converter the default SingleSerializer reads with: no overflow, no truncation.
    private static readonly RepresentationConverter DefaultConverter = new(allowOverflow: false, allowTruncation: false);

    /// <summary>As DateTimeSerializer (Kind=Utc) for a BSON DateTime; out-of-range values throw like the driver.</summary>
    public static DateTime ReadDateTime(IBsonReader reader) =>
        BsonUtils.ToDateTimeFromMillisecondsSinceEpoch(reader.ReadDateTime());

    /// <summary>As DateTimeSerializer of <paramref name="kind"/> (no DateOnly) for a BSON DateTime.</summary>
    public static DateTime ReadDateTime(IBsonReader reader, DateTimeKind kind) =>
        InKind(ReadDateTime(reader), kind);

    /// <summary>
    /// As DateTimeSerializer with the DateTime representation and <c>[BsonDateTimeOptions]</c> for a BSON DateTime: a date
    /// only must have no time of day and takes the kind as given; any other value is converted to local time for Local
    /// and Unspecified.
    /// </summary>
    public static DateTime ReadDateTime(IBsonReader reader, DateTimeKind kind, bool dateOnly)
    {
        var value = BsonUtils.ToDateTimeFromMillisecondsSinceEpoch(reader.ReadDateTime());
        if (dateOnly && value.TimeOfDay != TimeSpan.Zero)
        {
            throw FastBsonErrors.TimeOfDayInDateOnlyDateTime();
        }

        return WithKind(value, kind, dateOnly);
    }

    /// <summary>A UTC DateTime read from BSON, given the kind DateTimeSerializer gives it.</summary>
    public static DateTime WithKind(DateTime utc, DateTimeKind kind, bool dateOnly) =>
        dateOnly ? DateTime.SpecifyKind(utc, kind) : InKind(utc, kind);

    /// <summary>
    /// A UTC DateTime read from BSON, in the kind a DateTimeSerializer without DateOnly gives it: converted to local time for
    /// Local and Unspecified. With the kind a constant (a static readonly field once its class is initialised) the check
    /// folds away, so a UTC place costs nothing.
    /// </summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
    public static DateTime InKind(DateTime utc, DateTimeKind kind) =>
        kind == DateTimeKind.Utc ? utc : DateTime.SpecifyKind(BsonUtils.ToLocalTime(utc), kind);

    /// <summary>
    /// <c>reader.ReadString()</c>, except that a length the binary reader's stream cannot hold is refused before the
    /// driver's stream allocates a buffer of that size (see <see cref="StreamBounds"/>).
    /// </summary>
    public static string ReadString(IBsonReader reader) => StreamBounds.Checked(reader, BsonType.String).ReadString();

    /// <summary>As DecimalSerializer for a BSON String (any representation): invariant-culture parse.</summary>
    public static decimal ReadDecimalString(IBsonReader reader) => JsonConvert.ToDecimal(ReadString(reader));

    /// <summary>As Decimal128Serializer for a BSON String: the driver's text conversion (<c>Decimal128.Parse</c>).</summary>
    public static Decimal128 ReadDecimal128String(IBsonReader reader) => JsonConvert.ToDecimal128(ReadString(reader));

    /// <summary>As TimeSpanSerializer for a BSON String: <c>TimeSpan.Parse(string)</c>, which reads with the current culture.</summary>
    public static TimeSpan ReadTimeSpan(IBsonReader reader) => TimeSpan.Parse(ReadString(reader), CultureInfo.CurrentCulture);

    /// <summary>As DateTimeOffsetSerializer for a BSON String: the driver's exact parse (<c>JsonConvert.ToDateTimeOffset</c>).</summary>
    public static DateTimeOffset ReadDateTimeOffsetString(IBsonReader reader) => JsonConvert.ToDateTimeOffset(ReadString(reader));

    /// <summary>As DateTimeOffsetSerializer (2.15 and later) for a BSON DateTime: the UTC instant, with offset zero.</summary>
    public static DateTimeOffset ReadDateTimeOffsetDateTime(IBsonReader reader) => DateTimeOffset.FromUnixTimeMilliseconds(reader.ReadDateTime());

#if MONGODB_BSON_DATEONLY
    /// <summary>As DateOnlySerializer for a BSON DateTime: the UTC date, which must have no time of day.</summary>
    public static DateOnly ReadDateOnly(IBsonReader reader) =>
        DateAtMidnight(BsonUtils.ToDateTimeFromMillisecondsSinceEpoch(reader.ReadDateTime()));

    /// <summary>As DateOnlySerializer for a BSON Int64: the ticks of a UTC midnight (the DateTime constructor's error outside its range).</summary>
    public static DateOnly ReadDateOnlyTicks(IBsonReader reader) => DateAtMidnight(new DateTime(reader.ReadInt64(), DateTimeKind.Utc));

    /// <summary>As DateOnlySerializer for a BSON String: <c>DateOnly.ParseExact(text, "yyyy-MM-dd")</c>.</summary>
    public static DateOnly ReadDateOnlyString(IBsonReader reader) => DateOnly.ParseExact(ReadString(reader), BsonSpanReader.DateOnlyFormat);

    /// <summary>As TimeOnlySerializer for a BSON String: <c>TimeOnly.ParseExact(text, "o")</c>.</summary>
    public static TimeOnly ReadTimeOnlyString(IBsonReader reader) => TimeOnly.ParseExact(ReadString(reader), BsonSpanReader.TimeOnlyFormat);

    // DateOnlySerializer's check of every DateTime it makes a date of: one with a time of day is its FormatException.
    private static DateOnly DateAtMidnight(DateTime dateTime) =>
        dateTime.TimeOfDay == TimeSpan.Zero ? DateOnly.FromDateTime(dateTime) : throw FastBsonErrors.TimeOfDayInDateOnly();
#endif

    /// <summary>As ByteSerializer for a BSON Int32: a value outside byte's range is data loss.</summary>
    public static byte ReadByte(IBsonReader reader)
    {
        var value = reader.ReadInt32();
        return value is >= byte.MinValue and <= byte.MaxValue ? (byte)value : throw FastBsonErrors.DataLoss(BsonType.Int32, "Byte");
    }

    /// <summary>As SByteSerializer for a BSON Int32: a value outside sbyte's range is data loss.</summary>
    public static sbyte ReadSByte(IBsonReader reader)
    {
        var value = reader.ReadInt32();
        return value is >= sbyte.MinValue and <= sbyte.MaxValue ? (sbyte)value : throw FastBsonErrors.DataLoss(BsonType.Int32, "SByte");
    }

    /// <summary>As SingleSerializer for a BSON Double, with its converter's checks and exceptions.</summary>
    public static float ReadSingle(IBsonReader reader) => DefaultConverter.ToSingle(reader.ReadDouble());

#if MONGODB_BSON_HALF
    /// <summary>As the default HalfSerializer reads a BSON Double: with the driver's converter, which refuses a value a Half cannot hold exactly.</summary>
    public static Half ReadHalf(IBsonReader reader) => DefaultConverter.ToHalf(reader.ReadDouble());
#endif
}
