using FastBson;
namespace FastBson.Blob.Tests.Models;

/// <summary>A linked chain: its blob nests one object per link, as deep as the chain is long.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Chain
{
    public int Id { get; set; }

    public Chain? Next { get; set; }
}
