using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// A driver-served member (a HashSet) whose items are generated documents that hold driver-served members
/// themselves: reading it nests one driver-served read inside another.
/// </summary>
[GenerateBsonSerializer]
public class Reentrant
{
    public int Id { get; set; }

    public HashSet<GuidHolder>? Holders { get; set; }

    public List<GuidHolder>? Owned { get; set; }
}

/// <summary>A generated document with members the driver's serializers serve.</summary>
[GenerateBsonSerializer]
[BsonNoId]
public class GuidHolder
{
    [BsonGuidRepresentation(GuidRepresentation.Standard)]
    public Guid Key { get; set; }

    public DateTimeOffset When { get; set; }

    public string? Label { get; set; }
}
