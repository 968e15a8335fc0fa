using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A member moved to the front by an order set on its member map.</summary>
[GenerateBsonSerializer]
public class Reordered
{
    public int Id { get; set; }

    public string First { get; set; } = string.Empty;

    public string Last { get; set; } = string.Empty;
}

internal static class MemberOrderDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Reordered>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Last).SetOrder(1);
        });
}

[Collection(DriftCollection.Name)]
public class MemberOrderTests
{
    private readonly DriftFixture _fixture;

    public MemberOrderTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void An_order_set_on_a_member_map_is_reported_and_the_driver_writes_and_reads_the_type()
    {
        Drift.AssertRefused<Reordered>(_fixture, "At position 0 the class map has member 'Last', the generated code 'Id' (member order differs).");

        var form = new BsonDocument { { "Last", "z" }, { "_id", 3 }, { "First", "a" } };
        Drift.AssertWrites(form, new Reordered { Id = 3, First = "a", Last = "z" });
        Drift.AssertReads<Reordered>(form, read => Assert.Equal((3, "a", "z"), (read.Id, read.First, read.Last)));
        Drift.AssertSpanEntryDeclines<Reordered>(ReorderedBsonSerializer.TryReadDocument, new BsonDocument { { "_id", 3 }, { "First", "a" }, { "Last", "z" } });
    }
}
