using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A type the application's class map creates with a factory of its own (which presets a member).</summary>
[GenerateBsonSerializer]
public class Preset
{
    public int Id { get; set; }

    public string Label { get; set; } = string.Empty;
}

internal static class CreatorDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Preset>(cm =>
        {
            cm.AutoMap();
            cm.SetCreator(() => new Preset { Label = "preset" });
        });
}

[Collection(DriftCollection.Name)]
public class CreatorTests
{
    private readonly DriftFixture _fixture;

    public CreatorTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_creator_set_in_a_class_map_is_reported_and_the_driver_creates_with_it()
    {
        Drift.AssertRefused<Preset>(_fixture, "The class map creates instances with a creator set at run time (SetCreator); the generated code uses the constructor.");

        Drift.AssertReads<Preset>(new BsonDocument { { "_id", 1 } }, read => Assert.Equal((1, "preset"), (read.Id, read.Label)));
    }
}
