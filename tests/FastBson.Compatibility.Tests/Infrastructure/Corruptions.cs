using System;
using System.Buffers.Binary;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Damaged copies of a valid document, in bounded numbers: truncations (with the original length prefix,
/// and re-terminated with a matching prefix), random byte flips from a fixed seed, and wrong or huge
/// length prefixes for the document and at sampled positions inside it.
/// </summary>
public static class Corruptions
{
    private const int MaxCutsPerDocument = 250;

    /// <param name="bson">A valid document.</param>
    /// <param name="seed">Seeds the positions and values of the flips.</param>
    /// <param name="flips">
    /// How many flipped copies: kept small, because a flip in the high byte of a string length makes the
    /// driver's reader (on both sides) allocate hundreds of megabytes before it finds the end of the stream.
    /// </param>
    public static IEnumerable<(string Label, byte[] Bytes)> All(byte[] bson, int seed, int flips)
    {
        foreach (var cut in Cuts(bson.Length))
        {
            yield return ($"cut at {cut}", bson.AsSpan(0, cut).ToArray());
            if (cut >= 4)
            {
                // Prefix and terminator agree with the shorter length: only the content is cut short.
                var reterminated = new byte[cut + 1];
                bson.AsSpan(0, cut).CopyTo(reterminated);
                BinaryPrimitives.WriteInt32LittleEndian(reterminated, cut + 1);
                yield return ($"re-terminated at {cut}", reterminated);
            }
        }

        foreach (var length in new[] { 0, 1, 4, 5, bson.Length - 1, bson.Length + 1, bson.Length + 100, int.MaxValue, -1, int.MinValue })
        {
            var copy = (byte[])bson.Clone();
            BinaryPrimitives.WriteInt32LittleEndian(copy, length);
            yield return ($"document length {length}", copy);
        }

        var random = new Random(seed);
        for (var i = 0; i < 60 && bson.Length > 8; i++)
        {
            var position = random.Next(4, bson.Length - 4);
            foreach (var length in new[] { int.MaxValue, 0x7ffffff0, -1, 0, 1 })
            {
                var copy = (byte[])bson.Clone();
                BinaryPrimitives.WriteInt32LittleEndian(copy.AsSpan(position), length);
                yield return ($"{length} written at {position}", copy);
            }
        }

        for (var i = 0; i < flips; i++)
        {
            var copy = (byte[])bson.Clone();
            var count = random.Next(1, 4);
            var label = "flipped";
            for (var f = 0; f < count; f++)
            {
                var position = random.Next(copy.Length);
                var value = (byte)random.Next(256);
                copy[position] = value;
                label += $" [{position}]={value:x2}";
            }

            yield return (label, copy);
        }
    }

    private static IEnumerable<int> Cuts(int length)
    {
        var step = Math.Max(1, length / MaxCutsPerDocument);
        for (var cut = 0; cut < length; cut += step)
        {
            yield return cut;
        }

        // The last bytes (terminators of nested documents and of the document) matter most.
        for (var cut = Math.Max(0, length - 20); cut < length; cut++)
        {
            if (cut % step != 0)
            {
                yield return cut;
            }
        }
    }
}
