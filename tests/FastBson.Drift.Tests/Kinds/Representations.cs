using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>Scalars whose representation the application's class map changes, one per member.</summary>
[GenerateBsonSerializer]
public class Represented
{
    public int Id { get; set; }

    public int Count { get; set; }

    public int Wide { get; set; }

    public double Ratio { get; set; }

    public ObjectId Ref { get; set; }

    public int? Maybe { get; set; }
}

internal static class RepresentationDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Represented>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Count).SetSerializer(new Int32Serializer(BsonType.String));
            cm.GetMemberMap(x => x.Wide).SetSerializer(new Int32Serializer(BsonType.Int64));
            cm.GetMemberMap(x => x.Ratio).SetSerializer(new DoubleSerializer(BsonType.String));
            cm.GetMemberMap(x => x.Ref).SetSerializer(new ObjectIdSerializer(BsonType.String));
            cm.GetMemberMap(x => x.Maybe).SetSerializer(new NullableSerializer<int>(new Int32Serializer(BsonType.String)));
        });
}

[Collection(DriftCollection.Name)]
public class RepresentationTests
{
    private static readonly ObjectId Ref = ObjectId.Parse("5f1e2d3c4b5a697887766554");

    private readonly DriftFixture _fixture;

    public RepresentationTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Representations_are_reported_and_the_driver_writes_and_reads_them()
    {
        Drift.AssertRefused<Represented>(
            _fixture,
            "Member 'Count': the driver writes it as String, the generated code as Int32.",
            "Member 'Wide': the driver writes it as Int64, the generated code as Int32.",
            "Member 'Ratio': the driver writes it as String, the generated code as Double.",
            "Member 'Ref': the driver writes it as String, the generated code as ObjectId.",
            "Member 'Maybe': the driver writes it as String, the generated code as Int32.");

        var form = new BsonDocument
        {
            { "_id", 1 },
            { "Count", "5" },
            { "Wide", 7L },
            { "Ratio", "0.5" },
            { "Ref", "5f1e2d3c4b5a697887766554" },
            { "Maybe", "9" },
        };
        Drift.AssertWrites(form, new Represented { Id = 1, Count = 5, Wide = 7, Ratio = 0.5, Ref = Ref, Maybe = 9 });
        Drift.AssertReads<Represented>(form, read =>
        {
            Assert.Equal((1, 5, 7, 0.5), (read.Id, read.Count, read.Wide, read.Ratio));
            Assert.Equal((Ref, (int?)9), (read.Ref, read.Maybe));
        });
        Drift.AssertSpanEntryDeclines<Represented>(RepresentedBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", 1 }, { "Count", 5 }, { "Wide", 7 }, { "Ratio", 0.5 }, { "Ref", Ref }, { "Maybe", 9 },
        });
    }
}
