using System;
using System.Text;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// The span path decodes strings its own way (<see cref="BsonSpanReader.TryDecodeUtf8"/>: ASCII widened directly, other short
/// text by a loop of its own, <see cref="BsonSpanReader.DecodeShortUtf8"/>), and so does the blob reader
/// (<see cref="BsonSpanReader.DecodeUtf8"/>): each must accept exactly the byte sequences that the driver's strict UTF-8 decoding
/// accepts, and decode them to the same chars.
/// Everything it refuses goes to the driver, which raises its own error (see EdgeCaseTests for that half).
/// </summary>
public class Utf8DecodingTests
{
    // The driver decodes strings with a UTF8Encoding that throws on invalid bytes, that is, where its decoder falls back.
    // The same decoder with a fallback that records instead of throwing refuses the same bytes, and costs no exception per
    // case over millions of them.
    private static readonly RecordingFallback Fallback = new();
    private static readonly Encoding DriverStrict = new UTF8Encoding(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);
    private static readonly Encoding Recording = Encoding.GetEncoding("utf-8", EncoderFallback.ExceptionFallback, Fallback);

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
        var random = new Random(20261122);
        string[] pieces = { "a", "Zz", "é", "ß", "ñ", "ić", "€", "中文", "😀", "\u0000", "\u07FF", "\u0800", "\uFFFD", "\uD7FF", "\uE000", "\U0010FFFF" };
        for (var i = 0; i < 20_000; i++)
        {
            var text = new StringBuilder();
            // Every tenth text is long enough for the decoding that does not go through the stack.
            var parts = random.Next(0, i % 10 == 0 ? 120 : 12);
            for (var p = 0; p < parts; p++)
            {
                text.Append(pieces[random.Next(pieces.Length)]);
            }

            var bytes = Encoding.UTF8.GetBytes(text.ToString());
            AssertSameAsStrict(bytes);
            if (bytes.Length > 0)
            {
                // One corrupted byte: flipped, truncated, or a lone continuation or lead byte spliced in.
                var corrupt = (byte[])bytes.Clone();
                corrupt[random.Next(corrupt.Length)] ^= (byte)(1 << random.Next(8));
                AssertSameAsStrict(corrupt);
                AssertSameAsStrict(bytes.AsSpan(0, random.Next(bytes.Length)));
            }
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

        var actual = BsonSpanReader.TryDecodeUtf8(bytes, out var decoded) ? decoded : null;
        if (!string.Equals(expected, actual, StringComparison.Ordinal))
        {
            Assert.Fail($"{Convert.ToHexString(bytes)}: the driver decodes {Describe(expected)}, the span path {Describe(actual)}");
        }

        // The decoding into chars the blob reader gives (of a length it was told, here the most the bytes can give).
        var chars = new char[bytes.Length];
        var written = BsonSpanReader.DecodeUtf8(bytes, chars);
        var intoChars = written < 0 ? null : new string(chars, 0, written);
        if (!string.Equals(expected, intoChars, StringComparison.Ordinal))
        {
            Assert.Fail($"{Convert.ToHexString(bytes)}: the driver decodes {Describe(expected)}, the decoding into chars {Describe(intoChars)}");
        }

        // Told fewer chars than the text has, it refuses the text instead of writing past them.
        if (expected is { Length: > 0 } && BsonSpanReader.DecodeUtf8(bytes, new char[expected.Length - 1]) >= 0)
        {
            Assert.Fail($"{Convert.ToHexString(bytes)}: decoded into fewer chars than its {expected.Length}");
        }
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
