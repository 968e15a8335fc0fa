using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Text.Unicode;
using MongoDB.Bson;

namespace FastBson.Runtime;

/// <summary>
/// Reads values in MemoryPack's binary format from a span. Every method returns false on malformed input (and
/// then the reader's position is unspecified); none throws on input. Every length is checked against the bytes
/// that remain before anything is allocated, so a lying length costs nothing: an item takes at least one byte on
/// the wire, so no collection is allocated larger than the input could fill.
/// </summary>
internal ref struct BlobReader
{
    private const byte NullObject = 255;
    private const int NullLength = -1;

    private readonly ReadOnlySpan<byte> _blob;
    private int _position;

    // The nesting level of the object being read, counted from the thread's level where the blob's read began. Here rather
    // than in NestingDepth's thread-static: a blob nests an object per level, and a thread-static costs a call on each
    // update (about as much as reading the object's scalars), where this is a field of the reader the codec passes on.
    private int _depth;

    public BlobReader(ReadOnlySpan<byte> blob)
    {
        _blob = blob;
        _position = 0;
        _depth = NestingDepth.Current;
    }

    public readonly int Position => _position;

    /// <summary>The nesting level of the object being read (see <see cref="NestingDepth.Current"/>).</summary>
    public readonly int Depth => _depth;

    /// <summary>
    /// Enters a nested object, one level under the same limit as a nested document; pair with <see cref="Exit"/> in a
    /// <c>finally</c>.
    /// </summary>
    /// <exception cref="FastBson.FastBsonDepthException">The blob nests objects too deeply.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Enter() => NestingDepth.CheckAt(++_depth);

    /// <summary>Leaves the object entered last.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Exit() => _depth--;

    public readonly int Remaining => _blob.Length - _position;

    /// <summary>
    /// A default-layout object's header. An older writer may have written fewer members (the rest keep their
    /// defaults); more than the reader declares, or a count 250..254, is malformed.
    /// </summary>
    public bool TryReadObjectHeader(int declaredMemberCount, out bool isNull, out int memberCount)
    {
        isNull = false;
        memberCount = 0;
        if (Remaining < 1)
        {
            return false;
        }

        var count = _blob[_position++];
        isNull = count == NullObject;
        memberCount = isNull ? 0 : count;
        return isNull || (count <= BlobWriter.MaxMemberCount && count <= declaredMemberCount);
    }

    public bool TryReadUnmanaged<T>(out T value)
        where T : unmanaged
    {
        var size = BlobUnmanaged.SizeOf<T>();
        if (Remaining < size)
        {
            value = default;
            return false;
        }

        var valid = BlobUnmanaged.TryRead(_blob.Slice(_position, size), out value);
        _position += size;
        return valid;
    }

    /// <summary>A <c>KeyValuePair&lt;TKey, TValue&gt;</c> image of unmanaged types (see <see cref="BlobWriter.WriteUnmanagedPair{TKey, TValue}"/>); the padding is ignored.</summary>
    public bool TryReadUnmanagedPair<TKey, TValue>(out KeyValuePair<TKey, TValue> value)
        where TKey : unmanaged
        where TValue : unmanaged
    {
        value = default;
        var size = BlobUnmanaged.PairSizeOf<TKey, TValue>();
        if (Remaining < size)
        {
            return false;
        }

        var image = _blob.Slice(_position, size);
        _position += size;
        if (!BlobUnmanaged.TryRead(image, out TKey key) || !BlobUnmanaged.TryRead(image.Slice(BlobUnmanaged.PairValueOffset<TKey, TValue>()), out TValue item))
        {
            return false;
        }

        value = new KeyValuePair<TKey, TValue>(key, item);
        return true;
    }

    /// <summary>An ObjectId in FastBson's encoding (see <see cref="BlobWriter.WriteObjectId"/>).</summary>
    public bool TryReadObjectId(out ObjectId value)
    {
        if (Remaining < 12)
        {
            value = default;
            return false;
        }

        value = BsonSpanReader.ObjectIdFrom(_blob.Slice(_position, 12));
        _position += 12;
        return true;
    }

    /// <summary>A nullable ObjectId (see <see cref="BlobWriter.WriteNullableObjectId"/>); any other first byte is malformed.</summary>
    public bool TryReadNullableObjectId(out ObjectId? value)
    {
        value = null;
        if (Remaining < 1)
        {
            return false;
        }

        var header = _blob[_position++];
        if (header == NullObject)
        {
            return true;
        }

        if (header != 1 || !TryReadObjectId(out var id))
        {
            return false;
        }

        value = id;
        return true;
    }

    /// <summary>A <c>Nullable&lt;T&gt;</c> image; the padding is ignored, and so is everything after a zero hasValue.</summary>
    public bool TryReadNullable<T>(out T? value)
        where T : unmanaged
    {
        value = null;
        var size = BlobUnmanaged.NullableSizeOf<T>();
        if (Remaining < size)
        {
            return false;
        }

        var image = _blob.Slice(_position, size);
        _position += size;
        if (image[0] == 0)
        {
            return true;
        }

        if (image[0] != 1 || !BlobUnmanaged.TryRead(image.Slice(BlobUnmanaged.NullableValueOffset<T>()), out T item))
        {
            return false;
        }

        value = item;
        return true;
    }

    /// <summary>A Uri as MemoryPack's formatter reads it (<c>UriKind.RelativeOrAbsolute</c>, as the driver's UriSerializer reads one); text that is no Uri is malformed.</summary>
    public bool TryReadUri(out Uri? value)
    {
        value = null;
        return TryReadString(out var text) && (text is null || Uri.TryCreate(text, UriKind.RelativeOrAbsolute, out value));
    }

    /// <summary>
    /// A Version as MemoryPack's formatter reads it: 4 members, a Build or Revision of -1 for the parts it has not; any other
    /// count, or parts a Version cannot hold, are malformed.
    /// </summary>
    public bool TryReadVersion(out Version? value)
    {
        value = null;
        if (!TryReadObjectHeader(4, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        if (count != 4 || !TryReadUnmanaged(out int major) || !TryReadUnmanaged(out int minor) || !TryReadUnmanaged(out int build) || !TryReadUnmanaged(out int revision)
            || major < 0 || minor < 0 || build < -1 || revision < -1 || (build == -1 && revision != -1))
        {
            return false;
        }

        value = build == -1 ? new Version(major, minor) : revision == -1 ? new Version(major, minor, build) : new Version(major, minor, build, revision);
        return true;
    }

    /// <summary>Both of MemoryPack's string forms: UTF-8 (negative first int32) and UTF-16 (positive char count).</summary>
    public bool TryReadString(out string? value)
    {
        value = null;
        if (!TryReadUnmanaged(out int header))
        {
            return false;
        }

        if (header == NullLength)
        {
            return true;
        }

        if (header >= 0)
        {
            return TryReadUtf16(header, out value);
        }

        var utf8Length = ~header;
        if (!TryReadUnmanaged(out int utf16Length) || Remaining < utf8Length)
        {
            return false;
        }

        // The decoder may read on past the text, to the blob's end.
        var readable = _blob.Slice(_position);
        var utf8 = readable.Slice(0, utf8Length);
        _position += utf8Length;

        // Valid UTF-8 only, as MemoryPack never writes anything else (the span path's strict decoder). Valid UTF-8 never
        // gives more chars than it has bytes, so a lying UTF-16 length is refused before anything is allocated for it.
        if (utf16Length > utf8Length)
        {
            return false;
        }

        // Short text, or a UTF-16 length that is unknown (0 or -1): the shared decoder, and a known length must match.
        if (utf16Length <= 0 || utf8Length <= Utf8Text.ShortLength)
        {
            if (!Utf8Text.TryDecode(utf8, readable, out var decoded) || (utf16Length > 0 && decoded.Length != utf16Length))
            {
                return false;
            }

            value = decoded;
            return true;
        }

        return TryDecodeLongUtf8(utf8, utf16Length, out value);
    }

    /// <summary>
    /// Longer valid UTF-8 of a known UTF-16 length, decoded straight into a string allocated once at that length: no
    /// counting pass, no copy (the new string is filled before anything sees it).
    /// </summary>
    private static bool TryDecodeLongUtf8(ReadOnlySpan<byte> utf8, int utf16Length, out string? value)
    {
        value = null;
        var decoded = new string('\0', utf16Length);
        var chars = MemoryMarshal.CreateSpan(ref MemoryMarshal.GetReference(decoded.AsSpan()), utf16Length);
        if (Utf8.ToUtf16(utf8, chars, out _, out var written, replaceInvalidSequences: false) != OperationStatus.Done || written != utf16Length)
        {
            return false;
        }

        value = decoded;
        return true;
    }

    /// <summary>
    /// Whether the lengths of a multidimensional array, none below 0, make <paramref name="count"/> items: a read allocates the
    /// array at those lengths only then, so never for more items than the blob holds.
    /// </summary>
    public static bool MakeCount(int count, int length0, int length1, int length2 = 1) =>
        length0 >= 0 && length1 >= 0 && length2 >= 0 && (long)length0 * length1 * length2 == count;

    /// <summary>
    /// A collection's int32 count. Every item takes at least one byte, so a count beyond the remaining bytes is
    /// malformed; that bounds what a codec allocates for it.
    /// </summary>
    public bool TryReadCollectionHeader(out bool isNull, out int count)
    {
        isNull = false;
        if (!TryReadUnmanaged(out count))
        {
            return false;
        }

        isNull = count == NullLength;
        if (isNull)
        {
            count = 0;
            return true;
        }

        return count >= 0 && count <= Remaining;
    }

    public bool TryReadUnmanagedArray<T>(out T[]? items)
        where T : unmanaged
    {
        items = null;
        if (!TryReadUnmanagedCount<T>(out var isNull, out var count))
        {
            return false;
        }

        if (isNull)
        {
            return true;
        }

        items = count == 0 ? Array.Empty<T>() : new T[count];
        return TryReadUnmanagedBlock<T>(items);
    }

    public bool TryReadUnmanagedList<T>(out List<T>? items)
        where T : unmanaged
    {
        items = null;
        if (!TryReadUnmanagedCount<T>(out var isNull, out var count))
        {
            return false;
        }

        if (isNull)
        {
            return true;
        }

        items = new List<T>(count);
        CollectionsMarshal.SetCount(items, count);
        return TryReadUnmanagedBlock(CollectionsMarshal.AsSpan(items));
    }

    public bool TryReadVarInt(out long value)
    {
        if (!BlobVarInt.TryRead(_blob.Slice(_position), out value, out var size))
        {
            return false;
        }

        _position += size;
        return true;
    }

    /// <summary>
    /// A version-tolerant object's header: the count, then one length per member. All lengths are checked here,
    /// so that members this reader does not know can later be skipped without reading them.
    /// </summary>
    public bool TryReadVersionTolerantHeader(out BlobVersionTolerantMembers members)
    {
        members = default;
        if (Remaining < 1)
        {
            return false;
        }

        var count = _blob[_position++];
        if (count == NullObject)
        {
            members = BlobVersionTolerantMembers.Null;
            return true;
        }

        if (count > BlobWriter.MaxMemberCount)
        {
            return false;
        }

        var firstLengthPosition = _position;
        long total = 0;
        for (var i = 0; i < count; i++)
        {
            if (!TryReadVarInt(out var length) || length < 0)
            {
                return false;
            }

            total += length;
        }

        if (total > Remaining)
        {
            return false;
        }

        members = new BlobVersionTolerantMembers(count, firstLengthPosition, _position, _position + (int)total);
        return true;
    }

    /// <summary>
    /// Before each member the reader knows, in order: false if the previous member did not end exactly where its
    /// length said; <paramref name="present"/> false if the writer wrote fewer members (keep the default).
    /// </summary>
    public bool TryBeginMember(ref BlobVersionTolerantMembers members, out bool present)
    {
        present = members.MembersBegun < members.Count;
        if (_position != members.MemberEnd)
        {
            return false;
        }

        if (!present)
        {
            return true;
        }

        BlobVarInt.TryRead(_blob.Slice(members.NextLengthPosition), out var length, out var size);
        members.NextLengthPosition += size;
        members.MemberEnd += (int)length;
        members.MembersBegun++;
        return true;
    }

    /// <summary>After the known members: checks the last one's length, then skips the members this reader does not know.</summary>
    public bool TryEndVersionTolerantObject(ref BlobVersionTolerantMembers members)
    {
        if (_position != members.MemberEnd)
        {
            return false;
        }

        _position = members.End;
        return true;
    }

    private bool TryReadUtf16(int charCount, out string? value)
    {
        value = null;
        if ((long)charCount * 2 > Remaining)
        {
            return false;
        }

        var bytes = _blob.Slice(_position, charCount * 2);
        _position += bytes.Length;
        value = charCount == 0 ? string.Empty : new string(MemoryMarshal.Cast<byte, char>(bytes));
        return true;
    }

    private bool TryReadUnmanagedCount<T>(out bool isNull, out int count)
        where T : unmanaged =>
        TryReadCollectionHeader(out isNull, out count) && (long)count * BlobUnmanaged.SizeOf<T>() <= Remaining;

    private bool TryReadUnmanagedBlock<T>(Span<T> items)
        where T : unmanaged
    {
        if (BlobUnmanaged.NeedsItemByItemCopy<T>())
        {
            for (var i = 0; i < items.Length; i++)
            {
                if (!TryReadUnmanaged(out items[i]))
                {
                    return false;
                }
            }

            return true;
        }

        var bytes = MemoryMarshal.AsBytes(items);
        _blob.Slice(_position, bytes.Length).CopyTo(bytes);
        _position += bytes.Length;
        return true;
    }
}
