#if MONGODB_BSON_IMMUTABLE
using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// The immutable collections (MongoDB.Bson 3.1 and later, built for .NET 6 and later, maps them): MemoryPack's immutable
/// collection formatters write what its List, HashSet and Dictionary formatters write, an ImmutableStack bottom first and
/// a default ImmutableArray as a null collection; a read makes each of the list, set or dictionary read.
/// </summary>
public class ImmutableCollectionTests
{
    [Fact]
    public void Each_is_written_as_a_list_a_set_or_a_dictionary_and_read_back_as_itself()
    {
        var value = new Immutables
        {
            Numbers = ImmutableArray.Create(1, 2),
            Words = default,
            Names = ImmutableList.Create<string?>("a", null),
            Waiting = ImmutableQueue.Create(3, 1),
            Undo = ImmutableStack.Create<string?>("first", null, "last"), // pushed in that order: "last" on top
            Seen = ImmutableHashSet.Create(7L),
            Ranked = ImmutableSortedSet.Create(3, -1),
            Stock = ImmutableDictionary<string, int>.Empty.Add("k", 1),
            Sorted = ImmutableSortedDictionary<string, List<Leaf?>?>.Empty.Add("b", null).Add("a", new List<Leaf?> { new() { X = 4, Label = "x" }, null }),
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(9);
        expected.WriteUnmanagedList(new List<int> { 1, 2 });
        expected.WriteNullCollection(); // the default ImmutableArray
        expected.WriteStrings("a", null);
        expected.WriteUnmanagedList(new List<int> { 3, 1 }); // front first
        expected.WriteStrings("first", null, "last"); // bottom first
        expected.WriteUnmanagedList(new List<long> { 7 });
        expected.WriteUnmanagedList(new List<int> { -1, 3 }); // in order
        expected.WriteCollectionHeader(1);
        expected.WriteString("k");
        expected.WriteUnmanaged(1);
        expected.WriteCollectionHeader(2);
        expected.WriteString("a");
        expected.WriteCollectionHeader(2);
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(4);
        expected.WriteString("x");
        expected.WriteNullObject();
        expected.WriteString("b");
        expected.WriteNullCollection();

        var bytes = ImmutablesBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(ImmutablesBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Numbers.ToArray(), decoded.Numbers.ToArray()); // ImmutableArray<T> equals only over the same array
        Assert.True(decoded.Words.IsDefault);
        Assert.Equal(value.Names, decoded.Names);
        Assert.Equal(value.Waiting, decoded.Waiting);
        Assert.Equal(value.Undo, decoded.Undo); // top first, as pushed
        Assert.Equal(value.Seen, decoded.Seen);
        Assert.Equal(value.Ranked, decoded.Ranked);
        Assert.Equal(value.Stock, decoded.Stock);
        Assert.Equal(new[] { "a", "b" }, decoded.Sorted!.Keys);
        Assert.Equal(new[] { "x", null }, decoded.Sorted["a"]!.Select(leaf => leaf?.Label));
        Assert.Null(decoded.Sorted["b"]);
        Assert.Equal(Convert.ToHexStringLower(bytes), Convert.ToHexStringLower(ImmutablesBsonSerializer.EncodeBlob(decoded)));
    }

    [Fact]
    public void Null_and_empty_collections_are_told_apart()
    {
        var empty = new Immutables
        {
            Numbers = ImmutableArray<int>.Empty,
            Words = ImmutableArray<string?>.Empty,
            Names = ImmutableList<string?>.Empty,
            Waiting = ImmutableQueue<int>.Empty,
            Undo = ImmutableStack<string?>.Empty,
            Seen = ImmutableHashSet<long>.Empty,
            Ranked = ImmutableSortedSet<int>.Empty,
            Stock = ImmutableDictionary<string, int>.Empty,
            Sorted = ImmutableSortedDictionary<string, List<Leaf?>?>.Empty,
        };

        Assert.Equal("09" + string.Concat(Enumerable.Repeat("00000000", 9)), Convert.ToHexStringLower(ImmutablesBsonSerializer.EncodeBlob(empty)));
        Assert.True(ImmutablesBsonSerializer.TryDecodeBlob(ImmutablesBsonSerializer.EncodeBlob(empty), out var decoded));
        Assert.Empty(decoded.Numbers);
        Assert.False(decoded.Words.IsDefault);
        Assert.Empty(decoded.Undo!);
        Assert.Empty(decoded.Sorted!);

        Assert.Equal("09" + string.Concat(Enumerable.Repeat("ffffffff", 9)), Convert.ToHexStringLower(ImmutablesBsonSerializer.EncodeBlob(new Immutables())));
        Assert.True(ImmutablesBsonSerializer.TryDecodeBlob(ImmutablesBsonSerializer.EncodeBlob(new Immutables()), out var nulls));
        Assert.True(nulls.Numbers.IsDefault);
        Assert.Null(nulls.Names);
        Assert.Null(nulls.Undo);
    }

    [Fact]
    public void A_repeated_set_item_or_dictionary_key_is_refused()
    {
        var set = ImmutablesBsonSerializer.EncodeBlob(new Immutables { Seen = ImmutableHashSet.Create(7L, 8L) });
        set[set.AsSpan().IndexOf(new byte[] { 8, 0, 0, 0, 0, 0, 0, 0 })] = 7;
        Assert.False(ImmutablesBsonSerializer.TryDecodeBlob(set, out _));

        var dictionary = ImmutablesBsonSerializer.EncodeBlob(new Immutables { Stock = ImmutableDictionary<string, int>.Empty.Add("a", 1).Add("b", 2) });
        dictionary[dictionary.AsSpan().IndexOf("b"u8)] = (byte)'a';
        Assert.False(ImmutablesBsonSerializer.TryDecodeBlob(dictionary, out _));
    }
}
#endif
