using System.Collections.Generic;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// BsonValue and each of its classes as members (C# null among their values, which the driver writes as
/// <c>{ _csharpnull: true }</c>), as items and dictionary values, and <c>object</c>.
/// </summary>
[GenerateBsonSerializer]
public class BsonValues
{
    public int Id { get; set; }

    public BsonValue? Any { get; set; }

    public BsonValue Other { get; set; } = BsonNull.Value;

    public BsonDocument? Document { get; set; }

    public BsonArray? Array { get; set; }

    public BsonBinaryData? Binary { get; set; }

    public BsonBoolean? Boolean { get; set; }

    public BsonDateTime? DateTime { get; set; }

    public BsonDecimal128? Decimal128 { get; set; }

    public BsonDouble? Double { get; set; }

    public BsonInt32? Int32 { get; set; }

    public BsonInt64? Int64 { get; set; }

    public BsonJavaScript? JavaScript { get; set; }

    public BsonJavaScriptWithScope? JavaScriptWithScope { get; set; }

    public BsonMaxKey? MaxKey { get; set; }

    public BsonMinKey? MinKey { get; set; }

    public BsonNull? Null { get; set; }

    public BsonObjectId? ObjectId { get; set; }

    public BsonRegularExpression? RegularExpression { get; set; }

    public BsonString? String { get; set; }

    public BsonSymbol? Symbol { get; set; }

    public BsonTimestamp? Timestamp { get; set; }

    public BsonUndefined? Undefined { get; set; }

    public object? Anything { get; set; }

    public List<BsonValue>? Values { get; set; }

    public BsonValue[]? ValueArray { get; set; }

    public Dictionary<string, BsonDocument>? Documents { get; set; }

    public IList<BsonInt32>? Numbers { get; set; }

    public Dictionary<string, BsonBinaryData>? Blobs { get; set; }

    public List<object?>? Objects { get; set; }

    public Dictionary<string, object?>? ObjectsByKey { get; set; }

    public BsonValueHolder? Nested { get; set; }

    public List<BsonValueHolder>? Holders { get; set; }
}

/// <summary>BsonValues in a nested document, which the span path reads from detached bytes.</summary>
[GenerateBsonSerializer]
public class BsonValueHolder
{
    public BsonValue? Any { get; set; }

    public BsonDocument? Document { get; set; }

    public BsonBinaryData? Binary { get; set; }

    public object? Anything { get; set; }

    public List<BsonValue>? Values { get; set; }
}
