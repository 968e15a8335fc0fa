using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;

namespace FastBson.Fuzz.Inputs;

/// <summary>
/// The ways the fuzzer damages a valid document. Each takes the document and a random source and gives a new input
/// and a label saying what it did, or null where it does not apply (an element-level mutation of a document without
/// elements). Byte-level mutations ignore the structure; element-level ones keep every length prefix right unless
/// lying about a length is the point, so the damage reaches past the framing checks into the values.
/// </summary>
internal static class Mutations
{
    /// <summary>A mutation: the damaged copy and what was done, or null if it does not apply to this document.</summary>
    public delegate (byte[] Bytes, string Label)? Mutation(Random random, byte[] bson, IReadOnlyList<byte[]> others);

    /// <summary>Every mutation, by name; <see cref="InputSource"/> picks among them uniformly.</summary>
    public static readonly IReadOnlyList<(string Name, Mutation Apply)> All = new (string, Mutation)[]
    {
        ("bit flips", FlipBits),
        ("byte values", SetBytes),
        ("byte insertion", InsertBytes),
        ("byte deletion", DeleteBytes),
        ("truncation", Truncate),
        ("length lie", LieAboutLength),
        ("type swap", SwapType),
        ("duplicate element", DuplicateElement),
        ("reordered elements", SwapElements),
        ("missing element", RemoveElement),
        ("odd value", ReplaceWithOddValue),
        ("grafted value", GraftValue),
        ("splice", SpliceDocuments),
        ("deep nesting", NestDeeply),
    };

    // Every BSON type byte, the deprecated ones included, and a few that are none.
    private static readonly byte[] TypeBytes =
    {
        0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11, 0x12, 0x13,
        0x7F, 0xFF, 0x00, 0x14, 0x80, 0xEE,
    };

    // Bytes that sit on boundaries: terminators, sign bits, type bytes, UTF-8 lead and continuation bytes.
    private static readonly byte[] InterestingBytes = { 0x00, 0x01, 0x02, 0x03, 0x04, 0x7F, 0x80, 0xC0, 0xE0, 0xF0, 0xF8, 0xFE, 0xFF };

    /// <summary>Levels that matter to someone: the server's 100, FastBson's limit, and well past it.</summary>
    private static int[] NestingLevels() =>
        new[] { 3, 20, 99, 100, 101, 250, FastBsonSerializers.MaxReadDepth - 2, FastBsonSerializers.MaxReadDepth - 1, FastBsonSerializers.MaxReadDepth, FastBsonSerializers.MaxReadDepth + 1, 2000, 5000 };

    // A nested value grows by its template at each level; beyond this, the wrapping of one plain value stands in.
    private const int MaxNestedBytes = 4 << 20;

    private static (byte[], string)? FlipBits(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var copy = (byte[])bson.Clone();
        var count = random.Next(1, 5);
        var label = new List<string>();
        for (var i = 0; i < count && copy.Length > 0; i++)
        {
            var at = random.Next(copy.Length);
            var bit = random.Next(8);
            copy[at] ^= (byte)(1 << bit);
            label.Add($"{at}.{bit}");
        }

        return (copy, "bits flipped at " + string.Join(", ", label));
    }

    private static (byte[], string)? SetBytes(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var copy = (byte[])bson.Clone();
        var count = random.Next(1, 4);
        var label = new List<string>();
        for (var i = 0; i < count && copy.Length > 0; i++)
        {
            var at = random.Next(copy.Length);
            copy[at] = random.Next(2) == 0 ? InterestingBytes[random.Next(InterestingBytes.Length)] : (byte)random.Next(256);
            label.Add($"[{at}]={copy[at]:x2}");
        }

        return (copy, "bytes set " + string.Join(", ", label));
    }

    private static (byte[], string)? InsertBytes(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var insert = new byte[random.Next(1, 9)];
        random.NextBytes(insert);
        var at = random.Next(bson.Length + 1);
        var element = PickElement(random, bson, e => true);
        var framed = element is not null && random.Next(2) == 0;
        if (framed)
        {
            // Inside an element's value, with the prefixes of the documents around it grown to match.
            at = random.Next(element!.ValueStart, element.End + 1);
        }

        return (BsonEdits.Splice(bson, at, 0, insert, framed ? element!.Containers : null), $"{insert.Length} bytes inserted at {at}{(framed ? ", prefixes grown" : string.Empty)}");
    }

    private static (byte[], string)? DeleteBytes(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        if (bson.Length < 2)
        {
            return null;
        }

        var at = random.Next(bson.Length - 1);
        var count = Math.Min(random.Next(1, 9), bson.Length - at);
        var element = PickElement(random, bson, e => e.End - e.ValueStart > 0);
        var framed = element is not null && random.Next(2) == 0;
        if (framed)
        {
            at = random.Next(element!.ValueStart, element.End);
            count = Math.Min(count, element.End - at);
        }

        return (BsonEdits.Splice(bson, at, count, ReadOnlySpan<byte>.Empty, framed ? element!.Containers : null), $"{count} bytes deleted at {at}{(framed ? ", prefixes shrunk" : string.Empty)}");
    }

    private static (byte[], string)? Truncate(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var cut = random.Next(bson.Length);
        if (random.Next(2) == 0 || cut < 4)
        {
            return (bson.AsSpan(0, cut).ToArray(), $"cut at {cut}");
        }

        // Prefix and terminator agree with the shorter length: only the content is cut short.
        var reterminated = new byte[cut + 1];
        bson.AsSpan(0, cut).CopyTo(reterminated);
        return (BsonEdits.WriteInt32(reterminated, 0, cut + 1), $"re-terminated at {cut}");
    }

    private static (byte[], string)? LieAboutLength(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var element = PickElement(random, bson, e => e.HasLengthPrefix);
        var at = element is null || random.Next(5) == 0 ? 0 : element.ValueStart;
        if (bson.Length < at + 4)
        {
            return null;
        }

        var truth = BitConverter.ToInt32(bson, at);
        var lie = random.Next(10) switch
        {
            0 => -1,
            1 => 0,
            2 => truth - 1,
            3 => truth + 1,
            4 => truth + random.Next(2, 64),
            5 => int.MaxValue,
            6 => int.MinValue,
            7 => random.Next(bson.Length, bson.Length * 4 + 16),
            // Claims the stream cannot back, large enough that a reader allocating them would be noticed.
            8 => random.Next(1 << 20, 1 << 26),
            _ => truth - random.Next(2, 64),
        };

        return (BsonEdits.WriteInt32(bson, at, lie), $"length at {at} is {lie} (was {truth})");
    }

    private static (byte[], string)? SwapType(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var element = PickElement(random, bson, e => true);
        if (element is null)
        {
            return null;
        }

        var copy = (byte[])bson.Clone();
        copy[element.Start] = TypeBytes[random.Next(TypeBytes.Length)];
        return (copy, $"type at {element.Start} is {copy[element.Start]:x2} (was {element.Type:x2})");
    }

    private static (byte[], string)? DuplicateElement(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var element = PickElement(random, bson, e => true);
        if (element is null)
        {
            return null;
        }

        // Again right after itself, or at the end of its document.
        var siblings = Siblings(bson, element);
        var at = random.Next(2) == 0 ? element.End : siblings[^1].End;
        return (BsonEdits.Splice(bson, at, 0, bson.AsSpan(element.Start, element.End - element.Start), element.Containers), $"element at {element.Start} duplicated at {at}");
    }

    private static (byte[], string)? SwapElements(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var first = PickElement(random, bson, e => true);
        var siblings = first is null ? new List<ElementSpan>() : Siblings(bson, first);
        var index = first is null ? -1 : siblings.FindIndex(e => e.Start == first.Start);
        if (index < 0 || index + 1 >= siblings.Count)
        {
            return null;
        }

        var second = siblings[index + 1];
        var copy = (byte[])bson.Clone();
        var swapped = bson.AsSpan(second.Start, second.End - second.Start).ToArray().Concat(bson.AsSpan(first!.Start, first.End - first.Start).ToArray()).ToArray();
        swapped.CopyTo(copy, first.Start);
        return (copy, $"elements at {first.Start} and {second.Start} swapped");
    }

    private static (byte[], string)? RemoveElement(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var element = PickElement(random, bson, e => true);
        return element is null
            ? null
            : (BsonEdits.Splice(bson, element.Start, element.End - element.Start, ReadOnlySpan<byte>.Empty, element.Containers), $"element at {element.Start} removed");
    }

    private static (byte[], string)? ReplaceWithOddValue(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var value = OddValues.All[random.Next(OddValues.All.Length)];
        var holder = RawBsonWriter.ToBytes(new BsonDocument("v", value));
        var odd = BsonLayout.Elements(holder)[0];
        return ReplaceValue(random, bson, holder, odd, $"odd value {value.BsonType} {Shorten(value.ToString() ?? string.Empty)}");
    }

    private static (byte[], string)? GraftValue(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var donor = others[random.Next(others.Count)];
        var graft = PickElement(random, donor, e => true);
        return graft is null ? null : ReplaceValue(random, bson, donor, graft, $"value of another document's element ({graft.Type:x2})");
    }

    private static (byte[], string)? SpliceDocuments(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var other = others[random.Next(others.Count)];
        var head = TopLevel(bson);
        var tail = TopLevel(other);
        var cut = random.Next(head.Count + 1);
        var from = random.Next(tail.Count + 1);
        var headEnd = cut < head.Count ? head[cut].Start : bson.Length - 1;
        var tailStart = from < tail.Count ? tail[from].Start : other.Length - 1;
        if (headEnd < 4 || tailStart < 4 || headEnd > bson.Length - 1 || tailStart > other.Length - 1)
        {
            return null;
        }

        var elements = bson.AsSpan(4, headEnd - 4).ToArray().Concat(other.AsSpan(tailStart, other.Length - 1 - tailStart).ToArray()).ToArray();
        return (BsonEdits.Document(elements), $"first {cut} elements, then another document's from its element {from}");
    }

    private static (byte[], string)? NestDeeply(Random random, byte[] bson, IReadOnlyList<byte[]> others)
    {
        var levels = NestingLevels()[random.Next(NestingLevels().Length)];
        var element = PickElement(random, bson, e => e.IsDocument);
        if (element is null)
        {
            return null;
        }

        var value = bson.AsSpan(element.ValueStart, element.End - element.ValueStart).ToArray();
        var child = BsonLayout.Elements(value).FirstOrDefault(e => e.IsDocument && e.Depth == 1);
        byte[] nested;
        string how;
        if (child is not null && (long)(value.Length - (child.End - child.ValueStart)) * levels <= MaxNestedBytes)
        {
            // The value inside itself, at its first embedded document: a Node in a Node in a Node ..., as the model means it.
            nested = BsonEdits.Nest(value.AsSpan(0, child.ValueStart), value, value.AsSpan(child.End), levels);
            how = "inside itself";
        }
        else
        {
            // Wrapped in arrays of one item: the smallest nesting there is.
            nested = BsonEdits.Nest(new byte[] { 0, 0, 0, 0, element.Type, (byte)'0', 0 }, value, new byte[] { 0 }, levels);
            how = "wrapped";
        }

        return (BsonEdits.Splice(bson, element.ValueStart, element.End - element.ValueStart, nested, element.Containers), $"value at {element.Start} nested {levels} more levels ({how})");
    }

    /// <summary>Gives <paramref name="target"/>'s element the type and value of <paramref name="donor"/>'s element, keeping its name.</summary>
    private static (byte[], string)? ReplaceValue(Random random, byte[] target, byte[] donor, ElementSpan source, string what)
    {
        var element = PickElement(random, target, e => true);
        if (element is null)
        {
            return null;
        }

        var replaced = BsonEdits.Splice(target, element.ValueStart, element.End - element.ValueStart, donor.AsSpan(source.ValueStart, source.End - source.ValueStart), element.Containers);
        replaced[element.Start] = source.Type;
        return (replaced, $"element at {element.Start} holds {what}");
    }

    private static ElementSpan? PickElement(Random random, byte[] bson, Func<ElementSpan, bool> which)
    {
        var candidates = BsonLayout.Elements(bson).Where(which).ToList();
        return candidates.Count == 0 ? null : candidates[random.Next(candidates.Count)];
    }

    /// <summary>The elements of the document that holds <paramref name="element"/>, itself included, in order.</summary>
    private static List<ElementSpan> Siblings(byte[] bson, ElementSpan element) =>
        BsonLayout.Elements(bson).Where(e => e.Containers.AsSpan().SequenceEqual(element.Containers)).ToList();

    private static List<ElementSpan> TopLevel(byte[] bson) => BsonLayout.Elements(bson).Where(e => e.Depth == 1).ToList();

    private static string Shorten(string text) => text.Length > 40 ? text.Substring(0, 40) + "..." : text;
}
