namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true, BlobLayout = BlobLayout.VersionTolerant)]
public sealed class SelectionVT
{
    public long Id { get; set; }

    public string? Name { get; set; }

    public double Price { get; set; }

    public SelectionResult Result { get; set; }

    public bool? Winner { get; set; }
}
