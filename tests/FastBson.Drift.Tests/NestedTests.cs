using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// A generated type that nests a drifted one (<see cref="Shaded"/>, enums as strings) as a member, as list items and
/// as dictionary values. Its own mapping matches the driver, so it stays generated.
/// </summary>
[GenerateBsonSerializer]
public class ShadeHolder
{
    public int Id { get; set; }

    public Shaded? Single { get; set; }

    public List<Shaded> Many { get; set; } = new();

    public Dictionary<string, Shaded> ByName { get; set; } = new();
}

/// <summary>The generated holder hands each nested drifted value to the driver, in both directions.</summary>
[Collection(DriftCollection.Name)]
public class NestedTests
{
    private readonly DriftFixture _fixture;

    public NestedTests(DriftFixture fixture) => _fixture = fixture;

    private static BsonDocument ShadedForm(int id, string shade) => new() { { "_id", id }, { "Shade", shade } };

    private static readonly BsonDocument HolderForm = new()
    {
        { "_id", 1 },
        { "Single", ShadedForm(2, "Dark") },
        { "Many", new BsonArray { ShadedForm(3, "Light"), ShadedForm(4, "Dark") } },
        { "ByName", new BsonDocument { { "a", ShadedForm(5, "Light") } } },
    };

    [Fact]
    public void The_holder_itself_stays_generated()
    {
        Assert.DoesNotContain(typeof(ShadeHolder), _fixture.Error.Types);
        Assert.Contains(typeof(ShadeHolder), FastBsonSerializers.RegisteredTypes);
        Assert.Same(ShadeHolderBsonSerializer.Instance, BsonSerializer.LookupSerializer<ShadeHolder>());
        Assert.False(ShadeHolderBsonSerializer.Instance.ServedByDriver);

        // Its own span path still reads a holder with nothing drifted in it.
        var empty = new BsonDocument { { "_id", 9 }, { "Single", BsonNull.Value }, { "Many", new BsonArray() }, { "ByName", new BsonDocument() } };
        Assert.True(ShadeHolderBsonSerializer.TryReadDocument(empty.ToBson(), out var read));
        Assert.Equal(9, read.Id);
    }

    [Fact]
    public void The_holder_writes_nested_drifted_values_in_the_drivers_form()
    {
        var holder = new ShadeHolder
        {
            Id = 1,
            Single = new Shaded { Id = 2, Shade = Shade.Dark },
            Many = { new Shaded { Id = 3, Shade = Shade.Light }, new Shaded { Id = 4, Shade = Shade.Dark } },
            ByName = { ["a"] = new Shaded { Id = 5, Shade = Shade.Light } },
        };

        Drift.AssertWrites(HolderForm, holder);
    }

    [Fact]
    public void The_holder_reads_nested_drifted_values_in_the_drivers_form()
    {
        Drift.AssertReads<ShadeHolder>(HolderForm, read =>
        {
            Assert.Equal((2, Shade.Dark), (read.Single!.Id, read.Single.Shade));
            Assert.Equal(new[] { (3, Shade.Light), (4, Shade.Dark) }, read.Many.ConvertAll(s => (s.Id, s.Shade)));
            Assert.Equal((5, Shade.Light), (read.ByName["a"].Id, read.ByName["a"].Shade));
        });
    }
}
