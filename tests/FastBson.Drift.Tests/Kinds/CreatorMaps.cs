using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A type the application's class map creates through a constructor, which also sets an unmapped member.</summary>
[GenerateBsonSerializer]
public class Constructed
{
    public Constructed()
    {
    }

    public Constructed(int id, string name)
    {
        Id = id;
        Name = name;
        Origin = "constructor";
    }

    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;

    /// <summary>Get-only, so not mapped: it shows which constructor created the instance.</summary>
    public string Origin { get; } = "parameterless";
}

internal static class CreatorMapDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Constructed>(cm =>
        {
            cm.AutoMap();
            cm.MapCreator(x => new Constructed(x.Id, x.Name));
        });
}

[Collection(DriftCollection.Name)]
public class CreatorMapTests
{
    private readonly DriftFixture _fixture;

    public CreatorMapTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_creator_map_is_reported_and_the_driver_creates_through_it()
    {
        Drift.AssertRefused<Constructed>(_fixture, "The class map creates instances through a constructor or factory method.");

        var form = new BsonDocument { { "_id", 1 }, { "Name", "Gus" } };
        Drift.AssertWrites(form, new Constructed { Id = 1, Name = "Gus" });
        Drift.AssertReads<Constructed>(form, read => Assert.Equal((1, "Gus", "constructor"), (read.Id, read.Name, read.Origin)));
        Drift.AssertSpanEntryDeclines<Constructed>(ConstructedBsonSerializer.TryReadDocument, form);
    }
}
