using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>No member the id convention recognises: the class map the application registers makes Key the id.</summary>
[GenerateBsonSerializer]
public class KeyedLater
{
    public string Key { get; set; } = string.Empty;

    public string Name { get; set; } = string.Empty;
}

/// <summary>An id by convention that the application's class map takes away (declared last, so writing the id first shows it).</summary>
[GenerateBsonSerializer]
public class IdDropped
{
    public string Name { get; set; } = string.Empty;

    public int Id { get; set; }
}

internal static class IdDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<KeyedLater>(cm =>
        {
            cm.AutoMap();
            cm.MapIdMember(x => x.Key);
        });
        BsonClassMap.RegisterClassMap<IdDropped>(cm =>
        {
            cm.AutoMap();
            cm.SetIdMember(null);
        });
    }
}

[Collection(DriftCollection.Name)]
public class IdTests
{
    private readonly DriftFixture _fixture;

    public IdTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Another_id_member_is_reported_and_the_driver_writes_reads_and_sets_the_id()
    {
        Drift.AssertRefused<KeyedLater>(
            _fixture,
            "The id member is 'Key' in the class map, '(none)' in the generated code.",
            "Member 'Key' has element name '_id' in the class map, 'Key' in the generated code.");

        var form = new BsonDocument { { "_id", "k-1" }, { "Name", "Ann" } };
        Drift.AssertWrites(form, new KeyedLater { Key = "k-1", Name = "Ann" });
        Drift.AssertReads<KeyedLater>(form, read => Assert.Equal(("k-1", "Ann"), (read.Key, read.Name)));
        Drift.AssertSpanEntryDeclines<KeyedLater>(KeyedLaterBsonSerializer.TryReadDocument, new BsonDocument { { "Key", "k-1" }, { "Name", "Ann" } });

        // The id provider (used on insert) is the driver's too: the generated code knows no id for this type.
        var provider = (IBsonIdProvider)BsonSerializer.LookupSerializer<KeyedLater>();
        var document = new KeyedLater { Key = "k-2" };
        Assert.True(provider.GetDocumentId(document, out var id, out var idType, out _));
        Assert.Equal(("k-2", typeof(string)), (id, idType));
        provider.SetDocumentId(document, "k-3");
        Assert.Equal("k-3", document.Key);
    }

    [Fact]
    public void An_id_taken_away_is_reported_and_the_driver_writes_reads_and_knows_no_id()
    {
        Drift.AssertRefused<IdDropped>(
            _fixture,
            "The id member is '(none)' in the class map, 'Id' in the generated code.",
            "Member 'Id' has element name 'Id' in the class map, '_id' in the generated code.");

        // Without an id member the driver has nothing to write first, even when asked to.
        var form = new BsonDocument { { "Name", "Bea" }, { "Id", 4 } };
        Drift.AssertWrites(form, new IdDropped { Name = "Bea", Id = 4 });
        Drift.AssertWritesIdFirst(form, new IdDropped { Name = "Bea", Id = 4 });
        Drift.AssertReads<IdDropped>(form, read => Assert.Equal(("Bea", 4), (read.Name, read.Id)));
        Drift.AssertSpanEntryDeclines<IdDropped>(IdDroppedBsonSerializer.TryReadDocument, new BsonDocument { { "Name", "Bea" }, { "_id", 4 } });

        var provider = (IBsonIdProvider)BsonSerializer.LookupSerializer<IdDropped>();
        Assert.False(provider.GetDocumentId(new IdDropped { Id = 5 }, out _, out _, out _));
        Assert.Throws<System.InvalidOperationException>(() => provider.SetDocumentId(new IdDropped(), 6));
    }
}
