namespace FastBson.Blob.Tests.Models;

public sealed class EvolutionV2
{
    public int A { get; set; }

    public string? B { get; set; }

    public long C { get; set; }
}
