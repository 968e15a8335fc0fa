using System;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>Damaged bytes on which the driver's answer is not a function of the bytes, and so cannot be FastBson's.</summary>
public static class LeftoverReads
{
    /// <summary>
    /// Whether the driver reads past the end of an array in these bytes: its MemorySerializer (2.26 and later) walks an array of primitives
    /// by each item's type byte, its name up to a zero and a fixed size, checking none against the array's length, in a
    /// thread-static buffer it copied the array into and reuses. An item running past the end reads what an earlier array
    /// left in that buffer: no function of the value's bytes, which the span path (reading that earlier array itself) cannot
    /// give. It hands the damaged array to the driver, whose answer then depends on that buffer; such a case is passed over
    /// (by the corruption tests and the fuzzer), and README states the difference.
    /// </summary>
    public static bool DriverReadsLeftoverBytes(string model, byte[] bson) =>
#if MONGODB_BSON_MEMORY
        model == nameof(Models.Vectors) && AnArrayIsOverRead(bson, 0, bson.Length);
#else
        false;
#endif

    /// <summary>Walks the document or array at <paramref name="start"/> of <paramref name="length"/> bytes, and every one nested in it.</summary>
    private static bool AnArrayIsOverRead(byte[] bson, int start, int length)
    {
        var end = start + length;
        var position = start + 4;
        while (position < end - 1)
        {
            var type = bson[position];
            var name = Array.IndexOf(bson, (byte)0, position + 1, end - position - 1);
            if (name < 0)
            {
                return false;
            }

            position = name + 1;
            var size = type switch
            {
                1 or 9 or 0x11 or 0x12 => 8,
                0x10 => 4,
                8 => 1,
                0x13 => 16,
                7 => 12,
                6 or 0x0A or 0x7F or 0xFF => 0,
                2 or 0x0D or 0x0E => position + 4 <= end ? 4 + BitConverter.ToInt32(bson, position) : -1,
                3 or 4 => position + 4 <= end ? BitConverter.ToInt32(bson, position) : -1,
                5 => position + 4 <= end ? 5 + BitConverter.ToInt32(bson, position) : -1,
                _ => -1,
            };
            if (size < 0 || size > end - position)
            {
                return false;
            }

            if ((type == 4 && OverReadsPrimitives(bson, position, size)) || (type is 3 or 4 && AnArrayIsOverRead(bson, position, size)))
            {
                return true;
            }

            position += size;
        }

        return false;
    }

    /// <summary>The driver's walk of an array of primitives (PrimitivesArrayReader): true where it reads past the array's end.</summary>
    private static bool OverReadsPrimitives(byte[] bson, int start, int length)
    {
        var end = start + length;
        var itemType = length > 4 ? bson[start + 4] : 0;
        var itemSize = itemType switch { 8 => 1, 0x10 => 4, 1 or 0x12 => 8, 0x13 => 16, _ => 0 };
        if (itemSize == 0)
        {
            return false;
        }

        var index = start + 4;
        while (index < end - 1)
        {
            if (bson[index] != itemType)
            {
                return false; // the driver throws here: its answer is the bytes' own
            }

            while (index < end && bson[index] != 0)
            {
                index++;
            }

            index += 1 + itemSize;
            if (index > end)
            {
                return true;
            }
        }

        return index >= end;
    }
}
