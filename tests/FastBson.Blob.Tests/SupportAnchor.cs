using FastBson;

namespace FastBson.Blob.Tests;

/// <summary>
/// The generator emits its support code (BlobWriter, BlobReader ...) only into assemblies with a document type;
/// this one exists so that the blob primitives under test are compiled into this assembly as a user's would be.
/// </summary>
[GenerateBsonSerializer]
public class SupportAnchor
{
    public int Id { get; set; }
}
