#if MONGODB_BSON_IMMUTABLE
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>Immutable dictionaries of other keys than strings, which 3.x reads from element names but refuses to write.</summary>
[GenerateBsonSerializer]
public class ImmutableKeyed
{
    public int Id { get; set; }

    public ImmutableDictionary<long, Leaf?>? LeafByNumber { get; set; }

    public ImmutableSortedDictionary<int, string?>? NamesByNumber { get; set; }
}

/// <summary>
/// The immutable collections beyond what the corpus writes, against the driver's own serializers of them (3.1 and later):
/// repeated items and keys (which their builders keep, drop or refuse), order, nulls and wrong BSON types, on every reader.
/// </summary>
public class ImmutableCollectionTests
{
    [Fact]
    public void Repeated_keys_are_kept_with_the_same_value_and_refused_with_another_as_the_drivers_builders_do()
    {
        foreach (var (name, one, other) in new (string, BsonValue, BsonValue)[]
        {
            ("IntByName", 1, 2), ("LeafByName", new BsonDocument("Number", 1), new BsonDocument("Number", 2)), ("SortedNames", "a", "b"),
            ("LeafByNumber", new BsonDocument("Number", 1), new BsonDocument("Number", 2)), ("NamesByNumber", "a", "b"),
        })
        {
            foreach (var key in new[] { "7", "07", "x" })
            {
                SameAnywhere(new BsonDocument(name, new BsonDocument(allowDuplicateNames: true) { { key, one }, { key, one } }));
                SameAnywhere(new BsonDocument(name, new BsonDocument(allowDuplicateNames: true) { { key, one }, { key, other } }));
                SameAnywhere(new BsonDocument(name, new BsonDocument(allowDuplicateNames: true) { { key, one }, { "7", other } }));
                SameAnywhere(new BsonDocument(name, new BsonArray { new BsonArray { key, one }, new BsonArray { key, one } }));
                SameAnywhere(new BsonDocument(name, new BsonArray { new BsonArray { key, one }, new BsonDocument { { "k", key }, { "v", other } } }));
            }
        }

        // Keys equal by the sorted dictionary's comparer (the culture's, which ignores a soft hyphen) but not by ordinal.
        var list = new BsonArray { 1 };
        Same(new BsonDocument("ListsByName", new BsonDocument { { "ab", list }, { "a\u00ADb", list } }));
        Same(new BsonDocument("ListsByName", new BsonDocument { { "ab", list }, { "a\u00ADb", new BsonArray { 2 } } }));
    }

    [Fact]
    public void Sets_drop_repeated_items_and_sorted_ones_order_them()
    {
        Same(new BsonDocument("IntSet", new BsonArray { 3, 1, 3, 2, 1 }));
        Same(new BsonDocument("NullableColorSet", new BsonArray { 1, BsonNull.Value, 1, BsonNull.Value, 0 }));
        Same(new BsonDocument("LongSortedSet", new BsonArray { 5L, -1L, 5L, 3 }));
        Same(new BsonDocument("StringSortedSet", new BsonArray { "b", BsonNull.Value, "a", "B", "a", "a\u00AD" }));
        Same(new BsonDocument("NestedImmutables", new BsonArray { new BsonArray { 2, 1, 2 }, new BsonArray(), BsonNull.Value }));
    }

    [Fact]
    public void Stacks_and_queues_keep_the_drivers_order_both_ways()
    {
        Same(new BsonDocument { { "StringStack", new BsonArray { "bottom", BsonNull.Value, "top" } }, { "NullableIntQueue", new BsonArray { 1, BsonNull.Value, 3 } } });
        var value = new ImmutableCollections
        {
            IntArray = ImmutableArray.Create(3, 1, 2),
            LeafArray = ImmutableArray.Create<Leaf?>(new Leaf { Number = 4 }),
            StringStack = ImmutableStack.Create<string?>("bottom", null, "top"),
            DoubleStack = ImmutableStack<double>.Empty,
            NullableIntQueue = ImmutableQueue.Create<int?>(1, null, 3),
            LeafQueue = ImmutableQueue.Create<Leaf?>(new Leaf { Number = 1 }, null),
        };
        Oracle.AssertSameRoundTrip(ImmutableCollectionsBsonSerializer.Instance, value);
    }

    [Fact]
    public void Nulls_and_wrong_bson_types_are_read_or_refused_as_the_driver_does()
    {
        var members = new[]
        {
            "StringList", "LeafList", "IntSet", "NullableColorSet", "LongSortedSet", "StringSortedSet", "NullableIntQueue", "LeafQueue",
            "StringStack", "DoubleStack", "IntByName", "LeafByName", "ListsByName", "SortedNames", "LeafByNumber", "NamesByNumber",
            "ListOfSets", "NestedImmutables", "IntArray", "LeafArray", "ListOfArrays", "MaybeArray", "MaybeArrays",
        };
        foreach (var document in CollectionValues.InEachMember(members, CollectionValues.Odd))
        {
            SameAnywhere(document);
        }
    }

    [Fact]
    public void A_default_immutable_array_fails_to_write_as_the_driver_fails()
    {
        AssertSameWrite(new ImmutableCollections());
        AssertSameWrite(new ImmutableCollections { IntArray = ImmutableArray<int>.Empty });
        AssertSameWrite(new ImmutableCollections { IntArray = ImmutableArray<int>.Empty, LeafArray = ImmutableArray.Create<Leaf?>(null, new Leaf()) });
        AssertSameWrite(new ImmutableCollections { IntArray = ImmutableArray.Create(1, 2), LeafArray = ImmutableArray<Leaf?>.Empty, ListOfArrays = new() { default } });
        AssertSameWrite(new ImmutableCollections { IntArray = ImmutableArray.Create(1, 2), LeafArray = ImmutableArray<Leaf?>.Empty, ListOfArrays = new() { ImmutableArray.Create<string?>("a", null) } });
    }

    [Fact]
    public void A_nullable_immutable_array_is_read_and_written_as_the_drivers_nullable_serializer_around_its_own_does()
    {
        // Null is read as null, an array as its items, anything else as the array's serializer refuses it.
        foreach (var value in new BsonValue[] { BsonNull.Value, new BsonArray(), new BsonArray { 1L, 2 }, new BsonArray { BsonNull.Value }, "x", new BsonDocument() })
        {
            SameAnywhere(new BsonDocument("MaybeArray", value));
            SameAnywhere(new BsonDocument("MaybeArrays", new BsonDocument("a", value)));
        }

        var written = new ImmutableCollections { IntArray = ImmutableArray<int>.Empty, LeafArray = ImmutableArray<Leaf?>.Empty };
        AssertSameWrite(written);
        foreach (var maybe in new ImmutableArray<long>?[] { null, ImmutableArray<long>.Empty, ImmutableArray.Create(long.MinValue, 0L), default(ImmutableArray<long>) })
        {
            written.MaybeArray = maybe;
            written.MaybeArrays = new Dictionary<string, ImmutableArray<double>?> { ["a"] = maybe is null ? null : ImmutableArray.Create(0.5), ["b"] = null };
            AssertSameWrite(written);
        }
    }

    [Fact]
    public void Empty_and_missing_collections_round_trip()
    {
        var value = new ImmutableCollections
        {
            IntArray = ImmutableArray<int>.Empty,
            LeafArray = ImmutableArray<Leaf?>.Empty,
            StringList = ImmutableList<string?>.Empty,
            IntSet = ImmutableHashSet<int>.Empty,
            LongSortedSet = ImmutableSortedSet<long>.Empty,
            IntByName = ImmutableDictionary<string, int>.Empty,
            SortedNames = ImmutableSortedDictionary<string, string?>.Empty.Add("b", null).Add("a", "one"),
        };
        Oracle.AssertSameRoundTrip(ImmutableCollectionsBsonSerializer.Instance, value);
    }

    private static void AssertSameWrite(ImmutableCollections value) => Oracle.AssertSameWriteOrFailure(ImmutableCollectionsBsonSerializer.Instance, value);

    /// <summary>The document read by whichever model has its member.</summary>
    private static void SameAnywhere(BsonDocument document)
    {
        if (document.Names.First() is "LeafByNumber" or "NamesByNumber")
        {
            Oracle.AssertSameReadAndMessage(ImmutableKeyedBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
        }
        else
        {
            Same(document);
        }
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(ImmutableCollectionsBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
#endif
