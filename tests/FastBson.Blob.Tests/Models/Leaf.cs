namespace FastBson.Blob.Tests.Models;

public sealed class Leaf
{
    public int X { get; set; }

    public string? Label { get; set; }
}
