using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Collections of collections: MemoryPack's collection formatters nest, each item or value a collection with its own
/// count (-1 for null). The expected bytes are composed from the primitives the golden vectors pin down.
/// </summary>
public class NestedCollectionTests
{
    [Fact]
    public void Nested_collections_are_counts_within_counts()
    {
        var value = new NestedCollections
        {
            Grid = new List<List<int>?> { new() { 1, 2 }, null, new() },
            Jagged = new[] { new[] { 7 }, null },
            Aliases = new Dictionary<string, List<string?>?> { ["a"] = new() { "x", null }, ["b"] = null },
            Pages = new List<Dictionary<string, Leaf?>?> { new() { ["p"] = new Leaf { X = 3, Label = "q" } } },
            Groups = new List<ISet<long>?> { new HashSet<long> { 5 } },
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(5);
        expected.WriteCollectionHeader(3);
        expected.WriteUnmanagedList(new List<int> { 1, 2 });
        expected.WriteNullCollection();
        expected.WriteUnmanagedList(new List<int>());
        expected.WriteCollectionHeader(2);
        expected.WriteUnmanagedArray(new[] { 7 });
        expected.WriteNullCollection();
        expected.WriteCollectionHeader(2);
        expected.WriteString("a");
        expected.WriteCollectionHeader(2);
        expected.WriteString("x");
        expected.WriteString(null);
        expected.WriteString("b");
        expected.WriteNullCollection();
        expected.WriteCollectionHeader(1);
        expected.WriteCollectionHeader(1);
        expected.WriteString("p");
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(3);
        expected.WriteString("q");
        expected.WriteCollectionHeader(1);
        expected.WriteCollectionHeader(1);
        expected.WriteUnmanaged(5L);

        var bytes = NestedCollectionsBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(NestedCollectionsBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(Convert.ToHexStringLower(bytes), Convert.ToHexStringLower(NestedCollectionsBsonSerializer.EncodeBlob(decoded)));
        Assert.Equal(new[] { 1, 2 }, decoded.Grid![0]);
        Assert.Null(decoded.Grid[1]);
        Assert.Empty(decoded.Grid[2]!);
        Assert.Null(decoded.Jagged![1]);
        Assert.Equal(new string?[] { "x", null }, decoded.Aliases!["a"]);
        Assert.Equal("q", decoded.Pages![0]!["p"]!.Label);
        Assert.IsType<HashSet<long>>(Assert.IsType<List<ISet<long>?>>(decoded.Groups)[0]);
    }

    [Fact]
    public void An_inner_count_beyond_the_blob_is_refused()
    {
        var bytes = NestedCollectionsBsonSerializer.EncodeBlob(new NestedCollections { Grid = new List<List<int>?> { new() { 1 } } });
        var inner = Convert.FromHexString("0100000001000000" + "01000000");
        var at = bytes.AsSpan().IndexOf(inner) + 4; // the inner list's count
        bytes[at] = 0x7f;

        Assert.False(NestedCollectionsBsonSerializer.TryDecodeBlob(bytes, out _));
    }
}
