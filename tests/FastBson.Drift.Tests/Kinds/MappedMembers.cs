using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A member the application's class map leaves unmapped.</summary>
[GenerateBsonSerializer]
public class Trimmed
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;

    public string Secret { get; set; } = string.Empty;
}

/// <summary>A get-only member (not mapped by default) that the application's class map maps.</summary>
[GenerateBsonSerializer]
public class Extended
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;

    public string Summary => "[" + Name + "]";
}

internal static class MappedMemberDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<Trimmed>(cm =>
        {
            cm.AutoMap();
            cm.UnmapMember(x => x.Secret);
        });
        BsonClassMap.RegisterClassMap<Extended>(cm =>
        {
            cm.AutoMap();
            cm.MapMember(x => x.Summary);
        });
    }
}

[Collection(DriftCollection.Name)]
public class MappedMemberTests
{
    private readonly DriftFixture _fixture;

    public MappedMemberTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void An_unmapped_member_is_reported_and_the_driver_neither_writes_nor_reads_it()
    {
        Drift.AssertRefused<Trimmed>(_fixture, "The generated code maps member 'Secret' at position 2, the class map has no member there.");

        var form = new BsonDocument { { "_id", 1 }, { "Name", "Flo" } };
        Drift.AssertWrites(form, new Trimmed { Id = 1, Name = "Flo", Secret = "s" });
        Drift.AssertReads<Trimmed>(form, read => Assert.Equal((1, "Flo", string.Empty), (read.Id, read.Name, read.Secret)));

        var withSecret = new BsonDocument { { "_id", 1 }, { "Name", "Flo" }, { "Secret", "s" } };
        foreach (var error in Drift.AssertReadFails<Trimmed>(withSecret))
        {
            Assert.Contains("Element 'Secret' does not match any field or property", error.Message);
        }

        Drift.AssertSpanEntryDeclines<Trimmed>(TrimmedBsonSerializer.TryReadDocument, withSecret);
    }

    [Fact]
    public void A_member_mapped_at_run_time_is_reported_and_the_driver_writes_it()
    {
        Drift.AssertRefused<Extended>(_fixture, "The class map maps member 'Summary' at position 2, the generated code has no member there.");

        var form = new BsonDocument { { "_id", 2 }, { "Name", "Gil" }, { "Summary", "[Gil]" } };
        Drift.AssertWrites(form, new Extended { Id = 2, Name = "Gil" });

        // A read-only member's element is read past, not rejected.
        Drift.AssertReads<Extended>(form, read => Assert.Equal((2, "Gil"), (read.Id, read.Name)));
        Drift.AssertSpanEntryDeclines<Extended>(ExtendedBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 2 }, { "Name", "Gil" } });
    }
}
