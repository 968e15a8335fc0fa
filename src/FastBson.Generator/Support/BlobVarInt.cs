using System;
using System.Buffers.Binary;

namespace FastBson.Runtime;

/// <summary>
/// MemoryPack's VarInt: one signed byte for -120..127, otherwise a type code (-121..-128) followed by a fixed-width
/// little-endian value. The writer picks the smallest signed width that holds the value, as MemoryPack's
/// <c>WriteVarInt(int)</c>/<c>WriteVarInt(long)</c> do (so lengths 128..32767 take the int16 form, never uint16);
/// the reader accepts every code, because other MemoryPack writers (byte, uint ...) use the unsigned ones.
/// </summary>
internal static class BlobVarInt
{
    private const sbyte MinSingleByte = -120;
    private const sbyte MaxSingleByte = 127;
    private const sbyte ByteCode = -121;
    private const sbyte SByteCode = -122;
    private const sbyte UInt16Code = -123;
    private const sbyte Int16Code = -124;
    private const sbyte UInt32Code = -125;
    private const sbyte Int32Code = -126;
    private const sbyte UInt64Code = -127;
    private const sbyte Int64Code = -128;

    /// <summary>The encoded size of <paramref name="value"/>: 1, 2, 3, 5 or 9 bytes.</summary>
    public static int SizeOf(long value)
    {
        if (value >= MinSingleByte && value <= MaxSingleByte)
        {
            return 1;
        }

        if (value < 0 && value >= sbyte.MinValue)
        {
            return 2;
        }

        if (value >= short.MinValue && value <= short.MaxValue)
        {
            return 3;
        }

        return value >= int.MinValue && value <= int.MaxValue ? 5 : 9;
    }

    /// <summary>Writes <paramref name="value"/> at the start of <paramref name="destination"/>; returns its size.</summary>
    public static int Write(Span<byte> destination, long value)
    {
        switch (SizeOf(value))
        {
            case 1:
                destination[0] = unchecked((byte)(sbyte)value);
                return 1;
            case 2:
                destination[0] = unchecked((byte)SByteCode);
                destination[1] = unchecked((byte)(sbyte)value);
                return 2;
            case 3:
                destination[0] = unchecked((byte)Int16Code);
                BinaryPrimitives.WriteInt16LittleEndian(destination.Slice(1), (short)value);
                return 3;
            case 5:
                destination[0] = unchecked((byte)Int32Code);
                BinaryPrimitives.WriteInt32LittleEndian(destination.Slice(1), (int)value);
                return 5;
            default:
                destination[0] = unchecked((byte)Int64Code);
                BinaryPrimitives.WriteInt64LittleEndian(destination.Slice(1), value);
                return 9;
        }
    }

    /// <summary>
    /// Reads a VarInt at the start of <paramref name="source"/>. False when the bytes end inside it, or when a
    /// uint64 form holds more than <see cref="long.MaxValue"/>.
    /// </summary>
    public static bool TryRead(ReadOnlySpan<byte> source, out long value, out int size)
    {
        value = 0;
        size = 0;
        if (source.IsEmpty)
        {
            return false;
        }

        var code = unchecked((sbyte)source[0]);
        var payload = source.Slice(1);
        switch (code)
        {
            case ByteCode when payload.Length >= 1:
                value = payload[0];
                size = 2;
                return true;
            case SByteCode when payload.Length >= 1:
                value = unchecked((sbyte)payload[0]);
                size = 2;
                return true;
            case UInt16Code when payload.Length >= 2:
                value = BinaryPrimitives.ReadUInt16LittleEndian(payload);
                size = 3;
                return true;
            case Int16Code when payload.Length >= 2:
                value = BinaryPrimitives.ReadInt16LittleEndian(payload);
                size = 3;
                return true;
            case UInt32Code when payload.Length >= 4:
                value = BinaryPrimitives.ReadUInt32LittleEndian(payload);
                size = 5;
                return true;
            case Int32Code when payload.Length >= 4:
                value = BinaryPrimitives.ReadInt32LittleEndian(payload);
                size = 5;
                return true;
            case UInt64Code when payload.Length >= 8:
                var unsigned = BinaryPrimitives.ReadUInt64LittleEndian(payload);
                value = unchecked((long)unsigned);
                size = 9;
                return unsigned <= long.MaxValue;
            case Int64Code when payload.Length >= 8:
                value = BinaryPrimitives.ReadInt64LittleEndian(payload);
                size = 9;
                return true;
            default:
                // Any other code below -120 is one of the above with too few bytes left.
                value = code;
                size = 1;
                return code >= MinSingleByte;
        }
    }
}
