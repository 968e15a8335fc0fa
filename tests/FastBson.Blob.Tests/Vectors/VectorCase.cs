using System.Text.Json;

namespace FastBson.Blob.Tests.Vectors;

/// <summary>One case of vectors.json: a value of a model, the bytes MemoryPack wrote for it, and for the evolution
/// cases the value another version of the model reads from those bytes.</summary>
public sealed record VectorCase(string Model, string Name, JsonElement Value, string Hex, string? ReadAs, JsonElement? Expected)
{
    public string Id => $"{Model}/{Name}";

    public byte[] Bytes => System.Convert.FromHexString(Hex);
}
