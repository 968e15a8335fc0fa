namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true, BlobLayout = BlobLayout.VersionTolerant)]
public sealed class EvolutionV2
{
    public int A { get; set; }

    public string? B { get; set; }

    public long C { get; set; }
}
