namespace FastBson.Blob.Tests.Models;

/// <summary><see cref="Holder"/> with its blob's strings in UTF-16, nested market included: the same blob schema.</summary>
[GenerateBsonSerializer(Blob = true, BlobStringEncoding = BlobStringEncoding.Utf16)]
public sealed class Utf16Holder
{
    public int Version { get; set; }

    public Market? Inner { get; set; }
}
