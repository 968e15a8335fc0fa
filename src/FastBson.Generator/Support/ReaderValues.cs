using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>Reads values the way the driver's default serializers read their canonical BSON type.</summary>
internal static class ReaderValues
{
    /// <summary>As DateTimeSerializer (Kind=Utc) for a BSON DateTime; out-of-range values throw like the driver.</summary>
    public static DateTime ReadDateTime(IBsonReader reader) =>
        BsonUtils.ToDateTimeFromMillisecondsSinceEpoch(reader.ReadDateTime());

    /// <summary>As DecimalSerializer for a BSON String (any representation): invariant-culture parse.</summary>
    public static decimal ReadDecimalString(IBsonReader reader) => JsonConvert.ToDecimal(reader.ReadString());
}
