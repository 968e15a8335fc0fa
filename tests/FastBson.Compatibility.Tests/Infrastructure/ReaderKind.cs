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
                var json = Tree(bson).ToJson(JsonWriterSettings());
                return new JsonReader(json, JsonSettings());
        }
    }

    /// <summary>
    /// The bytes as a tree that keeps duplicated element names (at every level), as the bytes do: duplicates are
    /// input the serializers must handle, and a tree without them could not be built at all.
    /// </summary>
    public static BsonDocument Tree(byte[] bson)
    {
        using var reader = new BsonBinaryReader(new MemoryStream(bson, writable: false), TreeSettings());
        return BsonSerializer.Deserialize<BsonDocument>(reader, builder => builder.AllowDuplicateElementNames = true);
    }

    /// <summary>
    /// The settings of the binary reader that builds the tree reader kinds' documents. In a 2.x driver's
    /// GuidRepresentationMode V2 a reader marks each subtype-3 UUID it reads with its settings' GuidRepresentation, and a
    /// binary refuses a subtype 3 marked Standard: with Standard as the default, no reader with the default settings
    /// (binary, or JSON parsing a $binary) can hold a legacy UUID. The trees are then read, and their JSON parsed, with
    /// settings that mark none, as <see cref="RawBsonWriter"/> writes them. 3.x binaries carry no representation.
    /// </summary>
#pragma warning disable CS0618 // the V2-mode Guid settings are obsolete, and what a 2.x driver reads UUIDs with
    private static BsonBinaryReaderSettings TreeSettings() =>
#if MONGODB_BSON_3
        BsonBinaryReaderSettings.Defaults;
#else
        DefaultsHoldEveryUuid ? BsonBinaryReaderSettings.Defaults : new BsonBinaryReaderSettings { GuidRepresentation = GuidRepresentation.Unspecified };
#endif

    private static JsonWriterSettings JsonWriterSettings()
    {
        var settings = new JsonWriterSettings { OutputMode = JsonOutputMode.CanonicalExtendedJson, MaxSerializationDepth = int.MaxValue };
#if !MONGODB_BSON_3
        if (!DefaultsHoldEveryUuid)
        {
            settings.GuidRepresentation = GuidRepresentation.Unspecified;
        }
#endif
        return settings;
    }

    private static JsonReaderSettings JsonSettings() =>
#if MONGODB_BSON_3
        JsonReaderSettings.Defaults;
#else
        DefaultsHoldEveryUuid ? JsonReaderSettings.Defaults : new JsonReaderSettings { GuidRepresentation = GuidRepresentation.Unspecified };

    private static bool DefaultsHoldEveryUuid =>
        BsonDefaults.GuidRepresentationMode != GuidRepresentationMode.V2 || BsonDefaults.GuidRepresentation != GuidRepresentation.Standard;
#endif
#pragma warning restore CS0618

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
