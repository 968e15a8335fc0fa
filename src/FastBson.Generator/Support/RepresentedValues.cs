using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// Reads and writes values in a representation <c>[BsonRepresentation]</c> chooses, the way the driver's serializer
/// configured with it does (EnumSerializer, StringSerializer, ObjectIdSerializer, ByteArraySerializer, DecimalSerializer and
/// BitArraySerializer, alike in 2.14 through 3.x).
/// </summary>
internal static class RepresentedValues
{
    /// <summary>
    /// The first step of EnumSerializer's read of a String: a case-sensitive parse (names, numbers, comma-separated
    /// flags). What it refuses goes to the driver's serializer, whose case-insensitive parse then decides.
    /// </summary>
    public static bool TryParseEnum<TEnum>(string text, out TEnum value)
        where TEnum : struct => Enum.TryParse(text, ignoreCase: false, out value);

    /// <summary>As EnumSerializer for a BSON String: case-sensitive first, else case-insensitive with Enum.Parse's errors.</summary>
    public static TEnum ReadEnumString<TEnum>(IBsonReader reader)
        where TEnum : struct
    {
        var text = ReaderValues.ReadString(reader);
        return TryParseEnum<TEnum>(text, out var value) ? value : (TEnum)Enum.Parse(typeof(TEnum), text, ignoreCase: true);
    }

    /// <summary>As ByteArraySerializer with the String representation: null as BSON null, else the bytes' lower-case hex text.</summary>
    public static void WriteBytesAsHex(IBsonWriter writer, byte[]? value)
    {
        if (value is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteString(BsonUtils.ToHexString(value));
        }
    }

    /// <summary>
    /// As ByteArraySerializer reads a BSON String: text of an odd length gets a leading zero, then each two characters are
    /// a byte's text for <c>byte.Parse(pair, NumberStyles.HexNumber)</c>, with that parse's errors.
    /// </summary>
    public static byte[] ParseHexBytes(string text)
    {
        var even = text.Length % 2 == 0 ? text : "0" + text;
        var bytes = new byte[even.Length / 2];
        for (var i = 0; i < bytes.Length; i++)
        {
            bytes[i] = RepresentedSmallNumbers.Parse(even.Substring(i * 2, 2));
        }

        return bytes;
    }

    /// <summary>
    /// <see cref="ParseHexBytes"/> for text of hex digits alone, which that parse reads to the same bytes; false for any other
    /// character (the pair parse also takes white space around a digit, " f"), which the driver's serializer then decides.
    /// </summary>
    public static bool TryParseHexBytes(string text, out byte[] bytes)
    {
        bytes = null!;
        foreach (var c in text)
        {
            if (!Uri.IsHexDigit(c))
            {
                return false;
            }
        }

        bytes = ParseHexBytes(text);
        return true;
    }

    /// <summary>As BitArraySerializer with the String representation: one '1' or '0' per bit, in order.</summary>
    public static void WriteBitsAsString(IBsonWriter writer, System.Collections.BitArray value) =>
        writer.WriteString(string.Create(value.Length, value, static (chars, bits) =>
        {
            for (var i = 0; i < chars.Length; i++)
            {
                chars[i] = bits[i] ? '1' : '0';
            }
        }));

    /// <summary>
    /// As BitArraySerializer reads a BSON String, whatever its representation: a BitArray of the text's length with each
    /// '1' set; any other character than '0' and '1' is the serializer's FormatException.
    /// </summary>
    public static System.Collections.BitArray ParseBits(string text) =>
        TryParseBits(text, out var bits) ? bits : throw new FormatException("String value is not a valid BitArray.");

    /// <summary><see cref="ParseBits"/>, false where it throws.</summary>
    public static bool TryParseBits(string text, out System.Collections.BitArray bits)
    {
        bits = new System.Collections.BitArray(text.Length);
        for (var i = 0; i < text.Length; i++)
        {
            switch (text[i])
            {
                case '0':
                    break;
                case '1':
                    bits[i] = true;
                    break;
                default:
                    bits = null!;
                    return false;
            }
        }

        return true;
    }

    /// <summary>As DecimalSerializer with the Array representation: <c>[lo, mid, hi, flags]</c>, its <c>GetBits</c>.</summary>
    public static void WriteDecimalArray(IBsonWriter writer, decimal value)
    {
        var bits = decimal.GetBits(value);
        writer.WriteStartArray();
        writer.WriteInt32(bits[0]);
        writer.WriteInt32(bits[1]);
        writer.WriteInt32(bits[2]);
        writer.WriteInt32(bits[3]);
        writer.WriteEndArray();
    }

    /// <summary>
    /// As DecimalSerializer reads a BSON Array, whatever its representation: the whole array as a BsonArray, then its first
    /// four items <c>AsInt32</c> (further items ignored) into <c>new decimal(bits)</c>, each step with its own error.
    /// </summary>
    /// <remarks>
    /// The array is read by the driver's BsonArraySerializer, which recurses once per nested array with no limit of its
    /// own, so it is read within the nesting limit, as every value a driver serializer reads is (<see cref="DriverValues"/>):
    /// a hostile array nested thousands of levels deep is refused instead of overflowing the stack, or of making the
    /// driver build an error message whose field name grows by a level at each of them.
    /// </remarks>
    public static decimal ReadDecimalArray(BsonDeserializationContext context)
    {
        var array = DriverValues.Deserialize(global::MongoDB.Bson.Serialization.Serializers.BsonArraySerializer.Instance, context);
        return new decimal(new[] { array[0].AsInt32, array[1].AsInt32, array[2].AsInt32, array[3].AsInt32 });
    }

    /// <summary>As StringSerializer with the ObjectId representation: null as BSON null, else the parsed ObjectId (ObjectId.Parse's errors).</summary>
    public static void WriteStringAsObjectId(IBsonWriter writer, string? value)
    {
        if (value is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteObjectId(ObjectId.Parse(value));
        }
    }
}
