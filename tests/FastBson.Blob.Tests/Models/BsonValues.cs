using System.Collections.Generic;
using FastBson;
using MongoDB.Bson;

namespace FastBson.Blob.Tests.Models;

/// <summary>BsonDocument and other BsonValue classes, which MemoryPack has no formatter for: BSON in FastBson's own framing.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class BsonValues
{
    public BsonDocument? Extra { get; set; }

    public BsonValue? Any { get; set; }

    public BsonArray? Items { get; set; }

    public BsonString? Label { get; set; }

    public List<BsonDocument?>? Pages { get; set; }

    public Dictionary<string, BsonValue?>? Attributes { get; set; }
}
