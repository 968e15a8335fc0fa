using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Builds BSON bytes by hand, for input no BsonDocument can hold: invalid UTF-8 in names and strings,
/// booleans other than 0 and 1, unknown element types, duplicate keys in nested documents.
/// </summary>
public static class RawBson
{
    public static byte[] Document(params byte[][] elements)
    {
        var body = elements.SelectMany(e => e).ToArray();
        var length = 4 + body.Length + 1;
        return BitConverter.GetBytes(length).Concat(body).Concat(new byte[] { 0 }).ToArray();
    }

    /// <summary>An array: a document whose names are "0", "1", ...</summary>
    public static byte[] Array(params (byte Type, byte[] Value)[] items) =>
        Document(items.Select((item, i) => Element(item.Type, i.ToString(System.Globalization.CultureInfo.InvariantCulture), item.Value)).ToArray());

    public static byte[] Element(byte type, string name, byte[] value) => Element(type, Encoding.UTF8.GetBytes(name), value);

    public static byte[] Element(byte type, byte[] name, byte[] value)
    {
        using var stream = new MemoryStream();
        stream.WriteByte(type);
        stream.Write(name);
        stream.WriteByte(0);
        stream.Write(value);
        return stream.ToArray();
    }

    /// <summary>A BSON string value from raw (possibly invalid) UTF-8 bytes.</summary>
    public static byte[] String(byte[] utf8) => BitConverter.GetBytes(utf8.Length + 1).Concat(utf8).Concat(new byte[] { 0 }).ToArray();

    public static byte[] String(string text) => String(Encoding.UTF8.GetBytes(text));

    public static byte[] Int32(int value) => BitConverter.GetBytes(value);

    public static IEnumerable<byte[]> InvalidUtf8 { get; } = new[]
    {
        new byte[] { 0xff },
        new byte[] { 0x61, 0xc3 }, // a truncated two-byte sequence
        new byte[] { 0xc0, 0x80 }, // an overlong NUL
        new byte[] { 0xed, 0xa0, 0x80 }, // an encoded surrogate
        new byte[] { 0xf4, 0x90, 0x80, 0x80 }, // above U+10FFFF
        new byte[] { 0x80, 0x61 }, // a lone continuation byte
    };

    public const byte StringType = 0x02;
    public const byte DocumentType = 0x03;
    public const byte ArrayType = 0x04;
    public const byte BooleanType = 0x08;
    public const byte Int32Type = 0x10;
}
