using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>Dictionaries the application's class map writes as arrays instead of documents (with the serializer type the driver picks by default).</summary>
[GenerateBsonSerializer]
public class Scored
{
    public int Id { get; set; }

    public Dictionary<string, int> Pairs { get; set; } = new();

    public Dictionary<string, int> Entries { get; set; } = new();
}

internal static class DictionaryDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Scored>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Pairs).SetSerializer(
                new DictionaryInterfaceImplementerSerializer<Dictionary<string, int>, string, int>(DictionaryRepresentation.ArrayOfArrays));
            cm.GetMemberMap(x => x.Entries).SetSerializer(
                new DictionaryInterfaceImplementerSerializer<Dictionary<string, int>, string, int>(DictionaryRepresentation.ArrayOfDocuments));
        });
}

[Collection(DriftCollection.Name)]
public class DictionaryTests
{
    private readonly DriftFixture _fixture;

    public DictionaryTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Dictionary_representations_are_reported_and_the_driver_writes_and_reads_them()
    {
        Drift.AssertRefused<Scored>(
            _fixture,
            "Member 'Pairs': the driver writes the dictionary as ArrayOfArrays, the generated code as Document.",
            "Member 'Entries': the driver writes the dictionary as ArrayOfDocuments, the generated code as Document.");

        var form = new BsonDocument
        {
            { "_id", 1 },
            { "Pairs", new BsonArray { new BsonArray { "a", 1 } } },
            { "Entries", new BsonArray { new BsonDocument { { "k", "b" }, { "v", 2 } } } },
        };
        Drift.AssertWrites(form, new Scored { Id = 1, Pairs = { ["a"] = 1 }, Entries = { ["b"] = 2 } });
        Drift.AssertReads<Scored>(form, read =>
        {
            Assert.Equal(new Dictionary<string, int> { ["a"] = 1 }, read.Pairs);
            Assert.Equal(new Dictionary<string, int> { ["b"] = 2 }, read.Entries);
        });
        Drift.AssertSpanEntryDeclines<Scored>(ScoredBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", 1 }, { "Pairs", new BsonDocument("a", 1) }, { "Entries", new BsonDocument("b", 2) },
        });
    }
}
