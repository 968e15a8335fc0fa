using System;
using System.Buffers;
using System.Buffers.Binary;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// The bytes of the document a <see cref="ByteBufferStream"/> stands on, found without moving the stream: the span path
/// and the discriminator peek both read a document this way before (or instead of) the reader.
/// </summary>
internal static class BufferedDocument
{
    /// <summary>
    /// Returns false when fewer than 5 bytes are left or the length prefix is below 5 or past the stream's end. Otherwise
    /// <paramref name="bytes"/> is the document, prefix to last byte: a view into the chunk that holds all of it or,
    /// for a document that straddles chunks (normal for cursor batches over ~40 KB), a copy in
    /// <paramref name="rented"/>, which the caller returns to <see cref="ArrayPool{T}.Shared"/>. The last byte is not
    /// checked.
    /// </summary>
    public static bool TryView(ByteBufferStream stream, out ReadOnlySpan<byte> bytes, out byte[]? rented)
    {
        bytes = default;
        rented = null;
        var start = (int)stream.Position;
        var available = stream.Length - start;
        if (available < 5)
        {
            return false;
        }

        var buffer = stream.Buffer;
        var segment = buffer.AccessBackingBytes(start);
        int length;
        if (segment.Count >= 4)
        {
            length = BinaryPrimitives.ReadInt32LittleEndian(segment.AsSpan(0, 4));
        }
        else
        {
            // The prefix itself straddles two chunks.
            Span<byte> prefix = stackalloc byte[4];
            for (var i = 0; i < 4; i++)
            {
                prefix[i] = buffer.GetByte(start + i);
            }

            length = BinaryPrimitives.ReadInt32LittleEndian(prefix);
        }

        if (length < 5 || length > available)
        {
            return false;
        }

        if (segment.Count >= length)
        {
            bytes = segment.AsSpan(0, length);
            return true;
        }

        rented = ArrayPool<byte>.Shared.Rent(length);
        buffer.GetBytes(start, rented, 0, length);
        bytes = rented.AsSpan(0, length);
        return true;
    }
}
