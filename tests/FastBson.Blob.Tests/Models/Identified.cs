using System.Collections.Generic;
using FastBson;
using MongoDB.Bson;

namespace FastBson.Blob.Tests.Models;

/// <summary>ObjectIds, which MemoryPack has no formatter for: FastBson's own encoding (no golden vector exists).</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Identified
{
    public ObjectId Id { get; set; }

    public ObjectId? Parent { get; set; }

    public List<ObjectId>? Refs { get; set; }

    public Dictionary<string, ObjectId?>? ByName { get; set; }
}
