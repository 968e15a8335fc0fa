using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Members the generated code reaches through UnsafeAccessor (private, protected, init-only), opted in by
/// attributes where the conventions would not map them, and get-only members (written, never read).
/// </summary>
[GenerateBsonSerializer]
public class Access
{
    [BsonElement]
    private int _secret;

    [BsonElement]
    public readonly int ReadOnlyField;

    public int Id { get; set; }

    public string? PrivateSet { get; private set; }

    public string? InitOnly { get; init; }

    [BsonElement]
    public int Computed => _secret * 2;

    [BsonElement]
    internal long InternalValue { get; set; }

    [BsonElement]
    protected double ProtectedValue { get; set; }

    [BsonElement("hidden")]
    private string? Hidden { get; set; }

    public Access()
    {
        // Tests set these by reflection; assigning them here keeps the compiler from calling them never assigned.
        ReadOnlyField = 0;
        _secret = 0;
    }
}
