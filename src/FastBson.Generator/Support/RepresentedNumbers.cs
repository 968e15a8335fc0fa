using System;
using System.Globalization;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>
/// Numbers in a representation <c>[BsonRepresentation]</c> chooses. Writes and the IBsonReader path convert with the
/// driver's own RepresentationConverter of the attribute's settings (one instance per setting below) and its JsonConvert
/// text, as the configured serializer does, so its values and errors are the driver's. The span path converts the
/// representation's value with that converter too (<c>TryConvert</c>) and parses text as JsonConvert does
/// (<c>TryParse</c>); it declines what they refuse, which the configured serializer then refuses with its own error.
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

    // The span path's conversions, one per BSON number type and number type: the driver's own conversion of the value
    // (its serializer reads its own type as it is, and converts the others), false where the converter refuses it.
    // The refusal costs an exception, as it does the driver's serializer, which then reads the value and raises its own.
    // A BSON Int32.
    public static bool TryConvert(int raw, RepresentationConverter converter, out int value)
    {
        value = raw;
        return true;
    }

    public static bool TryConvert(int raw, RepresentationConverter converter, out long value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt64(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out double value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDouble(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out float value) =>
        TryConvert(raw, converter, static (c, r) => c.ToSingle(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out decimal value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDecimal(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out short value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt16(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out ushort value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt16(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out uint value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt32(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out ulong value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt64(r), out value);

    public static bool TryConvert(int raw, RepresentationConverter converter, out Decimal128 value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDecimal128(r), out value);

    // A BSON Int64.
    public static bool TryConvert(long raw, RepresentationConverter converter, out int value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt32(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out long value)
    {
        value = raw;
        return true;
    }

    public static bool TryConvert(long raw, RepresentationConverter converter, out double value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDouble(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out float value) =>
        TryConvert(raw, converter, static (c, r) => c.ToSingle(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out decimal value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDecimal(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out short value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt16(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out ushort value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt16(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out uint value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt32(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out ulong value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt64(r), out value);

    public static bool TryConvert(long raw, RepresentationConverter converter, out Decimal128 value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDecimal128(r), out value);

    // A BSON Double.
    public static bool TryConvert(double raw, RepresentationConverter converter, out int value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt32(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out long value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt64(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out double value)
    {
        value = raw;
        return true;
    }

    public static bool TryConvert(double raw, RepresentationConverter converter, out float value) =>
        TryConvert(raw, converter, static (c, r) => c.ToSingle(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out decimal value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDecimal(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out short value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt16(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out ushort value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt16(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out uint value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt32(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out ulong value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt64(r), out value);

    public static bool TryConvert(double raw, RepresentationConverter converter, out Decimal128 value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDecimal128(r), out value);

    // A BSON Decimal128.
    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out Decimal128 value)
    {
        value = raw;
        return true;
    }

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out int value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt32(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out long value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt64(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out double value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDouble(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out float value) =>
        TryConvert(raw, converter, static (c, r) => c.ToSingle(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out decimal value) =>
        TryConvert(raw, converter, static (c, r) => c.ToDecimal(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out short value) =>
        TryConvert(raw, converter, static (c, r) => c.ToInt16(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out ushort value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt16(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out uint value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt32(r), out value);

    public static bool TryConvert(Decimal128 raw, RepresentationConverter converter, out ulong value) =>
        TryConvert(raw, converter, static (c, r) => c.ToUInt64(r), out value);

    /// <summary>
    /// The converter's conversion of one value (a read's above, or the span writer's of a value to its representation, the
    /// same call the writer's path makes), or false where the converter refuses it (overflow, truncation).
    /// </summary>
    public static bool TryConvert<TRaw, T>(TRaw raw, RepresentationConverter converter, Func<RepresentationConverter, TRaw, T> convert, out T value)
    {
        try
        {
            value = convert(converter, raw);
            return true;
        }
        catch (Exception exception) when (exception is OverflowException or TruncationException)
        {
            value = default!;
            return false;
        }
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

    // JsonConvert.ToDecimal128 is Decimal128.Parse, whose rules TryParse applies.
    public static bool TryParse(string text, out Decimal128 value) => Decimal128.TryParse(text, out value);
}
