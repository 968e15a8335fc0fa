using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A member the application's class map gives a default value, applied when its element is missing.</summary>
[GenerateBsonSerializer]
public class DefaultedLater
{
    public int Id { get; set; }

    public string? Label { get; set; }
}

internal static class DefaultValueDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<DefaultedLater>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Label).SetDefaultValue("none");
        });
}

[Collection(DriftCollection.Name)]
public class DefaultValueTests
{
    private readonly DriftFixture _fixture;

    public DefaultValueTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_default_value_is_reported_and_the_driver_applies_it_to_a_missing_element()
    {
        Drift.AssertRefused<DefaultedLater>(_fixture, "Member 'Label' has default value 'none' in the class map.");

        var form = new BsonDocument { { "_id", 1 }, { "Label", "x" } };
        Drift.AssertWrites(form, new DefaultedLater { Id = 1, Label = "x" });
        Drift.AssertReads<DefaultedLater>(form, read => Assert.Equal((1, "x"), (read.Id, read.Label)));

        var missing = new BsonDocument { { "_id", 2 } };
        Drift.AssertReads<DefaultedLater>(missing, read => Assert.Equal((2, "none"), (read.Id, read.Label)));
        Drift.AssertSpanEntryDeclines<DefaultedLater>(DefaultedLaterBsonSerializer.TryReadDocument, missing);
    }
}
