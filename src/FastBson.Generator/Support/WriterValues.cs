using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>Writes values the way the driver's default serializers write them.</summary>
internal static class WriterValues
{
    /// <summary>As DateTimeSerializer (Kind=Utc, DateTime representation): UTC milliseconds since the epoch.</summary>
    public static void WriteDateTime(IBsonWriter writer, DateTime value) =>
        writer.WriteDateTime(BsonUtils.ToMillisecondsSinceEpoch(BsonUtils.ToUniversalTime(value)));

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
