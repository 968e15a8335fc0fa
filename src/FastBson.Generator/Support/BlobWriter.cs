using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Text.Unicode;
using MongoDB.Bson;

namespace FastBson.Runtime;

/// <summary>
/// Writes values in MemoryPack's binary format (the wire format of its published spec, default options: UTF-8
/// strings) into a growable buffer rented from <see cref="ArrayPool{T}"/>. A codec makes one call per member, in
/// member order. Dispose returns the buffer; copy the bytes out first (<see cref="ToArray"/>).
/// </summary>
internal sealed class BlobWriter : IDisposable
{
    /// <summary>Member counts 250..255 are codes in MemoryPack (255 = null object).</summary>
    public const int MaxMemberCount = 249;

    private const byte NullObject = 255;
    private const int NullLength = -1;

    private byte[] _buffer;
    private int _position;

    // The end position of each member of the version-tolerant objects being written, innermost last.
    private int[] _memberEnds;
    private int _memberEndCount;

    // Strings in UTF-16 (MemoryPack's Utf16 option) rather than UTF-8, for every string of the blob.
    private readonly bool _utf16Strings;

    public BlobWriter(bool utf16Strings = false)
    {
        _utf16Strings = utf16Strings;
        _buffer = ArrayPool<byte>.Shared.Rent(256);
        _memberEnds = ArrayPool<int>.Shared.Rent(32);
    }

    public int Position => _position;

    public ReadOnlySpan<byte> WrittenSpan => _buffer.AsSpan(0, _position);

    public byte[] ToArray() => WrittenSpan.ToArray();

    public void Dispose()
    {
        ArrayPool<byte>.Shared.Return(_buffer);
        ArrayPool<int>.Shared.Return(_memberEnds);
        _buffer = Array.Empty<byte>();
        _memberEnds = Array.Empty<int>();
        _position = 0;
        _memberEndCount = 0;
    }

    /// <summary>The header of a (default-layout) object: its member count.</summary>
    public void WriteObjectHeader(int memberCount)
    {
        if ((uint)memberCount > MaxMemberCount)
        {
            throw new ArgumentOutOfRangeException(nameof(memberCount), memberCount, $"A MemoryPack object has at most {MaxMemberCount} members.");
        }

        GetSpan(1)[0] = (byte)memberCount;
        _position++;
    }

    /// <summary>A null object, default-layout or version-tolerant.</summary>
    public void WriteNullObject()
    {
        GetSpan(1)[0] = NullObject;
        _position++;
    }

    public void WriteUnmanaged<T>(T value)
        where T : unmanaged
    {
        var size = BlobUnmanaged.SizeOf<T>();
        BlobUnmanaged.Write(GetSpan(size), value);
        _position += size;
    }

    /// <summary>
    /// A <c>Nullable&lt;T&gt;</c> image: hasValue, zero padding to T's alignment, T. Null is as many zero bytes, and
    /// the padding is written as zeros rather than copied from memory, so equal values give equal bytes.
    /// </summary>
    public void WriteNullable<T>(T? value)
        where T : unmanaged
    {
        var size = BlobUnmanaged.NullableSizeOf<T>();
        var span = GetSpan(size);
        span.Slice(0, size).Clear();
        if (value.HasValue)
        {
            span[0] = 1;
            BlobUnmanaged.Write(span.Slice(BlobUnmanaged.NullableValueOffset<T>()), value.GetValueOrDefault());
        }

        _position += size;
    }

    /// <summary>
    /// A <c>KeyValuePair&lt;TKey, TValue&gt;</c> of unmanaged types, as MemoryPack copies it: its struct image, the key, zero
    /// padding to the value's alignment, the value, zero padding to the struct's size (each value as <see cref="WriteUnmanaged{T}"/>
    /// writes it).
    /// </summary>
    public void WriteUnmanagedPair<TKey, TValue>(KeyValuePair<TKey, TValue> pair)
        where TKey : unmanaged
        where TValue : unmanaged
    {
        var size = BlobUnmanaged.PairSizeOf<TKey, TValue>();
        var span = GetSpan(size).Slice(0, size);
        span.Clear();
        BlobUnmanaged.Write(span, pair.Key);
        BlobUnmanaged.Write(span.Slice(BlobUnmanaged.PairValueOffset<TKey, TValue>()), pair.Value);
        _position += size;
    }

    /// <summary>
    /// An ObjectId, which MemoryPack has no formatter for: FastBson's encoding is its 12 bytes in their own order, as BSON
    /// stores them (<see cref="ObjectId.ToByteArray(byte[], int)"/>).
    /// </summary>
    public void WriteObjectId(ObjectId value)
    {
        GetSpan(12);
        value.ToByteArray(_buffer, _position);
        _position += 12;
    }

    /// <summary>A nullable ObjectId, as MemoryPack writes a nullable of a formatted struct: a null object header (255), or 1 and the value.</summary>
    public void WriteNullableObjectId(ObjectId? value)
    {
        if (!value.HasValue)
        {
            WriteNullObject();
            return;
        }

        GetSpan(1)[0] = 1;
        _position++;
        WriteObjectId(value.GetValueOrDefault());
    }

    /// <summary>A Uri as MemoryPack's formatter writes it: its original string.</summary>
    public void WriteUri(Uri? value) => WriteString(value?.OriginalString);

    /// <summary>
    /// A Version as MemoryPack's formatter writes it: the null object header, or an object of 4 members (Major, Minor,
    /// Build, Revision as int32s, -1 for the parts it has not).
    /// </summary>
    public void WriteVersion(Version? value)
    {
        if (value is null)
        {
            WriteNullObject();
            return;
        }

        WriteObjectHeader(4);
        WriteUnmanaged(value.Major);
        WriteUnmanaged(value.Minor);
        WriteUnmanaged(value.Build);
        WriteUnmanaged(value.Revision);
    }

    /// <summary>
    /// UTF-8 form: null = int32 -1, "" = int32 0, else int32 ~utf8ByteCount, int32 UTF-16 length, the UTF-8 bytes.
    /// A lone surrogate throws, as in MemoryPack: it has no UTF-8 encoding, and replacing it would change the value.
    /// UTF-16 form (where the writer was made for it): null = int32 -1, else int32 char count, then the chars.
    /// </summary>
    public void WriteString(string? value)
    {
        if (value is null || value.Length == 0)
        {
            WriteUnmanaged(value is null ? NullLength : 0);
            return;
        }

        if (_utf16Strings)
        {
            // The char count (positive, which tells this form from UTF-8's), then the chars as they lie in memory,
            // lone surrogates included: a copy, read back by a copy.
            var chars = MemoryMarshal.AsBytes(value.AsSpan());
            var target = GetSpan(checked(4 + chars.Length));
            BinaryPrimitives.WriteInt32LittleEndian(target, value.Length);
            chars.CopyTo(target.Slice(4));
            _position += 4 + chars.Length;
            return;
        }

        var span = GetSpan(checked(8 + (value.Length * 3)));
        var status = Utf8.FromUtf16(value.AsSpan(), span.Slice(8), out _, out var byteCount, replaceInvalidSequences: false);
        if (status != OperationStatus.Done)
        {
            throw new ArgumentException("The string is not valid UTF-16 (a lone surrogate); MemoryPack cannot encode it as UTF-8.", nameof(value));
        }

        BinaryPrimitives.WriteInt32LittleEndian(span, ~byteCount);
        BinaryPrimitives.WriteInt32LittleEndian(span.Slice(4), value.Length);
        _position += 8 + byteCount;
    }

    /// <summary>The int32 item count of a collection (list, array, set, dictionary); the items follow.</summary>
    public void WriteCollectionHeader(int count)
    {
        if (count < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(count), count, "A collection count cannot be negative.");
        }

        WriteUnmanaged(count);
    }

    public void WriteNullCollection() => WriteUnmanaged(NullLength);

    public void WriteUnmanagedArray<T>(T[]? items)
        where T : unmanaged
    {
        if (items is null)
        {
            WriteNullCollection();
            return;
        }

        WriteUnmanagedItems<T>(items);
    }

    public void WriteUnmanagedList<T>(List<T>? items)
        where T : unmanaged
    {
        if (items is null)
        {
            WriteNullCollection();
            return;
        }

        WriteUnmanagedItems<T>(CollectionsMarshal.AsSpan(items));
    }

    /// <summary>A collection of unmanaged items: count, then the items as one contiguous block.</summary>
    public void WriteUnmanagedItems<T>(ReadOnlySpan<T> items)
        where T : unmanaged
    {
        WriteCollectionHeader(items.Length);
        if (BlobUnmanaged.NeedsItemByItemCopy<T>())
        {
            foreach (var item in items)
            {
                WriteUnmanaged(item);
            }

            return;
        }

        var bytes = MemoryMarshal.AsBytes(items);
        bytes.CopyTo(GetSpan(bytes.Length));
        _position += bytes.Length;
    }

    public void WriteVarInt(long value) => _position += BlobVarInt.Write(GetSpan(9), value);

    /// <summary>
    /// Starts a version-tolerant object. Write each member's value, then call <see cref="EndVersionTolerantMember"/>;
    /// <see cref="EndVersionTolerantObject"/> writes the header (count, then each member's byte length) in front.
    /// </summary>
    public BlobVersionTolerantStart BeginVersionTolerantObject() => new(_position, _memberEndCount);

    public void EndVersionTolerantMember()
    {
        if (_memberEndCount == _memberEnds.Length)
        {
            var larger = ArrayPool<int>.Shared.Rent(_memberEnds.Length * 2);
            _memberEnds.AsSpan(0, _memberEndCount).CopyTo(larger);
            ArrayPool<int>.Shared.Return(_memberEnds);
            _memberEnds = larger;
        }

        _memberEnds[_memberEndCount++] = _position;
    }

    /// <summary>
    /// The lengths are only known once the values are written, and a VarInt's size depends on its value, so the
    /// values are moved forward by the header's size and the header written in front. A nested object moves only
    /// its own bytes, which an enclosing object has not measured yet.
    /// </summary>
    public void EndVersionTolerantObject(BlobVersionTolerantStart start)
    {
        var memberEnds = _memberEnds.AsSpan(start.FirstMemberEnd, _memberEndCount - start.FirstMemberEnd);
        if (memberEnds.Length > MaxMemberCount)
        {
            throw new InvalidOperationException($"A MemoryPack object has at most {MaxMemberCount} members.");
        }

        var headerSize = 1;
        var memberStart = start.BodyPosition;
        foreach (var memberEnd in memberEnds)
        {
            headerSize += BlobVarInt.SizeOf(memberEnd - memberStart);
            memberStart = memberEnd;
        }

        GetSpan(headerSize);
        var body = _buffer.AsSpan(start.BodyPosition, _position - start.BodyPosition);
        body.CopyTo(_buffer.AsSpan(start.BodyPosition + headerSize));

        var header = _buffer.AsSpan(start.BodyPosition, headerSize);
        header[0] = (byte)memberEnds.Length;
        var written = 1;
        memberStart = start.BodyPosition;
        foreach (var memberEnd in memberEnds)
        {
            written += BlobVarInt.Write(header.Slice(written), memberEnd - memberStart);
            memberStart = memberEnd;
        }

        _position += headerSize;
        _memberEndCount = start.FirstMemberEnd;
    }

    // Room for sizeHint bytes at the current position; the caller advances _position by what it wrote.
    private Span<byte> GetSpan(int sizeHint)
    {
        if (_buffer.Length - _position < sizeHint)
        {
            var larger = ArrayPool<byte>.Shared.Rent(Math.Max(checked(_position + sizeHint), checked(_buffer.Length * 2)));
            WrittenSpan.CopyTo(larger);
            ArrayPool<byte>.Shared.Return(_buffer);
            _buffer = larger;
        }

        return _buffer.AsSpan(_position);
    }
}
