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

    /// <summary>As DateTimeSerializer (Kind=Utc, DateTime representation): UTC milliseconds since the epoch.</summary>
    public static void WriteDateTime(IBsonWriter writer, DateTime value) =>
        writer.WriteDateTime(BsonUtils.ToMillisecondsSinceEpoch(BsonUtils.ToUniversalTime(value)));

    /// <summary>As SingleSerializer (Double representation): float's extremes are written as double's, every NaN as double's NaN.</summary>
    public static void WriteSingle(IBsonWriter writer, float value) => writer.WriteDouble(DefaultConverter.ToDouble(value));

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
