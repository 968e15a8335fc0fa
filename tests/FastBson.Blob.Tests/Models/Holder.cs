using FastBson;
namespace FastBson.Blob.Tests.Models;

[GenerateBsonSerializer(Blob = true)]
public sealed class Holder
{
    public int Version { get; set; }

    public Market? Inner { get; set; }
}
