using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// A document whose LazyBsonArray and LazyBsonDocument members keep the bytes they were read from, decoded when used; their
/// driver serializers slice the value whole, as the first thing they read.
/// </summary>
[GenerateBsonSerializer]
public class LazyHolder
{
    public int Id { get; set; }

    public LazyBsonArray? Items { get; set; }

    public LazyBsonDocument? Document { get; set; }
}
