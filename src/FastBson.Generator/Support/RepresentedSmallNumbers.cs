using System;
using System.Globalization;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// <c>byte</c> and <c>sbyte</c> in a representation <c>[BsonRepresentation]</c> chooses, with the calls and checks of the
/// driver's ByteSerializer and SByteSerializer (which take no converter): an Int64 must fit the type, text is two hex
/// digits parsed with <c>byte.Parse(text, NumberStyles.HexNumber)</c> (one digit gets a leading zero first), a Binary
/// must hold exactly one byte. The <c>Try</c> methods answer false where the driver throws, so the span path hands such
/// a value to the driver's serializer; the others serve the IBsonReader path with the driver's errors. (An sbyte is its
/// byte, cast unchecked both ways, as the driver casts it.)
/// </summary>
internal static class RepresentedSmallNumbers
{
    /// <summary>The driver's text of a byte: <c>{0:x2}</c>, two lower-case hex digits.</summary>
    public static string Format(byte value) => value.ToString("x2", CultureInfo.InvariantCulture);

    /// <summary>
    /// As the driver's parse of a byte's text, false where it throws. The leading zero it adds to one character matters:
    /// a lone space parses as "0 ", zero.
    /// </summary>
    public static bool TryParse(string text, out byte value) =>
        byte.TryParse(text.Length == 1 ? "0" + text : text, NumberStyles.HexNumber, NumberFormatInfo.CurrentInfo, out value);

    /// <summary>As the driver reads a byte from a BSON String: its FormatException or OverflowException for other text.</summary>
    public static byte Parse(string text) =>
        byte.Parse(text.Length == 1 ? "0" + text : text, NumberStyles.HexNumber, NumberFormatInfo.CurrentInfo);

    /// <summary>As ByteSerializer reads a BSON Int64: a value outside byte's range is data loss.</summary>
    public static byte ToByte(long raw) =>
        raw is >= byte.MinValue and <= byte.MaxValue ? (byte)raw : throw FastBsonErrors.DataLoss(BsonType.Int64, "Byte");

    /// <summary>As SByteSerializer reads a BSON Int64: a value outside sbyte's range is data loss.</summary>
    public static sbyte ToSByte(long raw) =>
        raw is >= sbyte.MinValue and <= sbyte.MaxValue ? (sbyte)raw : throw FastBsonErrors.DataLoss(BsonType.Int64, "SByte");

    /// <summary>
    /// As ByteSerializer (<paramref name="typeName"/> Byte) or SByteSerializer (SByte) reads a BSON Binary:
    /// <c>ReadBytes</c> (which refuses subtypes other than the generic and the old binary one), then exactly one byte.
    /// </summary>
    public static byte ReadOneByte(IBsonReader reader, string typeName)
    {
        var bytes = StreamBounds.CheckedForBytes(reader).ReadBytes();
        return bytes.Length == 1 ? bytes[0] : throw FastBsonErrors.NotOneByte(typeName);
    }
}
