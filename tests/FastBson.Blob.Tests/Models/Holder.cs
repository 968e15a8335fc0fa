namespace FastBson.Blob.Tests.Models;

public sealed class Holder
{
    public int Version { get; set; }

    public Market? Inner { get; set; }
}
