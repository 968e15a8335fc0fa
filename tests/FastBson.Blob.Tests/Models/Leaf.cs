using FastBson;
namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true)]
public sealed class Leaf
{
    public int X { get; set; }

    public string? Label { get; set; }
}
