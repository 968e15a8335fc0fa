#if MONGODB_BSON_IMMUTABLE
using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Immutable sorted sets of items that may not compare themselves (documents without a default order, objects,
/// collections), and an immutable sorted dictionary of object keys.
/// </summary>
[GenerateBsonSerializer]
public class UnorderedImmutableSorted
{
    public int Id { get; set; }

    public ImmutableSortedSet<Leaf?>? Leaves { get; set; }

    public ImmutableSortedSet<object?>? Objects { get; set; }

    public ImmutableSortedSet<List<int>>? Lists { get; set; }

    public List<ImmutableSortedSet<Leaf>?>? NestedLeaves { get; set; }

    public ImmutableSortedSet<RankedLeaf?>? Ranked { get; set; }

    public ImmutableSortedDictionary<object, int>? ByObject { get; set; }
}

/// <summary>
/// The driver's serializers of the immutable sorted collections (3.1 and later) add each item read to a builder, whose
/// comparer fails once a second item that does not compare itself comes: none or one item reads, two or more are the
/// comparer's exception, raised before a later item is read. Items that do compare (documents with a default order,
/// objects of one type) come in the set's order, repeated ones dropped; on every reader, both ways.
/// </summary>
public class ImmutableSortedTests
{
    private static readonly string[] Members = { "Leaves", "Objects", "Lists", "NestedLeaves", "Ranked", "ByObject" };

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

        var read = Oracle.Read(UnorderedImmutableSortedBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, Oracle.ToRawBson(new BsonDocument("Ranked", SortedItemCases.Ranked)));
        Assert.Equal(new[] { "null", "1z", "2a", "2b" }, SortedItemCases.Describe(read.Ranked!));
    }

    [Fact]
    public void Object_keys_are_read_from_element_names_in_order_and_repeated_ones_refused_as_the_driver_does()
    {
        Same(new BsonDocument("ByObject", new BsonDocument { { "b", 1 }, { "a", 2 } }));
        Same(new BsonDocument("ByObject", new BsonDocument()));
        Same(new BsonDocument("ByObject", new BsonDocument(allowDuplicateNames: true) { { "a", 1 }, { "a", 2 } }));
        Same(new BsonDocument("ByObject", new BsonDocument(allowDuplicateNames: true) { { "a", 1 }, { "a", 1 } }));
        Same(new BsonDocument("ByObject", new BsonArray { new BsonArray { "a", 1 } }));
        var read = Oracle.Read(UnorderedImmutableSortedBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, Oracle.ToRawBson(new BsonDocument("ByObject", new BsonDocument { { "b", 1 }, { "a", 2 } })));
        Assert.Equal(new object[] { "a", "b" }, read.ByObject!.Keys);
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
        var value = new UnorderedImmutableSorted
        {
            Leaves = ImmutableSortedSet.Create(byNumber, new Leaf { Number = 2 }, null, new Leaf { Number = 1 }),
            Objects = ImmutableSortedSet.Create<object?>(2, 1),
            Ranked = ImmutableSortedSet.Create(new RankedLeaf { Number = 2 }, new RankedLeaf { Number = 1, Text = "x" }, null),
            NestedLeaves = new List<ImmutableSortedSet<Leaf>?> { ImmutableSortedSet.Create(new Leaf()), null },
            ByObject = ImmutableSortedDictionary.Create<object, int>().Add("b", 1).Add("a", 2),
        };
        Oracle.AssertSameBytes(UnorderedImmutableSortedBsonSerializer.Instance, value);
        Oracle.AssertSameReadAndMessage(UnorderedImmutableSortedBsonSerializer.Instance, Oracle.Write(Oracle.Driver<UnorderedImmutableSorted>(), value), Readers.All);

        value.Leaves = ImmutableSortedSet.Create<Leaf?>(new Leaf { Number = 3 });
        Oracle.AssertSameRoundTrip(UnorderedImmutableSortedBsonSerializer.Instance, value);
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(UnorderedImmutableSortedBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
#endif
