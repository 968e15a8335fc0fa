using System;
using System.Buffers.Binary;

namespace FastBson.Fuzz.Judging;

/// <summary>What an input may cost FastBson.</summary>
internal static class Limits
{
    /// <summary>
    /// The most one FastBson read of <paramref name="inputLength"/> bytes may allocate: a fixed allowance for the
    /// object a small document becomes, plus 64 bytes per input byte, more than any object graph needs per byte (a BSON
    /// Int32 of 7 bytes becomes, in a BsonDocument, an element, a boxed value and a name of about 90 bytes together). A
    /// length field that made FastBson allocate what it claims, rather than what is there, exceeds it.
    /// </summary>
    public static long AllocationBound(int inputLength) => (1L << 20) + 64L * inputLength;

    /// <summary>
    /// The bytes of the BitArrays that <paramref name="input"/> states: BitArraySerializer reads a document
    /// <c>{ Length: Int32, Bytes: Binary }</c> and sets the BitArray's <c>Length</c> from the value, and a BitArray of n
    /// bits holds n / 8 bytes, whatever the document's bytes hold. Every Int32 element named <c>Length</c> counts, found
    /// by its bytes rather than by framing: the driver reads on past a document's stated end, so a mutated frame does not
    /// hide one.
    /// </summary>
    public static long StatedBitArrayBytes(byte[] input)
    {
        ReadOnlySpan<byte> element = "\u0010Length\0"u8;
        long stated = 0;
        var rest = input.AsSpan();
        for (var at = rest.IndexOf(element); at >= 0; at = rest.IndexOf(element))
        {
            rest = rest.Slice(at + element.Length);
            if (rest.Length >= 4)
            {
                stated += Math.Max(0, BinaryPrimitives.ReadInt32LittleEndian(rest)) / 8 + 1;
            }
        }

        return stated;
    }

    /// <summary>
    /// Past this many stated BitArray bytes, reads are compared by their fingerprint (which digests the bits) rather than
    /// by the driver's writing them back, which takes seconds for hundreds of megabytes.
    /// </summary>
    public const long RewrittenBitArrayBytes = 16L << 20;

    /// <summary>What one read may allocate before the judge gives the memory back (see <see cref="MemorySettler"/>).</summary>
    public const long ReturnMemoryAfterBytes = 256L << 20;

    /// <summary>How long one input may take, every read of it by both sides included, by default.</summary>
    public static readonly TimeSpan DefaultInputTime = TimeSpan.FromSeconds(10);

    /// <summary>
    /// The time each stated megabyte of BitArray adds to an input's limit. Such an input describes an object that large,
    /// which each side builds on every reader kind and the judge digests each time: 256 MB stated took 7 s alone on an
    /// idle machine (reading memory the runtime has not touched yet costs a page fault per 4 KB, 1 s per 256 MB here).
    /// </summary>
    public static readonly TimeSpan TimePerStatedMegabyte = TimeSpan.FromMilliseconds(100);

    /// <summary>How long <paramref name="input"/> may take: <paramref name="limit"/>, plus the time its stated sizes earn.</summary>
    public static TimeSpan InputTime(byte[] input, TimeSpan limit) =>
        limit + TimePerStatedMegabyte * (StatedBitArrayBytes(input) / (double)(1 << 20));
}
