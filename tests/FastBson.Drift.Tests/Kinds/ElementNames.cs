using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>Element names camel-cased by a convention registered for this type only.</summary>
[GenerateBsonSerializer]
public class CamelCased
{
    public int Id { get; set; }

    public string DisplayName { get; set; } = string.Empty;
}

/// <summary>An element renamed in a class map the application registers.</summary>
[GenerateBsonSerializer]
public class Relabelled
{
    public int Id { get; set; }

    public string Title { get; set; } = string.Empty;
}

internal static class ElementNameDrift
{
    internal static void Configure()
    {
        var camelCase = new ConventionPack { new CamelCaseElementNameConvention() };
        ConventionRegistry.Register("drift: camelCase", camelCase, type => type == typeof(CamelCased));
        BsonClassMap.RegisterClassMap<Relabelled>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Title).SetElementName("label");
        });
    }
}

[Collection(DriftCollection.Name)]
public class ElementNameTests
{
    private readonly DriftFixture _fixture;

    public ElementNameTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_camelCase_convention_is_reported_and_the_driver_writes_and_reads_the_type()
    {
        Drift.AssertRefused<CamelCased>(_fixture, "Member 'DisplayName' has element name 'displayName' in the class map, 'DisplayName' in the generated code.");

        var form = new BsonDocument { { "_id", 1 }, { "displayName", "Ana" } };
        Drift.AssertWrites(form, new CamelCased { Id = 1, DisplayName = "Ana" });
        Drift.AssertReads<CamelCased>(form, read => Assert.Equal((1, "Ana"), (read.Id, read.DisplayName)));
        Drift.AssertSpanEntryDeclines<CamelCased>(CamelCasedBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 1 }, { "DisplayName", "Ana" } });
    }

    [Fact]
    public void An_element_renamed_in_a_class_map_is_reported_and_the_driver_writes_and_reads_the_type()
    {
        Drift.AssertRefused<Relabelled>(_fixture, "Member 'Title' has element name 'label' in the class map, 'Title' in the generated code.");

        var form = new BsonDocument { { "_id", 2 }, { "label", "Bo" } };
        Drift.AssertWrites(form, new Relabelled { Id = 2, Title = "Bo" });
        Drift.AssertReads<Relabelled>(form, read => Assert.Equal((2, "Bo"), (read.Id, read.Title)));
        Drift.AssertSpanEntryDeclines<Relabelled>(RelabelledBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 2 }, { "Title", "Bo" } });
    }
}
