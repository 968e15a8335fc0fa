using System;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// BsonDocument and the other BsonValue classes in a blob, in an encoding of FastBson's own (MemoryPack has no formatter
/// for them): BSON bytes, framed as MemoryPack frames a <c>byte[]</c> (an int32 byte count, -1 for C# null, then the
/// bytes).
/// <list type="bullet">
/// <item>A <c>BsonDocument</c> is its own BSON document, as the driver's BsonDocumentSerializer writes it.</item>
/// <item>A <c>RawBsonDocument</c> is its bytes, as the driver's RawBsonDocumentSerializer writes them.</item>
/// <item>Any other class (<c>BsonValue</c>, <c>BsonArray</c>, <c>BsonString</c> ...) is the document <c>{ v: value }</c>, the
/// value its one element (BSON null for <c>BsonNull.Value</c>).</item>
/// </list>
/// A read takes back exactly those bytes, through the driver's serializers within FastBson's nesting limit (see
/// <see cref="DriverValues"/>), and a value of the member's class; anything else (bytes left over, another element, another
/// class, malformed BSON) is an unreadable blob.
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
            writer.WriteUnmanagedArray<byte>(null);
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

    public static void WriteValue(BlobWriter writer, BsonValue? value) =>
        writer.WriteUnmanagedArray(value is null ? null : new BsonDocument(ValueName, value).ToBson());

    public static bool TryReadDocument(ref BlobReader reader, out BsonDocument? value)
    {
        value = null;
        return reader.TryReadUnmanagedArray(out byte[]? bytes) && (bytes is null || TryParse(bytes, wrapped: false, reader.Depth, out value));
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
        return reader.TryReadUnmanagedArray(out byte[]? bytes) && (bytes is null || TryParse(bytes, wrapped: true, reader.Depth, out value));
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

    /// <summary>Parses the BSON at <paramref name="depth"/>, the level of the blob's object that holds it.</summary>
    private static bool TryParse<T>(byte[] bytes, bool wrapped, int depth, out T? value)
        where T : BsonValue
    {
        value = null;

        // The blob reader counts its levels itself: the driver's serializers are checked against the thread's count.
        var outer = NestingDepth.Exchange(depth);
        try
        {
            using var stream = new MemoryStream(bytes, writable: false);
            using var reader = new BsonBinaryReader(stream);
            var context = BsonDeserializationContext.CreateRoot(reader);
            BsonValue read;
            if (wrapped)
            {
                reader.ReadStartDocument();
                if (reader.ReadBsonType() == BsonType.EndOfDocument || reader.ReadName() != ValueName)
                {
                    return false;
                }

                read = DriverValues.Deserialize(BsonValueSerializer.Instance, context);
                if (reader.ReadBsonType() != BsonType.EndOfDocument)
                {
                    return false;
                }

                reader.ReadEndDocument();
            }
            else
            {
                read = DriverValues.Deserialize(BsonDocumentSerializer.Instance, context);
            }

            if (read is T typed && stream.Position == bytes.Length)
            {
                value = typed;
                return true;
            }

            return false;
        }
        catch (Exception ex) when (ex is FormatException or EndOfStreamException or BsonException or ArgumentException or InvalidOperationException)
        {
            // Malformed BSON (FastBsonDepthException, a FormatException, included): an unreadable blob.
            value = null;
            return false;
        }
        finally
        {
            NestingDepth.Exchange(outer);
        }
    }
}
