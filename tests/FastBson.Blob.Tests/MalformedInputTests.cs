using System;
using System.Buffers.Binary;
using FastBson.Blob.Tests.Codecs;
using FastBson.Blob.Tests.Vectors;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Damaged golden bytes: the codec returns false (or decodes some other value), never throws, never hangs, and
/// never allocates more than a small multiple of the bytes it was given, whatever a length field claims.
/// </summary>
public class MalformedInputTests
{
    [Theory]
    [MemberData(nameof(GoldenVectors.CaseIdsByCodec), MemberType = typeof(GoldenVectors))]
    public void EveryTruncationIsRefused(string id, string source)
    {
        var vector = GoldenVectors.Get(id);
        var codec = ModelCodecs.Of(source)[vector.Model];
        var bytes = vector.Bytes;

        for (var length = 0; length < bytes.Length; length++)
        {
            Assert.False(DecodeWithinBudget(codec, bytes.AsSpan(0, length)), $"{length} of {bytes.Length} bytes decoded");
        }
    }

    [Theory]
    [MemberData(nameof(GoldenVectors.CaseIdsByCodec), MemberType = typeof(GoldenVectors))]
    public void LyingInt32AtAnyOffsetIsHarmless(string id, string source)
    {
        // Every string and collection length is an int32 somewhere in the blob; overwrite each position in turn.
        var vector = GoldenVectors.Get(id);
        var codec = ModelCodecs.Of(source)[vector.Model];
        foreach (var lie in new[] { int.MaxValue, int.MinValue, -2, 0x0FFF_FFFF, 1_000_000 })
        {
            for (var offset = 0; offset + 4 <= vector.Bytes.Length; offset++)
            {
                var bytes = vector.Bytes;
                BinaryPrimitives.WriteInt32LittleEndian(bytes.AsSpan(offset), lie);
                DecodeWithinBudget(codec, bytes);
            }
        }
    }

    [Theory]
    [MemberData(nameof(GoldenVectors.CaseIdsByCodec), MemberType = typeof(GoldenVectors))]
    public void AnyWrongByteIsHarmless(string id, string source)
    {
        // Object headers (250..255), VarInt codes (0x80..0x87), bool and hasValue bytes, decimal flags ...
        var vector = GoldenVectors.Get(id);
        var codec = ModelCodecs.Of(source)[vector.Model];
        foreach (var wrong in new byte[] { 0x00, 0x02, 0x7F, 0x80, 0x81, 0x84, 0xF9, 0xFA, 0xFE, 0xFF })
        {
            for (var offset = 0; offset < vector.Bytes.Length; offset++)
            {
                var bytes = vector.Bytes;
                bytes[offset] = wrong;
                DecodeWithinBudget(codec, bytes);
            }
        }
    }

    [Theory]
    [InlineData("Strings", "0200000000")]                  // A = "" then B's header cut off
    [InlineData("Strings", "04feffffff")]                  // ~1 byte of UTF-8, but no UTF-16 length
    [InlineData("Strings", "0400000080")]                  // UTF-8 form claiming 2^31-1 bytes
    [InlineData("Strings", "04ffffff7f")]                  // UTF-16 form claiming 2^31-1 chars
    [InlineData("Strings", "04fdffffff0100000041ff")]     // 2 UTF-8 bytes, the second invalid
    [InlineData("Strings", "04feffffff0200000041")]       // "A" with a UTF-16 length of 2
    [InlineData("Strings", "04fdffffff010000004142")]     // "AB" with a UTF-16 length of 1: the decoder must stop, not overrun
    [InlineData("Strings", "04fbffffff01000000f09f9880")] // U+1F600 (a surrogate pair) with a UTF-16 length of 1
    [InlineData("Leaf", "fa")]                             // header 250: a code, not a count
    [InlineData("Leaf", "030000000000000000")]             // 3 members, Leaf declares 2
    [InlineData("Collections", "08feffffff")]              // collection count -2
    [InlineData("Collections", "08ffffff7f")]              // 2^31-1 ints promised, none present
    [InlineData("Collections", "08ffffffffffffffffffffffffffffffffffffffffffffffff01000000")] // HashSet of 1 int, no int
    [InlineData("Nullables", "090200000001000000")]        // hasValue byte 2
    [InlineData("EvolutionV1", "02047f")]                  // second length: 127 bytes that are not there
    [InlineData("EvolutionV1", "0280")]                    // a length VarInt with a code of int64 and no value
    [InlineData("EvolutionV1", "0281ffffffffffffffff")]   // a uint64 length beyond long.MaxValue
    [InlineData("EvolutionV1", "02fc0401000000ffffffff")] // length -4
    [InlineData("EvolutionV1", "020504010000000000ffffffff")] // A claims 5 bytes but reads 4
    public void HandMadeMalformedBlobIsRefused(string model, string hex)
    {
        foreach (var source in new[] { ModelCodecs.HandWritten, ModelCodecs.Generated })
        {
            if (ModelCodecs.Of(source).TryGetValue(model, out var codec))
            {
                Assert.False(DecodeWithinBudget(codec, Convert.FromHexString(hex)), $"the {source} codec decoded it");
            }
        }
    }

    private static bool DecodeWithinBudget(IBlobCodec codec, ReadOnlySpan<byte> blob)
    {
        // An item takes at least one wire byte and becomes at most a few dozen heap bytes (a reference, a boxed
        // entry, a small object); a lying length that allocated for itself would blow far past this.
        var budget = 8_192 + (64L * blob.Length);

        // The first decode on a path may set up what the process then keeps (the resources of an exception's message, a
        // type's statics) on this thread, depending on which test ran there first: the second is measured, which a lying
        // length would make allocate just as much.
        codec.TryDecode(blob, out _);
        var before = GC.GetAllocatedBytesForCurrentThread();
        var decoded = codec.TryDecode(blob, out _);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated <= budget, $"decoding {blob.Length} bytes allocated {allocated} bytes");
        return decoded;
    }
}
