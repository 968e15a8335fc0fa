using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Linq;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Queue, Stack, LinkedList, Collection, ObservableCollection, ReadOnlyCollection, ConcurrentQueue, SortedSet,
/// SortedDictionary and SortedList: MemoryPack's formatters of these write what its List and Dictionary formatters
/// write, a Stack bottom first (its items as they lie in its array); a read builds each from the List or Dictionary read.
/// </summary>
public class ConstructedCollectionTests
{
    [Fact]
    public void Each_is_written_as_a_list_or_a_dictionary_and_read_back_as_itself()
    {
        var undo = new Stack<string?>();
        undo.Push("first");
        undo.Push(null);
        undo.Push("last");
        var value = new ConstructedCollections
        {
            Waiting = new Queue<int>(new[] { 3, 1, 2 }),
            Undo = undo,
            Chain = new LinkedList<int>(new[] { 9, 8 }),
            Leaves = new Collection<Leaf?> { new() { X = 1, Label = "a" }, null },
            Watched = new ObservableCollection<string?> { "w", null },
            Fixed = new ReadOnlyCollection<int>(new[] { 5 }),
            Inbox = new ConcurrentQueue<long>(new[] { 7L, 6L }),
            Sorted = new SortedDictionary<string, int> { ["b"] = 2, ["a"] = 1 },
            Listed = new SortedList<string, string?> { ["y"] = null, ["x"] = "X" },
            Ranked = new SortedSet<int> { 3, -1 },
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(10);
        expected.WriteUnmanagedList(new List<int> { 3, 1, 2 });
        expected.WriteStrings("first", null, "last"); // bottom first
        expected.WriteUnmanagedList(new List<int> { 9, 8 });
        expected.WriteCollectionHeader(2);
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(1);
        expected.WriteString("a");
        expected.WriteNullObject();
        expected.WriteStrings("w", null);
        expected.WriteUnmanagedList(new List<int> { 5 });
        expected.WriteUnmanagedList(new List<long> { 7, 6 });
        expected.WriteCollectionHeader(2);
        expected.WriteString("a");
        expected.WriteUnmanaged(1);
        expected.WriteString("b");
        expected.WriteUnmanaged(2);
        expected.WriteCollectionHeader(2);
        expected.WriteString("x");
        expected.WriteString("X");
        expected.WriteString("y");
        expected.WriteString(null);
        expected.WriteUnmanagedList(new List<int> { -1, 3 }); // in order

        var bytes = ConstructedCollectionsBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(ConstructedCollectionsBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Waiting, decoded.Waiting);
        Assert.Equal(value.Undo, Assert.IsType<Stack<string?>>(decoded.Undo)); // top first, as pushed
        Assert.Equal(value.Chain, decoded.Chain);
        Assert.Equal(new[] { "a", null }, decoded.Leaves!.Select(leaf => leaf?.Label));
        Assert.Equal(value.Watched, decoded.Watched);
        Assert.Equal(value.Fixed, decoded.Fixed);
        Assert.Equal(value.Inbox, decoded.Inbox);
        Assert.Equal(value.Sorted, decoded.Sorted);
        Assert.Equal(value.Listed, decoded.Listed);
        Assert.Equal(value.Ranked, Assert.IsType<SortedSet<int>>(decoded.Ranked));
        Assert.Equal(Convert.ToHexStringLower(bytes), Convert.ToHexStringLower(ConstructedCollectionsBsonSerializer.EncodeBlob(decoded)));
    }

    [Fact]
    public void A_repeated_key_in_a_sorted_dictionary_is_refused()
    {
        var bytes = ConstructedCollectionsBsonSerializer.EncodeBlob(new ConstructedCollections { Sorted = new SortedDictionary<string, int> { ["a"] = 1, ["b"] = 2 } });
        var second = bytes.AsSpan().IndexOf("b"u8);
        bytes[second] = (byte)'a';

        Assert.False(ConstructedCollectionsBsonSerializer.TryDecodeBlob(bytes, out _));
    }
}
