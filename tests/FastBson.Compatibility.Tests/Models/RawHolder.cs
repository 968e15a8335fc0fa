using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>A document whose RawBsonDocument members keep the bytes they were read from.</summary>
[GenerateBsonSerializer]
public class RawHolder
{
    public int Id { get; set; }

    public RawBsonDocument? First { get; set; }

    public RawBsonDocument? Second { get; set; }
}
