using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true)]
public sealed class Collections
{
    public List<int>? Ints { get; set; }

    public int[]? IntArray { get; set; }

    public List<string?>? Names { get; set; }

    public string?[]? NameArray { get; set; }

    public List<long>? Longs { get; set; }

    public Dictionary<string, int>? Counts { get; set; }

    public HashSet<int>? Set { get; set; }

    public List<Leaf?>? Leaves { get; set; }
}
