using System;
using FastBson.Runtime;
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

/// <summary>Extra elements ignored by its attribute, and refused by the application's class map.</summary>
[GenerateBsonSerializer]
[MongoDB.Bson.Serialization.Attributes.BsonIgnoreExtraElements]
public class StrictByClassMap
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

/// <summary>A document member the application's class map makes the extra-elements member (the generated code maps it as a plain member).</summary>
[GenerateBsonSerializer]
public class Overflowing
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;

    public BsonDocument? Rest { get; set; }
}

/// <summary>
/// An extra-elements member by the driver's naming convention, which the generated code keeps extra elements in; the
/// application's class map maps it as a plain member instead.
/// </summary>
[GenerateBsonSerializer]
public class CollectingUnmapped
{
    public int Id { get; set; }

    public BsonDocument? ExtraElements { get; set; }
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
        BsonClassMap.RegisterClassMap<StrictByClassMap>(cm =>
        {
            cm.AutoMap();
            cm.SetIgnoreExtraElements(false);
        });
        BsonClassMap.RegisterClassMap<Overflowing>(cm =>
        {
            cm.AutoMap();
            cm.MapExtraElementsMember(x => x.Rest);
        });
        BsonClassMap.RegisterClassMap<CollectingUnmapped>(cm =>
        {
            cm.MapIdMember(x => x.Id);
            cm.MapMember(x => x.ExtraElements);
        });
    }
}

[Collection(DriftCollection.Name)]
public class ExtraElementsTests
{
    private readonly DriftFixture _fixture;

    public ExtraElementsTests(DriftFixture fixture) => _fixture = fixture;

    private static BsonDocument WithExtra(int id, string name) => new() { { "_id", id }, { "Name", name }, { "Legacy", 5 } };

    [Fact]
    public void Extra_elements_ignored_by_convention_are_skipped_by_the_generated_serializer_as_by_the_driver()
    {
        AssertServedByGeneratedCode<LenientByConvention>();

        Drift.AssertWrites(new BsonDocument { { "_id", 1 }, { "Name", "Di" } }, new LenientByConvention { Id = 1, Name = "Di" });
        Drift.AssertReads<LenientByConvention>(WithExtra(1, "Di"), read => Assert.Equal((1, "Di"), (read.Id, read.Name)));

        // The span path skips the element itself, as the class map does, instead of handing the document to a reader.
        Assert.True(LenientByConventionBsonSerializer.TryReadDocument(WithExtra(1, "Di").ToBson(), out var spanRead));
        Assert.Equal((1, "Di"), (spanRead.Id, spanRead.Name));
    }

    [Fact]
    public void Extra_elements_ignored_in_a_class_map_are_skipped_by_the_generated_serializer_as_by_the_driver()
    {
        AssertServedByGeneratedCode<LenientByClassMap>();

        Drift.AssertWrites(new BsonDocument { { "_id", 2 }, { "Name", "Ed" } }, new LenientByClassMap { Id = 2, Name = "Ed" });
        Drift.AssertReads<LenientByClassMap>(WithExtra(2, "Ed"), read => Assert.Equal((2, "Ed"), (read.Id, read.Name)));
        Assert.True(LenientByClassMapBsonSerializer.TryReadDocument(WithExtra(2, "Ed").ToBson(), out var spanRead));
        Assert.Equal((2, "Ed"), (spanRead.Id, spanRead.Name));
    }

    [Fact]
    public void Extra_elements_a_class_map_refuses_against_the_attribute_are_refused_by_the_generated_serializer_as_by_the_driver()
    {
        AssertServedByGeneratedCode<StrictByClassMap>();

        Drift.AssertReads<StrictByClassMap>(new BsonDocument { { "_id", 4 }, { "Name", "Gil" } }, read => Assert.Equal((4, "Gil"), (read.Id, read.Name)));
        var failures = Drift.AssertReadFails<StrictByClassMap>(WithExtra(4, "Gil"));
        Assert.All(failures, failure => Assert.IsType<FormatException>(failure));
        Assert.All(failures, failure => Assert.Contains("'Legacy'", failure.Message));

        // Without a reader behind the bytes, the span entry declines; through the driver's reader it throws as above.
        Assert.False(StrictByClassMapBsonSerializer.TryReadDocument(WithExtra(4, "Gil").ToBson(), out _));

        // The driver's own class-map serializer, the oracle, refuses the same document with the same exception type.
        var driver = new BsonClassMapSerializer<StrictByClassMap>(BsonClassMap.LookupClassMap(typeof(StrictByClassMap)));
        Assert.Throws<FormatException>(() => driver.Deserialize(BsonDeserializationContext.CreateRoot(new MongoDB.Bson.IO.BsonDocumentReader(WithExtra(4, "Gil")))));
    }

    /// <summary>RegisterAll registered the type's generated serializer, and it serves the type itself.</summary>
    private void AssertServedByGeneratedCode<T>()
    {
        Assert.DoesNotContain(typeof(T), _fixture.Error.Types);
        Assert.Contains(typeof(T), FastBsonSerializers.RegisteredTypes);
        var serializer = Assert.IsAssignableFrom<IGeneratedBsonSerializer>(BsonSerializer.LookupSerializer<T>());
        Assert.False(serializer.ServedByDriver);
    }

    [Fact]
    public void An_extra_elements_member_is_reported_and_the_driver_writes_and_collects_extra_elements()
    {
        Drift.AssertRefused<Overflowing>(_fixture, "The extra-elements member is 'Rest' in the class map, '(none)' in the generated code.");

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

    [Fact]
    public void A_class_map_without_the_extra_elements_member_is_reported_and_the_driver_reads_it_as_a_plain_member()
    {
        Drift.AssertRefused<CollectingUnmapped>(_fixture, "The extra-elements member is '(none)' in the class map, 'ExtraElements' in the generated code.");

        // The driver writes the document under the member's own name, and refuses an unknown element.
        Drift.AssertWrites(new BsonDocument { { "_id", 4 }, { "ExtraElements", new BsonDocument("a", 1) } }, new CollectingUnmapped { Id = 4, ExtraElements = new BsonDocument("a", 1) });
        Drift.AssertReads<CollectingUnmapped>(new BsonDocument { { "_id", 4 }, { "ExtraElements", new BsonDocument("a", 1) } }, read => Assert.Equal(new BsonDocument("a", 1), read.ExtraElements));
    }
}
