using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// An enum of every underlying type the driver maps: Int64 for long and ulong, Int32 for the rest, with values at the
/// edges of each type (negative, maximum, unsigned beyond the signed range).
/// </summary>
[GenerateBsonSerializer]
public class EnumKinds
{
    public int Id { get; set; }

    public ByteLevel Byte { get; set; }

    public SByteLevel SByte { get; set; }

    public ShortLevel Short { get; set; }

    public UShortLevel UShort { get; set; }

    public UIntLevel UInt { get; set; }

    public WideColor Long { get; set; }

    public ULongLevel ULong { get; set; }

    public ByteLevel? MaybeByte { get; set; }

    public WideColor? MaybeLong { get; set; }

    public List<ULongLevel>? ULongs { get; set; }

    public Dictionary<string, ShortLevel>? ShortsByKey { get; set; }
}

public enum ByteLevel : byte { None = 0, Some = 1, Full = byte.MaxValue }

public enum SByteLevel : sbyte { Low = sbyte.MinValue, Zero = 0, High = sbyte.MaxValue }

public enum ShortLevel : short { Low = short.MinValue, Zero = 0, High = short.MaxValue }

public enum UShortLevel : ushort { Zero = 0, High = ushort.MaxValue }

public enum UIntLevel : uint { Zero = 0, Signed = int.MaxValue, Beyond = uint.MaxValue }

public enum ULongLevel : ulong { Zero = 0, Signed = long.MaxValue, Beyond = ulong.MaxValue }
