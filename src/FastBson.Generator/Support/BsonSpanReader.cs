using System;
using System.Buffers.Binary;
using System.Numerics;
using System.Runtime.CompilerServices;
using MongoDB.Bson;
#if MONGODB_BSON_DATEONLY
using MongoDB.Bson.Serialization.Options;
#endif

namespace FastBson.Runtime;

/// <summary>
/// Reads the elements of one BSON document held in a span. Every method validates bounds and returns
/// false on anything it does not read itself (malformed bytes, an unexpected value); the generated code
/// then reads the document again through the driver's <c>IBsonReader</c>, which produces the driver's
/// result or exception. So this reader only has to be right on the common, well-formed case.
/// </summary>
internal ref struct BsonSpanReader
{
    /// <summary>Element type returned by <see cref="ReadElement(out ReadOnlySpan{byte})"/> for malformed input.</summary>
    public const int Malformed = -1;

    /// <summary>Element type returned by <see cref="ReadElement(out ReadOnlySpan{byte})"/> at the end of the document.</summary>
    public const int EndOfDocument = 0;

#if MONGODB_BSON_DATEONLY
    /// <summary>DateOnlySerializer's text of a date (a custom format, so the current culture's calendar and digits apply, as there).</summary>
    internal const string DateOnlyFormat = "yyyy-MM-dd";

    /// <summary>TimeOnlySerializer's text of a time: the round-trip format.</summary>
    internal const string TimeOnlyFormat = "o";
#endif

    private readonly ReadOnlySpan<byte> _bson;
    private readonly int _limit;
    private int _position;

    /// <summary>Reads a document whose length prefix and terminator were checked by <see cref="TryReadDocument"/> or <see cref="SpanDocument"/>.</summary>
    public BsonSpanReader(ReadOnlySpan<byte> document)
    {
        _bson = document;
        _limit = document.Length - 1; // the terminating zero
        _position = 4;
    }

    /// <summary>Where the next element starts, as an offset in the document.</summary>
    public readonly int Position => _position;

    /// <summary>
    /// Goes on at <paramref name="position"/>, where a reader that read an element for the span path left off. An
    /// offset outside the document reads as malformed.
    /// </summary>
    public void MoveTo(int position) => _position = position;

    /// <summary>
    /// Reads the next element's type and name (not allocating). Returns the BSON type byte,
    /// <see cref="EndOfDocument"/> at the end, or <see cref="Malformed"/>.
    /// </summary>
    public int ReadElement(out ReadOnlySpan<byte> name)
    {
        var position = _position;
        if ((uint)position > (uint)_limit)
        {
            name = default;
            return Malformed;
        }

        int type = _bson[position];
        if (type == 0)
        {
            name = default;
            return position == _limit ? EndOfDocument : Malformed;
        }

        var rest = _bson.Slice(position + 1, _limit - position - 1);
        var length = IndexOfTerminator(rest);
        if (length < 0)
        {
            name = default;
            return Malformed;
        }

        name = rest.Slice(0, length);
        _position = position + length + 2;
        return type;
    }

    /// <summary>
    /// Reads the next element's type and name, as <see cref="ReadElement(out ReadOnlySpan{byte})"/> does, first trying the
    /// name the caller expects there: documents usually hold their elements in the order they were written, so the name
    /// is compared in place with <paramref name="expected"/> and its terminator, with no scan for the terminator.
    /// <paramref name="isExpected"/> tells whether it was that name.
    /// </summary>
    public int ReadElement(ReadOnlySpan<byte> expected, out ReadOnlySpan<byte> name, out bool isExpected)
    {
        var position = _position;
        if (expected.Length > 0 && (uint)position < (uint)_limit)
        {
            int type = _bson[position];
            var rest = _bson.Slice(position + 1, _limit - position - 1);
            if (type != 0 && expected.Length < rest.Length && rest[expected.Length] == 0 && rest.StartsWith(expected))
            {
                name = rest.Slice(0, expected.Length);
                _position = position + expected.Length + 2;
                isExpected = true;
                return type;
            }
        }

        isExpected = false;
        return ReadElement(out name);
    }

    /// <summary>
    /// Reads the next element's type when its name is <paramref name="nameAndTerminator"/> (the UTF-8 name with its
    /// terminating zero), moving to its value; returns 0 without moving for any other element, or at the end.
    /// </summary>
    /// <remarks>
    /// The in-order read of generated code, which passes each member's name as a <c>u8</c> constant: inlined, the
    /// comparison is one of a known length, which the JIT unrolls into a few word compares. No scan for the terminator,
    /// no match of the name against the others.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadElementNamed(ReadOnlySpan<byte> nameAndTerminator)
    {
        var position = _position;
        var value = position + 1 + nameAndTerminator.Length;
        // The type byte and the name, with the document's terminator still after them. A zero type (a stray terminator)
        // is no match: the caller's loop refuses it.
        if ((uint)value > (uint)_limit)
        {
            return 0;
        }

        var element = _bson.Slice(position, value - position);
        int type = element[0];
        if (type == 0 || !element.Slice(1).SequenceEqual(nameAndTerminator))
        {
            return 0;
        }

        _position = value;
        return type;
    }

    // Element names are short (array items: "0", "1" ...): a plain loop meets their terminator before a vectorized
    // search over the rest of the document has got going. Longer names go on with that search.
    private static int IndexOfTerminator(ReadOnlySpan<byte> rest)
    {
        const int Scanned = 16;
        var scanned = Math.Min(rest.Length, Scanned);
        for (var i = 0; i < scanned; i++)
        {
            if (rest[i] == 0)
            {
                return i;
            }
        }

        if (scanned == rest.Length)
        {
            return -1;
        }

        var after = rest.Slice(Scanned).IndexOf((byte)0);
        return after < 0 ? -1 : Scanned + after;
    }

    /// <summary>Reads an Int32 value.</summary>
    public bool TryReadInt32(out int value)
    {
        if (_position + 4 > _limit)
        {
            value = 0;
            return false;
        }

        value = BinaryPrimitives.ReadInt32LittleEndian(_bson.Slice(_position, 4));
        _position += 4;
        return true;
    }

    /// <summary>Reads an Int64 value.</summary>
    public bool TryReadInt64(out long value)
    {
        if (_position + 8 > _limit)
        {
            value = 0;
            return false;
        }

        value = BinaryPrimitives.ReadInt64LittleEndian(_bson.Slice(_position, 8));
        _position += 8;
        return true;
    }

    /// <summary>Reads a Double value.</summary>
    public bool TryReadDouble(out double value)
    {
        if (_position + 8 > _limit)
        {
            value = 0;
            return false;
        }

        value = BinaryPrimitives.ReadDoubleLittleEndian(_bson.Slice(_position, 8));
        _position += 8;
        return true;
    }

    /// <summary>Reads a Double that converts to float exactly as the driver's default SingleSerializer converts it (see <see cref="TryReadDoubleNarrowed{T}"/>).</summary>
    public bool TryReadDoubleAsSingle(out float value) => TryReadDoubleNarrowed(out value);

#if MONGODB_BSON_HALF
    /// <summary>Reads a Double that converts to Half exactly as the driver's default HalfSerializer converts it (see <see cref="TryReadDoubleNarrowed{T}"/>).</summary>
    public bool TryReadDoubleAsHalf(out Half value) => TryReadDoubleNarrowed(out value);
#endif

    /// <summary>
    /// Reads a Double that converts to a narrower binary floating-point type exactly as the driver's RepresentationConverter
    /// converts it by default: double's extremes become the type's, every NaN is its NaN, and any other value must survive
    /// the round trip through the type (infinities do; a finite value beyond its range becomes one, and does not). What
    /// the driver refuses (OverflowException, TruncationException) is left to the IBsonReader path to raise.
    /// </summary>
    private bool TryReadDoubleNarrowed<T>(out T value)
        where T : struct, IBinaryFloatingPointIeee754<T>, IMinMaxValue<T>
    {
        value = T.Zero;
        if (_position + 8 > _limit)
        {
            return false;
        }

        var raw = BinaryPrimitives.ReadDoubleLittleEndian(_bson.Slice(_position, 8));
        if (raw == double.MaxValue)
        {
            value = T.MaxValue;
        }
        else if (raw == double.MinValue)
        {
            value = T.MinValue;
        }
        else if (double.IsNaN(raw))
        {
            value = T.NaN;
        }
        else
        {
            value = T.CreateTruncating(raw);
            if (double.CreateTruncating(value) != raw)
            {
                return false;
            }
        }

        _position += 8;
        return true;
    }

    /// <summary>Reads a Boolean value; only 0 and 1 are valid.</summary>
    public bool TryReadBoolean(out bool value)
    {
        if (_position + 1 > _limit || _bson[_position] > 1)
        {
            value = false;
            return false;
        }

        value = _bson[_position] == 1;
        _position += 1;
        return true;
    }

    /// <summary>Reads a String value, decoded with the driver's strict UTF-8 rules.</summary>
    public bool TryReadString(out string value)
    {
        value = null!;
        // The decoder may read on past the text, to the document's end.
        if (!TryPeekStringBytes(out var text) || !Utf8Text.TryDecode(text, _bson.Slice(_position + 4), out value))
        {
            return false;
        }

        _position += 4 + text.Length + 1;
        return true;
    }

    /// <summary>
    /// Reads a BSON String as the driver's UriSerializer does: <c>new Uri(text, UriKind.RelativeOrAbsolute)</c>, that very
    /// call, so the object is the driver's (Uri.TryCreate builds some relative URIs differently). Text that is no URI is
    /// left unread, for the driver to refuse.
    /// </summary>
    public bool TryReadUri(out Uri value)
    {
        value = null!;
        if (!TryPeekStringBytes(out var text) || !Utf8Text.TryDecode(text, out var decoded))
        {
            return false;
        }

        try
        {
            value = new Uri(decoded, UriKind.RelativeOrAbsolute);
        }
        catch (UriFormatException)
        {
            return false;
        }

        _position += 4 + text.Length + 1;
        return true;
    }

    /// <summary>Reads a BSON String as VersionSerializer does (<see cref="TextValues"/>); other text is left unread.</summary>
    public bool TryReadVersion(out Version value)
    {
        value = null!;
        return TryPeekText(out var text, out var size) && TextValues.TryParseVersion(text, out value) && Skip(size);
    }

    /// <summary>
    /// Reads a BitArray written by BitArraySerializer as { Length: Int32, Bytes: generic Binary }, in that order, with a
    /// Length its bytes hold (the driver's <c>new BitArray(bytes)</c>, then <c>Length</c>, gives the same bits for it).
    /// Any other document is left unread, for the serializer.
    /// </summary>
    public bool TryReadBitArrayDocument(out System.Collections.BitArray value) => TryReadDocumentAs(ParseBitArray, out value);

    private static bool ParseBitArray(BsonSpanReader elements, out System.Collections.BitArray value)
    {
        value = null!;
        if (elements.ReadElementNamed("Length\0"u8) == (int)BsonType.Int32 && elements.TryReadInt32(out var length) &&
            elements.ReadElementNamed("Bytes\0"u8) == (int)BsonType.Binary && elements.TryReadBytes(out var bytes) &&
            elements.ReadElement(out _) == EndOfDocument &&
            length >= 0 && length <= (long)bytes.Length * 8)
        {
            value = new System.Collections.BitArray(bytes) { Length = length };
        }

        return value is not null;
    }

    /// <summary>
    /// Reads a BitArray from a String of '0' and '1', one per bit, as BitArraySerializer reads any String; text with any
    /// other character is left unread, for the serializer to refuse.
    /// </summary>
    public bool TryReadBitArrayString(out System.Collections.BitArray value)
    {
        value = null!;
        return TryPeekText(out var text, out var size) && RepresentedValues.TryParseBits(text, out value) && Skip(size);
    }

    /// <summary>
    /// Reads a Complex as the driver's class map writes it: Double elements Real and Imaginary, in that order, and nothing
    /// else, given to the constructor the class map calls with them. Any other document is left unread, for the class map's
    /// serializer (which takes other orders and number types, or throws).
    /// </summary>
    public bool TryReadComplexDocument(out System.Numerics.Complex value) => TryReadDocumentAs(ParseComplex, out value);

    private static bool ParseComplex(BsonSpanReader elements, out System.Numerics.Complex value)
    {
        value = default;
        if (elements.ReadElementNamed("Real\0"u8) == (int)BsonType.Double && elements.TryReadDouble(out var real) &&
            elements.ReadElementNamed("Imaginary\0"u8) == (int)BsonType.Double && elements.TryReadDouble(out var imaginary) &&
            elements.ReadElement(out _) == EndOfDocument)
        {
            value = new System.Numerics.Complex(real, imaginary);
            return true;
        }

        return false;
    }

    /// <summary>
    /// Reads the Ticks of a DateTime written by DateTimeSerializer's Document representation: a BSON DateTime named
    /// DateTime (which the driver skips, whatever it holds), then an Int64 named Ticks, and nothing else. Any other
    /// document is left unread, for the serializer.
    /// </summary>
    public bool TryReadDateTimeDocumentTicks(out long ticks) => TryReadDocumentAs(ParseDateTimeDocumentTicks, out ticks);

    private static bool ParseDateTimeDocumentTicks(BsonSpanReader elements, out long ticks)
    {
        ticks = 0;
        return elements.ReadElementNamed("DateTime\0"u8) == (int)BsonType.DateTime && elements.TrySkip((int)BsonType.DateTime) &&
            elements.ReadElementNamed("Ticks\0"u8) == (int)BsonType.Int64 && elements.TryReadInt64(out ticks) &&
            elements.ReadElement(out _) == EndOfDocument;
    }

    /// <summary>
    /// Reads a Version written as a document by VersionSerializer's Document representation: Int32 elements Major, Minor,
    /// then Build and Revision where the version has them, in that order, each one the Version constructor takes. Any
    /// other document is left unread, for the serializer (which takes other orders and number types, or throws).
    /// </summary>
    public bool TryReadVersionDocument(out Version value) => TryReadDocumentAs(ParseVersionDocument, out value);

    private static bool ParseVersionDocument(BsonSpanReader elements, out Version value)
    {
        value = null!;
        Span<int> components = stackalloc int[4];
        var count = 0;
        int type;
        while ((type = elements.ReadElement(out var name)) != EndOfDocument)
        {
            if (count == 4 || type != (int)BsonType.Int32 || !name.SequenceEqual(VersionComponentName(count)) ||
                !elements.TryReadInt32(out components[count]) || components[count] < 0)
            {
                return false;
            }

            count++;
        }

        if (count < 2)
        {
            return false;
        }

        value = count switch
        {
            2 => new Version(components[0], components[1]),
            3 => new Version(components[0], components[1], components[2]),
            _ => new Version(components[0], components[1], components[2], components[3]),
        };
        return true;
    }

    private static ReadOnlySpan<byte> VersionComponentName(int index) => index switch
    {
        0 => "Major"u8,
        1 => "Minor"u8,
        2 => "Build"u8,
        _ => "Revision"u8,
    };

    /// <summary>Reads a BSON String as IPAddressSerializer does (<see cref="TextValues"/>); other text is left unread.</summary>
    public bool TryReadIPAddress(out System.Net.IPAddress value)
    {
        value = null!;
        return TryPeekText(out var text, out var size) && TextValues.TryParseIPAddress(text, out value) && Skip(size);
    }

    /// <summary>Reads a BSON String as IPEndPointSerializer does (<see cref="TextValues"/>); other text is left unread.</summary>
    public bool TryReadIPEndPoint(out System.Net.IPEndPoint value)
    {
        value = null!;
        return TryPeekText(out var text, out var size) && TextValues.TryParseIPEndPoint(text, out value) && Skip(size);
    }

    /// <summary>Reads a BSON String as CultureInfoSerializer does (<see cref="TextValues"/>); other text is left unread.</summary>
    public bool TryReadCultureInfo(out System.Globalization.CultureInfo value)
    {
        value = null!;
        return TryPeekText(out var text, out var size) && TextValues.TryParseCultureInfo(text, out value) && Skip(size);
    }

    /// <summary>
    /// Reads a RegularExpression as RegexSerializer does: <c>ToRegex()</c> of its pattern and options. A pattern the Regex
    /// constructor refuses, and text that is not UTF-8, are left unread, for the driver.
    /// </summary>
    public bool TryReadRegex(out System.Text.RegularExpressions.Regex value)
    {
        value = null!;
        var ahead = this;
        if (!SpanBsonValues.TryReadRegularExpression(ref ahead, out var expression) || !TextValues.TryCreateRegex(expression, out value))
        {
            return false;
        }

        this = ahead;
        return true;
    }

    /// <summary>Reads a String as RegexSerializer does: <c>new Regex(text)</c>; a pattern it refuses is left unread, for the driver.</summary>
    public bool TryReadRegexString(out System.Text.RegularExpressions.Regex value)
    {
        value = null!;
        return TryPeekText(out var text, out var size) && TextValues.TryCreateRegex(text, out value) && Skip(size);
    }

    /// <summary>
    /// Reads the document CultureInfoSerializer writes for a culture without the user's overrides, exactly
    /// <c>{ Name: String, UseUserOverride: Boolean }</c>; any other document is left unread, for the driver.
    /// </summary>
    public bool TryReadCultureInfoDocument(out System.Globalization.CultureInfo value) => TryReadDocumentAs(ParseCultureInfoDocument, out value);

    private static bool ParseCultureInfoDocument(BsonSpanReader elements, out System.Globalization.CultureInfo value)
    {
        value = null!;
        return elements.ReadElementNamed("Name\0"u8) == (int)BsonType.String && elements.TryPeekText(out var text, out var size) && elements.Skip(size) &&
            elements.ReadElementNamed("UseUserOverride\0"u8) == (int)BsonType.Boolean && elements.TryReadBoolean(out var useUserOverride) &&
            elements.ReadElement(out _) == EndOfDocument &&
            TextValues.TryParseCultureInfo(text, useUserOverride, out value);
    }

    /// <summary>The BSON String value at the current position, decoded, and its size, without moving past it.</summary>
    private readonly bool TryPeekText(out string text, out int size)
    {
        text = null!;
        size = 0;
        if (!TryPeekStringBytes(out var bytes) || !Utf8Text.TryDecode(bytes, out text))
        {
            return false;
        }

        size = 4 + bytes.Length + 1;
        return true;
    }

    private bool Skip(int size)
    {
        _position += size;
        return true;
    }

    /// <summary>
    /// The UTF-8 bytes of the BSON String value at the current position (length prefix and terminator checked),
    /// without moving past it.
    /// </summary>
    private readonly bool TryPeekStringBytes(out ReadOnlySpan<byte> text)
    {
        text = default;
        if (_position + 4 > _limit)
        {
            return false;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(_bson.Slice(_position, 4));
        if (length <= 0 || length > _limit - _position - 4 || _bson[_position + 3 + length] != 0)
        {
            return false;
        }

        text = _bson.Slice(_position + 4, length - 1);
        return true;
    }

    /// <summary>Reads an ObjectId value.</summary>
    public bool TryReadObjectId(out ObjectId value)
    {
        if (_position + 12 > _limit)
        {
            value = default;
            return false;
        }

        value = ObjectIdFrom(_bson.Slice(_position, 12));
        _position += 12;
        return true;
    }

    /// <summary>The ObjectId of 12 bytes in its own (BSON) order, built without allocating.</summary>
    internal static ObjectId ObjectIdFrom(ReadOnlySpan<byte> bytes)
    {
        var timestamp = BinaryPrimitives.ReadInt32BigEndian(bytes);
        var b = BinaryPrimitives.ReadInt32BigEndian(bytes.Slice(4));
        var c = BinaryPrimitives.ReadInt32BigEndian(bytes.Slice(8));
#if MONGODB_BSON_3
        return CreateObjectId(timestamp, b, c);
#else
#pragma warning disable CS0618 // the only allocation-free constructor in this driver version; it is exact for all 12 bytes
        return new ObjectId(timestamp, (b >> 8) & 0xffffff, (short)(((b & 0xff) << 8) | ((c >> 24) & 0xff)), c & 0xffffff);
#pragma warning restore CS0618
#endif
    }

#if MONGODB_BSON_3
    // 3.x removed the public (timestamp, machine, pid, increment) constructor; its public byte[] one would allocate per
    // value. The private one takes the three big-endian words, as in every driver version since 2.x.
    [System.Runtime.CompilerServices.UnsafeAccessor(System.Runtime.CompilerServices.UnsafeAccessorKind.Constructor)]
    private static extern ObjectId CreateObjectId(int a, int b, int c);
#endif

    /// <summary>Reads a UTC DateTime value in the range a <see cref="DateTime"/> can hold, as the driver's DateTimeSerializer does.</summary>
    public bool TryReadDateTime(out DateTime value)
    {
        if (!TryReadInt64(out var milliseconds))
        {
            value = default;
            return false;
        }

        // Outside the range (including the old MaxValue+1 encoding the reader may fix up) the IBsonReader path decides.
        if (milliseconds < BsonConstants.DateTimeMinValueMillisecondsSinceEpoch ||
            milliseconds > BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch)
        {
            value = default;
            return false;
        }

        value = BsonUtils.ToDateTimeFromMillisecondsSinceEpoch(milliseconds);
        return true;
    }

    /// <summary>
    /// Reads a decimal written as a BSON String, parsed as DecimalSerializer parses it
    /// (<c>decimal.Parse(s, NumberFormatInfo.InvariantInfo)</c>) but without allocating the string.
    /// </summary>
    public bool TryReadDecimalString(out decimal value)
    {
        value = 0;

        // Longer text is not the form the driver writes: the IBsonReader path reads it with the driver's rules.
        if (!TryPeekStringBytes(out var text) || text.Length >= 128)
        {
            return false;
        }

        var length = text.Length + 1;
        if (TryParseCanonicalDecimal(text, out value))
        {
            _position += 4 + length;
            return true;
        }

        Span<char> chars = stackalloc char[Utf8Text.BufferLength];
        var count = Utf8Text.DecodeShort(text, text, chars);
        if (count < 0 || !decimal.TryParse(chars.Slice(0, count), System.Globalization.NumberStyles.Number, System.Globalization.NumberFormatInfo.InvariantInfo, out value))
        {
            return false;
        }

        _position += 4 + length;
        return true;
    }

    /// <summary>
    /// Parses the form the driver writes (<c>decimal.ToString("G", InvariantInfo)</c>: an optional '-', digits, an
    /// optional '.' with digits) when it has at most 18 significant digits and is not zero, giving the same value and
    /// scale as <c>decimal.Parse</c> at a tenth of its cost. Anything else is left to <c>decimal.TryParse</c>.
    /// </summary>
    private static bool TryParseCanonicalDecimal(ReadOnlySpan<byte> text, out decimal value)
    {
        value = 0;
        var negative = text.Length > 0 && text[0] == (byte)'-';
        ulong mantissa = 0;
        var digits = 0;
        var scale = -1; // -1 until the decimal point
        for (var i = negative ? 1 : 0; i < text.Length; i++)
        {
            var c = text[i];
            if (c == (byte)'.')
            {
                if (scale >= 0 || digits == 0)
                {
                    return false;
                }

                scale = 0;
                continue;
            }

            var digit = (uint)(c - (byte)'0');
            if (digit > 9 || ++digits > 18)
            {
                return false;
            }

            mantissa = (mantissa * 10) + digit;
            if (scale >= 0)
            {
                scale++;
            }
        }

        // No digits, a trailing '.', or zero (whose sign and scale decimal.Parse decides) take the general path.
        if (digits == 0 || scale == 0 || mantissa == 0)
        {
            return false;
        }

        value = new decimal((int)(uint)mantissa, (int)(uint)(mantissa >> 32), 0, negative, (byte)Math.Max(scale, 0));
        return true;
    }

    /// <summary>Reads a Decimal128 that converts to decimal exactly as the driver's default converter does.</summary>
    public bool TryReadDecimal128AsDecimal(out decimal value) =>
#if MONGODB_BSON_2_25
        TryReadDecimal128AsDecimal(out value, allowTruncation: true);
#else
        TryReadDecimal128AsDecimal(out value, allowTruncation: false);
#endif

    /// <summary>
    /// Reads a Decimal128 that converts to decimal without overflow or truncation: every converter the driver's
    /// DecimalSerializer may have gives that value, and refuses or changes no other one than this method declines.
    /// </summary>
    public bool TryReadDecimal128AsExactDecimal(out decimal value) => TryReadDecimal128AsDecimal(out value, allowTruncation: false);

    private bool TryReadDecimal128AsDecimal(out decimal value, bool allowTruncation)
    {
        value = 0;
        if (_position + 16 > _limit)
        {
            return false;
        }

        var decimal128 = Decimal128At(_position);

        // The rules of a DecimalSerializer's converter without overflow (the default's truncation: allowed only in 3.x).
        // Whatever it would refuse goes to the IBsonReader path, so the driver raises its own error.
        if (decimal128 == Decimal128.MaxValue)
        {
            value = decimal.MaxValue;
        }
        else if (decimal128 == Decimal128.MinValue)
        {
            value = decimal.MinValue;
        }
        else if (Decimal128.IsInfinity(decimal128) || Decimal128.IsNaN(decimal128))
        {
            return false;
        }
        else
        {
            try
            {
                value = (decimal)decimal128;
            }
            catch (OverflowException)
            {
                return false;
            }

            if (!allowTruncation && decimal128 != (Decimal128)value)
            {
                return false;
            }
        }

        _position += 16;
        return true;
    }

    /// <summary>Reads a Decimal128 value.</summary>
    public bool TryReadDecimal128(out Decimal128 value)
    {
        if (_position + 16 > _limit)
        {
            value = default;
            return false;
        }

        value = Decimal128At(_position);
        _position += 16;
        return true;
    }

    /// <summary>
    /// Reads a Decimal128 written as a BSON String of its text, as a 2.x driver's Decimal128Serializer writes it, and parses
    /// it as that serializer does (<c>Decimal128.Parse</c>, whose rules <c>TryParse</c> applies).
    /// </summary>
    public bool TryReadDecimal128String(out Decimal128 value)
    {
        value = default;
        if (!TryPeekStringBytes(out var text) || !Utf8Text.TryDecode(text, out var s) || !Decimal128.TryParse(s, out value))
        {
            return false;
        }

        _position += 4 + text.Length + 1;
        return true;
    }

    /// <summary>The Decimal128 whose 16 bytes (low word, then high word) start at <paramref name="position"/>, made as the driver's reader makes it.</summary>
    private readonly Decimal128 Decimal128At(int position)
    {
        var low = BinaryPrimitives.ReadUInt64LittleEndian(_bson.Slice(position, 8));
        var high = BinaryPrimitives.ReadUInt64LittleEndian(_bson.Slice(position + 8, 8));
        return Decimal128.FromIEEEBits(high, low);
    }

    /// <summary>
    /// Reads a DateTimeOffset in the layout a 2.x driver's DateTimeOffsetSerializer writes: the array [ticks as Int64,
    /// offset minutes as Int32]. Any other layout (other item types, another item count), and values DateTimeOffset would
    /// refuse, are left to the driver. Like the driver, it reads the items by position, whatever their names.
    /// </summary>
    /// <summary>
    /// Reads a decimal in the layout a DecimalSerializer with the Array representation writes: the array of its four
    /// <c>GetBits</c> Int32s, exactly those. Other arrays (more items, other types), and bits <c>new decimal(bits)</c>
    /// refuses, are left to the driver, which reads any array and refuses them itself.
    /// </summary>
    public bool TryReadDecimalArray(out decimal value) => TryReadDocumentAs(ParseDecimalArray, out value);

    private static bool ParseDecimalArray(BsonSpanReader items, out decimal value)
    {
        const int signMask = unchecked((int)0x80000000), scaleMask = 0x00FF0000, maxScale = 28;
        value = default;
        if (items.ReadElement(out _) != (int)BsonType.Int32 || !items.TryReadInt32(out var lo) ||
            items.ReadElement(out _) != (int)BsonType.Int32 || !items.TryReadInt32(out var mid) ||
            items.ReadElement(out _) != (int)BsonType.Int32 || !items.TryReadInt32(out var hi) ||
            items.ReadElement(out _) != (int)BsonType.Int32 || !items.TryReadInt32(out var flags) ||
            items.ReadElement(out _) != EndOfDocument)
        {
            return false;
        }

        // The decimal(int[]) constructor's own check: only the sign and the scale bits, a scale of 28 at most.
        var scale = (flags & scaleMask) >> 16;
        if ((flags & ~(signMask | scaleMask)) != 0 || scale > maxScale)
        {
            return false;
        }

        value = new decimal(lo, mid, hi, (flags & signMask) != 0, (byte)scale);
        return true;
    }

    public bool TryReadDateTimeOffsetArray(out DateTimeOffset value) => TryReadDocumentAs(ParseDateTimeOffsetArray, out value);

    private static bool ParseDateTimeOffsetArray(BsonSpanReader items, out DateTimeOffset value)
    {
        value = default;
        return items.ReadElement(out _) == (int)BsonType.Int64 && items.TryReadInt64(out var ticks) &&
            items.ReadElement(out _) == (int)BsonType.Int32 && items.TryReadInt32(out var minutes) &&
            items.ReadElement(out _) == EndOfDocument &&
            TryCreateDateTimeOffset(ticks, minutes, out value);
    }

    /// <summary>
    /// Reads a DateTimeOffset in the layout a 3.x driver's DateTimeOffsetSerializer writes: the document
    /// { DateTime: UTC DateTime, Ticks: Int64, Offset: Int32 minutes }, those three elements in that order. The driver
    /// skips the DateTime element's value (Ticks and Offset say it all), and so does this. Any other layout, and values
    /// DateTimeOffset would refuse, are left to the driver.
    /// </summary>
    public bool TryReadDateTimeOffsetDocument(out DateTimeOffset value) => TryReadDocumentAs(ParseDateTimeOffsetDocument, out value);

    private static bool ParseDateTimeOffsetDocument(BsonSpanReader elements, out DateTimeOffset value)
    {
        value = default;
        return elements.ReadElementNamed("DateTime\0"u8) == (int)BsonType.DateTime && elements.TrySkip((int)BsonType.DateTime) &&
            elements.ReadElementNamed("Ticks\0"u8) == (int)BsonType.Int64 && elements.TryReadInt64(out var ticks) &&
            elements.ReadElementNamed("Offset\0"u8) == (int)BsonType.Int32 && elements.TryReadInt32(out var minutes) &&
            elements.ReadElement(out _) == EndOfDocument &&
            TryCreateDateTimeOffset(ticks, minutes, out value);
    }

    /// <summary>
    /// Reads a DateTimeOffset written as a BSON String, parsed as the driver's <c>JsonConvert.ToDateTimeOffset</c> parses it
    /// (<c>ParseExact</c> with its format and the invariant culture, whose rules <c>TryParseExact</c> applies); text it
    /// refuses is left to the driver.
    /// </summary>
    public bool TryReadDateTimeOffsetString(out DateTimeOffset value)
    {
        value = default;
        if (!TryPeekStringBytes(out var text) || !Utf8Text.TryDecode(text, out var s) ||
            !DateTimeOffset.TryParseExact(s, "yyyy-MM-ddTHH:mm:ss.FFFFFFFK", System.Globalization.DateTimeFormatInfo.InvariantInfo, System.Globalization.DateTimeStyles.None, out value))
        {
            return false;
        }

        _position += 4 + text.Length + 1;
        return true;
    }

    /// <summary>
    /// Reads a DateTimeOffset written as a BSON DateTime, as DateTimeOffsetSerializer (2.15 and later) reads it: the UTC
    /// instant with offset zero. Milliseconds outside DateTimeOffset's range are left to the driver.
    /// </summary>
    public bool TryReadDateTimeOffsetDateTime(out DateTimeOffset value)
    {
        var start = _position;
        if (TryReadInt64(out var milliseconds) &&
            milliseconds >= BsonConstants.DateTimeMinValueMillisecondsSinceEpoch &&
            milliseconds <= BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch)
        {
            value = DateTimeOffset.FromUnixTimeMilliseconds(milliseconds);
            return true;
        }

        _position = start;
        value = default;
        return false;
    }

    /// <summary>
    /// <c>new DateTimeOffset(ticks, TimeSpan.FromMinutes(minutes))</c>, as the driver makes it, when that would not throw:
    /// local ticks in DateTime's range, an offset of at most 14 hours either way, and the UTC instant in range too.
    /// </summary>
    private static bool TryCreateDateTimeOffset(long ticks, int minutes, out DateTimeOffset value)
    {
        const int MaxOffsetMinutes = 14 * 60;
        value = default;
        if (ticks < DateTime.MinValue.Ticks || ticks > DateTime.MaxValue.Ticks || minutes < -MaxOffsetMinutes || minutes > MaxOffsetMinutes)
        {
            return false;
        }

        var offset = minutes * TimeSpan.TicksPerMinute;
        if (ticks - offset < DateTime.MinValue.Ticks || ticks - offset > DateTime.MaxValue.Ticks)
        {
            return false;
        }

        value = new DateTimeOffset(ticks, new TimeSpan(offset));
        return true;
    }

    /// <summary>
    /// Reads a TimeSpan in the form TimeSpanSerializer writes, <c>TimeSpan.ToString()</c>: .NET's constant format
    /// <c>[-][d.]hh:mm:ss[.fffffff]</c>, exactly as that method writes it (days without a leading zero, seven digits of
    /// fraction, each only when not zero; a '-' only before a value below zero). Any other text, which the driver's
    /// <c>TimeSpan.Parse</c> may read differently or refuse, is left to the driver.
    /// </summary>
    public bool TryReadTimeSpan(out TimeSpan value)
    {
        value = default;
        if (!TryPeekStringBytes(out var text) || !TryParseConstantTimeSpan(text, out value))
        {
            return false;
        }

        _position += 4 + text.Length + 1;
        return true;
    }

    private static bool TryParseConstantTimeSpan(ReadOnlySpan<byte> text, out TimeSpan value)
    {
        value = default;
        var negative = text.Length > 0 && text[0] == (byte)'-';
        if (negative)
        {
            text = text.Slice(1);
        }

        // Days, when written, end in the '.' three characters before the first ':'.
        var colon = text.IndexOf((byte)':');
        ulong days = 0;
        if (colon > 2)
        {
            if (text[colon - 3] != (byte)'.' || text[0] == (byte)'0' ||
                !TryParseDigits(text.Slice(0, colon - 3), out days) || days > (ulong)TimeSpan.MaxValue.Days)
            {
                return false;
            }

            text = text.Slice(colon - 2);
        }
        else if (colon != 2)
        {
            return false;
        }

        // hh:mm:ss, and .fffffff when the fraction is not zero.
        if ((text.Length != 8 && text.Length != 16) || text[5] != (byte)':' ||
            !TryParseDigits(text.Slice(0, 2), out var hours) || hours > 23 ||
            !TryParseDigits(text.Slice(3, 2), out var minutes) || minutes > 59 ||
            !TryParseDigits(text.Slice(6, 2), out var seconds) || seconds > 59)
        {
            return false;
        }

        ulong fraction = 0;
        if (text.Length == 16 && (text[8] != (byte)'.' || !TryParseDigits(text.Slice(9, 7), out fraction) || fraction == 0))
        {
            return false;
        }

        var magnitude = (days * TimeSpan.TicksPerDay) + (hours * TimeSpan.TicksPerHour) + (minutes * TimeSpan.TicksPerMinute) +
                        (seconds * TimeSpan.TicksPerSecond) + fraction;
        if (negative ? magnitude == 0 || magnitude > 1UL << 63 : magnitude > long.MaxValue)
        {
            return false;
        }

        value = new TimeSpan(negative ? unchecked((long)(0UL - magnitude)) : (long)magnitude);
        return true;
    }

    /// <summary>Parses one to eight ASCII digits.</summary>
    private static bool TryParseDigits(ReadOnlySpan<byte> digits, out ulong value)
    {
        value = 0;
        if (digits.Length is 0 or > 8)
        {
            return false;
        }

        foreach (var c in digits)
        {
            var digit = (uint)(c - (byte)'0');
            if (digit > 9)
            {
                return false;
            }

            value = (value * 10) + digit;
        }

        return true;
    }

#if MONGODB_BSON_DATEONLY
    /// <summary>Reads a DateOnly from a UTC DateTime at midnight, as DateOnlySerializer does; a time of day is the driver's error to raise.</summary>
    public bool TryReadDateOnly(out DateOnly value)
    {
        var start = _position;
        if (!TryReadDateTime(out var dateTime) || dateTime.TimeOfDay != TimeSpan.Zero)
        {
            _position = start;
            value = default;
            return false;
        }

        value = DateOnly.FromDateTime(dateTime);
        return true;
    }

    /// <summary>
    /// Reads a DateOnly from the ticks of its midnight in an Int64, as DateOnlySerializer does (<c>new DateTime(ticks)</c>, which
    /// must have no time of day); ticks outside DateTime's range or with a time of day are the driver's error to raise.
    /// </summary>
    public bool TryReadDateOnlyTicks(out DateOnly value)
    {
        value = default;
        if (_position + 8 > _limit)
        {
            return false;
        }

        if (!TryDateAtMidnight(BinaryPrimitives.ReadInt64LittleEndian(_bson.Slice(_position, 8)), out value))
        {
            return false;
        }

        _position += 8;
        return true;
    }

    /// <summary>
    /// Reads a DateOnly from a String, as DateOnlySerializer does: <c>DateOnly.ParseExact(text, "yyyy-MM-dd")</c> (in the
    /// current culture, as there). Text that does not parse is left unread, for the driver to refuse.
    /// </summary>
    public bool TryReadDateOnlyString(out DateOnly value)
    {
        value = default;
        return TryPeekText(out var text, out var size) && DateOnly.TryParseExact(text, DateOnlyFormat, out value) && Skip(size);
    }

    /// <summary>
    /// Reads a TimeOnly from a String, as TimeOnlySerializer does: <c>TimeOnly.ParseExact(text, "o")</c>. Text that does not
    /// parse is left unread, for the driver to refuse.
    /// </summary>
    public bool TryReadTimeOnlyString(out TimeOnly value)
    {
        value = default;
        return TryPeekText(out var text, out var size) && TimeOnly.TryParseExact(text, TimeOnlyFormat, out value) && Skip(size);
    }

    /// <summary>
    /// Reads a TimeOnly from an Int64 count of <paramref name="units"/>, as TimeOnlySerializer does (see
    /// <see cref="TimeOnlyValues"/>); a count outside a day is left unread, for the driver to refuse.
    /// </summary>
    public bool TryReadTimeOnly(TimeOnlyUnits units, out TimeOnly value) => TryReadTimeOnlyCount(BsonType.Int64, units, out value);

    /// <summary>As <see cref="TryReadTimeOnly"/>, from an Int32 count.</summary>
    public bool TryReadTimeOnlyInt32(TimeOnlyUnits units, out TimeOnly value) => TryReadTimeOnlyCount(BsonType.Int32, units, out value);

    /// <summary>As <see cref="TryReadTimeOnly"/>, from a Double count.</summary>
    public bool TryReadTimeOnlyDouble(TimeOnlyUnits units, out TimeOnly value) => TryReadTimeOnlyCount(BsonType.Double, units, out value);

    // Reads the count as the number type it is stored in, and converts it; restores the position where either fails.
    private bool TryReadTimeOnlyCount(BsonType type, TimeOnlyUnits units, out TimeOnly value)
    {
        var start = _position;
        value = default;
        var read = type switch
        {
            BsonType.Int32 => TryReadInt32(out var int32) && TimeOnlyValues.TryFromInt32(int32, units, out value),
            BsonType.Double => TryReadDouble(out var number) && TimeOnlyValues.TryFromDouble(number, units, out value),
            _ => TryReadInt64(out var int64) && TimeOnlyValues.TryFromInt64(int64, units, out value),
        };
        if (!read)
        {
            _position = start;
            value = default;
        }

        return read;
    }

    /// <summary>
    /// Reads a TimeOnly from the document TimeOnlySerializer's Document representation writes: Int32 elements Hour, Minute,
    /// Second, Millisecond, Microsecond and Nanosecond, then its Int64 Ticks, in that order, the components those of the
    /// ticks. Any other document (another order, optional components left out, other number types, components that do not
    /// match) is left unread, for the serializer to read or refuse.
    /// </summary>
    public bool TryReadTimeOnlyDocument(out TimeOnly value) => TryReadDocumentAs(ParseTimeOnlyDocument, out value);

    private static bool ParseTimeOnlyDocument(BsonSpanReader elements, out TimeOnly value)
    {
        value = default;
#if !MONGODB_BSON_TIMEONLY_DOCUMENTS
        // Before 3.6 the serializer reads no document: it refuses every one, which it does itself.
        return false;
#else
        Span<int> components = stackalloc int[6];
        for (var i = 0; i < components.Length; i++)
        {
            if (elements.ReadElement(out var name) != (int)BsonType.Int32 || !name.SequenceEqual(TimeOnlyComponentName(i)) || !elements.TryReadInt32(out components[i]))
            {
                return false;
            }
        }

        if (elements.ReadElementNamed("Ticks\0"u8) != (int)BsonType.Int64 || !elements.TryReadInt64(out var ticks) ||
            elements.ReadElement(out _) != EndOfDocument || !TimeOnlyValues.TryFromTicks(ticks, out var time))
        {
            return false;
        }

        value = time;
        return components[0] == time.Hour && components[1] == time.Minute && components[2] == time.Second && components[3] == time.Millisecond &&
            components[4] == TimeOnlyValues.MicrosecondOf(ticks) && components[5] == TimeOnlyValues.NanosecondOf(ticks);
#endif
    }

    private static ReadOnlySpan<byte> TimeOnlyComponentName(int index) => index switch
    {
        0 => "Hour"u8,
        1 => "Minute"u8,
        2 => "Second"u8,
        3 => "Millisecond"u8,
        4 => "Microsecond"u8,
        _ => "Nanosecond"u8,
    };

    /// <summary>
    /// Reads a DateOnly from a document DateOnlySerializer's Document representation writes, in either format: a DateTime
    /// then the Int64 Ticks of the date's midnight (whose DateTime the serializer skips), or Int32 Year, Month and Day, in
    /// that order. Any other document (another order or number type, ticks with a time of day, a date that does not exist)
    /// is left unread, for the serializer to read or refuse.
    /// </summary>
    public bool TryReadDateOnlyDocument(out DateOnly value) => TryReadDocumentAs(ParseDateOnlyDocument, out value);

    private static bool ParseDateOnlyDocument(BsonSpanReader elements, out DateOnly value)
    {
        // Each parse reads its own copy of the reader, from the document's first element.
        if (ParseDateTimeDocumentTicks(elements, out var ticks))
        {
            return TryDateAtMidnight(ticks, out value);
        }

        value = default;
#if !MONGODB_BSON_DATEONLY_FORMATS
        // Before 3.2 the serializer reads { DateTime, Ticks } only: it refuses { Year, Month, Day } itself.
        return false;
#else
        if (elements.ReadElementNamed("Year\0"u8) != (int)BsonType.Int32 || !elements.TryReadInt32(out var year) ||
            elements.ReadElementNamed("Month\0"u8) != (int)BsonType.Int32 || !elements.TryReadInt32(out var month) ||
            elements.ReadElementNamed("Day\0"u8) != (int)BsonType.Int32 || !elements.TryReadInt32(out var day) ||
            elements.ReadElement(out _) != EndOfDocument ||
            year is < 1 or > 9999 || month is < 1 or > 12 || day < 1 || day > DateTime.DaysInMonth(year, month))
        {
            return false;
        }

        value = new DateOnly(year, month, day);
        return true;
#endif
    }

    // DateOnlySerializer makes a date of ticks through a UTC DateTime, which must be in range and at midnight.
    private static bool TryDateAtMidnight(long ticks, out DateOnly value)
    {
        if ((ulong)ticks > (ulong)DateTime.MaxValue.Ticks || ticks % TimeSpan.TicksPerDay != 0)
        {
            value = default;
            return false;
        }

        value = DateOnly.FromDayNumber((int)(ticks / TimeSpan.TicksPerDay));
        return true;
    }
#endif

    /// <summary>
    /// Reads an array of primitives as the driver's MemorySerializer does (see <see cref="PrimitiveArrays"/>); an array with
    /// an item of another BSON type is left unread, for the serializer to refuse.
    /// </summary>
    public bool TryReadPrimitiveArray<T>(out T[] items)
        where T : unmanaged
    {
        var start = _position;
        if (TryReadDocument(out var array) && PrimitiveArrays.TryParse(array, out items))
        {
            return true;
        }

        _position = start;
        items = null!;
        return false;
    }

    /// <summary>Reads a Binary value of the generic subtype as a new array.</summary>
    public bool TryReadBytes(out byte[] value)
    {
        value = null!;
        if (_position + 5 > _limit)
        {
            return false;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(_bson.Slice(_position, 4));
        if (length < 0 || length > _limit - _position - 5 || _bson[_position + 4] != (byte)BsonBinarySubType.Binary)
        {
            return false;
        }

        value = _bson.Slice(_position + 5, length).ToArray();
        _position += 5 + length;
        return true;
    }

    /// <summary>
    /// Reads a Binary value of any subtype: its subtype byte and its payload, as stored (the old binary subtype keeps its
    /// inner length prefix in the payload).
    /// </summary>
    public bool TryReadBinary(out int subType, out ReadOnlySpan<byte> payload)
    {
        subType = 0;
        payload = default;
        if (_position + 5 > _limit)
        {
            return false;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(_bson.Slice(_position, 4));
        if (length < 0 || length > _limit - _position - 5)
        {
            return false;
        }

        subType = _bson[_position + 4];
        payload = _bson.Slice(_position + 5, length);
        _position += 5 + length;
        return true;
    }

    /// <summary>Reads a String value as its UTF-8 bytes (length prefix and terminator checked), not decoded: the caller validates them.</summary>
    public bool TryReadUtf8(out ReadOnlySpan<byte> text)
    {
        if (!TryPeekStringBytes(out text))
        {
            return false;
        }

        _position += 4 + text.Length + 1;
        return true;
    }

    /// <summary>Reads an embedded document or array, checking its length prefix and terminator.</summary>
    public bool TryReadDocument(out ReadOnlySpan<byte> document)
    {
        document = default;
        if (_position + 5 > _limit)
        {
            return false;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(_bson.Slice(_position, 4));
        if (length < 5 || length > _limit - _position || _bson[_position + length - 1] != 0)
        {
            return false;
        }

        document = _bson.Slice(_position, length);
        _position += length;
        return true;
    }

    /// <summary>Parses the elements of an embedded document into a value, or refuses them.</summary>
    private delegate bool ElementsParser<T>(BsonSpanReader elements, out T value);

    /// <summary>
    /// Reads an embedded document whose exact layout <paramref name="parse"/> accepts. A document it refuses is left unread
    /// (the position is restored), so the driver's serializer reads it and gives its own value or exception.
    /// </summary>
    private bool TryReadDocumentAs<T>(ElementsParser<T> parse, out T value)
    {
        var start = _position;
        if (TryReadDocument(out var document) && parse(new BsonSpanReader(document), out value))
        {
            return true;
        }

        _position = start;
        value = default!;
        return false;
    }

    /// <summary>Reads the raw bytes of a value of the given BSON type.</summary>
    public bool TryReadValue(int type, out ReadOnlySpan<byte> value)
    {
        var size = ValueSize(type);
        if (size < 0 || size > _limit - _position)
        {
            value = default;
            return false;
        }

        value = _bson.Slice(_position, size);
        _position += size;
        return true;
    }

    /// <summary>Skips a value of the given BSON type.</summary>
    public bool TrySkip(int type) => TryReadValue(type, out _);

    /// <summary>Counts the elements of a document or array, or returns -1 when it is malformed.</summary>
    public static int CountElements(ReadOnlySpan<byte> document) => CountElements(document, out _);

    /// <summary>
    /// Counts the elements of a document or array, or returns -1 when it is malformed; <paramref name="types"/> tells the
    /// BSON types of their values (each type's <see cref="TypeBit"/>). A collection whose items' span read declines some
    /// type declines it before reading any item, instead of after reading the items before it.
    /// </summary>
    public static int CountElements(ReadOnlySpan<byte> document, out uint types)
    {
        var reader = new BsonSpanReader(document);
        var count = 0;
        types = 0;
        while (true)
        {
            var type = reader.ReadElement(out _);
            if (type == EndOfDocument)
            {
                return count;
            }

            if (type == Malformed || !reader.TrySkip(type))
            {
                return -1;
            }

            types |= TypeBit(type);
            count++;
        }
    }

    /// <summary>
    /// The bit of a BSON type in a set of types: bits 1 to 19 for Double to Decimal128, bit 31 for MinKey and MaxKey (whose
    /// codes, 255 and 127, share their low five bits).
    /// </summary>
    public static uint TypeBit(int type) => 1u << (type & 31);

    private int ValueSize(int type)
    {
        var remaining = _limit - _position;
        switch ((BsonType)type)
        {
            case BsonType.Double:
            case BsonType.DateTime:
            case BsonType.Int64:
            case BsonType.Timestamp:
                return 8;
            case BsonType.Int32:
                return 4;
            case BsonType.Boolean:
                return 1;
            case BsonType.ObjectId:
                return 12;
            case BsonType.Decimal128:
                return 16;
            case BsonType.Null:
            case BsonType.Undefined:
            case BsonType.MinKey:
            case BsonType.MaxKey:
                return 0;
            case BsonType.String:
            case BsonType.JavaScript:
            case BsonType.Symbol:
                return remaining < 4 ? -1 : StringSize(_position);
            case BsonType.Document:
            case BsonType.Array:
            case BsonType.JavaScriptWithScope:
                return remaining < 4 ? -1 : ReadLength(_position);
            case BsonType.Binary:
                return remaining < 5 ? -1 : CheckedAdd(ReadLength(_position), 5);
            case BsonType.RegularExpression:
                {
                    var first = _bson.Slice(_position, remaining).IndexOf((byte)0);
                    if (first < 0)
                    {
                        return -1;
                    }

                    var second = _bson.Slice(_position + first + 1, remaining - first - 1).IndexOf((byte)0);
                    return second < 0 ? -1 : first + second + 2;
                }

            default:
                return -1;
        }
    }

    private int StringSize(int position)
    {
        var length = ReadLength(position);
        return length <= 0 ? -1 : CheckedAdd(length, 4);
    }

    private int ReadLength(int position) => BinaryPrimitives.ReadInt32LittleEndian(_bson.Slice(position, 4));

    private static int CheckedAdd(int length, int extra) => length < 0 || length > int.MaxValue - extra ? -1 : length + extra;

    /// <summary>Decodes an element name as a string (dictionary keys), with the driver's strict UTF-8 rules.</summary>
    public static bool TryDecodeName(ReadOnlySpan<byte> name, out string value) => Utf8Text.TryDecode(name, out value);
}
