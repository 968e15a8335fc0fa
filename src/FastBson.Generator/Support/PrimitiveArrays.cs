using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// The arrays of primitives the driver's MemorySerializer and ReadonlyMemorySerializer (2.26 and later) read and write for a
/// <c>Memory&lt;T&gt;</c> or <c>ReadOnlyMemory&lt;T&gt;</c>, as its PrimitivesArrayReader and PrimitivesArrayWriter do: every
/// item of one BSON type (Boolean for bool; Int32 for the integers up to 32 bits and char; Int64 for long and ulong;
/// Double for float and double; Decimal128 for decimal), item names skipped, values cast unchecked. The type tests are
/// on the item type, a value type, so the JIT keeps only the branch of each instantiation.
/// </summary>
internal static class PrimitiveArrays
{
    /// <summary>
    /// Reads the items of an array (its bytes, length prefix to terminator), each of its item type's BSON type; false for
    /// any other item, or a decimal that does not convert, for the driver's serializer to refuse with its own error.
    /// </summary>
    public static bool TryParse<T>(ReadOnlySpan<byte> array, out T[] items)
        where T : unmanaged
    {
        items = null!;
        var count = BsonSpanReader.CountElements(array);
        if (count < 0)
        {
            return false;
        }

        var result = NewArray<T>(count);
        var reader = new BsonSpanReader(array);
        var itemType = (int)ItemType<T>();
        for (var i = 0; i < result.Length; i++)
        {
            if (reader.ReadElement(out _) != itemType || !reader.TryReadValue(itemType, out var value) || !TryConvert(value, out result[i]))
            {
                return false;
            }
        }

        items = result;
        return true;
    }

    /// <summary>
    /// An array for <paramref name="count"/> items of the runtime type the driver's reader makes: for sbyte a byte[], for
    /// byte an sbyte[], for uint an int[] (it returns those, which the runtime lets pass as arrays of the other type of the
    /// same size), so the memory wraps the same kind of array as the driver's.
    /// </summary>
    private static T[] NewArray<T>(int count)
        where T : unmanaged =>
        typeof(T) == typeof(sbyte) ? (T[])(object)(count == 0 ? Array.Empty<byte>() : new byte[count])
        : typeof(T) == typeof(byte) ? (T[])(object)(count == 0 ? Array.Empty<sbyte>() : new sbyte[count])
        : typeof(T) == typeof(uint) ? (T[])(object)(count == 0 ? Array.Empty<int>() : new int[count])
        : count == 0 ? Array.Empty<T>() : new T[count];

    /// <summary>Writes the items as an array of their BSON type.</summary>
    public static void Write<T>(IBsonWriter writer, ReadOnlySpan<T> items)
        where T : unmanaged
    {
        writer.WriteStartArray();
        foreach (var item in items)
        {
            WriteItem(writer, item);
        }

        writer.WriteEndArray();
    }

    private static BsonType ItemType<T>() =>
        typeof(T) == typeof(bool) ? BsonType.Boolean
        : typeof(T) == typeof(long) || typeof(T) == typeof(ulong) ? BsonType.Int64
        : typeof(T) == typeof(float) || typeof(T) == typeof(double) ? BsonType.Double
        : typeof(T) == typeof(decimal) ? BsonType.Decimal128
        : BsonType.Int32;

    private static bool TryConvert<T>(ReadOnlySpan<byte> value, out T item)
        where T : unmanaged
    {
        item = default;
        if (typeof(T) == typeof(bool))
        {
            Unsafe.As<T, bool>(ref item) = value[0] != 0;
        }
        else if (typeof(T) == typeof(sbyte))
        {
            Unsafe.As<T, sbyte>(ref item) = unchecked((sbyte)BinaryPrimitives.ReadInt32LittleEndian(value));
        }
        else if (typeof(T) == typeof(byte))
        {
            Unsafe.As<T, byte>(ref item) = unchecked((byte)BinaryPrimitives.ReadInt32LittleEndian(value));
        }
        else if (typeof(T) == typeof(short))
        {
            Unsafe.As<T, short>(ref item) = unchecked((short)BinaryPrimitives.ReadInt32LittleEndian(value));
        }
        else if (typeof(T) == typeof(ushort) || typeof(T) == typeof(char))
        {
            Unsafe.As<T, ushort>(ref item) = unchecked((ushort)BinaryPrimitives.ReadInt32LittleEndian(value));
        }
        else if (typeof(T) == typeof(int) || typeof(T) == typeof(uint))
        {
            Unsafe.As<T, int>(ref item) = BinaryPrimitives.ReadInt32LittleEndian(value);
        }
        else if (typeof(T) == typeof(long) || typeof(T) == typeof(ulong))
        {
            Unsafe.As<T, long>(ref item) = BinaryPrimitives.ReadInt64LittleEndian(value);
        }
        else if (typeof(T) == typeof(float))
        {
            Unsafe.As<T, float>(ref item) = unchecked((float)BinaryPrimitives.ReadDoubleLittleEndian(value));
        }
        else if (typeof(T) == typeof(double))
        {
            Unsafe.As<T, double>(ref item) = BinaryPrimitives.ReadDoubleLittleEndian(value);
        }
        else if (typeof(T) == typeof(decimal))
        {
            var bits = Decimal128.FromIEEEBits(BinaryPrimitives.ReadUInt64LittleEndian(value.Slice(8)), BinaryPrimitives.ReadUInt64LittleEndian(value));
            try
            {
                Unsafe.As<T, decimal>(ref item) = Decimal128.ToDecimal(bits);
            }
            catch (OverflowException)
            {
                return false; // NaN, an infinity, or beyond decimal's range: the driver's OverflowException
            }
        }
        else
        {
            return false;
        }

        return true;
    }

    private static void WriteItem<T>(IBsonWriter writer, T item)
        where T : unmanaged
    {
        if (typeof(T) == typeof(bool))
        {
            writer.WriteBoolean(Unsafe.As<T, bool>(ref item));
        }
        else if (typeof(T) == typeof(sbyte))
        {
            writer.WriteInt32(Unsafe.As<T, sbyte>(ref item));
        }
        else if (typeof(T) == typeof(byte))
        {
            writer.WriteInt32(Unsafe.As<T, byte>(ref item));
        }
        else if (typeof(T) == typeof(short))
        {
            writer.WriteInt32(Unsafe.As<T, short>(ref item));
        }
        else if (typeof(T) == typeof(ushort) || typeof(T) == typeof(char))
        {
            writer.WriteInt32(Unsafe.As<T, ushort>(ref item));
        }
        else if (typeof(T) == typeof(int) || typeof(T) == typeof(uint))
        {
            writer.WriteInt32(Unsafe.As<T, int>(ref item));
        }
        else if (typeof(T) == typeof(long) || typeof(T) == typeof(ulong))
        {
            writer.WriteInt64(Unsafe.As<T, long>(ref item));
        }
        else if (typeof(T) == typeof(float))
        {
            writer.WriteDouble(Unsafe.As<T, float>(ref item));
        }
        else if (typeof(T) == typeof(double))
        {
            writer.WriteDouble(Unsafe.As<T, double>(ref item));
        }
        else if (typeof(T) == typeof(decimal))
        {
            writer.WriteDecimal128(Unsafe.As<T, decimal>(ref item));
        }
        else
        {
            throw new NotSupportedException($"FastBson writes no array of {typeof(T)}.");
        }
    }
}
