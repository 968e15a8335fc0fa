using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Multi-dimensional arrays beyond what the corpus writes: rows of unequal lengths (which the driver reads, then refuses),
/// rows that are not arrays, items of other BSON types, lengths of zero in every dimension (which the driver's arrays of
/// rows cannot keep), odd values in their place, and arrays whose indices do not start at zero, on every reader.
/// </summary>
public class MultiDimensionalArrayTests
{
    private static readonly string[] Members =
    {
        "Grid", "Labels", "Cube", "SparseCube", "Leaves", "Colors", "Objects", "LongsAsText", "RowsOfArrays", "CubeOfLists", "ListOfGrids", "GridsByName",
    };

    [Fact]
    public void Rows_of_unequal_lengths_are_refused_as_the_driver_refuses_them()
    {
        foreach (var rows in new[]
                 {
                     new BsonArray { new BsonArray { 1, 2 }, new BsonArray { 3 } },
                     new BsonArray { new BsonArray(), new BsonArray { 1 } },
                     new BsonArray { new BsonArray { 1 }, new BsonArray() },
                     new BsonArray { new BsonArray { 1 }, new BsonArray { 2 }, new BsonArray { 3, 4 } },

                     // The driver reads every row before it checks their lengths: a bad item after a short row is its error.
                     new BsonArray { new BsonArray { 1, 2 }, new BsonArray { 3 }, new BsonArray { "x", 4 } },
                 })
        {
            Same(new BsonDocument("Grid", rows));
            Same(new BsonDocument("GridsByName", new BsonDocument("g", rows)));
            Same(new BsonDocument("ListOfGrids", new BsonArray { new BsonArray { new BsonArray { 1 } }, rows }));
        }

        foreach (var cube in new[]
                 {
                     new BsonArray { new BsonArray { new BsonArray { 1.5 } }, new BsonArray() },
                     new BsonArray { new BsonArray(), new BsonArray { new BsonArray() } },
                     new BsonArray { new BsonArray { new BsonArray { 1.5 }, new BsonArray { 2.5, 3.5 } } },
                     new BsonArray { new BsonArray { new BsonArray(), new BsonArray { 1.5 } } },
                     new BsonArray { new BsonArray { new BsonArray { 1.5 } }, new BsonArray { new BsonArray { 2.5, 3.5 } } },
                     new BsonArray { new BsonArray { new BsonArray { 1.5 }, new BsonArray { 2.5 } }, new BsonArray { new BsonArray { 2.5 } } },
                 })
        {
            Same(new BsonDocument("Cube", cube));
        }
    }

    [Fact]
    public void Rows_that_are_not_arrays_and_items_of_other_types_are_read_or_refused_as_the_driver_does()
    {
        var rows = new BsonValue[]
        {
            1, "x", BsonNull.Value, new BsonDocument("a", 1), new BsonArray { 1, 2 }, new BsonArray { new BsonArray { 1 }, BsonNull.Value },
            new BsonArray { new BsonArray { 1 }, 2 }, new BsonArray { new BsonArray { "1" } }, new BsonArray { new BsonArray { 1.0 } },
            new BsonArray { new BsonArray { 1L, BsonNull.Value } }, new BsonArray { new BsonArray { new BsonDocument() } },
            new BsonArray { new BsonDocument("0", new BsonArray { 1 }) }, new BsonArray { new BsonArray { new BsonArray { 1 } } },
        };
        foreach (var document in CollectionValues.InEachMember(Members, rows))
        {
            Same(document);
        }
    }

    [Fact]
    public void Odd_values_in_their_place_are_read_or_refused_as_the_driver_does()
    {
        foreach (var document in CollectionValues.InEachMember(Members, CollectionValues.Odd))
        {
            Same(document);
        }
    }

    [Fact]
    public void Lengths_of_zero_are_written_as_the_driver_writes_them_and_read_back_alike()
    {
        var value = new MultiDimensionalArrays
        {
            Grid = new int[0, 3],
            Labels = new string?[3, 0],
            Cube = new double[2, 0, 4],
            SparseCube = new int?[2, 3, 0],
            Leaves = new Leaf?[1, 1],
            RowsOfArrays = new int[1, 2][],
            CubeOfLists = new List<int>?[1, 1, 2],
            ListOfGrids = new List<int[,]?> { new int[0, 0], null, new int[1, 0] },
            GridsByName = new Dictionary<string, double[,]> { ["g"] = new double[0, 2] },
        };
        var written = Oracle.AssertSameRoundTrip(MultiDimensionalArraysBsonSerializer.Instance, value);
        var read = Oracle.Read(MultiDimensionalArraysBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, written);
        Assert.Equal(new[] { 3, 0 }, new[] { read.Labels!.GetLength(0), read.Labels.GetLength(1) });
        Assert.Equal(new[] { 2, 0, 0 }, new[] { read.Cube!.GetLength(0), read.Cube.GetLength(1), read.Cube.GetLength(2) });
    }

    [Fact]
    public void Items_are_written_row_by_row_as_the_driver_writes_them()
    {
        var cube = new double[2, 2, 3];
        var grid = new int[3, 2];
        for (var i = 0; i < cube.Length; i++)
        {
            cube[i / 6, i / 3 % 2, i % 3] = i + 0.5;
        }

        for (var i = 0; i < grid.Length; i++)
        {
            grid[i / 2, i % 2] = i;
        }

        var value = new MultiDimensionalArrays
        {
            Grid = grid,
            Cube = cube,
            LongsAsText = new long[,] { { long.MinValue, 0 }, { 7, long.MaxValue } },
            Colors = new[,] { { Color.Red }, { Color.Blue } },
            Objects = new object?[,] { { 1, "x", null }, { new BsonDocument("a", 1), 1.5, new List<object> { 1 } } },
        };
        var written = Oracle.AssertSameRoundTrip(MultiDimensionalArraysBsonSerializer.Instance, value);
        var read = Oracle.Read(MultiDimensionalArraysBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, written);
        Assert.Equal(5, read.Grid![2, 1]);
        Assert.Equal(10.5, read.Cube![1, 1, 1]);
    }

    [Fact]
    public void Arrays_whose_indices_do_not_start_at_zero_fail_to_write_as_they_do_in_the_driver()
    {
        var grid = (int[,])Array.CreateInstance(typeof(int), new[] { 2, 2 }, new[] { 1, 1 });
        Oracle.AssertSameWriteOrFailure(MultiDimensionalArraysBsonSerializer.Instance, new MultiDimensionalArrays { Grid = grid });
    }

    [Fact]
    public void Items_as_text_are_read_or_refused_as_the_configured_serializer_does()
    {
        foreach (var item in new BsonValue[] { "12", "-0", "x", "9223372036854775808", 12, 12L, 1.5, BsonNull.Value })
        {
            Same(new BsonDocument("LongsAsText", new BsonArray { new BsonArray { item } }));
        }
    }

    [Fact]
    public void Rows_that_claim_a_huge_array_are_refused_without_allocating_it()
    {
        // 2,000 rows, the first of 2,000 items and the others empty: the driver creates the 2,000 x 2,000 array, then
        // refuses the second row; the generated code refuses it alike, having checked the rows first.
        var rows = new BsonArray { new BsonArray(Enumerable.Repeat(new BsonInt32(1), 2_000)) };
        rows.AddRange(Enumerable.Repeat<BsonValue>(new BsonArray(), 1_999));
        var bson = Oracle.ToRawBson(new BsonDocument("Grid", rows));
        Oracle.AssertSameReadAndMessage(MultiDimensionalArraysBsonSerializer.Instance, bson, Readers.All);
        Assert.True(AllocatedBy(() => Assert.Throws<FormatException>(() => Oracle.Read(MultiDimensionalArraysBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson))) < 4_000_000);

        // 1,000 arrays of rows, the first of 1,000 rows whose first holds 1,000 items: the driver would create an array of
        // a billion doubles (8 GB) before its check, so it is not asked here; the generated code raises the error its
        // check raises, and allocates about what it read.
        var middle = new BsonArray { new BsonArray(Enumerable.Repeat(new BsonDouble(1.5), 1_000)) };
        middle.AddRange(Enumerable.Repeat<BsonValue>(new BsonArray(), 999));
        var cube = new BsonArray { middle };
        cube.AddRange(Enumerable.Repeat<BsonValue>(new BsonArray(), 999));
        var hostile = Oracle.ToRawBson(new BsonDocument("Cube", cube));
        foreach (var kind in Readers.All)
        {
            var allocated = AllocatedBy(() =>
            {
                var error = Assert.Throws<FormatException>(() => Oracle.Read(MultiDimensionalArraysBsonSerializer.Instance, kind, hostile));
                Assert.EndsWith("Inner list 1 is of length 0 but should be of length 1000.", error.Message, StringComparison.Ordinal);
            });
            Assert.True(allocated < 4_000_000, $"{kind}: {allocated} bytes");
        }
    }

    private static long AllocatedBy(Action read)
    {
        var before = GC.GetAllocatedBytesForCurrentThread();
        read();
        return GC.GetAllocatedBytesForCurrentThread() - before;
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(MultiDimensionalArraysBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
