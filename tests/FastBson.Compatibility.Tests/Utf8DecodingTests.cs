using System;
using System.Buffers.Binary;
using System.Linq;
using System.Text;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// The span path and the blob reader decode strings their own way (<see cref="Utf8Text"/>: short text 32 bytes at a time with
/// vector instructions, reading on past the text into the bytes after it, a scalar loop for the rest and for processors
/// without those instructions; long text by the BCL),
/// and the blob reader decodes text of a length it was told: each must accept exactly the byte sequences that the driver's
/// strict UTF-8 decoding accepts, and decode them to the same chars, whatever bytes follow the text.
/// Everything it refuses goes to the driver, which raises its own error (see EdgeCaseTests for that half).
/// The scalar loop is also compared on its own, as processors with neither SSSE3 nor 64-bit ARM's AdvSimd decode all
/// short text with it; with <c>DOTNET_EnableHWIntrinsic=0</c> every test here runs as on such a processor. The AdvSimd
/// path runs only on 64-bit ARM, which no test machine here is.
/// </summary>
public class Utf8DecodingTests
{
    // The driver decodes strings with a UTF8Encoding that throws on invalid bytes, that is, where its decoder falls back.
    // The same decoder with a fallback that records instead of throwing refuses the same bytes, and costs no exception per
    // case over millions of them.
    private static readonly RecordingFallback Fallback = new();
    private static readonly Encoding DriverStrict = new UTF8Encoding(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);
    private static readonly Encoding Recording = Encoding.GetEncoding("utf-8", EncoderFallback.ExceptionFallback, Fallback);

    // What follows a text in its buffer: never decoded, whatever it holds (continuation and lead bytes, ASCII, zeros).
    private static readonly byte[] After = CreateAfter();

    [Fact]
    public void Every_sequence_of_up_to_three_bytes_decodes_as_the_strict_decoder_does()
    {
        var bytes = new byte[3];
        for (var length = 1; length <= 3; length++)
        {
            var count = 1 << (8 * length);
            for (var value = 0; value < count; value++)
            {
                for (var k = 0; k < length; k++)
                {
                    bytes[k] = (byte)(value >> (8 * k));
                }

                AssertSameAsStrict(bytes.AsSpan(0, length));
            }
        }
    }

    [Fact]
    public void Four_byte_sequences_around_every_boundary_decode_as_the_strict_decoder_does()
    {
        // Every lead byte from F0 (and the invalid ones around it), every second byte, and continuation bytes at the
        // edges of their range and beyond.
        byte[] edges = { 0x00, 0x7F, 0x80, 0x81, 0x8F, 0x90, 0xA0, 0xBF, 0xC0, 0xFF };
        var bytes = new byte[4];
        for (var lead = 0xEE; lead <= 0xFF; lead++)
        {
            for (var second = 0; second <= 0xFF; second++)
            {
                foreach (var third in edges)
                {
                    foreach (var fourth in edges)
                    {
                        bytes[0] = (byte)lead;
                        bytes[1] = (byte)second;
                        bytes[2] = third;
                        bytes[3] = fourth;
                        AssertSameAsStrict(bytes);
                    }
                }
            }
        }
    }

    [Fact]
    public void Mixed_text_and_its_corruptions_decode_as_the_strict_decoder_does()
    {
        // Every tenth text is long enough for the decoding that does not go through the stack.
        string[] pieces = { "a", "Zz", "é", "ß", "ñ", "ić", "€", "中文", "😀", "\u0000", "\u07FF", "\u0800", "\uFFFD", "\uD7FF", "\uE000", "\U0010FFFF" };
        var random = new Random(20261122);
        AssertTextsAndCorruptions(random, i => RandomText(random, pieces, pieces.Length, i % 10 == 0 ? 120 : 12));
    }

    [Fact]
    public void Text_of_one_and_two_byte_sequences_and_its_corruptions_decode_as_the_strict_decoder_does()
    {
        // The vector path's text: ASCII and two-byte sequences, at every offset against its 32-byte windows, up to the longest
        // short text and past it, with the odd three- or four-byte sequence (the last two pieces) in every fourth text.
        string[] pieces = { "a", "Zz", "kar", " ", "é", "ß", "ić", "šk", "ör", "Ω", "Ж", "\u0080", "\u07FF", "\u00FF", "€", "😀" };
        var random = new Random(20261128);
        AssertTextsAndCorruptions(random, i => RandomText(random, pieces, i % 4 == 0 ? pieces.Length : pieces.Length - 2, 90));
    }

    /// <summary>
    /// 20,000 texts of random pieces, each decoded as is and with one corrupted byte (flipped, or replaced by a byte beyond
    /// ASCII, which splices in a lone continuation or lead byte) or cut short.
    /// </summary>
    private static void AssertTextsAndCorruptions(Random random, Func<int, string> text)
    {
        for (var i = 0; i < 20_000; i++)
        {
            var bytes = Encoding.UTF8.GetBytes(text(i));
            AssertSameAsStrict(bytes);
            if (bytes.Length > 0)
            {
                var corrupt = (byte[])bytes.Clone();
                corrupt[random.Next(corrupt.Length)] ^= (byte)(1 << random.Next(8));
                AssertSameAsStrict(corrupt);
                corrupt = (byte[])bytes.Clone();
                corrupt[random.Next(corrupt.Length)] = (byte)random.Next(0x80, 0x100);
                AssertSameAsStrict(corrupt);
                AssertSameAsStrict(bytes.AsSpan(0, random.Next(bytes.Length)));
            }
        }
    }

    /// <summary>Up to <paramref name="maxParts"/> pieces, each from the first <paramref name="usable"/> of <paramref name="pieces"/>.</summary>
    private static string RandomText(Random random, string[] pieces, int usable, int maxParts)
    {
        var text = new StringBuilder();
        var parts = random.Next(0, maxParts);
        for (var p = 0; p < parts; p++)
        {
            text.Append(pieces[random.Next(usable)]);
        }

        return text.ToString();
    }

    [Fact]
    public void Every_sequence_at_every_place_against_the_windows_decodes_as_the_strict_decoder_does()
    {
        // Well-formed and malformed sequences, at every offset of texts of one- and two-byte sequences: across the vector
        // path's window boundaries (32 bytes, less a two-byte sequence the window cuts), and at the text's end.
        byte[][] sequences =
        {
            new byte[] { 0xC3, 0xA9 }, new byte[] { 0xE2, 0x82, 0xAC }, new byte[] { 0xF0, 0x9F, 0x98, 0x80 }, new byte[] { 0x41 },
            new byte[] { 0xC3, 0xC3, 0xA9 }, new byte[] { 0xC3, 0x41 }, new byte[] { 0xA9 }, new byte[] { 0xC3 }, new byte[] { 0xC3, 0xA9, 0xA9 },
            new byte[] { 0xC0, 0x80 }, new byte[] { 0xC1, 0xBF }, new byte[] { 0xED, 0xA0, 0x80 }, new byte[] { 0xE2, 0x82 }, new byte[] { 0xF5, 0x80, 0x80, 0x80 },
            new byte[] { 0xFF }, new byte[] { 0xC3, 0xE2, 0x82, 0xAC },
        };
        string[] texts = { new('a', 80), string.Concat(Enumerable.Repeat("é", 40)), string.Concat(Enumerable.Repeat("aé", 27)), string.Concat(Enumerable.Repeat("ééa", 20)) };
        foreach (var text in texts)
        {
            var bytes = Encoding.UTF8.GetBytes(text);
            foreach (var sequence in sequences)
            {
                for (var at = 0; at <= 70 && at <= bytes.Length; at++)
                {
                    var spliced = new byte[bytes.Length + sequence.Length];
                    bytes.AsSpan(0, at).CopyTo(spliced);
                    sequence.CopyTo(spliced, at);
                    bytes.AsSpan(at).CopyTo(spliced.AsSpan(at + sequence.Length));
                    AssertSameAsStrict(spliced);
                    AssertSameAsStrict(spliced.AsSpan(0, at + sequence.Length));
                }
            }
        }
    }

    [Fact]
    public void Ascii_text_of_every_length_decodes_each_char_to_its_place()
    {
        // ASCII of one window is widened in stores that overlap where its length is not a whole number of them: every char
        // differs from its neighbours here, so a store at the wrong place changes the text (a run of one char would not).
        // Each length is decoded alone and followed by bytes beyond ASCII, which are never part of it.
        for (var length = 0; length <= 70; length++)
        {
            var bytes = new byte[length];
            for (var i = 0; i < length; i++)
            {
                bytes[i] = (byte)(0x21 + (i * 7 % 94));
            }

            AssertSameAsStrict(bytes);
            Assert.True(Utf8Text.TryDecode(bytes, out var decoded));
            Assert.Equal(Encoding.ASCII.GetString(bytes), decoded);
        }
    }

    [Fact]
    public void The_recording_decoder_refuses_what_the_strict_one_throws_on()
    {
        foreach (var bytes in Infrastructure.RawBson.InvalidUtf8)
        {
            Assert.Throws<DecoderFallbackException>(() => DriverStrict.GetString(bytes));
            Assert.Null(DecodeAsDriver(bytes));
        }

        Assert.Equal("ić€😀", DecodeAsDriver(Encoding.UTF8.GetBytes("ić€😀")));
    }

    private static string? DecodeAsDriver(ReadOnlySpan<byte> bytes)
    {
        Fallback.Used = false;
        var text = Recording.GetString(bytes);
        return Fallback.Used ? null : text;
    }

    private static void AssertSameAsStrict(ReadOnlySpan<byte> bytes)
    {
        var expected = DecodeAsDriver(bytes);

        // The text alone (its last window copied), then followed by other bytes, as in a document or a blob.
        var actual = Utf8Text.TryDecode(bytes, out var decoded) ? decoded : null;
        AssertDecoded(bytes, expected, actual, "the text alone");
        var buffer = new byte[bytes.Length + After.Length];
        bytes.CopyTo(buffer);
        for (var after = 0; after <= After.Length; after += 13)
        {
            After.AsSpan(0, after).CopyTo(buffer.AsSpan(bytes.Length));
            var readable = buffer.AsSpan(0, bytes.Length + after);
            actual = Utf8Text.TryDecode(bytes, readable, out decoded) ? decoded : null;
            AssertDecoded(bytes, expected, actual, $"the text with {after} bytes after it");
        }

        // The scalar loop alone, which decodes all short text on processors with neither SSSE3 nor 64-bit ARM's AdvSimd.
        if (bytes.Length <= Utf8Text.ShortLength)
        {
            var chars = new char[Utf8Text.BufferLength];
            var written = Utf8Text.DecodeScalar(bytes, chars);
            AssertDecoded(bytes, expected, written < 0 ? null : new string(chars, 0, written), "the scalar decoder");
        }

        // The blob reader, told the length in chars: the right one, and one less and one more, which it refuses (0 is an
        // unknown length, and no length is given for empty text, which MemoryPack writes as UTF-16).
        if (bytes.Length == 0)
        {
            return;
        }

        AssertDecoded(bytes, expected, ReadBlobString(bytes, expected?.Length ?? bytes.Length), "the blob reader");
        if (expected is { Length: > 1 } && ReadBlobString(bytes, expected.Length - 1) is not null)
        {
            Assert.Fail($"{Convert.ToHexString(bytes)}: the blob reader decoded it as fewer chars than its {expected.Length}");
        }

        if (expected is not null && ReadBlobString(bytes, expected.Length + 1) is not null)
        {
            Assert.Fail($"{Convert.ToHexString(bytes)}: the blob reader decoded it as more chars than its {expected.Length}");
        }
    }

    private static void AssertDecoded(ReadOnlySpan<byte> bytes, string? expected, string? actual, string how)
    {
        if (!string.Equals(expected, actual, StringComparison.Ordinal))
        {
            Assert.Fail($"{Convert.ToHexString(bytes)}: the driver decodes {Describe(expected)}, {how} {Describe(actual)}");
        }
    }

    /// <summary>The text as a blob string (MemoryPack's UTF-8 form, of <paramref name="chars"/> chars) followed by other bytes, read back.</summary>
    private static string? ReadBlobString(ReadOnlySpan<byte> bytes, int chars)
    {
        var blob = new byte[8 + bytes.Length + After.Length];
        BinaryPrimitives.WriteInt32LittleEndian(blob, ~bytes.Length);
        BinaryPrimitives.WriteInt32LittleEndian(blob.AsSpan(4), chars);
        bytes.CopyTo(blob.AsSpan(8));
        After.CopyTo(blob.AsSpan(8 + bytes.Length));
        var reader = new BlobReader(blob);
        return reader.TryReadString(out var value) && reader.Position == 8 + bytes.Length ? value : null;
    }

    private static byte[] CreateAfter()
    {
        var after = new byte[40];
        new Random(40).NextBytes(after);
        after[0] = 0x80;
        after[1] = 0xC3;
        after[2] = 0;
        return after;
    }

    private sealed class RecordingFallback : DecoderFallback
    {
        [ThreadStatic]
        private static bool t_used;

        public bool Used { get => t_used; set => t_used = value; }

        public override int MaxCharCount => 0;

        public override DecoderFallbackBuffer CreateFallbackBuffer() => new Buffer(this);

        private sealed class Buffer(RecordingFallback owner) : DecoderFallbackBuffer
        {
            public override int Remaining => 0;

            public override bool Fallback(byte[] bytesUnknown, int index)
            {
                owner.Used = true;
                return false;
            }

            public override char GetNextChar() => '\0';

            public override bool MovePrevious() => false;
        }
    }

    private static string Describe(string? text) => text is null ? "nothing (invalid)" : $"\"{text}\"";
}
