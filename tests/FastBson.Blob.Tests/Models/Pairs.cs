using System;
using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>System.Tuple members, which MemoryPack's TupleFormatter writes as objects of their items.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Pairs
{
    public Tuple<int, string?>? Point { get; set; }

    public Tuple<long?, List<string?>?, Tuple<double, Selection?>?>? Nested { get; set; }

    public List<Tuple<string?, int>?>? Scores { get; set; }

    public Tuple<int, int, int, int, int, int, int, Tuple<string?>>? Wide { get; set; }
}
