using System;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>Sorted sets of items that may not compare themselves: documents without a default order, objects, collections.</summary>
[GenerateBsonSerializer]
public class UnorderedSortedSets
{
    public int Id { get; set; }

    public SortedSet<Leaf?>? Leaves { get; set; }

    public SortedSet<object?>? Objects { get; set; }

    public SortedSet<List<int>>? Lists { get; set; }

    public List<SortedSet<Leaf>?>? NestedLeaves { get; set; }

    public SortedSet<RankedLeaf?>? Ranked { get; set; }
}

/// <summary>
/// Sorted sets of items that fail to compare, which the driver's serializer builds with the constructor it calls through
/// reflection: none or one item reads, two or more are its wrapped exception; and items that do compare (documents with
/// a default order, objects of one type) in the set's order, repeated ones dropped, on every reader.
/// </summary>
public class SortedSetTests
{
    private static readonly string[] Members = { "Leaves", "Objects", "Lists", "NestedLeaves", "Ranked" };

    [Fact]
    public void Items_that_fail_to_compare_are_read_alone_and_refused_together_as_the_driver_refuses_them()
    {
        foreach (var document in SortedItemCases.FailingToCompare())
        {
            Same(document);
        }
    }

    [Fact]
    public void Items_that_compare_are_read_in_the_sets_order_with_repeated_ones_dropped()
    {
        foreach (var document in SortedItemCases.Comparing())
        {
            Same(document);
        }

        var read = Oracle.Read(UnorderedSortedSetsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, Oracle.ToRawBson(new BsonDocument("Ranked", SortedItemCases.Ranked)));
        Assert.Equal(new[] { "null", "1z", "2a", "2b" }, SortedItemCases.Describe(read.Ranked!));
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
    public void Sets_are_written_in_their_order_and_read_back_or_refused_alike()
    {
        // A comparer of the application's makes a set of leaves the driver cannot read back: it writes it all the same.
        var byNumber = Comparer<Leaf?>.Create((a, b) => (a?.Number ?? -1).CompareTo(b?.Number ?? -1));
        var value = new UnorderedSortedSets
        {
            Leaves = new SortedSet<Leaf?>(new[] { new Leaf { Number = 2 }, null, new Leaf { Number = 1 } }, byNumber),
            Objects = new SortedSet<object?> { 2, 1 },
            Ranked = new SortedSet<RankedLeaf?> { new RankedLeaf { Number = 2 }, new RankedLeaf { Number = 1, Text = "x" }, null },
            NestedLeaves = new List<SortedSet<Leaf>?> { new SortedSet<Leaf>(new[] { new Leaf() }), null },
        };
        Oracle.AssertSameBytes(UnorderedSortedSetsBsonSerializer.Instance, value);
        Oracle.AssertSameReadAndMessage(UnorderedSortedSetsBsonSerializer.Instance, Oracle.Write(Oracle.Driver<UnorderedSortedSets>(), value), Readers.All);

        value.Leaves = new SortedSet<Leaf?> { new Leaf { Number = 3 } };
        Oracle.AssertSameRoundTrip(UnorderedSortedSetsBsonSerializer.Instance, value);
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(UnorderedSortedSetsBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
