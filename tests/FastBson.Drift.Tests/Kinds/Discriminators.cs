using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A type whose class map the application makes always write a discriminator.</summary>
[GenerateBsonSerializer]
public class Tagged
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

/// <summary>A type the application's class map makes the root of a hierarchy (which writes a discriminator too).</summary>
[GenerateBsonSerializer]
public class Rooted
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

internal static class DiscriminatorDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<Tagged>(cm =>
        {
            cm.AutoMap();
            cm.SetDiscriminatorIsRequired(true);
        });
        BsonClassMap.RegisterClassMap<Rooted>(cm =>
        {
            cm.AutoMap();
            cm.SetIsRootClass(true);
        });
    }
}

[Collection(DriftCollection.Name)]
public class DiscriminatorTests
{
    private const string Difference = "The class map writes a discriminator.";

    private readonly DriftFixture _fixture;

    public DiscriminatorTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_required_discriminator_is_reported_and_the_driver_writes_and_reads_it()
    {
        Drift.AssertRefused<Tagged>(_fixture, Difference);

        var form = new BsonDocument { { "_t", "Tagged" }, { "_id", 1 }, { "Name", "Hal" } };
        Drift.AssertWrites(form, new Tagged { Id = 1, Name = "Hal" });
        Drift.AssertReads<Tagged>(form, read => Assert.Equal((1, "Hal"), (read.Id, read.Name)));
        Drift.AssertSpanEntryDeclines<Tagged>(TaggedBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 1 }, { "Name", "Hal" } });
    }

    [Fact]
    public void A_root_class_is_reported_and_the_driver_writes_and_reads_its_discriminator()
    {
        Drift.AssertRefused<Rooted>(_fixture, Difference);

        var form = new BsonDocument { { "_t", "Rooted" }, { "_id", 2 }, { "Name", "Ida" } };
        Drift.AssertWrites(form, new Rooted { Id = 2, Name = "Ida" });
        Drift.AssertReads<Rooted>(form, read => Assert.Equal((2, "Ida"), (read.Id, read.Name)));
        Drift.AssertSpanEntryDeclines<Rooted>(RootedBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 2 }, { "Name", "Ida" } });
    }
}
