namespace FastBson.Compatibility.Tests.Models;

/// <summary>A small nested document without an id: the item type of nested collections and dictionaries.</summary>
[GenerateBsonSerializer]
public class Leaf
{
    public int Number { get; set; }

    public string? Text { get; set; }

    public double? Ratio { get; set; }
}
