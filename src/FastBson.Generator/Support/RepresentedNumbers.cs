using System.Globalization;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>
/// Numbers in a representation <c>[BsonRepresentation]</c> chooses. Writes and the IBsonReader path convert with the
/// driver's own RepresentationConverter of the attribute's settings (one instance per setting below) and its JsonConvert
/// text, as the configured serializer does, so its values and errors are the driver's. The span path takes only a value
/// that converts exactly (<c>TryExact</c>) or text that the driver's parse reads (<c>TryParse</c>), which every converter
/// reads to the same number; it declines the rest, which the configured serializer then reads or refuses.
/// </summary>
internal static class RepresentedNumbers
{
    /// <summary>The default converter: an overflow or a truncation throws.</summary>
    public static readonly RepresentationConverter Strict = new(allowOverflow: false, allowTruncation: false);

    /// <summary><c>AllowOverflow = true</c>.</summary>
    public static readonly RepresentationConverter Overflowing = new(allowOverflow: true, allowTruncation: false);

    /// <summary><c>AllowTruncation = true</c>.</summary>
    public static readonly RepresentationConverter Truncating = new(allowOverflow: false, allowTruncation: true);

    /// <summary>Both.</summary>
    public static readonly RepresentationConverter Lenient = new(allowOverflow: true, allowTruncation: true);

    // 2^63 and 2^96 (just above decimal.MaxValue) are exact doubles: the bounds of long's and decimal's ranges.
    private const double TwoTo63 = 9223372036854775808.0;
    private const double TwoTo96 = 79228162514264337593543950336.0;

    // An Int32 or Int64 value.
    public static bool TryExact(long raw, out int value)
    {
        value = (int)raw;
        return raw >= int.MinValue && raw <= int.MaxValue;
    }

    public static bool TryExact(long raw, out long value)
    {
        value = raw;
        return true;
    }

    public static bool TryExact(long raw, out double value)
    {
        value = raw;
        return value >= -TwoTo63 && value < TwoTo63 && (long)value == raw;
    }

    public static bool TryExact(long raw, out float value)
    {
        value = raw;
        return value >= -TwoTo63 && value < TwoTo63 && (long)value == raw;
    }

    public static bool TryExact(long raw, out decimal value)
    {
        value = raw;
        return true;
    }

    public static bool TryExact(long raw, out short value)
    {
        value = (short)raw;
        return raw >= short.MinValue && raw <= short.MaxValue;
    }

    public static bool TryExact(long raw, out ushort value)
    {
        value = (ushort)raw;
        return raw >= ushort.MinValue && raw <= ushort.MaxValue;
    }

    public static bool TryExact(long raw, out uint value)
    {
        value = (uint)raw;
        return raw >= uint.MinValue && raw <= uint.MaxValue;
    }

    public static bool TryExact(long raw, out ulong value)
    {
        value = (ulong)raw;
        return raw >= 0;
    }

    // A Double value: finite, in range and whole (NaN fails every comparison).
    public static bool TryExact(double raw, out int value)
    {
        value = raw >= int.MinValue && raw <= int.MaxValue ? (int)raw : 0;
        return raw >= int.MinValue && raw <= int.MaxValue && value == raw;
    }

    public static bool TryExact(double raw, out long value)
    {
        value = raw >= -TwoTo63 && raw < TwoTo63 ? (long)raw : 0;
        return raw >= -TwoTo63 && raw < TwoTo63 && value == raw;
    }

    public static bool TryExact(double raw, out double value)
    {
        value = raw;
        return true;
    }

    // Infinities convert to themselves; NaN and values float cannot hold exactly go to the converter's rules.
    public static bool TryExact(double raw, out float value)
    {
        value = (float)raw;
        return value == raw;
    }

    public static bool TryExact(double raw, out decimal value)
    {
        value = raw > -TwoTo96 && raw < TwoTo96 ? (decimal)raw : 0;
        return raw > -TwoTo96 && raw < TwoTo96 && (double)value == raw;
    }

    public static bool TryExact(double raw, out short value)
    {
        value = raw >= short.MinValue && raw <= short.MaxValue ? (short)raw : (short)0;
        return raw >= short.MinValue && raw <= short.MaxValue && value == raw;
    }

    public static bool TryExact(double raw, out ushort value)
    {
        value = raw >= ushort.MinValue && raw <= ushort.MaxValue ? (ushort)raw : (ushort)0;
        return raw >= ushort.MinValue && raw <= ushort.MaxValue && value == raw;
    }

    public static bool TryExact(double raw, out uint value)
    {
        value = raw >= uint.MinValue && raw <= uint.MaxValue ? (uint)raw : 0;
        return raw >= uint.MinValue && raw <= uint.MaxValue && value == raw;
    }

    public static bool TryExact(double raw, out ulong value)
    {
        value = raw >= 0 && raw < 2 * TwoTo63 ? (ulong)raw : 0;
        return raw >= 0 && raw < 2 * TwoTo63 && value == raw;
    }

    // A Decimal128 value that converts to decimal exactly: whole numbers in range. A double or float is left to the
    // converter, whose Decimal128 arithmetic decides which of them it takes as exact.
    public static bool TryExact(decimal raw, out int value)
    {
        value = raw >= int.MinValue && raw <= int.MaxValue ? (int)raw : 0;
        return raw >= int.MinValue && raw <= int.MaxValue && value == raw;
    }

    public static bool TryExact(decimal raw, out long value)
    {
        value = raw >= long.MinValue && raw <= long.MaxValue ? (long)raw : 0;
        return raw >= long.MinValue && raw <= long.MaxValue && value == raw;
    }

    public static bool TryExact(decimal raw, out double value)
    {
        value = 0;
        return false;
    }

    public static bool TryExact(decimal raw, out float value)
    {
        value = 0;
        return false;
    }

    public static bool TryExact(decimal raw, out short value)
    {
        value = raw >= short.MinValue && raw <= short.MaxValue ? (short)raw : (short)0;
        return raw >= short.MinValue && raw <= short.MaxValue && value == raw;
    }

    public static bool TryExact(decimal raw, out ushort value)
    {
        value = raw >= ushort.MinValue && raw <= ushort.MaxValue ? (ushort)raw : (ushort)0;
        return raw >= ushort.MinValue && raw <= ushort.MaxValue && value == raw;
    }

    public static bool TryExact(decimal raw, out uint value)
    {
        value = raw >= uint.MinValue && raw <= uint.MaxValue ? (uint)raw : 0;
        return raw >= uint.MinValue && raw <= uint.MaxValue && value == raw;
    }

    public static bool TryExact(decimal raw, out ulong value)
    {
        value = raw >= ulong.MinValue && raw <= ulong.MaxValue ? (ulong)raw : 0;
        return raw >= ulong.MinValue && raw <= ulong.MaxValue && value == raw;
    }

    // A String value, parsed as the driver's JsonConvert parses it (the integers in the current culture, as
    // Int32.Parse(string) and its kin; the others invariant): what that parse accepts, it reads to this value.
    public static bool TryParse(string text, out int value) => int.TryParse(text, out value);

    public static bool TryParse(string text, out long value) => long.TryParse(text, out value);

    public static bool TryParse(string text, out short value) => short.TryParse(text, out value);

    public static bool TryParse(string text, out ushort value) => ushort.TryParse(text, out value);

    public static bool TryParse(string text, out uint value) => uint.TryParse(text, out value);

    public static bool TryParse(string text, out ulong value) => ulong.TryParse(text, out value);

    public static bool TryParse(string text, out double value) =>
        double.TryParse(text, NumberStyles.Float | NumberStyles.AllowThousands, NumberFormatInfo.InvariantInfo, out value);

    public static bool TryParse(string text, out float value) =>
        float.TryParse(text, NumberStyles.Float | NumberStyles.AllowThousands, NumberFormatInfo.InvariantInfo, out value);

    public static bool TryParse(string text, out decimal value) =>
        decimal.TryParse(text, NumberStyles.Number, NumberFormatInfo.InvariantInfo, out value);
}
