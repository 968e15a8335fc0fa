using System;
using System.Buffers.Binary;
using System.Collections.Generic;

namespace FastBson.Fuzz.Inputs;

/// <summary>One element of a BSON document, where its bytes lie, at any depth.</summary>
/// <param name="Start">The offset of its type byte.</param>
/// <param name="ValueStart">The offset of its value (after the name's terminator).</param>
/// <param name="End">The offset just past its value.</param>
/// <param name="Type">Its BSON type byte.</param>
/// <param name="Containers">
/// The offsets of the length prefixes of the documents that hold it, outermost first (the top-level document's, 0,
/// included): what must grow or shrink when bytes are inserted in it or removed from it.
/// </param>
internal sealed record ElementSpan(int Start, int ValueStart, int End, byte Type, int[] Containers)
{
    /// <summary>How many documents hold it: 1 for an element of the top-level document.</summary>
    public int Depth => Containers.Length;

    /// <summary>Whether its value is an embedded document or array, whose value starts with its own length prefix.</summary>
    public bool IsDocument => Type is 0x03 or 0x04;

    /// <summary>Whether its value starts with a length the reader trusts: strings, documents, binaries, code with scope.</summary>
    public bool HasLengthPrefix => Type is 0x02 or 0x03 or 0x04 or 0x05 or 0x0C or 0x0D or 0x0E or 0x0F;
}

/// <summary>
/// Walks BSON bytes and lists their elements, without recursion and without trusting anything: it stops at the first
/// thing it cannot frame, so it serves the mutators on valid documents and the judge on mutated ones alike.
/// </summary>
internal static class BsonLayout
{
    /// <summary>The elements of the well-framed part of <paramref name="bson"/>, in document order.</summary>
    public static List<ElementSpan> Elements(ReadOnlySpan<byte> bson) => Elements(bson, asRead: false);

    /// <summary>
    /// The elements, in document order; with <paramref name="asRead"/>, also inside an embedded document or array whose
    /// length runs past its container or the input, as a reader goes on into it (ending it where the bytes end), so a
    /// truncated or lying nesting still counts as deep as a reader finds it.
    /// </summary>
    private static List<ElementSpan> Elements(ReadOnlySpan<byte> bson, bool asRead)
    {
        var elements = new List<ElementSpan>();
        if (bson.Length < 5)
        {
            return elements;
        }

        var open = new Stack<(int Prefix, int End, int[] Containers)>();
        open.Push((0, Math.Min(bson.Length, Math.Max(5, BinaryPrimitives.ReadInt32LittleEndian(bson))), new[] { 0 }));
        var position = 4;
        while (open.Count > 0)
        {
            var (_, end, containers) = open.Peek();
            if (position >= end || bson[position] == 0)
            {
                open.Pop();
                position = Math.Max(position + 1, end);
                continue;
            }

            var type = bson[position];
            var nameEnd = bson.Slice(position + 1, end - position - 1).IndexOf((byte)0);
            if (nameEnd < 0)
            {
                return elements;
            }

            var valueStart = position + 1 + nameEnd + 1;
            var size = ValueSize(type, bson.Slice(valueStart, end - valueStart));
            if (size < 0 && asRead && type is 0x03 or 0x04 && end - valueStart >= 5 && BinaryPrimitives.ReadInt32LittleEndian(bson.Slice(valueStart)) >= 5)
            {
                size = end - valueStart;
            }

            if (size < 0 || valueStart + size > end)
            {
                return elements;
            }

            elements.Add(new ElementSpan(position, valueStart, valueStart + size, type, containers));
            if (type is 0x03 or 0x04)
            {
                var inner = new int[containers.Length + 1];
                containers.CopyTo(inner, 0);
                inner[^1] = valueStart;
                open.Push((valueStart, valueStart + size, inner));
                position = valueStart + 4;
            }
            else
            {
                position = valueStart + size;
            }
        }

        return elements;
    }

    /// <summary>
    /// How many documents deep <paramref name="bson"/> nests as a reader descends into it (lengths that run past the
    /// bytes included): 1 for a document with no embedded document or array, counted as
    /// <see cref="FastBsonSerializers.MaxReadDepth"/> counts. A reader that reads element by element does not stop at a
    /// container's stated end either, so a length that lies short (a top-level length of 0, say) does not hide the
    /// levels behind it: the deeper of the framed walk and the element-by-element walk counts.
    /// </summary>
    public static int Levels(ReadOnlySpan<byte> bson)
    {
        var levels = bson.Length >= 5 ? 1 : 0;
        foreach (var element in Elements(bson, asRead: true))
        {
            if (element.IsDocument)
            {
                levels = Math.Max(levels, element.Depth + 1);
            }
        }

        return Math.Max(levels, LevelsElementByElement(bson));
    }

    /// <summary>
    /// The deepest nesting met by reading element after element from the top-level document's first element, as a
    /// reader does: into every embedded document or array, out of it at its terminating zero, ignoring the lengths of
    /// documents; other values are skipped by their own sizes. It stops at the first value it cannot size.
    /// </summary>
    private static int LevelsElementByElement(ReadOnlySpan<byte> bson)
    {
        if (bson.Length < 5)
        {
            return 0;
        }

        var (depth, deepest, position) = (1, 1, 4);
        while (position < bson.Length && depth > 0)
        {
            var type = bson[position];
            if (type == 0)
            {
                depth--;
                position++;
                continue;
            }

            var nameEnd = bson.Slice(position + 1).IndexOf((byte)0);
            if (nameEnd < 0)
            {
                break;
            }

            var valueStart = position + 1 + nameEnd + 1;
            if (valueStart > bson.Length)
            {
                break;
            }

            if (type is 0x03 or 0x04)
            {
                deepest = Math.Max(deepest, ++depth);
                position = valueStart + 4;
                continue;
            }

            var size = ValueSize(type, bson.Slice(valueStart));
            if (size < 0)
            {
                break;
            }

            position = valueStart + size;
        }

        return deepest;
    }

    /// <summary>The size of a value of <paramref name="type"/> at the start of <paramref name="value"/>, or -1.</summary>
    private static int ValueSize(byte type, ReadOnlySpan<byte> value)
    {
        switch (type)
        {
            case 0x01 or 0x09 or 0x11 or 0x12: return 8;
            case 0x06 or 0x0A or 0x7F or 0xFF: return 0;
            case 0x07: return 12;
            case 0x08: return 1;
            case 0x10: return 4;
            case 0x13: return 16;
            case 0x02 or 0x0D or 0x0E: return Prefixed(value, 4);
            case 0x0C: return Prefixed(value, 4) is var text and >= 0 ? text + 12 : -1;
            case 0x05: return Prefixed(value, 5);
            case 0x03 or 0x04 or 0x0F: return Prefixed(value, 0);
            case 0x0B:
                var pattern = value.IndexOf((byte)0);
                var options = pattern < 0 ? -1 : value.Slice(pattern + 1).IndexOf((byte)0);
                return options < 0 ? -1 : pattern + 1 + options + 1;
            default: return -1;
        }
    }

    /// <summary>A value that starts with its own length: that length plus <paramref name="extra"/> bytes it leaves out.</summary>
    private static int Prefixed(ReadOnlySpan<byte> value, int extra)
    {
        if (value.Length < 4)
        {
            return -1;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(value);
        return length < 0 || length > value.Length - extra ? -1 : length + extra;
    }
}
