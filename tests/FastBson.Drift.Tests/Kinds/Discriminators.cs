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

/// <summary>
/// A class map the application makes write a discriminator always (Required, or a root class) changes what the type
/// writes, and the generated code writes it through the class map: nothing is reported, the type stays generated, and
/// it writes and reads the driver's documents.
/// </summary>
[Collection(DriftCollection.Name)]
public class DiscriminatorTests
{
    private readonly DriftFixture _fixture;

    public DiscriminatorTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_required_discriminator_is_written_and_read_as_the_driver_does()
    {
        AssertStillGenerated<Tagged>();

        var form = new BsonDocument { { "_t", "Tagged" }, { "_id", 1 }, { "Name", "Hal" } };
        Drift.AssertWrites(form, new Tagged { Id = 1, Name = "Hal" });
        Drift.AssertWritesIdFirst(new BsonDocument { { "_id", 1 }, { "_t", "Tagged" }, { "Name", "Hal" } }, new Tagged { Id = 1, Name = "Hal" });
        Drift.AssertReads<Tagged>(form, read => Assert.Equal((1, "Hal"), (read.Id, read.Name)));

        // No subclass: the span entry skips the discriminator as the driver does.
        Assert.True(TaggedBsonSerializer.TryReadDocument(form.ToBson(), out var span));
        Assert.Equal((1, "Hal"), (span.Id, span.Name));
    }

    [Fact]
    public void A_root_class_writes_and_reads_its_discriminator_as_the_driver_does()
    {
        AssertStillGenerated<Rooted>();

        var form = new BsonDocument { { "_t", "Rooted" }, { "_id", 2 }, { "Name", "Ida" } };
        Drift.AssertWrites(form, new Rooted { Id = 2, Name = "Ida" });
        Drift.AssertReads<Rooted>(form, read => Assert.Equal((2, "Ida"), (read.Id, read.Name)));
        Drift.AssertReads<Rooted>(new BsonDocument { { "_id", 2 }, { "_t", new BsonArray { "Rooted" } }, { "Name", "Ida" } }, read => Assert.Equal((2, "Ida"), (read.Id, read.Name)));
    }

    private void AssertStillGenerated<T>()
    {
        Assert.DoesNotContain(typeof(T), _fixture.Error.Types);
        Assert.Contains(typeof(T), FastBsonSerializers.RegisteredTypes);
        Assert.False(Assert.IsAssignableFrom<FastBson.Runtime.IGeneratedBsonSerializer>(BsonSerializer.LookupSerializer<T>()).ServedByDriver);
    }
}
