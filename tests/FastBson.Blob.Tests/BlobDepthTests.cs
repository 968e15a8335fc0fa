using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.StackThreads;

namespace FastBson.Blob.Tests;

/// <summary>
/// The nesting limit on the blob path (<see cref="FastBsonSerializers.MaxReadDepth"/>): a blob nests one object per
/// level, as its document does, so a hostile blob of a linked type could nest a million objects in a few megabytes.
/// </summary>
public class BlobDepthTests
{
    private const int OneMegabyte = 1024 * 1024;
    private const int SmallStack = 256 * 1024;

    [Theory]
    [InlineData(OneMegabyte)]
    [InlineData(SmallStack)]
    public void A_blob_nesting_100000_objects_is_refused(int stackSize)
    {
        var blob = ChainBlob(100_000);
        var error = OnThread(stackSize, () => Assert.Throws<FastBsonDepthException>(() => ChainBsonSerializer.TryDecodeBlob(blob, out _)));
        Assert.IsAssignableFrom<FormatException>(error);
        if (stackSize == OneMegabyte)
        {
            Assert.False(error.StackExhausted);
            Assert.Equal(FastBsonSerializers.MaxReadDepth + 1, error.Depth);
        }
    }

    [Fact]
    public void A_chain_at_the_limit_round_trips()
    {
        var links = FastBsonSerializers.MaxReadDepth;
        var blob = OnThread(OneMegabyte, () => ChainBsonSerializer.EncodeBlob(NewChain(links)));

        // The generated writer writes the bytes MemoryPack's layout gives the chain.
        Assert.Equal(ChainBlob(links), blob);

        var decoded = OnThread(OneMegabyte, () => ChainBsonSerializer.TryDecodeBlob(blob, out var chain) ? chain : null);
        Assert.NotNull(decoded);
        var ids = new List<int>();
        for (var link = decoded; link is not null; link = link.Next)
        {
            ids.Add(link.Id);
        }

        Assert.Equal(links, ids.Count);
        Assert.Equal(1, ids[0]);
        Assert.Equal(links, ids[^1]);
    }

    [Fact]
    public void A_chain_past_the_limit_and_a_cycle_are_not_written()
    {
        // A blob FastBson would refuse to read is never written; a cycle would otherwise recurse until the stack ran out.
        OnThread(OneMegabyte, () => Assert.Throws<FastBsonDepthException>(() => ChainBsonSerializer.EncodeBlob(NewChain(FastBsonSerializers.MaxReadDepth + 1))));

        var cycle = new Chain { Id = 1 };
        cycle.Next = cycle;
        OnThread(OneMegabyte, () => Assert.Throws<FastBsonDepthException>(() => ChainBsonSerializer.EncodeBlob(cycle)));

        // The thread's count is left where it was: a shallow chain still encodes.
        Assert.Equal(ChainBlob(2), ChainBsonSerializer.EncodeBlob(NewChain(2)));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_stored_blob_nests_as_deep_as_its_document(bool plainStream)
    {
        // The blob's root object is the document itself: a projection reads as many links as the fields would.
        var links = FastBsonSerializers.MaxReadDepth;
        var chain = OnThread(OneMegabyte, () => ReadProjection(StoredBlob(links), plainStream));
        var count = 0;
        for (var link = chain; link is not null; link = link.Next)
        {
            count++;
        }

        Assert.Equal(links, count);
        OnThread(OneMegabyte, () => Assert.Throws<FastBsonDepthException>(() => ReadProjection(StoredBlob(links + 1), plainStream)));
    }

    /// <summary>The content of a stored blob element holding links 1 to <paramref name="links"/>: the fingerprint, then the blob.</summary>
    private static byte[] StoredBlob(int links)
    {
        var fingerprint = BitConverter.GetBytes(ChainBsonSerializer.BlobSchemaFingerprint);
        return [.. fingerprint, .. ChainBlob(links)];
    }

    /// <summary>Reads <c>{ _id: 1, blob }</c>, a projection to the blob, as the driver's cursor reads a document.</summary>
    private static Chain ReadProjection(byte[] storedBlob, bool plainStream)
    {
        var document = new BsonDocument
        {
            { "_id", 1 },
            { ChainBsonSerializer.BlobElementName, new BsonBinaryData(storedBlob, BsonBinarySubType.UserDefined) },
        }.ToBson();
        System.IO.Stream stream = plainStream
            ? new System.IO.MemoryStream(document)
            : new ByteBufferStream(new ByteArrayBuffer(document, isReadOnly: true));
        using var reader = new BsonBinaryReader(stream);
        return ChainBsonSerializer.Instance.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }

    /// <summary>Links 1 to <paramref name="links"/>.</summary>
    private static Chain NewChain(int links)
    {
        Chain? next = null;
        for (var id = links; id >= 1; id--)
        {
            next = new Chain { Id = id, Next = next };
        }

        return next!;
    }

    /// <summary>
    /// MemoryPack's default layout of links 1 to <paramref name="links"/>: per link, the member count (2) and the Id as a
    /// little-endian int32, then the null object (0xFF) that ends the chain.
    /// </summary>
    private static byte[] ChainBlob(int links)
    {
        var bytes = new byte[links * 5 + 1];
        for (var i = 0; i < links; i++)
        {
            bytes[i * 5] = 2;
            BitConverter.TryWriteBytes(bytes.AsSpan(i * 5 + 1, 4), i + 1);
        }

        bytes[^1] = 0xFF;
        return bytes;
    }
}
