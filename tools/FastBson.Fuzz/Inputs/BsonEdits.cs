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

    /// <summary>
    /// <paramref name="inner"/> wrapped <paramref name="levels"/> times in <paramref name="head"/> and <paramref name="tail"/>,
    /// each level a document whose length prefix is the first four bytes of its head: head, head ..., inner, ... tail, tail.
    /// Built in one pass, where splicing level by level would copy the growing value once per level (5,000 levels of a
    /// value of a few hundred bytes are gigabytes of copying).
    /// </summary>
    public static byte[] Nest(ReadOnlySpan<byte> head, ReadOnlySpan<byte> inner, ReadOnlySpan<byte> tail, int levels)
    {
        var result = new byte[(long)levels * (head.Length + tail.Length) + inner.Length];
        for (var level = 0; level < levels; level++)
        {
            var start = level * head.Length;
            head.CopyTo(result.AsSpan(start));
            BinaryPrimitives.WriteInt32LittleEndian(result.AsSpan(start), result.Length - (level * (head.Length + tail.Length)));
            tail.CopyTo(result.AsSpan(result.Length - ((level + 1) * tail.Length)));
        }

        inner.CopyTo(result.AsSpan(levels * head.Length));
        return result;
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
