using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>Extra elements ignored by a convention registered for this type only.</summary>
[GenerateBsonSerializer]
public class LenientByConvention
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

/// <summary>Extra elements ignored by the application's class map.</summary>
[GenerateBsonSerializer]
public class LenientByClassMap
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

/// <summary>A document member the application's class map makes the extra-elements member.</summary>
[GenerateBsonSerializer]
public class Overflowing
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;

    public BsonDocument? Rest { get; set; }
}

internal static class ExtraElementsDrift
{
    internal static void Configure()
    {
        var ignore = new ConventionPack { new IgnoreExtraElementsConvention(true) };
        ConventionRegistry.Register("drift: ignore extra elements", ignore, type => type == typeof(LenientByConvention));
        BsonClassMap.RegisterClassMap<LenientByClassMap>(cm =>
        {
            cm.AutoMap();
            cm.SetIgnoreExtraElements(true);
        });
        BsonClassMap.RegisterClassMap<Overflowing>(cm =>
        {
            cm.AutoMap();
            cm.MapExtraElementsMember(x => x.Rest);
        });
    }
}

[Collection(DriftCollection.Name)]
public class ExtraElementsTests
{
    private const string Difference = "IgnoreExtraElements is True in the class map, False in the generated code.";

    private readonly DriftFixture _fixture;

    public ExtraElementsTests(DriftFixture fixture) => _fixture = fixture;

    private static BsonDocument WithExtra(int id, string name) => new() { { "_id", id }, { "Name", name }, { "Legacy", 5 } };

    [Fact]
    public void Ignoring_extra_elements_by_convention_is_reported_and_the_driver_skips_them()
    {
        Drift.AssertRefused<LenientByConvention>(_fixture, Difference);

        Drift.AssertWrites(new BsonDocument { { "_id", 1 }, { "Name", "Di" } }, new LenientByConvention { Id = 1, Name = "Di" });
        Drift.AssertReads<LenientByConvention>(WithExtra(1, "Di"), read => Assert.Equal((1, "Di"), (read.Id, read.Name)));
        Drift.AssertSpanEntryDeclines<LenientByConvention>(LenientByConventionBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 1 }, { "Name", "Di" } });
    }

    [Fact]
    public void Ignoring_extra_elements_in_a_class_map_is_reported_and_the_driver_skips_them()
    {
        Drift.AssertRefused<LenientByClassMap>(_fixture, Difference);

        Drift.AssertWrites(new BsonDocument { { "_id", 2 }, { "Name", "Ed" } }, new LenientByClassMap { Id = 2, Name = "Ed" });
        Drift.AssertReads<LenientByClassMap>(WithExtra(2, "Ed"), read => Assert.Equal((2, "Ed"), (read.Id, read.Name)));
        Drift.AssertSpanEntryDeclines<LenientByClassMap>(LenientByClassMapBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 2 }, { "Name", "Ed" } });
    }

    [Fact]
    public void An_extra_elements_member_is_reported_and_the_driver_writes_and_collects_extra_elements()
    {
        Drift.AssertRefused<Overflowing>(_fixture, "The class map has an extra-elements member 'Rest'.");

        // The extra elements are written inline, and unknown elements are collected into the member.
        var form = new BsonDocument { { "_id", 3 }, { "Name", "Fay" }, { "color", "red" } };
        Drift.AssertWrites(form, new Overflowing { Id = 3, Name = "Fay", Rest = new BsonDocument("color", "red") });
        Drift.AssertReads<Overflowing>(form, read =>
        {
            Assert.Equal((3, "Fay"), (read.Id, read.Name));
            Assert.Equal(new BsonDocument("color", "red"), read.Rest);
        });
        Drift.AssertSpanEntryDeclines<Overflowing>(OverflowingBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 3 }, { "Name", "Fay" }, { "Rest", BsonNull.Value } });
    }
}
