using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>Collections of collections, which MemoryPack writes by nesting its collection formatters.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class NestedCollections
{
    public List<List<int>?>? Grid { get; set; }

    public int[]?[]? Jagged { get; set; }

    public Dictionary<string, List<string?>?>? Aliases { get; set; }

    public List<Dictionary<string, Leaf?>?>? Pages { get; set; }

    public IList<ISet<long>?>? Groups { get; set; }
}
