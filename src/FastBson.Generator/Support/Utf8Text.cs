using System;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;
using System.Text;

namespace FastBson.Runtime;

/// <summary>
/// Decodes UTF-8 text with the driver's strict rules: the Unicode standard's table of well-formed byte sequences (no
/// overlong forms, no surrogates, nothing past U+10FFFF, no truncated sequence). Text the driver's decoder refuses is
/// refused here, and then read and refused by the driver itself.
/// </summary>
/// <remarks>
/// Short text, the names and words that fill most documents, is decoded onto the stack by <see cref="DecodeShort"/>:
/// 32 bytes at a time with vector instructions (SSSE3, or AdvSimd on 64-bit ARM) where the text holds only one- and
/// two-byte sequences (ASCII, accented Latin, Greek, Cyrillic, Hebrew, Arabic ...), so that a mix of them costs no
/// branch per character; a scalar loop takes any other sequence, and all text on processors without either
/// (<see cref="DecodeScalar"/>). The BCL's transcoders leave their vectorized path at each character beyond ASCII, and
/// their set-up outweighs a few dozen bytes.
/// </remarks>
internal static class Utf8Text
{
    /// <summary>Text of at most this many bytes is decoded onto the stack, into a buffer of <see cref="BufferLength"/> chars.</summary>
    public const int ShortLength = 128;

    /// <summary>The chars a buffer of <see cref="DecodeShort"/> holds: the text's, and room for a whole window's store.</summary>
    public const int BufferLength = ShortLength + WindowLength;

    // The bytes one step of the vector path reads: two 128-bit vectors. Reading 32 bytes past the text's start needs that
    // many readable bytes: the caller passes what follows the text in its buffer, and a window short of them is copied.
    private const int WindowLength = 32;

    // Two steps of the vector path need more than Vector128's portable operations, each one instruction on these
    // processors (NextBytes and Pack's shuffle); elsewhere the scalar loop decodes.
    private static bool HasVectorPath => Ssse3.IsSupported || AdvSimd.Arm64.IsSupported;

    private static readonly UTF8Encoding StrictUtf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    // For each set of continuation bytes among 8 UTF-16 lanes (one bit per lane), the byte shuffle that packs the other
    // lanes, in order, to the front of the vector: a continuation byte gives no char of its own.
    private static readonly byte[] PackShuffles = CreatePackShuffles();

    /// <summary>Decodes <paramref name="text"/> to a new string; false for bytes the driver's strict decoder refuses.</summary>
    public static bool TryDecode(ReadOnlySpan<byte> text, out string value) => TryDecode(text, text, out value);

    /// <summary>
    /// Decodes <paramref name="text"/> to a new string; false for bytes the driver's strict decoder refuses.
    /// <paramref name="readable"/> starts where the text does and runs on to the end of its buffer: the bytes after the text
    /// are read, never decoded.
    /// </summary>
    public static bool TryDecode(ReadOnlySpan<byte> text, ReadOnlySpan<byte> readable, out string value)
    {
        // ASCII, most of the text in documents, is its own UTF-16: widened straight into the new string, once a check
        // has found no byte beyond ASCII. Text of one window is checked and widened from the same two loads, where the
        // bytes after the text allow them; longer text by the BCL's vectorized loops, whose set-up it outweighs.
        if (text.Length <= WindowLength && readable.Length >= WindowLength && HasVectorPath)
        {
            ref var start = ref MemoryMarshal.GetReference(readable);
            var low = Vector128.LoadUnsafe(ref start);
            var high = Vector128.LoadUnsafe(ref start, 16);
            if ((Bits(low, high) & ((1UL << text.Length) - 1)) == 0)
            {
                value = WidenWindow(ref start, text.Length, low);
                return true;
            }
        }
        else if (Ascii.IsValid(text))
        {
            value = Encoding.Latin1.GetString(text);
            return true;
        }

        if (text.Length <= ShortLength)
        {
            Span<char> chars = stackalloc char[BufferLength];
            var written = DecodeShort(text, readable, chars);
            if (written < 0)
            {
                value = null!;
                return false;
            }

            value = new string(chars.Slice(0, written));
            return true;
        }

        // Longer text: the encoding counts its chars, then decodes.
        try
        {
            value = StrictUtf8.GetString(text);
            return true;
        }
        catch (DecoderFallbackException)
        {
            value = null!;
            return false;
        }
    }

    /// <summary>
    /// A new string of the <paramref name="length"/> ASCII bytes at <paramref name="start"/>, of which at least
    /// <see cref="WindowLength"/> are readable and the first 16 are <paramref name="low"/>: each byte widened to its char,
    /// in stores that end at the text's end (overlapping where the text is not a whole number of them), never past it.
    /// </summary>
    private static string WidenWindow(ref byte start, int length, Vector128<byte> low)
    {
        if (length == 0)
        {
            return string.Empty;
        }

        // Written before anything else can see it, as the BCL's own factories fill the strings they allocate.
        var text = new string('\0', length);
        ref var chars = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(text.AsSpan()));
        if (length >= 16)
        {
            var (first, second) = Vector128.Widen(low);
            first.StoreUnsafe(ref chars);
            second.StoreUnsafe(ref chars, 8);
            if (length > 16)
            {
                var tail = (nuint)(length - 16);
                var (third, fourth) = Vector128.Widen(Vector128.LoadUnsafe(ref start, tail));
                third.StoreUnsafe(ref chars, tail);
                fourth.StoreUnsafe(ref chars, tail + 8);
            }
        }
        else if (length >= 8)
        {
            Vector128.WidenLower(low).StoreUnsafe(ref chars);
            var tail = (nuint)(length - 8);
            Vector128.WidenLower(Vector128.LoadUnsafe(ref start, tail)).StoreUnsafe(ref chars, tail);
        }
        else if (length >= 4)
        {
            // Four chars are eight bytes: the first four bytes' chars, then the last four's.
            Unsafe.WriteUnaligned(ref Unsafe.As<ushort, byte>(ref chars), Vector128.WidenLower(low).AsUInt64().ToScalar());
            var tail = length - 4;
            var last = Vector128.WidenLower(Vector128.LoadUnsafe(ref start, (nuint)tail)).AsUInt64().ToScalar();
            Unsafe.WriteUnaligned(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref chars, tail)), last);
        }
        else
        {
            for (var i = 0; i < length; i++)
            {
                Unsafe.Add(ref chars, i) = Unsafe.Add(ref start, i);
            }
        }

        return text;
    }

    /// <summary>
    /// Decodes well-formed UTF-8 of at most <see cref="ShortLength"/> bytes into <paramref name="chars"/>, which holds at
    /// least <see cref="BufferLength"/> chars (the chars past the text's are overwritten); returns the number of chars, or
    /// -1 for anything the strict decoder refuses. <paramref name="readable"/> starts where the text does and may run on
    /// past it (see <see cref="TryDecode(ReadOnlySpan{byte}, ReadOnlySpan{byte}, out string)"/>).
    /// </summary>
    public static int DecodeShort(ReadOnlySpan<byte> text, ReadOnlySpan<byte> readable, Span<char> chars)
    {
        if (text.Length > ShortLength || chars.Length < BufferLength || readable.Length < text.Length)
        {
            throw new ArgumentException("Short text decodes into a buffer of BufferLength chars.");
        }

        if (!HasVectorPath)
        {
            return DecodeScalar(text, chars);
        }

        var position = 0;
        var written = 0;
        while (position < text.Length)
        {
            var length = DecodeWindow(text, readable, position, chars, ref written);
            if (length < 0)
            {
                return -1;
            }

            if (length > 0)
            {
                position += length;
                continue;
            }

            position = DecodeSequences(text, chars, position, ref written, whole: false);
            if (position < 0)
            {
                return -1;
            }
        }

        return written;
    }

    /// <summary>
    /// Decodes well-formed UTF-8 into <paramref name="chars"/> (room for a char per byte) with the scalar loop alone,
    /// as <see cref="DecodeShort"/> does on processors with neither SSSE3 nor 64-bit ARM's AdvSimd; returns the number of
    /// chars, or -1 for anything the strict decoder refuses. Separate, so that tests on any processor compare it with the
    /// driver.
    /// </summary>
    internal static int DecodeScalar(ReadOnlySpan<byte> text, Span<char> chars)
    {
        if (text.IsEmpty)
        {
            return 0;
        }

        var written = 0;
        return DecodeSequences(text, chars, 0, ref written, whole: true) < 0 ? -1 : written;
    }

    /// <summary>
    /// Decodes the next window of up to 32 bytes, from <paramref name="position"/> (where a sequence starts) to the first
    /// byte that is neither ASCII nor part of a two-byte sequence, or to the text's end; a two-byte sequence cut by the
    /// window's end is left for the next. Returns the bytes decoded: 0 when the window starts with another byte (for
    /// <see cref="DecodeSequences"/>), -1 when its bytes are not well formed.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int DecodeWindow(ReadOnlySpan<byte> text, ReadOnlySpan<byte> readable, int position, Span<char> chars, ref int written)
    {
        Vector128<byte> low, high;
        if (readable.Length - position >= WindowLength)
        {
            ref var start = ref Unsafe.Add(ref MemoryMarshal.GetReference(readable), position);
            low = Vector128.LoadUnsafe(ref start);
            high = Vector128.LoadUnsafe(ref start, 16);
        }
        else
        {
            LoadCopy(text.Slice(position, Math.Min(text.Length - position, WindowLength)), out low, out high);
        }

        // One bit per byte of the window: which bytes are text, lead bytes of two-byte sequences (C2 to DF: C0 and C1
        // would be overlong), continuation bytes (10xxxxxx), and bytes beyond ASCII.
        var remaining = text.Length - position;
        var inText = remaining >= WindowLength ? 0xFFFF_FFFFUL : (1UL << remaining) - 1;
        var leadLow = IsTwoByteLead(low);
        var leadHigh = IsTwoByteLead(high);
        var leads = Bits(leadLow, leadHigh) & inText;
        var continuations = Bits(IsContinuation(low), IsContinuation(high)) & inText;
        var others = (Bits(low, high) & ~leads & ~continuations) | ~inText;

        // The window ends before the first byte it does not take (there is one: bit 32 of ~inText), and before a lead
        // byte in its last place, whose continuation is the next window's.
        var length = BitOperations.TrailingZeroCount(others);
        var taken = (1UL << length) - 1;
        var cut = (int)((leads & ~(taken >> 1) & taken) != 0 ? 1UL : 0UL);
        length -= cut;
        taken >>= cut;
        leads &= taken;
        continuations &= taken;

        // Well formed: every lead byte, and nothing else, is followed by a continuation byte, in the window (a lead byte in
        // its last place after the cut follows another lead byte). As the window starts where a sequence does, anything
        // else is a lead byte without its continuation or a continuation byte without its lead.
        if (continuations != leads << 1)
        {
            return -1;
        }

        if (length == 0)
        {
            return 0;
        }

        // Each byte's char as if it began a sequence (a lead byte combined with the byte after it); the continuation
        // bytes' lanes are then packed away, 8 lanes at a time, and each pack stored where the previous one's chars end.
        // Stores are whole vectors: the chars past the window's are overwritten by the next, or are past the text's.
        var next = NextBytes(low, high);
        var nextHigh = NextBytes(high, Vector128<byte>.Zero);
        var skipped = (uint)continuations;
        ref var target = ref Unsafe.As<char, ushort>(ref Unsafe.Add(ref MemoryMarshal.GetReference(chars), written));
        Pack(Vector128.WidenLower(low), Vector128.WidenLower(next), Vector128.WidenLower(leadLow.AsSByte()).AsUInt16(), skipped & 0xFF)
            .StoreUnsafe(ref target);
        Pack(Vector128.WidenUpper(low), Vector128.WidenUpper(next), Vector128.WidenUpper(leadLow.AsSByte()).AsUInt16(), (skipped >> 8) & 0xFF)
            .StoreUnsafe(ref target, (nuint)(8 - BitOperations.PopCount(skipped & 0xFF)));
        Pack(Vector128.WidenLower(high), Vector128.WidenLower(nextHigh), Vector128.WidenLower(leadHigh.AsSByte()).AsUInt16(), (skipped >> 16) & 0xFF)
            .StoreUnsafe(ref target, (nuint)(16 - BitOperations.PopCount(skipped & 0xFFFF)));
        Pack(Vector128.WidenUpper(high), Vector128.WidenUpper(nextHigh), Vector128.WidenUpper(leadHigh.AsSByte()).AsUInt16(), skipped >> 24)
            .StoreUnsafe(ref target, (nuint)(24 - BitOperations.PopCount(skipped & 0xFF_FFFF)));
        written += length - BitOperations.PopCount(skipped);
        return length;
    }

    /// <summary>A window's 16-bit lanes as chars, the continuation lanes (<paramref name="skipped"/>) packed away.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<ushort> Pack(Vector128<ushort> bytes, Vector128<ushort> next, Vector128<ushort> isLead, uint skipped)
    {
        var twoByte = ((bytes & Vector128.Create((ushort)0x1F)) << 6) | (next & Vector128.Create((ushort)0x3F));
        var lanes = Vector128.ConditionalSelect(isLead, twoByte, bytes);
        var shuffle = Vector128.LoadUnsafe(ref MemoryMarshal.GetArrayDataReference(PackShuffles), skipped * 16);
        return (Ssse3.IsSupported ? Ssse3.Shuffle(lanes.AsByte(), shuffle) : AdvSimd.Arm64.VectorTableLookup(lanes.AsByte(), shuffle)).AsUInt16();
    }

    /// <summary>Each byte's successor: the bytes of <paramref name="first"/> from its second on, then the first of <paramref name="second"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> NextBytes(Vector128<byte> first, Vector128<byte> second) =>
        Ssse3.IsSupported ? Ssse3.AlignRight(second, first, 1) : AdvSimd.ExtractVector128(first, second, 1);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> IsTwoByteLead(Vector128<byte> bytes) =>
        Vector128.LessThanOrEqual(bytes - Vector128.Create((byte)0xC2), Vector128.Create((byte)(0xDF - 0xC2)));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> IsContinuation(Vector128<byte> bytes) =>
        Vector128.Equals(bytes & Vector128.Create((byte)0xC0), Vector128.Create((byte)0x80));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong Bits(Vector128<byte> low, Vector128<byte> high) =>
        low.ExtractMostSignificantBits() | ((ulong)high.ExtractMostSignificantBits() << 16);

    /// <summary>The window at the end of a buffer, copied after zeros: not in <see cref="DecodeWindow"/>, whose stack it would grow.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void LoadCopy(ReadOnlySpan<byte> window, out Vector128<byte> low, out Vector128<byte> high)
    {
        Span<byte> copy = stackalloc byte[WindowLength];
        copy.Clear();
        window.CopyTo(copy);
        low = Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(copy));
        high = Vector128.LoadUnsafe(ref MemoryMarshal.GetReference(copy), 16);
    }

    /// <summary>
    /// Decodes the sequence at <paramref name="position"/>, and those after it while they start with a byte of three- or
    /// four-byte sequences, or all of them when <paramref name="whole"/> (to the text's end); returns where it stopped, or
    /// -1 at a sequence that is not well formed.
    /// </summary>
    private static int DecodeSequences(ReadOnlySpan<byte> bytes, Span<char> chars, int position, ref int written, bool whole)
    {
        var i = position;
        do
        {
            uint lead = bytes[i];
            if (lead < 0x80)
            {
                chars[written++] = (char)lead;
                i++;
                continue;
            }

            // The lead byte gives the length; C0, C1 and F5 to FF never start a well-formed sequence.
            int length;
            uint minimum;
            if (lead >= 0xC2 && lead <= 0xDF)
            {
                length = 2;
                minimum = 0x80;
            }
            else if (lead >= 0xE0 && lead <= 0xEF)
            {
                length = 3;
                minimum = 0x800;
            }
            else if (lead >= 0xF0 && lead <= 0xF4)
            {
                length = 4;
                minimum = 0x10000;
            }
            else
            {
                return -1;
            }

            if (i + length > bytes.Length)
            {
                return -1;
            }

            var codePoint = lead & (0x7Fu >> length);
            for (var k = 1; k < length; k++)
            {
                uint next = bytes[i + k];
                if ((next & 0xC0) != 0x80)
                {
                    return -1;
                }

                codePoint = (codePoint << 6) | (next & 0x3F);
            }

            if (codePoint < minimum || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            {
                return -1;
            }

            if (codePoint < 0x10000)
            {
                chars[written++] = (char)codePoint;
            }
            else
            {
                codePoint -= 0x10000;
                chars[written++] = (char)(0xD800 + (codePoint >> 10));
                chars[written++] = (char)(0xDC00 + (codePoint & 0x3FF));
            }

            i += length;
        }
        while (i < bytes.Length && (whole || bytes[i] >= 0xE0));

        return i;
    }

    private static byte[] CreatePackShuffles()
    {
        var shuffles = new byte[256 * 16];
        for (var skipped = 0; skipped < 256; skipped++)
        {
            var to = skipped * 16;
            for (var lane = 0; lane < 8; lane++)
            {
                if ((skipped & (1 << lane)) == 0)
                {
                    shuffles[to++] = (byte)(2 * lane);
                    shuffles[to++] = (byte)((2 * lane) + 1);
                }
            }

            // Lanes past the packed ones: zero (a shuffle index with its top bit set).
            while (to < (skipped + 1) * 16)
            {
                shuffles[to++] = 0x80;
            }
        }

        return shuffles;
    }
}
