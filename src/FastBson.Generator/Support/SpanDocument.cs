using System;
using System.Buffers;
using System.Buffers.Binary;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// The fast path's view of the document a <see cref="BsonBinaryReader"/> is positioned on: the document's
/// bytes as one span, straight from the reader's buffer when they lie in one chunk, else copied once into a
/// pooled array. After a successful parse, <see cref="Complete"/> moves the reader past the document the
/// way the driver expects (start, jump to the terminator, end), so the reader's own checks still run.
/// </summary>
internal ref struct SpanDocument
{
    private readonly ByteBufferStream? _stream;
    private readonly long _start;
    private byte[]? _rented;

    private SpanDocument(ByteBufferStream stream, long start, ReadOnlySpan<byte> bytes, byte[]? rented)
    {
        _stream = stream;
        _start = start;
        _rented = rented;
        Bytes = bytes;
    }

    /// <summary>The document, length prefix to terminator.</summary>
    public ReadOnlySpan<byte> Bytes { get; }

    /// <summary>
    /// Opens the document the reader is positioned on (its current BSON type must be Document), or returns
    /// false when the reader is not a binary reader over a byte buffer, or the bytes do not form a document.
    /// </summary>
    public static bool TryOpen(MongoDB.Bson.IO.IBsonReader reader, out SpanDocument document)
    {
        document = default;
        if (reader is not BsonBinaryReader binaryReader || binaryReader.BsonStream is not ByteBufferStream stream)
        {
            return false;
        }

        var start = stream.Position;
        var available = stream.Length - start;
        if (available < 5)
        {
            return false;
        }

        var buffer = stream.Buffer;
        var segment = buffer.AccessBackingBytes((int)start);
        int length;
        if (segment.Count >= 4)
        {
            length = BinaryPrimitives.ReadInt32LittleEndian(segment.AsSpan(0, 4));
        }
        else
        {
            Span<byte> prefix = stackalloc byte[4];
            for (var i = 0; i < 4; i++)
            {
                prefix[i] = buffer.GetByte((int)start + i);
            }

            length = BinaryPrimitives.ReadInt32LittleEndian(prefix);
        }

        if (length < 5 || length > available)
        {
            return false;
        }

        if (segment.Count >= length)
        {
            document = new SpanDocument(stream, start, segment.AsSpan(0, length), null);
        }
        else
        {
            // The document straddles chunks (normal for cursor batches over ~40 KB): copy it once.
            var rented = ArrayPool<byte>.Shared.Rent(length);
            buffer.GetBytes((int)start, rented, 0, length);
            document = new SpanDocument(stream, start, rented.AsSpan(0, length), rented);
        }

        if (document.Bytes[length - 1] != 0)
        {
            document.Dispose();
            document = default;
            return false;
        }

        return true;
    }

    /// <summary>Moves the reader past the parsed document through its own start/end checks.</summary>
    public readonly void Complete(MongoDB.Bson.IO.IBsonReader reader)
    {
        reader.ReadStartDocument();
        _stream!.Position = _start + Bytes.Length - 1;
        reader.ReadEndDocument();
    }

    /// <summary>Returns the pooled copy, if one was made.</summary>
    public void Dispose()
    {
        if (_rented is not null)
        {
            ArrayPool<byte>.Shared.Return(_rented);
            _rented = null;
        }
    }
}
