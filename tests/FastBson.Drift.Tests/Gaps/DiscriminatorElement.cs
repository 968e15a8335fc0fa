using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A type whose discriminator element the application renames with a discriminator convention.</summary>
[GenerateBsonSerializer]
public class Kinded
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

internal static class DiscriminatorElementDrift
{
    internal static void Configure() =>
        BsonSerializer.RegisterDiscriminatorConvention(typeof(Kinded), new ScalarDiscriminatorConvention("kind"));
}

/// <summary>
/// The driver skips its discriminator convention's element when it reads a type and rejects any other unknown
/// element; the generated code skips "_t". A convention with another element name makes the two read differently.
/// </summary>
[Collection(DriftCollection.Name)]
public class DiscriminatorElementTests
{
    private readonly DriftFixture _fixture;

    public DiscriminatorElementTests(DriftFixture fixture) => _fixture = fixture;

#if MONGODB_BSON_DISCRIMINATOR_LOOKUP
    [Fact]
    public void A_discriminator_convention_with_another_element_is_reported_and_the_driver_reads_with_it()
    {
        Drift.AssertRefused<Kinded>(_fixture, "The driver's discriminator convention for it uses the element 'kind', the generated code '_t'.");

        Drift.AssertWrites(new BsonDocument { { "_id", 1 }, { "Name", "Kim" } }, new Kinded { Id = 1, Name = "Kim" });
        Drift.AssertReads<Kinded>(
            new BsonDocument { { "_id", 1 }, { "kind", "Kinded" }, { "Name", "Kim" } },
            read => Assert.Equal((1, "Kim"), (read.Id, read.Name)));

        var underscoreT = new BsonDocument { { "_id", 1 }, { "_t", "Kinded" }, { "Name", "Kim" } };
        foreach (var error in Drift.AssertReadFails<Kinded>(underscoreT))
        {
            Assert.Contains("Element '_t' does not match any field or property", error.Message);
        }

        Drift.AssertSpanEntryDeclines<Kinded>(KindedBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 1 }, { "Name", "Kim" } });
    }
#else
    /// <summary>
    /// 3.0's class map does not look up the convention registered for its type (CSHARP-5349, fixed in 3.1): its serializer
    /// keeps "_t", which the generated code reads too, so the type does not drift and the generated serializer serves it.
    /// </summary>
    [Fact]
    public void A_discriminator_convention_the_class_map_does_not_use_leaves_the_generated_serializer_in_place()
    {
        Assert.IsType<KindedBsonSerializer>(BsonSerializer.LookupSerializer<Kinded>());
        var classMapSerializer = new BsonClassMapSerializer<Kinded>(BsonClassMap.LookupClassMap(typeof(Kinded)));
        Assert.Equal("_t", classMapSerializer.DiscriminatorConvention.ElementName);
    }
#endif
}
