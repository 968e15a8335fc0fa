using FastBson;
namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true)]
public sealed class Selection
{
    public long Id { get; set; }

    public string? Name { get; set; }

    public double Price { get; set; }

    public SelectionResult Result { get; set; }

    public bool? Winner { get; set; }
}
