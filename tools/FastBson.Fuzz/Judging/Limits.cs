using System;

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

    /// <summary>How long one input may take, every read of it by both sides included, by default.</summary>
    public static readonly TimeSpan DefaultInputTime = TimeSpan.FromSeconds(10);
}
