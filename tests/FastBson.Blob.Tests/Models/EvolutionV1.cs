namespace FastBson.Blob.Tests.Models;

public sealed class EvolutionV1
{
    public int A { get; set; }

    public string? B { get; set; }
}
