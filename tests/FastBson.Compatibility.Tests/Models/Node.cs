using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>A recursive tree: nodes hold lists and dictionaries of nodes.</summary>
[GenerateBsonSerializer]
public class Node
{
    public int Id { get; set; }

    public string? Label { get; set; }

    public List<Node>? Children { get; set; }

    public Dictionary<string, Node>? Named { get; set; }
}
