#if MONGODB_BSON_MEMORY
using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// <c>Memory&lt;T&gt;</c> and <c>ReadOnlyMemory&lt;T&gt;</c> members (2.26 and later): the class map has a byte memory written as an
/// array instead of its default Binary, and leaves the other as it is.
/// </summary>
[GenerateBsonSerializer]
public class Embedded
{
    public int Id { get; set; }

    public ReadOnlyMemory<byte> Payload { get; set; }

    public Memory<float> Embedding { get; set; }
}

internal static class MemoryDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Embedded>(map =>
        {
            map.AutoMap();
            map.GetMemberMap(e => e.Payload).SetSerializer(new ReadonlyMemorySerializer<byte>(BsonType.Array));
        });
}

[Collection(DriftCollection.Name)]
public class MemoryTests
{
    private readonly DriftFixture _fixture;

    public MemoryTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_byte_memory_written_as_an_array_is_reported_and_the_driver_writes_and_reads_it()
    {
        Drift.AssertRefused<Embedded>(_fixture, "Member 'Payload': the driver writes it as Array, the generated code as Binary.");

        var form = new BsonDocument { { "_id", 1 }, { "Payload", new BsonArray { 1, 255 } }, { "Embedding", new BsonArray { 0.5 } } };
        var value = new Embedded { Id = 1, Payload = new byte[] { 1, 255 }, Embedding = new[] { 0.5f } };
        Drift.AssertWrites(form, value);
        Drift.AssertReads<Embedded>(form, read => Assert.Equal((1, "1,255", "0.5"), (read.Id, string.Join(",", read.Payload.ToArray()), string.Join(",", read.Embedding.ToArray()))));
    }
}
#endif
