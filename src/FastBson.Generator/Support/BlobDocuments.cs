using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>Rebuilds an object from its blob (MemoryPack's format, without the fingerprint); false for bytes that are not one.</summary>
internal delegate bool BlobDecoder<T>(ReadOnlySpan<byte> blob, out T value);

/// <summary>
/// The blob as it lies in a document: a Binary element of the user-defined subtype (0x80) whose payload is the blob
/// schema's 8-byte fingerprint (little-endian) followed by the object in MemoryPack's binary format. Here are what the
/// generated serializers share about it: writing it, telling a document projected to it from a full one, rebuilding
/// the object from it with the failures named, and the update helpers that keep it in step with the fields.
/// </summary>
/// <remarks>
/// A full document is always read from its fields, the source of truth. A document is read from its blob only when it
/// holds nothing but <c>_id</c> and the blob, as a projection to them returns it; one holding only its <c>_id</c> is
/// such a projection of a document without a blob, and fails as one (it is never read as an object of defaults).
/// </remarks>
internal static class BlobDocuments
{
    /// <summary>The binary subtype of a stored blob: user-defined, as the payload's layout is FastBson's.</summary>
    public const BsonBinarySubType SubType = BsonBinarySubType.UserDefined;

    /// <summary>The length of the fingerprint before the object's bytes.</summary>
    public const int FingerprintLength = 8;

    private const string IdName = "_id";

    /// <summary>Writes the blob element: <paramref name="stored"/> holds the fingerprint, then the object's bytes.</summary>
    public static void Write(IBsonWriter writer, string elementName, byte[] stored)
    {
        writer.WriteName(elementName);
        writer.WriteBinaryData(new BsonBinaryData(stored, SubType));
    }

    /// <summary>
    /// Whether a well-formed document is a projection to its blob: it has at least one element, and every element is
    /// <c>_id</c> or the blob.
    /// </summary>
    public static bool IsProjection(ReadOnlySpan<byte> document, ReadOnlySpan<byte> blobName)
    {
        var reader = new BsonSpanReader(document);
        var elements = 0;
        while (true)
        {
            var type = reader.ReadElement(out var name);
            if (type == BsonSpanReader.EndOfDocument)
            {
                return elements > 0;
            }

            if (type < 0 || !(name.SequenceEqual("_id"u8) || name.SequenceEqual(blobName)) || !reader.TrySkip(type))
            {
                return false;
            }

            elements++;
        }
    }

    /// <summary>Rebuilds the object of a document projected to its blob (see <see cref="IsProjection"/>), from its bytes.</summary>
    /// <exception cref="FastBsonBlobException">The blob is missing, of another schema, or unreadable.</exception>
    public static T Read<T>(ReadOnlySpan<byte> document, ReadOnlySpan<byte> blobNameUtf8, string blobName, ulong fingerprint, BlobDecoder<T> decode)
    {
        var failure = BlobFailure.Missing;
        if (TryFindElement(document, blobNameUtf8, out var reader, out var type, out _))
        {
            var subType = -1;
            ReadOnlySpan<byte> payload = default;
            if (type == (int)BsonType.Binary && !reader.TryReadBinary(out subType, out payload))
            {
                subType = -1;
            }

            if (TryDecode(subType, payload, fingerprint, decode, out var value, out failure))
            {
                return value;
            }
        }

        throw new FastBsonBlobException(typeof(T), IdOf(document), blobName, failure);
    }

    /// <summary>
    /// Rebuilds the object of a document projected to its blob through a reader positioned on the document, which it
    /// reads to its end.
    /// </summary>
    /// <exception cref="FastBsonBlobException">The blob is missing, of another schema, or unreadable.</exception>
    public static T Read<T>(BsonDeserializationContext context, string blobName, ulong fingerprint, BlobDecoder<T> decode)
    {
        var reader = context.Reader;
        BsonValue? id = null;
        var subType = -1;
        byte[]? payload = null;
        var found = false;
        reader.ReadStartDocument();
        while (reader.ReadBsonType() != BsonType.EndOfDocument)
        {
            var name = reader.ReadName();
            if (name == IdName)
            {
                id = DriverValues.Deserialize(BsonValueSerializer.Instance, context);
            }
            else if (name == blobName && reader.CurrentBsonType == BsonType.Binary)
            {
                found = true;
                var binary = StreamBounds.Checked(reader, BsonType.Binary).ReadBinaryData();
                subType = (int)binary.SubType;
                payload = binary.Bytes;
            }
            else
            {
                found |= name == blobName;
                reader.SkipValue();
            }
        }

        reader.ReadEndDocument();
        var failure = BlobFailure.Missing;
        if (found && TryDecode(subType, payload, fingerprint, decode, out var value, out failure))
        {
            return value;
        }

        throw new FastBsonBlobException(typeof(T), id is null ? null : JsonOf(id), blobName, failure);
    }

    /// <summary>
    /// The caller's update with the blob refreshed from the updated object: <c>$set</c> of the blob element to
    /// <paramref name="stored"/>. The caller's update is not changed.
    /// </summary>
    public static BsonDocument WithBlob(BsonDocument update, string blobName, byte[] stored)
    {
        var result = CheckedCopy(update, blobName);
        SubDocument(result, "$set").Set(blobName, new BsonBinaryData(stored, SubType));
        return result;
    }

    /// <summary>The caller's update with the blob removed (<c>$unset</c>): a later read of the projection fails instead of seeing the old object.</summary>
    public static BsonDocument WithoutBlob(BsonDocument update, string blobName)
    {
        var result = CheckedCopy(update, blobName);
        SubDocument(result, "$unset").Set(blobName, string.Empty);
        return result;
    }

    /// <summary>
    /// The object as a read of its fields gives it back: written with <paramref name="writeFields"/> (no blob), read with
    /// <paramref name="readFields"/>. The stored blob holds this, so that a read of the projection gives exactly what a read
    /// of the whole document gives, whatever the mapping rounds or converts (DateTimes to UTC milliseconds, representations).
    /// </summary>
    public static T ReadBack<T>(T value, Action<BsonSerializationContext, T> writeFields, Func<BsonDeserializationContext, BsonDeserializationArgs, T> readFields)
    {
        using var buffer = new ByteBufferStream(new MultiChunkBuffer(BsonChunkPool.Default));
        using (var writer = new BsonBinaryWriter(buffer))
        {
            writeFields(BsonSerializationContext.CreateRoot(writer), value);
        }

        // Read-only, as a reply's buffer is: the driver slices a RawBsonDocument out of no other.
        buffer.Buffer.MakeReadOnly();
        buffer.Position = 0;
        using var reader = new BsonBinaryReader(buffer);
        return readFields(BsonDeserializationContext.CreateRoot(reader), new BsonDeserializationArgs { NominalType = typeof(T) });
    }

    /// <summary>
    /// The update that makes a stored document hold <paramref name="updated"/>, keeping its <c>_id</c>: <c>$set</c> of every
    /// element the fields writer writes and of the blob, and <c>$unset</c> of the member elements it does not write (those
    /// left out when null or default), which would keep old values.
    /// </summary>
    public static BsonDocument Replacing<T>(
        T updated,
        Action<BsonSerializationContext, T> writeFields,
        Func<BsonDeserializationContext, BsonDeserializationArgs, T> readFields,
        Func<T, byte[]> encodeStored,
        string blobName,
        IEnumerable<string> memberElementNames)
    {
        var fields = new BsonDocument();
        using (var writer = new BsonDocumentWriter(fields))
        {
            writeFields(BsonSerializationContext.CreateRoot(writer), updated);
        }

        // The blob of the object as these very values read back: a BsonDocument can hold a value otherwise than a binary
        // writer writes it (its doubles are shared instances, so -0.0 becomes 0.0).
        T readBack;
        using (var reader = new BsonDocumentReader(fields))
        {
            readBack = readFields(BsonDeserializationContext.CreateRoot(reader), new BsonDeserializationArgs { NominalType = typeof(T) });
        }

        var set = new BsonDocument();
        foreach (var element in fields)
        {
            if (element.Name != IdName)
            {
                set.Add(element.Name, element.Value);
            }
        }

        set.Add(blobName, new BsonBinaryData(encodeStored(readBack), SubType));
        var unset = new BsonDocument();
        foreach (var name in memberElementNames)
        {
            if (name != IdName && !fields.Contains(name))
            {
                unset.Add(name, string.Empty);
            }
        }

        var update = new BsonDocument("$set", set);
        if (unset.ElementCount > 0)
        {
            update.Add("$unset", unset);
        }

        return update;
    }

    /// <summary>
    /// Decodes a stored blob at the level of the document that holds it, which the caller has entered: the blob's root
    /// object is that document, so a blob nests exactly as deep as the document's fields do, and reads within the same
    /// limit.
    /// </summary>
    private static bool DecodeAtDocumentLevel<T>(BlobDecoder<T> decode, ReadOnlySpan<byte> blob, out T value)
    {
        NestingDepth.Exit();
        try
        {
            return decode(blob, out value);
        }
        finally
        {
            NestingDepth.Reenter();
        }
    }

    private static bool TryDecode<T>(int subType, ReadOnlySpan<byte> payload, ulong fingerprint, BlobDecoder<T> decode, out T value, out BlobFailure failure)
    {
        value = default!;
        if (subType != (int)SubType || payload.Length < FingerprintLength)
        {
            failure = BlobFailure.Unreadable;
            return false;
        }

        if (System.Buffers.Binary.BinaryPrimitives.ReadUInt64LittleEndian(payload) != fingerprint)
        {
            failure = BlobFailure.OtherSchema;
            return false;
        }

        // A null object would not be the document's: a stored blob always holds one.
        if (!DecodeAtDocumentLevel(decode, payload.Slice(FingerprintLength), out value) || value is null)
        {
            failure = BlobFailure.Unreadable;
            return false;
        }

        failure = default;
        return true;
    }

    /// <summary>
    /// The document's <c>_id</c> in the driver's JSON form, or null when it has none or it cannot be read (only for the
    /// exception's message, which must not fail in its place: an <c>_id</c> document with a repeated name, say).
    /// </summary>
    private static string? IdOf(ReadOnlySpan<byte> document)
    {
        if (!TryFindElement(document, "_id"u8, out var reader, out var type, out var start) || !reader.TrySkip(type))
        {
            return null;
        }

        // The element alone, as a document of its own, read by the driver.
        var element = document.Slice(start, reader.Position - start);
        var bytes = new byte[element.Length + 5];
        System.Buffers.Binary.BinaryPrimitives.WriteInt32LittleEndian(bytes, bytes.Length);
        element.CopyTo(bytes.AsSpan(4));
        try
        {
            return JsonOf(BsonSerializer.Deserialize<BsonDocument>(bytes)[IdName]);
        }
        catch (Exception exception) when (exception is not OutOfMemoryException)
        {
            return null;
        }
    }

    /// <summary>
    /// Finds the first element of that name in a document: the reader is left on its value, <paramref name="start"/> is
    /// where the element begins. False when there is none, or the bytes before it are malformed.
    /// </summary>
    private static bool TryFindElement(ReadOnlySpan<byte> document, ReadOnlySpan<byte> name, out BsonSpanReader reader, out int type, out int start)
    {
        reader = new BsonSpanReader(document);
        while (true)
        {
            start = reader.Position;
            type = reader.ReadElement(out var found);
            if (type <= 0)
            {
                return false;
            }

            if (found.SequenceEqual(name))
            {
                return true;
            }

            if (!reader.TrySkip(type))
            {
                return false;
            }
        }
    }

    private static string JsonOf(BsonValue value) => value.ToJson();

    private static BsonDocument CheckedCopy(BsonDocument update, string blobName)
    {
        if (update is null)
        {
            throw new ArgumentNullException(nameof(update));
        }

        foreach (var element in update)
        {
            if (!element.Name.StartsWith("$", StringComparison.Ordinal) || element.Value is not BsonDocument fields)
            {
                throw new ArgumentException(
                    $"Expected an update of operators ($set, $unset, $inc ...), each with a document of fields, but found the element '{element.Name}'. "
                    + "A replacement document is written by the serializer itself, blob included.",
                    nameof(update));
            }

            foreach (var field in fields)
            {
                if (field.Name == blobName || field.Name.StartsWith(blobName + ".", StringComparison.Ordinal))
                {
                    throw new ArgumentException($"The update already changes the blob element '{blobName}' ({element.Name}); the helper sets or removes it itself.", nameof(update));
                }
            }
        }

        return (BsonDocument)update.DeepClone();
    }

    private static BsonDocument SubDocument(BsonDocument update, string name)
    {
        if (update.TryGetValue(name, out var existing))
        {
            return (BsonDocument)existing;
        }

        var created = new BsonDocument();
        update.Add(name, created);
        return created;
    }
}
