using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>An application's serializer that stores a <see cref="Steady"/> as its name only.</summary>
public sealed class SteadyAsNameSerializer : SerializerBase<Steady>
{
    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, Steady value) =>
        context.Writer.WriteString(value.Name);

    public override Steady Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) =>
        new() { Name = context.Reader.ReadString() };
}

/// <summary>A generated member type whose member map the application gives a serializer of its own.</summary>
[GenerateBsonSerializer]
public class Referencing
{
    public int Id { get; set; }

    public Steady? Target { get; set; }
}

internal static class NestedSerializerDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Referencing>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Target).SetSerializer(new SteadyAsNameSerializer());
        });
}

[Collection(DriftCollection.Name)]
public class NestedSerializerTests
{
    private readonly DriftFixture _fixture;

    public NestedSerializerTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Another_serializer_for_a_generated_member_type_is_reported_and_the_driver_writes_and_reads_with_it()
    {
        Drift.AssertRefused<Referencing>(_fixture, "Member 'Target': the driver uses SteadyAsNameSerializer for Steady, not its generated serializer");

        var form = new BsonDocument { { "_id", 1 }, { "Target", "Hu" } };
        Drift.AssertWrites(form, new Referencing { Id = 1, Target = new Steady { Id = 9, Name = "Hu" } });
        Drift.AssertReads<Referencing>(form, read => Assert.Equal((1, "Hu"), (read.Id, read.Target!.Name)));
        Drift.AssertSpanEntryDeclines<Referencing>(ReferencingBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", 1 }, { "Target", new BsonDocument { { "_id", 9 }, { "Name", "Hu" } } },
        });
    }
}
