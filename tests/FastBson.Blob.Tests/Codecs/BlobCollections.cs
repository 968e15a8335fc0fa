using System;
using System.Collections.Generic;
using FastBson.Runtime;

namespace FastBson.Blob.Tests.Codecs;

/// <summary>
/// Collections whose items are not one unmanaged block (strings, objects, set items, dictionary entries): the
/// collection header, then each item with its own primitive.
/// </summary>
internal static class BlobCollections
{
    public static void Write<T>(BlobWriter writer, IReadOnlyCollection<T>? items, Action<BlobWriter, T> writeItem)
    {
        if (items is null)
        {
            writer.WriteNullCollection();
            return;
        }

        writer.WriteCollectionHeader(items.Count);
        foreach (var item in items)
        {
            writeItem(writer, item);
        }
    }

    public static bool TryReadList<T>(ref BlobReader reader, ReadItem<T> readItem, out List<T>? items)
    {
        items = null;
        if (!reader.TryReadCollectionHeader(out var isNull, out var count))
        {
            return false;
        }

        if (isNull)
        {
            return true;
        }

        items = new List<T>(count);
        for (var i = 0; i < count; i++)
        {
            if (!readItem(ref reader, out var item))
            {
                return false;
            }

            items.Add(item);
        }

        return true;
    }

    public static bool TryReadArray<T>(ref BlobReader reader, ReadItem<T> readItem, out T[]? items)
    {
        var read = TryReadList(ref reader, readItem, out var list);
        items = list?.ToArray();
        return read;
    }

    public static bool TryReadSet<T>(ref BlobReader reader, ReadItem<T> readItem, out HashSet<T>? items)
    {
        var read = TryReadList(ref reader, readItem, out var list);
        items = list is null ? null : new HashSet<T>(list);
        return read && (list is null || items!.Count == list.Count);
    }

    public static void WriteDictionary(BlobWriter writer, Dictionary<string, int>? entries)
    {
        Write(writer, entries, static (w, entry) =>
        {
            w.WriteString(entry.Key);
            w.WriteUnmanaged(entry.Value);
        });
    }

    public static bool TryReadDictionary(ref BlobReader reader, out Dictionary<string, int>? entries)
    {
        entries = null;
        if (!TryReadList<(string? Key, int Value)>(ref reader, TryReadEntry, out var pairs))
        {
            return false;
        }

        if (pairs is null)
        {
            return true;
        }

        entries = new Dictionary<string, int>(pairs.Count);
        foreach (var (key, value) in pairs)
        {
            if (key is null || !entries.TryAdd(key, value))
            {
                return false;
            }
        }

        return true;
    }

    private static bool TryReadEntry(ref BlobReader reader, out (string? Key, int Value) entry)
    {
        entry = default;
        return reader.TryReadString(out entry.Key) && reader.TryReadUnmanaged(out entry.Value);
    }
}
