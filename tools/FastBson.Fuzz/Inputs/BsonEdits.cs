using System;
using System.Buffers.Binary;

namespace FastBson.Fuzz.Inputs;

/// <summary>Byte edits of BSON documents that keep, or on purpose break, the length prefixes of the documents around them.</summary>
internal static class BsonEdits
{
    /// <summary>
    /// Replaces <paramref name="count"/> bytes at <paramref name="at"/> with <paramref name="insert"/> and adds the
    /// difference to the length prefix of each of <paramref name="containers"/>, so the document stays well framed
    /// (prefixes at or past <paramref name="at"/> are not touched).
    /// </summary>
    public static byte[] Splice(byte[] bson, int at, int count, ReadOnlySpan<byte> insert, int[]? containers)
    {
        var result = new byte[bson.Length - count + insert.Length];
        bson.AsSpan(0, at).CopyTo(result);
        insert.CopyTo(result.AsSpan(at));
        bson.AsSpan(at + count).CopyTo(result.AsSpan(at + insert.Length));
        var delta = insert.Length - count;
        foreach (var prefix in containers ?? Array.Empty<int>())
        {
            if (prefix < at)
            {
                var length = result.AsSpan(prefix, 4);
                BinaryPrimitives.WriteInt32LittleEndian(length, BinaryPrimitives.ReadInt32LittleEndian(length) + delta);
            }
        }

        return result;
    }

    /// <summary>A copy with the 32-bit little-endian <paramref name="value"/> written at <paramref name="at"/>.</summary>
    public static byte[] WriteInt32(byte[] bson, int at, int value)
    {
        var copy = (byte[])bson.Clone();
        BinaryPrimitives.WriteInt32LittleEndian(copy.AsSpan(at), value);
        return copy;
    }

    /// <summary>A document of the given elements' bytes: length prefix, elements, terminator.</summary>
    public static byte[] Document(ReadOnlySpan<byte> elements)
    {
        var result = new byte[elements.Length + 5];
        BinaryPrimitives.WriteInt32LittleEndian(result, result.Length);
        elements.CopyTo(result.AsSpan(4));
        return result;
    }
}
