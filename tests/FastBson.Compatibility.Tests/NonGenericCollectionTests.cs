using System.Collections;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>An ArrayList of another type: the driver writes it with its own serializer.</summary>
public class CountingArrayList : ArrayList
{
}

/// <summary>A Hashtable of another type: the driver writes it with its own serializer.</summary>
public class CountingHashtable : Hashtable
{
}

/// <summary>
/// The non-generic collections beyond what the corpus writes: a stack's order both ways, items of every kind the object
/// serializer reads (documents with and without discriminators, arrays, nulls), odd values in their place, and values of
/// other runtime types, on every reader.
/// </summary>
public class NonGenericCollectionTests
{
    private static readonly string[] Members =
    {
        "Items", "Pending", "History", "Batches", "StacksByName", "Table", "PairTable", "EntryTable", "Tables", "TablesByName",
        "List", "Collection", "Sequence", "Lists", "Map", "PairMap", "MapsByName",
    };

    private static readonly string[] Tables = { "Table", "PairTable", "EntryTable", "Map", "PairMap" };

    [Fact]
    public void A_stack_is_written_bottom_first_and_read_back_top_on_top()
    {
        var history = new Stack();
        history.Push("bottom");
        history.Push(2);
        history.Push("top");
        var value = new NonGenericCollections { History = history, Pending = new Queue(new object?[] { 1, null, "c" }), Items = new ArrayList { 1.5, "x", null, 3L } };
        var written = Oracle.AssertSameRoundTrip(NonGenericCollectionsBsonSerializer.Instance, value);
        Assert.Equal(new object[] { "top", 2, "bottom" }, Oracle.Read(NonGenericCollectionsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, written).History!.ToArray());
    }

    [Fact]
    public void Items_of_every_bson_type_are_read_as_the_object_serializer_reads_them()
    {
        var items = new BsonArray
        {
            1, 2L, 1.5, "x", true, BsonNull.Value, ObjectId.Parse("5f1e2d3c4b5a697887766554"), new BsonDateTime(0), new Decimal128(1.5m),
            new BsonDocument("a", 1), new BsonDocument { { "_t", "Leaf" }, { "Number", 1 } }, new BsonArray { 1, "x" },
            new BsonBinaryData(new byte[] { 1 }), new BsonBinaryData(System.Guid.Empty, GuidRepresentation.Standard), new BsonTimestamp(1),
            BsonMinKey.Value, new BsonRegularExpression("a", "i"), new BsonJavaScript("x"), BsonUndefined.Value,
        };
        foreach (var member in new[] { "Items", "Pending", "History", "List", "Collection", "Sequence" })
        {
            Same(new BsonDocument(member, items));
            foreach (var item in items)
            {
                Same(new BsonDocument(member, new BsonArray { item }));
            }
        }

        Same(new BsonDocument { { "Batches", new BsonArray { items, BsonNull.Value } }, { "StacksByName", new BsonDocument("s", items) } });
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
    public void Values_of_other_runtime_types_and_empty_ones_are_written_as_the_driver_writes_them()
    {
        Oracle.AssertSameWriteOrFailure(NonGenericCollectionsBsonSerializer.Instance, new NonGenericCollections { Items = new CountingArrayList { 1, "a" } });
        var empty = new NonGenericCollections
        {
            Items = new ArrayList(),
            Pending = new Queue(),
            History = new Stack(),
            Batches = new List<ArrayList?> { new ArrayList(), null },
            StacksByName = new Dictionary<string, Stack> { ["e"] = new Stack() },
        };
        Oracle.AssertSameRoundTrip(NonGenericCollectionsBsonSerializer.Instance, empty);
    }

    [Fact]
    public void Hashtable_entries_are_read_from_every_representation_as_the_driver_reads_them()
    {
        var entries = new BsonValue[]
        {
            new BsonDocument { { "a", 1 }, { "b", "x" }, { "c", BsonNull.Value }, { "d", new BsonDocument("e", 1.5) }, { "f", new BsonArray { 1, "y" } } },
            new BsonDocument(allowDuplicateNames: true) { { "a", 1 }, { "a", 2 } },
            new BsonArray { new BsonArray { 1, "x" }, new BsonArray { "k", BsonNull.Value }, new BsonArray { 1.5, new BsonDocument("a", 1) } },
            new BsonArray { new BsonDocument { { "k", "a" }, { "v", 1 } }, new BsonDocument { { "v", 2 }, { "k", 2L } } },
            new BsonArray { new BsonArray { "a", 1 }, new BsonArray { "a", 2 } },
            new BsonArray { new BsonArray { 1, 1 }, new BsonArray { 1L, 2 } },
            new BsonArray { new BsonArray { BsonNull.Value, 1 } },
            new BsonArray { new BsonArray() }, new BsonArray { new BsonArray { "k" } }, new BsonArray { new BsonArray { BsonNull.Value } },
            new BsonArray { new BsonArray { "k", 1, 2 } }, new BsonArray { new BsonDocument("k", "a") }, new BsonArray { new BsonDocument { { "k", "a" }, { "v", 1 }, { "x", 2 } } },
            new BsonArray { 1 }, new BsonArray { new BsonArray { new BsonDocument("a", 1), 1 } }, new BsonArray { new BsonArray { new BsonArray { 1 }, 1 } },
        };
        foreach (var document in CollectionValues.InEachMember(Tables, entries))
        {
            Same(document);
        }

        Same(new BsonDocument { { "Tables", new BsonArray { entries[0], BsonNull.Value, entries[2] } }, { "TablesByName", new BsonDocument("t", entries[3]) } });
        Same(new BsonDocument("MapsByName", new BsonDocument { { "t", entries[0] }, { "u", entries[3] }, { "v", BsonNull.Value } }));
    }

    [Fact]
    public void The_non_generic_interfaces_are_read_as_the_implementation_the_driver_creates()
    {
        var value = Oracle.Read(NonGenericCollectionsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, Oracle.ToRawBson(new BsonDocument
        {
            { "List", new BsonArray { 1, "x" } }, { "Collection", new BsonArray() }, { "Sequence", new BsonArray { BsonNull.Value } },
            { "Lists", new BsonArray { new BsonArray { 2 }, BsonNull.Value } }, { "Map", new BsonDocument("a", 1) }, { "PairMap", new BsonArray { new BsonArray { 1, "one" } } },
        }));
        Assert.IsType<ArrayList>(value.List);
        Assert.IsType<ArrayList>(value.Collection);
        Assert.IsType<ArrayList>(value.Sequence);
        Assert.IsType<ArrayList>(value.Lists![0]);
        Assert.IsType<Hashtable>(value.Map);
        Assert.Equal("one", Assert.IsType<Hashtable>(value.PairMap)[1]);
    }

    [Fact]
    public void Interface_values_of_other_runtime_types_are_written_as_the_driver_writes_them()
    {
        var others = new[]
        {
            new NonGenericCollections { List = new object?[] { 1, null, "a" }, Collection = new Queue(new object[] { 2L }), Sequence = "text" },
            new NonGenericCollections { Sequence = new List<int> { 1, 2 }, Lists = new List<IList?> { new CountingArrayList { 1 }, new int[] { 3 } } },
            new NonGenericCollections { Sequence = new Stack(new object[] { "bottom", "top" }), List = new CountingArrayList { "c" } },
            new NonGenericCollections { Map = new SortedList { ["b"] = 2, ["a"] = 1 }, PairMap = new CountingHashtable { [1] = "one" } },
            new NonGenericCollections { Map = new Dictionary<string, int> { ["a"] = 1 }, MapsByName = new Dictionary<string, IDictionary> { ["s"] = new SortedList { ["k"] = "v" }, ["h"] = new Hashtable { ["x"] = 1.5 } } },
            new NonGenericCollections { Map = new Hashtable { [1] = "not text" } },
        };
        foreach (var value in others)
        {
            Oracle.AssertSameWriteOrFailure(NonGenericCollectionsBsonSerializer.Instance, value);
        }
    }

    [Fact]
    public void Hashtables_are_written_in_their_representation_as_the_driver_writes_them()
    {
        var table = new Hashtable { ["a"] = 1, ["b"] = null, ["c"] = new List<int> { 1 }, ["d"] = new BsonDocument("e", 1) };
        var numbered = new Hashtable { [1] = "one", [2L] = 2.5, ["x"] = null };
        Oracle.AssertSameRoundTrip(NonGenericCollectionsBsonSerializer.Instance, new NonGenericCollections { Table = table, PairTable = numbered, EntryTable = numbered });

        // A key that is not text cannot be an element name: the driver's BsonSerializationException.
        Oracle.AssertSameWriteOrFailure(NonGenericCollectionsBsonSerializer.Instance, new NonGenericCollections { Table = numbered });
        Oracle.AssertSameWriteOrFailure(NonGenericCollectionsBsonSerializer.Instance, new NonGenericCollections { Table = new CountingHashtable { ["a"] = 1 } });
        Oracle.AssertSameRoundTrip(NonGenericCollectionsBsonSerializer.Instance, new NonGenericCollections { Tables = new List<Hashtable?> { new Hashtable(), null, table }, TablesByName = new Dictionary<string, Hashtable> { ["t"] = table } });
    }

    [Fact]
    public void Entries_that_miss_their_key_or_value_are_refused_as_the_driver_refuses_them()
    {
        // The driver's serializers reach each part of an entry with GetCurrentBsonType: the reader's own error at the end.
        foreach (var member in new[] { "StringKeysAsArrays", "IntKeysAsArrays", "EnumKeysAsArrays" })
        {
            foreach (var entry in new[] { new BsonArray(), new BsonArray { "1" }, new BsonArray { 1 }, new BsonArray { BsonNull.Value } })
            {
                Oracle.AssertSameReadAndMessage(KeyedDictionariesBsonSerializer.Instance, Oracle.ToRawBson(new BsonDocument(member, new BsonArray { entry })), Readers.All);
            }
        }
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(NonGenericCollectionsBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
