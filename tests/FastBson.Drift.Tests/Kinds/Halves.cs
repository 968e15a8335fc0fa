#if MONGODB_BSON_HALF
using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// <c>Half</c> members (3.x built for .NET 6 and later): the class map has one written as text and another read with a
/// converter that truncates, where the generated code writes a Double and refuses truncation.
/// </summary>
[GenerateBsonSerializer]
public class Quantized
{
    public int Id { get; set; }

    public Half Scale { get; set; }

    public Half Zero { get; set; }
}

internal static class HalfDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Quantized>(map =>
        {
            map.AutoMap();
            map.GetMemberMap(q => q.Scale).SetSerializer(new HalfSerializer(BsonType.String));
            map.GetMemberMap(q => q.Zero).SetSerializer(new HalfSerializer(BsonType.Double, new RepresentationConverter(allowOverflow: false, allowTruncation: true)));
        });
}

[Collection(DriftCollection.Name)]
public class HalfTests
{
    private readonly DriftFixture _fixture;

    public HalfTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_half_written_as_text_or_truncated_is_reported_and_the_driver_writes_and_reads_it()
    {
        Drift.AssertRefused<Quantized>(
            _fixture,
            "Member 'Scale': the driver writes it as String, the generated code as Double.",
            "Member 'Zero': the driver's HalfSerializer has AllowOverflow=False, AllowTruncation=True; the generated code converts with the defaults (False, False).");

        var form = new BsonDocument { { "_id", 1 }, { "Scale", "1.5" }, { "Zero", 0.1 } };
        Drift.AssertReads<Quantized>(form, read => Assert.Equal((1, (Half)1.5, (Half)0.1), (read.Id, read.Scale, read.Zero)));
        Drift.AssertWrites(new BsonDocument { { "_id", 1 }, { "Scale", "1.5" }, { "Zero", 0.5 } }, new Quantized { Id = 1, Scale = (Half)1.5, Zero = (Half)0.5 });
    }
}
#endif
