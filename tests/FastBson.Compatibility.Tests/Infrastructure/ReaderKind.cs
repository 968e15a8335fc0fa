using System.Collections.Generic;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>The kinds of reader the driver hands a serializer, each built over the same BSON bytes.</summary>
public enum ReaderKind
{
    /// <summary>BsonBinaryReader over one contiguous buffer: the span path.</summary>
    ByteArrayBuffer,

    /// <summary>BsonBinaryReader over a multi-chunk buffer with tiny chunks: values straddle chunks.</summary>
    MultiChunkBuffer,

    /// <summary>BsonBinaryReader over a plain Stream: the IBsonReader path.</summary>
    PlainStream,

    /// <summary>BsonDocumentReader over the parsed document.</summary>
    BsonDocument,

    /// <summary>JsonReader over canonical extended JSON.</summary>
    Json,
}

public static class Readers
{
    public static readonly ReaderKind[] All =
    {
        ReaderKind.ByteArrayBuffer, ReaderKind.MultiChunkBuffer, ReaderKind.PlainStream, ReaderKind.BsonDocument, ReaderKind.Json,
    };

    /// <summary>Reader kinds that see the raw bytes (so corrupt input reaches them as it is).</summary>
    public static readonly ReaderKind[] Binary = { ReaderKind.ByteArrayBuffer, ReaderKind.MultiChunkBuffer, ReaderKind.PlainStream };

    /// <summary>Binary reader kinds over a byte buffer: the ones the span path opens.</summary>
    public static readonly ReaderKind[] Buffer = { ReaderKind.ByteArrayBuffer, ReaderKind.MultiChunkBuffer };

    public static IEnumerable<object[]> AllKinds()
    {
        foreach (var kind in All)
        {
            yield return new object[] { kind };
        }
    }

    public static IEnumerable<object[]> BufferKinds()
    {
        foreach (var kind in Buffer)
        {
            yield return new object[] { kind };
        }
    }

    public static IBsonReader Create(ReaderKind kind, byte[] bson, int chunkSize = 7)
    {
        switch (kind)
        {
            case ReaderKind.ByteArrayBuffer:
            case ReaderKind.MultiChunkBuffer:
            case ReaderKind.PlainStream:
                return new BsonBinaryReader(BinaryStream(kind, bson, chunkSize));
            case ReaderKind.BsonDocument:
                return new BsonDocumentReader(Tree(bson));
            default:
                // Without the writer's depth limit: JSON text, and the JsonReader, hold documents of any depth.
                var json = Tree(bson).ToJson(new JsonWriterSettings { OutputMode = JsonOutputMode.CanonicalExtendedJson, MaxSerializationDepth = int.MaxValue });
                return new JsonReader(json);
        }
    }

    /// <summary>
    /// The bytes as a tree that keeps duplicated element names (at every level), as the bytes do: duplicates are
    /// input the serializers must handle, and a tree without them could not be built at all.
    /// </summary>
    public static BsonDocument Tree(byte[] bson) =>
        BsonSerializer.Deserialize<BsonDocument>(bson, builder => builder.AllowDuplicateElementNames = true);

    /// <summary>The stream a binary reader kind reads from.</summary>
    public static Stream BinaryStream(ReaderKind kind, byte[] bson, int chunkSize = 7)
    {
        switch (kind)
        {
            case ReaderKind.ByteArrayBuffer:
                return new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true));
            case ReaderKind.MultiChunkBuffer:
                var chunks = new List<IBsonChunk>();
                for (var offset = 0; offset < bson.Length; offset += chunkSize)
                {
                    var size = System.Math.Min(chunkSize, bson.Length - offset);
                    var chunk = new byte[size];
                    System.Array.Copy(bson, offset, chunk, 0, size);
                    chunks.Add(new ByteArrayChunk(chunk));
                }

                return new ByteBufferStream(new MultiChunkBuffer(chunks, bson.Length, isReadOnly: true));
            case ReaderKind.PlainStream:
                return new MemoryStream(bson, writable: false);
            default:
                throw new System.ArgumentOutOfRangeException(nameof(kind), kind, "not a binary reader kind");
        }
    }
}
