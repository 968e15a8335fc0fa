using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A null member the application's class map leaves out.</summary>
[GenerateBsonSerializer]
public class NullsLeftOut
{
    public int Id { get; set; }

    public string? Note { get; set; }
}

/// <summary>A default member the application's class map leaves out.</summary>
[GenerateBsonSerializer]
public class DefaultsLeftOut
{
    public int Id { get; set; }

    public int Count { get; set; }
}

internal static class IgnoreDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<NullsLeftOut>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Note).SetIgnoreIfNull(true);
        });
        BsonClassMap.RegisterClassMap<DefaultsLeftOut>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Count).SetIgnoreIfDefault(true);
        });
    }
}

[Collection(DriftCollection.Name)]
public class IgnoreTests
{
    private readonly DriftFixture _fixture;

    public IgnoreTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Ignore_if_null_is_reported_and_the_driver_leaves_the_null_out()
    {
        Drift.AssertRefused<NullsLeftOut>(_fixture, "Member 'Note' has IgnoreIfNull=True in the class map.");

        var form = new BsonDocument { { "_id", 1 } };
        Drift.AssertWrites(form, new NullsLeftOut { Id = 1, Note = null });
        Drift.AssertWrites(new BsonDocument { { "_id", 1 }, { "Note", "n" } }, new NullsLeftOut { Id = 1, Note = "n" });
        Drift.AssertReads<NullsLeftOut>(form, read => Assert.Equal((1, (string?)null), (read.Id, read.Note)));
        Drift.AssertSpanEntryDeclines<NullsLeftOut>(NullsLeftOutBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 1 }, { "Note", BsonNull.Value } });
    }

    [Fact]
    public void Ignore_if_default_is_reported_and_the_driver_leaves_the_default_out()
    {
        Drift.AssertRefused<DefaultsLeftOut>(_fixture, "Member 'Count' has IgnoreIfDefault=True in the class map.");

        var form = new BsonDocument { { "_id", 2 } };
        Drift.AssertWrites(form, new DefaultsLeftOut { Id = 2, Count = 0 });
        Drift.AssertWrites(new BsonDocument { { "_id", 2 }, { "Count", 7 } }, new DefaultsLeftOut { Id = 2, Count = 7 });
        Drift.AssertReads<DefaultsLeftOut>(form, read => Assert.Equal((2, 0), (read.Id, read.Count)));
        Drift.AssertSpanEntryDeclines<DefaultsLeftOut>(DefaultsLeftOutBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 2 }, { "Count", 0 } });
    }
}
