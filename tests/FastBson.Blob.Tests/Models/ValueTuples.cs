#if MONGODB_BSON_VALUE_TUPLES
using System;
using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>
/// Value tuples that hold a reference (the driver maps value tuples from 2.20 on), which MemoryPack's ValueTupleFormatter
/// writes as their items alone.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class ValueTuples
{
    public (int Count, string? Name) Named { get; set; }

    public ValueTuple<string?> Single { get; set; }

    public (long, List<int>?, Leaf?) Mixed { get; set; }

    public List<(string?, double)>? Scores { get; set; }

    public Dictionary<string, (int, string?)>? ById { get; set; }

    public (int, string?)? Optional { get; set; }
}
#endif
