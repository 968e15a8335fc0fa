using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

// 3.x seals the driver's serializers, so an application cannot derive from them there: this drift exists in 2.x only.
#if !MONGODB_BSON_3
namespace FastBson.Drift.Tests;

/// <summary>An application's serializer derived from the driver's StringSerializer: same representation, other bytes.</summary>
public sealed class UpperCaseStringSerializer : StringSerializer
{
    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, string value) =>
        base.Serialize(context, args, value?.ToUpperInvariant()!);
}

/// <summary>An application's list serializer derived from the driver's own: same item serializer, other order.</summary>
public sealed class SortedListSerializer : EnumerableInterfaceImplementerSerializer<List<int>, int>
{
    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, List<int> value) =>
        base.Serialize(context, args, value?.OrderBy(x => x).ToList()!);
}

/// <summary>Members the application's class map gives serializers derived from the driver's.</summary>
[GenerateBsonSerializer]
public class Shouted
{
    public int Id { get; set; }

    public string Word { get; set; } = string.Empty;

    public List<int> Ranks { get; set; } = new();
}

internal static class CustomSerializerDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Shouted>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Word).SetSerializer(new UpperCaseStringSerializer());
            cm.GetMemberMap(x => x.Ranks).SetSerializer(new SortedListSerializer());
        });
}

/// <summary>
/// A serializer derived from one of the driver's has the same type tests and representation as its base, but
/// writes what its overrides write; only the driver's own serializer types write what the generated code writes.
/// </summary>
[Collection(DriftCollection.Name)]
public class CustomSerializerTests
{
    private readonly DriftFixture _fixture;

    public CustomSerializerTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Serializers_derived_from_the_drivers_are_reported_and_the_driver_writes_with_them()
    {
        Drift.AssertRefused<Shouted>(
            _fixture,
            "Member 'Word': the driver uses UpperCaseStringSerializer, the generated code writes what StringSerializer writes.",
            "Member 'Ranks': the driver uses SortedListSerializer,");

        var form = new BsonDocument { { "_id", 1 }, { "Word", "HEY" }, { "Ranks", new BsonArray { 1, 2, 3 } } };
        Drift.AssertWrites(form, new Shouted { Id = 1, Word = "hey", Ranks = { 3, 1, 2 } });
        Drift.AssertReads<Shouted>(form, read =>
        {
            Assert.Equal((1, "HEY"), (read.Id, read.Word));
            Assert.Equal(new[] { 1, 2, 3 }, read.Ranks);
        });
        Drift.AssertSpanEntryDeclines<Shouted>(ShoutedBsonSerializer.TryReadDocument, form);
    }
}
#endif
