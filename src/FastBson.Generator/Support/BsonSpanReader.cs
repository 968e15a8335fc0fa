using System;
using System.Buffers.Binary;
using System.Text;
using MongoDB.Bson;

namespace FastBson.Runtime;

/// <summary>
/// Reads the elements of one BSON document held in a span. Every method validates bounds and returns
/// false on anything it does not read itself (malformed bytes, an unexpected value); the generated code
/// then reads the document again through the driver's <c>IBsonReader</c>, which produces the driver's
/// result or exception. So this reader only has to be right on the common, well-formed case.
/// </summary>
internal ref struct BsonSpanReader
{
    /// <summary>Element type returned by <see cref="ReadElement"/> for malformed input.</summary>
    public const int Malformed = -1;

    /// <summary>Element type returned by <see cref="ReadElement"/> at the end of the document.</summary>
    public const int EndOfDocument = 0;

    private static readonly UTF8Encoding StrictUtf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

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
        var length = rest.IndexOf((byte)0);
        if (length < 0)
        {
            name = default;
            return Malformed;
        }

        name = rest.Slice(0, length);
        _position = position + length + 2;
        return type;
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
        if (!TryPeekStringBytes(out var text) || !TryDecodeUtf8(text, out value))
        {
            return false;
        }

        _position += 4 + text.Length + 1;
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

        var bytes = _bson.Slice(_position, 12);
        var timestamp = BinaryPrimitives.ReadInt32BigEndian(bytes);
        var b = BinaryPrimitives.ReadInt32BigEndian(bytes.Slice(4));
        var c = BinaryPrimitives.ReadInt32BigEndian(bytes.Slice(8));
#if MONGODB_BSON_3
        value = CreateObjectId(timestamp, b, c);
#else
#pragma warning disable CS0618 // the only allocation-free constructor in this driver version; it is exact for all 12 bytes
        value = new ObjectId(timestamp, (b >> 8) & 0xffffff, (short)(((b & 0xff) << 8) | ((c >> 24) & 0xff)), c & 0xffffff);
#pragma warning restore CS0618
#endif
        _position += 12;
        return true;
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

        Span<char> chars = stackalloc char[128];
        int count;
        try
        {
            count = StrictUtf8.GetChars(text, chars);
        }
        catch (DecoderFallbackException)
        {
            return false;
        }

        if (!decimal.TryParse(chars.Slice(0, count), System.Globalization.NumberStyles.Number, System.Globalization.NumberFormatInfo.InvariantInfo, out value))
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
    public bool TryReadDecimal128AsDecimal(out decimal value)
    {
        value = 0;
        if (_position + 16 > _limit)
        {
            return false;
        }

        var low = BinaryPrimitives.ReadUInt64LittleEndian(_bson.Slice(_position, 8));
        var high = BinaryPrimitives.ReadUInt64LittleEndian(_bson.Slice(_position + 8, 8));
        var decimal128 = Decimal128.FromIEEEBits(high, low);

        // The rules of the default DecimalSerializer's converter (no overflow; truncation allowed only in 3.x).
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

#if !MONGODB_BSON_3
            if (decimal128 != (Decimal128)value)
            {
                return false;
            }
#endif
        }

        _position += 16;
        return true;
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
    public static int CountElements(ReadOnlySpan<byte> document)
    {
        var reader = new BsonSpanReader(document);
        var count = 0;
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

            count++;
        }
    }

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

    private static bool TryDecodeUtf8(ReadOnlySpan<byte> bytes, out string value)
    {
        try
        {
            value = StrictUtf8.GetString(bytes);
            return true;
        }
        catch (DecoderFallbackException)
        {
            value = null!;
            return false;
        }
    }

    /// <summary>Decodes an element name as a string (dictionary keys), with the driver's strict UTF-8 rules.</summary>
    public static bool TryDecodeName(ReadOnlySpan<byte> name, out string value) => TryDecodeUtf8(name, out value);
}
