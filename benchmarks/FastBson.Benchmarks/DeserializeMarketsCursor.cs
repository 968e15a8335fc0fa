using System;
using System.Collections.Generic;
using BenchmarkDotNet.Attributes;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Benchmarks;

/// <summary>
/// A Find of 10,000 markets as the driver's cursor reads it: the server's reply
/// <c>{ cursor: { firstBatch: [...], id, ns }, ok: 1 }</c> received into a buffer of pooled chunks (as the driver's
/// connection receives it), its batch found through RawBsonDocument, then every document read in turn with one
/// reader over the batch (as the driver's <c>CursorBatchDeserializationHelper</c> does). The rows: the driver's class
/// map (baseline), FastBson, the blob path (the same markets stored with their blob, found with the projection to
/// <c>_id</c> and the blob), the object-graph floor, and slicing the documents into RawBsonDocument (no decoding at all).
/// </summary>
[MemoryDiagnoser]
[BenchmarkCategory(Categories.Deserialize, Categories.Cursor)]
[InvocationCount(1)]
[IterationCount(15)] // see DeserializeWorkloads.cs: the garbage collector sets most of a call's time
public class DeserializeMarketsCursor
{
    /// <summary>The number of markets in the reply.</summary>
    public const int Count = 10_000;

    // Built once per process, like Payload's bytes: the reply and the decoded columns of the floor.
    private static byte[]? _sharedReply;
    private static MarketsFloor? _sharedFloor;
    private static List<byte[]>? _sharedDocuments;
    private static byte[]? _sharedProjectedReply;
    private static byte[]? _sharedProjectedUtf16Reply;

    private IByteBuffer _reply = null!;
    private IByteBuffer _projectedReply = null!;
    private IByteBuffer _projectedUtf16Reply = null!;
    private IBsonSerializer<Market> _driver = null!;

    [GlobalSetup]
    public void Setup()
    {
        _driver = Workloads.DriverSerializer<Market>();
        var markets = MarketGenerator.CreateMarkets(Count);
        _sharedReply ??= CreateReply(markets, _driver);
        _sharedDocuments ??= markets.ConvertAll(market => market.ToBson(_driver));
        _sharedFloor ??= MarketsFloor.Decode(new MarketsBatch { Markets = markets });
        _reply = Receive(_sharedReply);
        _sharedProjectedReply ??= CreateProjectedReply(_sharedDocuments, PackedMarketBsonSerializer.Instance, PackedMarketBsonSerializer.BlobElementName, report: true);
        _projectedReply = Receive(_sharedProjectedReply);
        _sharedProjectedUtf16Reply ??= CreateProjectedReply(_sharedDocuments, PackedMarketUtf16BsonSerializer.Instance, PackedMarketUtf16BsonSerializer.BlobElementName, report: true);
        _projectedUtf16Reply = Receive(_sharedProjectedUtf16Reply);

        Verify(nameof(DriverClassMap), DriverClassMap());
        Verify(nameof(FastBsonGenerated), FastBsonGenerated());
        Verify(nameof(FloorFromDecoded), FloorFromDecoded());
        VerifyPacked(nameof(BlobProjected), BlobProjected());
        VerifyPacked(nameof(BlobProjectedUtf16), BlobProjectedUtf16());
        VerifySlices(RawBsonSlices());
        TierUp.Once(nameof(DeserializeMarketsCursor), TierUpContestants);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _reply.Dispose();
        _projectedReply.Dispose();
        _projectedUtf16Reply.Dispose();
    }

    [Benchmark(Baseline = true)]
    public List<Market> DriverClassMap() => ReadBatch(_reply, _driver);

    [Benchmark]
    public List<Market> FastBsonGenerated() => ReadBatch(_reply, MarketBsonSerializer.Instance);

    /// <summary>The blob path: the same markets, each document projected to <c>_id</c> and its blob, rebuilt from the blob alone.</summary>
    [Benchmark]
    public List<PackedMarket> BlobProjected() => ReadBatch(_projectedReply, PackedMarketBsonSerializer.Instance);

    /// <summary>The blob path with the blob's strings in UTF-16 (<c>BlobStringEncoding.Utf16</c>): a larger blob, read without transcoding.</summary>
    [Benchmark]
    public List<PackedMarketUtf16> BlobProjectedUtf16() => ReadBatch(_projectedUtf16Reply, PackedMarketUtf16BsonSerializer.Instance);

    /// <summary>
    /// The limit: the same markets built from decoded values, with no reading at all, into a list grown as
    /// <see cref="ReadBatch{T}"/> grows it (the cursor's list, past 85,000 bytes a large object, is no reader's cost).
    /// </summary>
    [Benchmark]
    public List<Market> FloorFromDecoded() => _sharedFloor!.Build(new List<Market>());

    /// <summary>Each document as a RawBsonDocument over its bytes: what any reader pays before decoding anything.</summary>
    [Benchmark]
    public List<RawBsonDocument> RawBsonSlices() => ReadBatch(_reply, RawBsonDocumentSerializer.Instance);

    /// <summary>
    /// Brings each row's once-per-call loops (the batch loop, the floor's build) to their optimized tier over a reply of a
    /// few markets (see <see cref="TierUp"/>).
    /// </summary>
    private void TierUpContestants()
    {
        var markets = MarketGenerator.CreateMarkets(DeserializeMarketsBatch.TierUpCount);
        var documents = markets.ConvertAll(market => market.ToBson(_driver));
        var reply = Receive(CreateReply(markets, _driver));
        var projected = Receive(CreateProjectedReply(documents, PackedMarketBsonSerializer.Instance, PackedMarketBsonSerializer.BlobElementName, report: false));
        var projectedUtf16 = Receive(CreateProjectedReply(documents, PackedMarketUtf16BsonSerializer.Instance, PackedMarketUtf16BsonSerializer.BlobElementName, report: false));
        var floor = MarketsFloor.Decode(new MarketsBatch { Markets = markets });
        TierUp.Run(() => ReadBatch(reply, _driver));
        TierUp.Run(() => ReadBatch(reply, MarketBsonSerializer.Instance));
        TierUp.Run(() => ReadBatch(projected, PackedMarketBsonSerializer.Instance));
        TierUp.Run(() => ReadBatch(projectedUtf16, PackedMarketUtf16BsonSerializer.Instance));
        TierUp.Run(() => floor.Build(new List<Market>()));
        TierUp.Run(() => ReadBatch(reply, RawBsonDocumentSerializer.Instance).ForEach(document => document.Dispose()));
        reply.Dispose();
        projected.Dispose();
        projectedUtf16.Dispose();
    }

    /// <summary>The reply's bytes as the driver's connection receives them: into chunks of the driver's pool.</summary>
    private static IByteBuffer Receive(byte[] reply)
    {
        var buffer = ByteBufferFactory.Create(new InputBufferChunkSource(BsonChunkPool.Default), reply.Length);
        buffer.Length = reply.Length;
        buffer.SetBytes(0, reply, 0, reply.Length);
        buffer.MakeReadOnly();
        return buffer;
    }

    private static byte[] CreateReply(List<Market> markets, IBsonSerializer<Market> serializer) =>
        CreateReply(writer =>
        {
            foreach (var market in markets)
            {
                serializer.Serialize(BsonSerializationContext.CreateRoot(writer), market);
            }
        });

    /// <summary>
    /// The reply to the same Find with the blob projection, over the markets stored with their blob by
    /// <paramref name="serializer"/>: each document as the server returns it, <c>{ _id, MemPacked }</c>. With
    /// <paramref name="report"/>, prints the stored size per document with and without the blob.
    /// </summary>
    private static byte[] CreateProjectedReply<T>(List<byte[]> documents, IBsonSerializer<T> serializer, string blobElementName, bool report)
    {
        var packedDriver = Workloads.DriverSerializer<T>();
        var stored = documents.ConvertAll(bytes => ReadWithDriver(bytes, packedDriver).ToBson(serializer));
        if (report)
        {
            Console.WriteLine($"// Stored size per document ({typeof(T).Name}): {Average(documents)} bytes without the blob, {Average(stored)} bytes with it.");
        }

        return CreateReply(writer =>
        {
            foreach (var document in stored)
            {
                using var full = new RawBsonDocument(document);
                writer.WriteStartDocument();
                writer.WriteName("_id");
                writer.WriteInt64(full["_id"].AsInt64);
                writer.WriteName(blobElementName);
                writer.WriteBinaryData(full[blobElementName].AsBsonBinaryData);
                writer.WriteEndDocument();
            }
        });
    }

    private static T ReadWithDriver<T>(byte[] bytes, IBsonSerializer<T> serializer)
    {
        using var reader = new BsonBinaryReader(new System.IO.MemoryStream(bytes));
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }

    private static long Average(List<byte[]> documents)
    {
        long total = 0;
        foreach (var document in documents)
        {
            total += document.Length;
        }

        return total / documents.Count;
    }

    private static byte[] CreateReply(Action<IBsonWriter> writeDocuments)
    {
        using var stream = new System.IO.MemoryStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            writer.WriteStartDocument();
            writer.WriteStartDocument("cursor");
            writer.WriteStartArray("firstBatch");
            writeDocuments(writer);

            writer.WriteEndArray();
            writer.WriteInt64("id", 0);
            writer.WriteString("ns", "bench.markets");
            writer.WriteEndDocument();
            writer.WriteDouble("ok", 1);
            writer.WriteEndDocument();
        }

        return stream.ToArray();
    }

    /// <summary>The batch's documents, read one by one with one reader over the batch, as the driver's cursor reads them.</summary>
    private static List<T> ReadBatch<T>(IByteBuffer reply, IBsonSerializer<T> serializer)
    {
        using var result = new RawBsonDocument(reply.GetSlice(0, reply.Length));
        using var cursor = (RawBsonDocument)result["cursor"];
        using var batch = (RawBsonArray)cursor["firstBatch"];
        var documents = new List<T>();
        using (var stream = new ByteBufferStream(batch.Slice, ownsBuffer: false))
        using (var reader = new BsonBinaryReader(stream, new BsonBinaryReaderSettings()))
        {
            var context = BsonDeserializationContext.CreateRoot(reader);
            reader.ReadStartDocument();
            while (reader.ReadBsonType() != BsonType.EndOfDocument)
            {
                reader.SkipName();
                documents.Add(serializer.Deserialize(context));
            }

            reader.ReadEndDocument();
        }

        return documents;
    }

    private void Verify(string contestant, List<Market> markets)
    {
        var expected = _sharedDocuments!;
        if (markets.Count != expected.Count)
        {
            throw new InvalidOperationException($"{contestant} read {markets.Count} markets instead of {expected.Count}.");
        }

        for (var i = 0; i < markets.Count; i++)
        {
            Workloads.Verify($"{contestant} (market {i})", expected[i], markets[i].ToBson(_driver));
        }
    }

    /// <summary>The blob path's markets, written by the driver as Markets are: the same bytes as the documents.</summary>
    private static void VerifyPacked<T>(string contestant, List<T> markets)
    {
        var expected = _sharedDocuments!;
        if (markets.Count != expected.Count)
        {
            throw new InvalidOperationException($"{contestant} read {markets.Count} markets instead of {expected.Count}.");
        }

        var driver = Workloads.DriverSerializer<T>();
        for (var i = 0; i < markets.Count; i++)
        {
            Workloads.Verify($"{contestant} (market {i})", expected[i], markets[i].ToBson(driver));
        }
    }

    private static void VerifySlices(List<RawBsonDocument> documents)
    {
        var expected = _sharedDocuments!;
        if (documents.Count != expected.Count)
        {
            throw new InvalidOperationException($"{nameof(RawBsonSlices)} read {documents.Count} documents instead of {expected.Count}.");
        }

        for (var i = 0; i < documents.Count; i++)
        {
            Workloads.Verify($"{nameof(RawBsonSlices)} (document {i})", expected[i], documents[i].ToBson());
            documents[i].Dispose();
        }
    }
}
