using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Two- and three-dimensional arrays, as MemoryPack's TwoDimensionalArrayFormatter and ThreeDimensionalArrayFormatter
/// write them: an object header of the rank plus one (255 for null), each dimension's length, then the item count and the
/// items row by row (for unmanaged items the same bytes as MemoryPack's block copy of the array's memory).
/// </summary>
public class MultiDimensionalArrayTests
{
    [Fact]
    public void An_array_is_its_lengths_then_its_items_row_by_row()
    {
        var cube = new string?[1, 2, 2];
        cube[0, 0, 0] = "a";
        cube[0, 1, 1] = "d";
        var value = new Grids
        {
            Cells = new[,] { { 1, 2, 3 }, { 4, 5, 6 } },
            Cube = cube,
            Layers = new List<double[,]?> { new double[0, 2], null },
            Board = new Leaf?[,] { { new Leaf { X = 7, Label = "k" } }, { null } },
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(4);
        expected.WriteObjectHeader(3);
        expected.WriteUnmanaged(2);
        expected.WriteUnmanaged(3);
        expected.WriteUnmanagedArray(new[] { 1, 2, 3, 4, 5, 6 }); // the count, then the items: the array's memory
        expected.WriteObjectHeader(4);
        expected.WriteUnmanaged(1);
        expected.WriteUnmanaged(2);
        expected.WriteUnmanaged(2);
        expected.WriteCollectionHeader(4);
        expected.WriteString("a");
        expected.WriteString(null);
        expected.WriteString(null);
        expected.WriteString("d");
        expected.WriteCollectionHeader(2);
        expected.WriteObjectHeader(3);
        expected.WriteUnmanaged(0);
        expected.WriteUnmanaged(2);
        expected.WriteCollectionHeader(0);
        expected.WriteNullObject();
        expected.WriteObjectHeader(3);
        expected.WriteUnmanaged(2);
        expected.WriteUnmanaged(1);
        expected.WriteCollectionHeader(2);
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(7);
        expected.WriteString("k");
        expected.WriteNullObject();

        var bytes = GridsBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(GridsBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Cells, decoded.Cells);
        Assert.Equal(value.Cube, decoded.Cube);
        Assert.Equal((0, 2), (decoded.Layers![0]!.GetLength(0), decoded.Layers[0]!.GetLength(1)));
        Assert.Null(decoded.Layers[1]);
        Assert.Equal(("k", null), (decoded.Board![0, 0]!.Label, decoded.Board[1, 0]));
        Assert.Equal(Convert.ToHexStringLower(bytes), Convert.ToHexStringLower(GridsBsonSerializer.EncodeBlob(decoded)));
    }

    [Theory]
    [InlineData(2, 3, 5)]                     // the lengths make 6, the count is 5
    [InlineData(-1, -6, 6)]                   // negative lengths
    [InlineData(65536, 65536, 0)]             // lengths whose product overflows an int: 2^32, not 0
    public void Lengths_that_do_not_make_the_count_are_refused(int length0, int length1, int count)
    {
        using var blob = new BlobWriter();
        blob.WriteObjectHeader(4);
        blob.WriteObjectHeader(3);
        blob.WriteUnmanaged(length0);
        blob.WriteUnmanaged(length1);
        blob.WriteCollectionHeader(count);
        for (var i = 0; i < count; i++)
        {
            blob.WriteUnmanaged(i);
        }

        blob.WriteNullObject();
        blob.WriteNullCollection();
        blob.WriteNullObject();
        Assert.False(GridsBsonSerializer.TryDecodeBlob(blob.WrittenSpan.ToArray(), out _));
    }

    [Fact]
    public void Another_member_count_or_a_null_item_list_is_refused()
    {
        foreach (var (members, itemsNull) in new[] { (2, false), (3, true) })
        {
            using var blob = new BlobWriter();
            blob.WriteObjectHeader(4);
            blob.WriteObjectHeader(members);
            blob.WriteUnmanaged(0);
            blob.WriteUnmanaged(0);
            if (itemsNull)
            {
                blob.WriteNullCollection();
            }
            else
            {
                blob.WriteCollectionHeader(0);
            }

            blob.WriteNullObject();
            blob.WriteNullCollection();
            blob.WriteNullObject();
            Assert.False(GridsBsonSerializer.TryDecodeBlob(blob.WrittenSpan.ToArray(), out _), $"{members} members");
        }
    }
}
