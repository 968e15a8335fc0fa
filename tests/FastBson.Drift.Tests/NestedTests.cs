using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// A generated type that nests a drifted one (<see cref="Relabelled"/>, an element renamed in its class map, which
/// changes both what is written and what can be read) as a member, as list items and as dictionary values. Its own
/// mapping matches the driver, so it stays generated.
/// </summary>
[GenerateBsonSerializer]
public class Holder
{
    public int Id { get; set; }

    public Relabelled? Single { get; set; }

    public List<Relabelled> Many { get; set; } = new();

    public Dictionary<string, Relabelled> ByKey { get; set; } = new();
}

/// <summary>The generated holder hands each nested drifted value to the driver, in both directions.</summary>
[Collection(DriftCollection.Name)]
public class NestedTests
{
    private static readonly BsonDocument HolderForm = new()
    {
        { "_id", 1 },
        { "Single", RelabelledForm(2, "two") },
        { "Many", new BsonArray { RelabelledForm(3, "three"), RelabelledForm(4, "four") } },
        { "ByKey", new BsonDocument { { "a", RelabelledForm(5, "five") } } },
    };

    private readonly DriftFixture _fixture;

    public NestedTests(DriftFixture fixture) => _fixture = fixture;

    private static BsonDocument RelabelledForm(int id, string title) => new() { { "_id", id }, { "label", title } };

    [Fact]
    public void The_holder_itself_stays_generated()
    {
        Assert.DoesNotContain(typeof(Holder), _fixture.Error.Types);
        Assert.Contains(typeof(Holder), FastBsonSerializers.RegisteredTypes);
        Assert.Same(HolderBsonSerializer.Instance, BsonSerializer.LookupSerializer<Holder>());
        Assert.False(HolderBsonSerializer.Instance.ServedByDriver);

        // Its own span path still reads a holder with nothing drifted in it.
        var empty = new BsonDocument { { "_id", 9 }, { "Single", BsonNull.Value }, { "Many", new BsonArray() }, { "ByKey", new BsonDocument() } };
        Assert.True(HolderBsonSerializer.TryReadDocument(empty.ToBson(), out var read));
        Assert.Equal(9, read.Id);
    }

    [Fact]
    public void The_holder_writes_nested_drifted_values_in_the_drivers_form()
    {
        var holder = new Holder
        {
            Id = 1,
            Single = new Relabelled { Id = 2, Title = "two" },
            Many = { new Relabelled { Id = 3, Title = "three" }, new Relabelled { Id = 4, Title = "four" } },
            ByKey = { ["a"] = new Relabelled { Id = 5, Title = "five" } },
        };

        Drift.AssertWrites(HolderForm, holder);
    }

    [Fact]
    public void The_holder_reads_nested_drifted_values_in_the_drivers_form()
    {
        Drift.AssertReads<Holder>(HolderForm, read =>
        {
            Assert.Equal((2, "two"), (read.Single!.Id, read.Single.Title));
            Assert.Equal(new[] { (3, "three"), (4, "four") }, read.Many.Select(r => (r.Id, r.Title)));
            Assert.Equal((5, "five"), (read.ByKey["a"].Id, read.ByKey["a"].Title));
        });
    }
}
