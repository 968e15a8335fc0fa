using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>A document whose RawBsonDocument and RawBsonArray members keep the bytes they were read from.</summary>
[GenerateBsonSerializer]
public class RawHolder
{
    public int Id { get; set; }

    public RawBsonDocument? First { get; set; }

    public RawBsonDocument? Second { get; set; }

    public RawBsonArray? Items { get; set; }
}
