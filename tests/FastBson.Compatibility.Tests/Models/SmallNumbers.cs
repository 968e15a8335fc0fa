using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// The numbers the driver converts to another BSON type: char, byte, sbyte, short, ushort and uint as Int32, ulong as
/// Int64, float as Double. Each plain and nullable, and as items of arrays, lists and dictionaries; seeded values reach
/// each type's edges (values the driver refuses to write are tested apart, in SmallNumberTests).
/// </summary>
[GenerateBsonSerializer]
public class SmallNumbers
{
    public int Id { get; set; }

    public char Char { get; set; }

    public byte Byte { get; set; }

    public sbyte SByte { get; set; }

    public short Short { get; set; }

    public ushort UShort { get; set; }

    public uint UInt { get; set; }

    public ulong ULong { get; set; }

    public float Single { get; set; }

    public char? MaybeChar { get; set; }

    public byte? MaybeByte { get; set; }

    public sbyte? MaybeSByte { get; set; }

    public short? MaybeShort { get; set; }

    public ushort? MaybeUShort { get; set; }

    public uint? MaybeUInt { get; set; }

    public ulong? MaybeULong { get; set; }

    public float? MaybeSingle { get; set; }

    public List<uint>? UInts { get; set; }

    public float[]? Singles { get; set; }

    public IList<short?>? MaybeShorts { get; set; }

    public IEnumerable<char>? Chars { get; set; }

    public List<sbyte>? SBytes { get; set; }

    public Dictionary<string, ulong>? ULongsByKey { get; set; }

    public Dictionary<string, ushort?>? MaybeUShortsByKey { get; set; }

    public Dictionary<string, byte>? BytesByKey { get; set; }
}
