using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>Nested documents, alone and in every collection kind.</summary>
[GenerateBsonSerializer]
public class DocumentCollections
{
    public string? Id { get; set; }

    public Leaf? Single { get; set; }

    public List<Leaf?>? LeafList { get; set; }

    public Leaf?[]? LeafArray { get; set; }

    public IList<Leaf>? LeafIList { get; set; }

    public IReadOnlyList<Leaf>? LeafReadOnlyList { get; set; }

    public IEnumerable<Leaf>? LeafEnumerable { get; set; }
}
