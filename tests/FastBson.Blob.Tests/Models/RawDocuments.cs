using System.Collections.Generic;
using FastBson;
using MongoDB.Bson;

namespace FastBson.Blob.Tests.Models;

/// <summary>RawBsonDocument members, which MemoryPack has no formatter for: their own bytes, framed as a <c>byte[]</c>.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class RawDocuments
{
    public RawBsonDocument? Raw { get; set; }

    public List<RawBsonDocument?>? Raws { get; set; }
}
