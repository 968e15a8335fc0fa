using MongoDB.Bson;
using MongoDB.Bson.Serialization.Conventions;
using Xunit;

namespace FastBson.Drift.Tests;

public enum Shade
{
    Light,
    Dark,
}

/// <summary>An enum written as its name by a convention registered for this type only.</summary>
[GenerateBsonSerializer]
public class Shaded
{
    public int Id { get; set; }

    public Shade Shade { get; set; }
}

internal static class EnumDrift
{
    internal static void Configure()
    {
        var asStrings = new ConventionPack { new EnumRepresentationConvention(BsonType.String) };
        ConventionRegistry.Register("drift: enums as strings", asStrings, type => type == typeof(Shaded));
    }
}

[Collection(DriftCollection.Name)]
public class EnumTests
{
    private readonly DriftFixture _fixture;

    public EnumTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Enums_as_strings_are_reported_and_the_driver_writes_and_reads_the_names()
    {
        Drift.AssertRefused<Shaded>(_fixture, "Member 'Shade': the driver writes the enum as String, the generated code as Int32.");

        var form = new BsonDocument { { "_id", 1 }, { "Shade", "Dark" } };
        Drift.AssertWrites(form, new Shaded { Id = 1, Shade = Shade.Dark });
        Drift.AssertReads<Shaded>(form, read => Assert.Equal((1, Shade.Dark), (read.Id, read.Shade)));
        Drift.AssertSpanEntryDeclines<Shaded>(ShadedBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 1 }, { "Shade", 1 } });
    }
}
