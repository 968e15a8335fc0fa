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

/// <summary>An immutable type, created through its constructor by the driver's conventions and by the generated code.</summary>
[GenerateBsonSerializer]
public class Frozen
{
    public Frozen(int id, string? name)
    {
        Id = id;
        Name = name;
    }

    public int Id { get; }

    public string? Name { get; }
}

/// <summary>The same, with a creator map the application adds to the one the conventions make.</summary>
[GenerateBsonSerializer]
public class FrozenWithFactory
{
    public FrozenWithFactory(int id, string? name)
    {
        Id = id;
        Name = name;
        Origin = "constructor";
    }

    public int Id { get; }

    public string? Name { get; }

    /// <summary>Get-only and named by no parameter, so not mapped: it shows which creator made the instance.</summary>
    public string Origin { get; } = "none";
}

internal static class CreatorMapDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<Constructed>(cm =>
        {
            cm.AutoMap();
            cm.MapCreator(x => new Constructed(x.Id, x.Name));
        });
        BsonClassMap.RegisterClassMap<FrozenWithFactory>(cm =>
        {
            cm.AutoMap();
            cm.MapCreator(x => new FrozenWithFactory(x.Id, "from the application's creator"));
        });
    }
}

[Collection(DriftCollection.Name)]
public class CreatorMapTests
{
    private readonly DriftFixture _fixture;

    public CreatorMapTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_creator_map_is_reported_and_the_driver_creates_through_it()
    {
        Drift.AssertRefused<Constructed>(_fixture, "The class map creates instances through the creator maps a delegate() <- [_id, Name], the generated code through no creator map.");

        var form = new BsonDocument { { "_id", 1 }, { "Name", "Gus" } };
        Drift.AssertWrites(form, new Constructed { Id = 1, Name = "Gus" });
        Drift.AssertReads<Constructed>(form, read => Assert.Equal((1, "Gus", "constructor"), (read.Id, read.Name, read.Origin)));
        Drift.AssertSpanEntryDeclines<Constructed>(ConstructedBsonSerializer.TryReadDocument, form);
    }

    [Fact]
    public void The_creator_maps_of_the_conventions_are_the_generated_code_s()
    {
        Assert.Contains(typeof(Frozen), FastBson.FastBsonSerializers.RegisteredTypes);
        var form = new BsonDocument { { "_id", 4 }, { "Name", "ice" } };
        Drift.AssertWrites(form, new Frozen(4, "ice"));
        Drift.AssertReads<Frozen>(form, read => Assert.Equal((4, "ice"), (read.Id, read.Name)));
    }

    [Fact]
    public void A_creator_map_the_application_adds_is_reported_and_the_driver_chooses_among_them()
    {
        Drift.AssertRefused<FrozenWithFactory>(
            _fixture,
            "The class map creates instances through the creator maps .ctor(Int32, String) <- [_id, Name]; a delegate() <- [_id], the generated code through the creator maps .ctor(Int32, String) <- [_id, Name].");
        Drift.AssertReads<FrozenWithFactory>(new BsonDocument { { "_id", 5 }, { "Name", "n" } }, read => Assert.Equal((5, "n", "constructor"), (read.Id, read.Name, read.Origin)));
    }
}
