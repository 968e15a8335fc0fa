using System;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>A document whose driver-served members keep a slice of the bytes they were read from.</summary>
[GenerateBsonSerializer]
public class RawHolder
{
    public int Id { get; set; }

    public RawBsonDocument? First { get; set; }

    public RawBsonDocument? Second { get; set; }
}

/// <summary>
/// RawBsonDocument (and any serializer that slices its reader's buffer) keeps referring to the bytes it was read
/// from: a value read on the span path must own those bytes, not share a buffer the next value overwrites.
/// </summary>
public class RetainedBufferTests
{
    [Fact]
    public void Values_that_keep_their_bytes_are_not_overwritten_by_the_next_value()
    {
        var bson = new BsonDocument
        {
            { "_id", 1 },
            { "First", new BsonDocument { { "a", "first value" }, { "n", 1 } } },
            { "Second", new BsonDocument { { "b", "the second, longer value" }, { "n", 2 } } },
        }.ToBson();

        using var reader = new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));
        var context = BsonDeserializationContext.CreateRoot(reader);
        Assert.True(RawHolderBsonSerializer.TryReadDocument(bson, context, out var read));

        Assert.Equal("first value", read.First!["a"].AsString);
        Assert.Equal(1, read.First["n"].AsInt32);
        Assert.Equal("the second, longer value", read.Second!["b"].AsString);

        // Reading more documents on this thread must not change what was read before.
        for (var i = 0; i < 3; i++)
        {
            Assert.True(RawHolderBsonSerializer.TryReadDocument(bson, context, out _));
        }

        Assert.Equal("first value", read.First["a"].AsString);
        Oracle.AssertSameReadAndMessage(RawHolderBsonSerializer.Instance, bson, Readers.Binary);
    }
}
