using System;
using System.Collections.Generic;
using System.Linq;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Every way a Guid can be stored, or almost stored: each UUID binary layout, wrong subtypes and lengths, every string
/// form <c>new Guid(string)</c> parses and some it refuses, and other BSON types. Built as raw bytes, so malformed
/// binaries (a UUID subtype of the wrong length, which no BsonDocument can hold) are possible.
/// </summary>
public static class GuidEncodings
{
    public const byte BinaryType = 0x05;
    public const byte NullType = 0x0a;

    private static readonly Guid Sample = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff");

    /// <summary>An encoding: its element type and value bytes, and whether the tree reader kinds can hold it.</summary>
    public sealed record Encoding(string Label, byte Type, byte[] Value, bool TreesHoldIt);

    public static IReadOnlyList<Encoding> All { get; } = Create();

    /// <summary>A BSON binary value of any subtype and payload, well-formed or not for its subtype.</summary>
    public static byte[] Binary(int subType, byte[] payload) =>
        BitConverter.GetBytes(payload.Length).Concat(new[] { (byte)subType }).Concat(payload).ToArray();

    /// <summary>The canonical string form of a Guid, which every GuidSerializer reads.</summary>
    public static Encoding Text(Guid value) => new("string", StringType, String(value.ToString()), true);

    private static List<Encoding> Create()
    {
        var bytes = Sample.ToByteArray();
        var encodings = new List<Encoding>
        {
            new("uuid subtype 4", BinaryType, Binary(4, bytes), true),
            new("uuid subtype 3", BinaryType, Binary(3, bytes), true),
            new("uuid subtype 4 of 15 bytes", BinaryType, Binary(4, bytes.Take(15).ToArray()), false),
            new("uuid subtype 3 of 17 bytes", BinaryType, Binary(3, bytes.Concat(new byte[] { 1 }).ToArray()), false),
            new("uuid subtype 4 of no bytes", BinaryType, Binary(4, System.Array.Empty<byte>()), false),
            new("generic binary of 16 bytes", BinaryType, Binary(0, bytes), true),
            new("old binary of 16 bytes", BinaryType, Binary(2, BitConverter.GetBytes(16).Concat(bytes).ToArray()), true),
            new("MD5 binary of 16 bytes", BinaryType, Binary(5, bytes), true),
            new("user-defined binary of 16 bytes", BinaryType, Binary(0x80, bytes), true),
            new("null", NullType, System.Array.Empty<byte>(), true),
            new("int32", Int32Type, Int32(16), true),
            new("document", DocumentType, Document(), true),
            new("invalid UTF-8", StringType, String(new byte[] { 0x30, 0xff }), false),
        };

        foreach (var text in new[]
        {
            Sample.ToString("D"), Sample.ToString("D").ToUpperInvariant(), Sample.ToString("N"), Sample.ToString("B"), Sample.ToString("P"),
            Sample.ToString("X"), "  " + Sample + "\t\n", Guid.Empty.ToString(), string.Empty, "not a guid", Sample + "\0",
            Sample.ToString("D").Replace('0', '\u0660'), "{" + Sample + ")", Sample.ToString("N") + "0", "0x00112233",
        })
        {
            encodings.Add(new($"string '{text}'", StringType, String(text), true));
        }

        return encodings;
    }
}
