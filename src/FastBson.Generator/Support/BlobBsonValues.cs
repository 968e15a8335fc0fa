using System;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// BsonDocument, RawBsonDocument, the other BsonValue classes and <c>object</c> in a blob, in an encoding of FastBson's own
/// (MemoryPack has no formatter for them): BSON bytes, framed as MemoryPack frames a <c>byte[]</c> (an int32 byte count, -1
/// for C# null, then the bytes).
/// <list type="bullet">
/// <item>A <c>BsonDocument</c> is its own BSON document, as the driver's BsonDocumentSerializer writes it.</item>
/// <item>A <c>RawBsonDocument</c> is its bytes, as the driver's RawBsonDocumentSerializer writes them.</item>
/// <item>Any other class (<c>BsonValue</c>, <c>BsonArray</c>, <c>BsonString</c> ...) is the document <c>{ v: value }</c>, the
/// value its one element (BSON null for <c>BsonNull.Value</c>).</item>
/// <item>An <c>object</c> is the document <c>{ v: value }</c> too, the value as the ObjectSerializer the driver looks up for
/// <c>object</c> writes it (with its discriminator where it writes one), and read back by that serializer, as the driver
/// reads the field.</item>
/// </list>
/// A read takes back exactly those bytes, through the driver's serializers within FastBson's nesting limit (see
/// <see cref="DriverValues"/>), and a value of the member's class; anything else (bytes left over, another element, another
/// class, malformed BSON, a value the serializer refuses) is an unreadable blob.
/// </summary>
internal static class BlobBsonValues
{
    private const string ValueName = "v";

    public static void WriteDocument(BlobWriter writer, BsonDocument? value) =>
        writer.WriteUnmanagedArray(value?.ToBson());

    public static void WriteRawDocument(BlobWriter writer, RawBsonDocument? value)
    {
        if (value is null)
        {
            writer.WriteNullCollection();
            return;
        }

        // Its own bytes, as they are: they are what the driver writes for it. A slice of one chunk is written in place.
        var slice = value.Slice;
        var segment = slice.AccessBackingBytes(0);
        if (segment.Count >= slice.Length)
        {
            writer.WriteUnmanagedItems<byte>(segment.AsSpan(0, slice.Length));
            return;
        }

        var bytes = new byte[slice.Length];
        slice.GetBytes(0, bytes, 0, bytes.Length);
        writer.WriteUnmanagedArray(bytes);
    }

    public static void WriteValue(BlobWriter writer, BsonValue? value) => WriteWrapped(writer, value, BsonValueSerializer.Instance);

    public static void WriteObject(BlobWriter writer, object? value) => WriteWrapped(writer, value, BsonSerializer.LookupSerializer<object>());

    public static bool TryReadDocument(ref BlobReader reader, out BsonDocument? value)
    {
        value = null;
        return reader.TryReadUnmanagedArray(out byte[]? bytes) && (bytes is null || TryParse(bytes, wrapped: false, reader.Depth, BsonDocumentSerializer.Instance, out value));
    }

    /// <summary>
    /// A RawBsonDocument over the bytes read, once they frame one whole document, element by element: a damaged blob is
    /// refused now rather than when an element is read. The elements are not parsed, as the driver's read of a stored one
    /// does not parse them, so a document the driver keeps (one with a repeated name ...) is kept too.
    /// </summary>
    public static bool TryReadRawDocument(ref BlobReader reader, out RawBsonDocument? value)
    {
        value = null;
        if (!reader.TryReadUnmanagedArray(out byte[]? bytes))
        {
            return false;
        }

        if (bytes is not null)
        {
            if (!FramesOneDocument(bytes))
            {
                return false;
            }

            value = new RawBsonDocument(bytes);
        }

        return true;
    }

    public static bool TryReadValue<T>(ref BlobReader reader, out T? value)
        where T : BsonValue
    {
        value = null;
        if (!reader.TryReadUnmanagedArray(out byte[]? bytes))
        {
            return false;
        }

        if (bytes is null)
        {
            return true;
        }

        // A value of the member's class only (a string in a BsonArray member is not what its blob holds).
        if (!TryParse(bytes, wrapped: true, reader.Depth, BsonValueSerializer.Instance, out var read) || read is not T typed)
        {
            return false;
        }

        value = typed;
        return true;
    }

    public static bool TryReadObject(ref BlobReader reader, out object? value)
    {
        value = null;
        return reader.TryReadUnmanagedArray(out byte[]? bytes) && (bytes is null || TryParse(bytes, wrapped: true, reader.Depth, BsonSerializer.LookupSerializer<object>(), out value));
    }

    /// <summary>
    /// The document <c>{ v: value }</c>, the value as <paramref name="serializer"/> writes it, framed as a <c>byte[]</c> (-1 for
    /// C# null): what <see cref="TryParse"/> reads back when wrapped, with the same serializer.
    /// </summary>
    private static void WriteWrapped<T>(BlobWriter writer, T? value, IBsonSerializer<T> serializer)
        where T : class
    {
        if (value is null)
        {
            writer.WriteNullCollection();
            return;
        }

        using var stream = new MemoryStream();
        using (var bson = new BsonBinaryWriter(stream))
        {
            bson.WriteStartDocument();
            bson.WriteName(ValueName);
            serializer.Serialize(BsonSerializationContext.CreateRoot(bson), value);
            bson.WriteEndDocument();
        }

        writer.WriteUnmanagedItems<byte>(stream.GetBuffer().AsSpan(0, (int)stream.Length));
    }

    private static bool FramesOneDocument(byte[] bytes)
    {
        try
        {
            using var stream = new MemoryStream(bytes, writable: false);
            using var reader = new BsonBinaryReader(stream);
            reader.ReadStartDocument();
            while (reader.ReadBsonType() != BsonType.EndOfDocument)
            {
                reader.SkipName();
                reader.SkipValue();
            }

            reader.ReadEndDocument();
            return stream.Position == bytes.Length;
        }
        catch (Exception ex) when (ex is FormatException or EndOfStreamException or BsonException or ArgumentException or InvalidOperationException)
        {
            return false;
        }
    }

    /// <summary>
    /// Reads <paramref name="bytes"/> with <paramref name="serializer"/> at <paramref name="depth"/>, the level of the blob's
    /// object that holds them: the whole document, or the value of its one element <c>v</c> (<paramref name="wrapped"/>).
    /// </summary>
    private static bool TryParse<T>(byte[] bytes, bool wrapped, int depth, IBsonSerializer<T> serializer, out T? value)
    {
        value = default;

        // The blob reader counts its levels itself: the driver's serializers are checked against the thread's count.
        var outer = NestingDepth.Exchange(depth);
        try
        {
            using var stream = new MemoryStream(bytes, writable: false);
            using var reader = new BsonBinaryReader(stream);
            var context = BsonDeserializationContext.CreateRoot(reader);
            T read;
            if (wrapped)
            {
                reader.ReadStartDocument();
                if (reader.ReadBsonType() == BsonType.EndOfDocument || reader.ReadName() != ValueName)
                {
                    return false;
                }

                read = DriverValues.Deserialize(serializer, context);
                if (reader.ReadBsonType() != BsonType.EndOfDocument)
                {
                    return false;
                }

                reader.ReadEndDocument();
            }
            else
            {
                read = DriverValues.Deserialize(serializer, context);
            }

            if (stream.Position != bytes.Length)
            {
                return false;
            }

            value = read;
            return true;
        }
        catch (Exception ex) when (ex is FormatException or EndOfStreamException or BsonException or ArgumentException or InvalidOperationException)
        {
            // Malformed BSON (FastBsonDepthException, a FormatException, included), or a value the serializer refuses: an
            // unreadable blob.
            value = default;
            return false;
        }
        finally
        {
            NestingDepth.Exchange(outer);
        }
    }
}
