using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary><c>object</c> members, items and values, which MemoryPack has no formatter for: BSON as the driver's ObjectSerializer writes it.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Boxes
{
    public object? Any { get; set; }

    public List<object?>? Items { get; set; }

    public Dictionary<string, object?>? Bag { get; set; }
}
