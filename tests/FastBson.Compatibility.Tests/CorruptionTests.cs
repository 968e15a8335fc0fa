using System;
using FastBson.Compatibility.Tests.Infrastructure;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Truncated and corrupted bytes on the binary reader kinds: both serializers throw the same exception with the
/// same message (the span path declines damaged bytes and the driver's reader reports them) or read equal
/// objects; never a crash, a hang or a different object.
/// </summary>
public class CorruptionTests
{
    private const long HugeAllocation = 256L * 1024 * 1024;

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Damaged_documents_fail_or_succeed_like_the_driver(string model)
    {
        var corpus = ModelCatalog.Get(model);
        var documents = corpus.DriverDocuments(2, seed: 31);
        for (var d = 0; d < documents.Length; d++)
        {
            foreach (var (label, bytes) in Corruptions.All(documents[d], seed: 32 + d, flips: d == 0 ? 120 : 40))
            {
                var allocated = GC.GetAllocatedBytesForCurrentThread();
                try
                {
                    corpus.AssertSameReadAndMessage(bytes, Readers.Binary);
                }
                catch (Xunit.Sdk.XunitException ex)
                {
                    if (DriverReadsLeftoverBytes(corpus, bytes))
                    {
                        continue;
                    }

                    throw new Xunit.Sdk.XunitException($"{corpus.Name}, {label}: {ex.Message}");
                }

                // A damaged length can make the driver's readers (on both sides) allocate up to 2 GB before they find the
                // end of the stream. Documents dense in strings and binaries (Guids) meet that often, and the freed memory,
                // given back to the system at the GC's own pace, has held over 14 GB: give it back now.
                if (GC.GetAllocatedBytesForCurrentThread() - allocated > HugeAllocation)
                {
                    GC.Collect(2, GCCollectionMode.Aggressive, blocking: true, compacting: true);
                }
            }
        }
    }

    /// <summary>
    /// Whether the driver reads past the end of an array in these bytes: 3.x's MemorySerializer walks an array of primitives
    /// by each item's type byte, its name up to a zero and a fixed size, checking none against the array's length, in a
    /// thread-static buffer it copied the array into and reuses. An item running past the end reads what an earlier array
    /// left in that buffer: no function of the value's bytes, which the span path (reading that earlier array itself) cannot
    /// give. It hands the damaged array to the driver, whose answer then depends on that buffer; such a case is passed over.
    /// </summary>
    private static bool DriverReadsLeftoverBytes(ModelCase corpus, byte[] bson) =>
#if MONGODB_BSON_3
        corpus.Name == nameof(Models.Vectors) && AnArrayIsOverRead(bson, 0, bson.Length);
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
