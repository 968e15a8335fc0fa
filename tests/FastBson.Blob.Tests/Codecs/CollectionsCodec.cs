using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>Collections in MemoryPack's default layout: member count, then the members in order.</summary>
internal sealed class CollectionsCodec : BlobCodec<Collections>
{
    public static readonly CollectionsCodec Instance = new();

    public override void Write(BlobWriter writer, Collections? value)
    {
        if (value is null)
        {
            writer.WriteNullObject();
            return;
        }

        writer.WriteObjectHeader(8);
        writer.WriteUnmanagedList(value.Ints);
        writer.WriteUnmanagedArray(value.IntArray);
        BlobCollections.Write(writer, value.Names, static (w, item) => w.WriteString(item));
        BlobCollections.Write(writer, value.NameArray, static (w, item) => w.WriteString(item));
        writer.WriteUnmanagedList(value.Longs);
        BlobCollections.WriteDictionary(writer, value.Counts);
        BlobCollections.Write(writer, value.Set, static (w, item) => w.WriteUnmanaged(item));
        BlobCollections.Write(writer, value.Leaves, LeafCodec.Instance.Write);
    }

    public override bool TryRead(ref BlobReader reader, out Collections? value)
    {
        value = null;
        if (!reader.TryReadObjectHeader(8, out var isNull, out var count) || isNull)
        {
            return isNull;
        }

        List<int>? ints = default;
        int[]? intArray = default;
        List<string?>? names = default;
        string?[]? nameArray = default;
        List<long>? longs = default;
        Dictionary<string, int>? counts = default;
        HashSet<int>? set = default;
        List<Leaf?>? leaves = default;

        if ((count > 0 && !reader.TryReadUnmanagedList(out ints))
            || (count > 1 && !reader.TryReadUnmanagedArray(out intArray))
            || (count > 2 && !BlobCollections.TryReadList(ref reader, TryReadString, out names))
            || (count > 3 && !BlobCollections.TryReadArray(ref reader, TryReadString, out nameArray))
            || (count > 4 && !reader.TryReadUnmanagedList(out longs))
            || (count > 5 && !BlobCollections.TryReadDictionary(ref reader, out counts))
            || (count > 6 && !BlobCollections.TryReadSet<int>(ref reader, TryReadInt32, out set))
            || (count > 7 && !BlobCollections.TryReadList(ref reader, LeafCodec.Instance.TryRead, out leaves)))
        {
            return false;
        }

        value = new Collections
        {
            Ints = ints,
            IntArray = intArray,
            Names = names,
            NameArray = nameArray,
            Longs = longs,
            Counts = counts,
            Set = set,
            Leaves = leaves,
        };
        return true;
    }

    private static bool TryReadString(ref BlobReader reader, out string? item) => reader.TryReadString(out item);

    private static bool TryReadInt32(ref BlobReader reader, out int item) => reader.TryReadUnmanaged(out item);
}
