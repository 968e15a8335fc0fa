using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>Dictionaries whose keys are not strings, in the driver's default Document representation.</summary>
[GenerateBsonSerializer]
public class DocumentKeyed
{
    public int Id { get; set; }

    public Dictionary<int, string?>? IntKeys { get; set; }

    public IDictionary<decimal, int>? DecimalKeys { get; set; }

    public IReadOnlyDictionary<Color, bool>? EnumKeys { get; set; }

    public ReadOnlyDictionary<long, Leaf?>? LongKeys { get; set; }
}

/// <summary>A set of a subclass type, which the driver writes with a discriminator.</summary>
public class CountingSet : HashSet<int>
{
}

/// <summary>A queue of a subclass type, which the driver writes with a discriminator.</summary>
public class CountingQueue : Queue<int>
{
}

/// <summary>A stack of a subclass type, which the driver writes with a discriminator.</summary>
public class CountingStack : Stack<string?>
{
}

/// <summary>A sorted set of a subclass type, which the driver writes with a discriminator.</summary>
public class CountingSortedSet : SortedSet<int>
{
}

/// <summary>A linked list of a subclass type, which the driver writes with a discriminator.</summary>
public class CountingLinkedList : LinkedList<int?>
{
}

/// <summary>
/// Collections and dictionaries beyond what the corpus writes: keys that must (and must not) serialize as strings, every
/// entry form of the array representations, wrong BSON types, and runtime types the driver writes its own way.
/// </summary>
public class CollectionEdgeCaseTests
{
    [Fact]
    public void Keys_that_do_not_serialize_as_strings_fail_to_write_as_the_driver_fails()
    {
        AssertSameWrite(new DocumentKeyed { IntKeys = new() { [1] = "a" } });
        AssertSameWrite(new DocumentKeyed { EnumKeys = new ReadOnlyDictionary<Color, bool>(new Dictionary<Color, bool> { [Color.Blue] = true }) });
        AssertSameWrite(new DocumentKeyed { LongKeys = new ReadOnlyDictionary<long, Leaf?>(new Dictionary<long, Leaf?> { [5] = null }) });

        // 2.x writes decimals as strings, so they are keys there; 3.x writes Decimal128 and refuses them.
        AssertSameWrite(new DocumentKeyed { DecimalKeys = new Dictionary<decimal, int> { [1.50m] = 1, [-7m] = 2 } });

        // Empty dictionaries have no key to refuse.
        AssertSameWrite(new DocumentKeyed { IntKeys = new(), DecimalKeys = new Dictionary<decimal, int>(), LongKeys = new ReadOnlyDictionary<long, Leaf?>(new Dictionary<long, Leaf?>()) });
    }

    [Fact]
    public void Keys_are_read_from_element_names_by_the_key_types_serializer()
    {
        foreach (var name in new[] { "1", "-2147483648", " 3 ", "+4", "x", "", "2147483648", "1.0", "0x10" })
        {
            Same(new BsonDocument("IntKeys", new BsonDocument(name, "a")));
            Same(new BsonDocument("DecimalKeys", new BsonDocument(name, 1)));
            Same(new BsonDocument("LongKeys", new BsonDocument(name, new BsonDocument("Number", 2))));
        }

        foreach (var name in new[] { "0", "2", "Blue", "blue", "7" })
        {
            Same(new BsonDocument("EnumKeys", new BsonDocument(name, true)));
        }

        Same(new BsonDocument("IntKeys", new BsonDocument { { "1", "a" }, { "01", "b" } }));
    }

    [Fact]
    public void Entries_in_every_form_the_driver_reads()
    {
        var entries = new BsonValue[]
        {
            new BsonArray { new BsonArray { 1, "a" }, new BsonDocument { { "k", 2 }, { "v", "b" } } },
            new BsonArray { new BsonDocument { { "v", "b" }, { "k", 2 } } },
            new BsonArray { new BsonDocument { { "k", 2 } } },
            new BsonArray { new BsonDocument { { "v", "b" } } },
            new BsonArray { new BsonDocument { { "k", 2 }, { "v", "b" }, { "x", 1 } } },
            new BsonArray { new BsonArray { 1 } },
            new BsonArray { new BsonArray() },
            new BsonArray { new BsonArray { 1, "a", "extra" } },
            new BsonArray { new BsonArray { 1, "a" }, new BsonArray { 1, "b" } },
            new BsonArray { new BsonArray { 1L, "a" }, new BsonArray { "2", BsonNull.Value } },
            new BsonArray { 5 },
            new BsonArray { BsonNull.Value },
            new BsonArray(),
            new BsonDocument { { "1", "a" }, { "2", BsonNull.Value } },
            new BsonDocument(),
            BsonNull.Value,
            "x",
        };
        foreach (var value in entries)
        {
            Same(KeyedDictionariesBsonSerializer.Instance, new BsonDocument("IntKeysAsArrays", value));
            Same(KeyedDictionariesBsonSerializer.Instance, new BsonDocument("LongKeysAsDocuments", value));
            Same(KeyedDictionariesBsonSerializer.Instance, new BsonDocument("StringKeysAsArrays", value));
            Same(KeyedDictionariesBsonSerializer.Instance, new BsonDocument("ReadOnlyInterface", value));
            Same(KeyedDictionariesBsonSerializer.Instance, new BsonDocument("EnumKeysAsArrays", value));
        }

        // A null string key is the dictionary's error.
        Same(KeyedDictionariesBsonSerializer.Instance, new BsonDocument("StringKeysAsArrays", new BsonArray { new BsonArray { BsonNull.Value, 1 } }));
        Same(KeyedDictionariesBsonSerializer.Instance, new BsonDocument("ObjectIdKeysAsDocuments", new BsonArray { new BsonDocument { { "k", ObjectId.Empty }, { "v", new BsonArray { 1, 2 } } } }));
    }

    [Fact]
    public void Sets_and_collections_of_wrong_types_duplicates_and_nulls()
    {
        var values = new BsonValue[]
        {
            new BsonArray { 1, 1, 2, 1 },
            new BsonArray { 1, BsonNull.Value },
            new BsonArray { 1, 2L, 3.0, "4" },
            new BsonArray { "x" },
            new BsonDocument { { "_t", "HashSet`1" }, { "_v", new BsonArray { 1 } } },
            new BsonDocument("a", 1),
            BsonNull.Value,
            5,
        };
        foreach (var value in values)
        {
            foreach (var member in new[]
            {
                "IntSet", "LongISet", "DoubleCollection", "NullableIntCollection", "ColorReadOnlyCollection", "NullableColorSet", "StringSet", "IntQueue",
                "StringStack", "NullableColorStack", "ListOfStacks", "IntSortedSet", "StringSortedSet", "NullableColorSortedSet", "NullableIntLinkedList",
                "ListOfSortedSets",
            })
            {
                Same(SetsAndCollectionsBsonSerializer.Instance, new BsonDocument(member, value));
            }

            foreach (var member in new[] { "ListOfLists", "Jagged", "ArrayOfSets", "ThreeLevels", "ListOfDictionaries", "CollectionOfReadOnlyCollections" })
            {
                Same(NestedCollectionsBsonSerializer.Instance, new BsonDocument(member, value));
                Same(NestedCollectionsBsonSerializer.Instance, new BsonDocument(member, new BsonArray { value }));
            }
        }
    }

    [Fact]
    public void Runtime_types_the_driver_writes_its_own_way()
    {
        var sets = new SetsAndCollections
        {
            IntSet = new CountingSet { 1, 2 },
            LongISet = new SortedSet<long> { 3, 1 },
            DoubleCollection = new LinkedList<double>(new[] { 1.5, 2.5 }),
            StringReadOnlyCollection = new HashSet<string?> { "a", null },
            LeafCollection = new Leaf?[] { new Leaf { Number = 1 }, null },
        };
        Oracle.AssertSameBytes(SetsAndCollectionsBsonSerializer.Instance, sets);
        Oracle.AssertSameBytes(NestedCollectionsBsonSerializer.Instance, new NestedCollections
        {
            ListOfSets = new[] { new HashSet<string?> { "x" } },
            EnumerableOfReadOnlyLists = new List<IReadOnlyList<long>?> { new[] { 1L }, new ReadOnlyCollection<long>(new[] { 2L }), null },
        });
        Oracle.AssertSameBytes(KeyedDictionariesBsonSerializer.Instance, new KeyedDictionaries
        {
            Interface = new SortedDictionary<string, int> { ["b"] = 1, ["a"] = 2 },
            ReadOnlyInterface = new Dictionary<string, string?> { ["a"] = null },
        });
    }

    /// <summary>
    /// A stack is written bottom first and read back by pushing each item, so its top stays on top; a queue keeps its
    /// order. Subclasses go to the driver's serializer, which writes them with a discriminator.
    /// </summary>
    [Fact]
    public void Queues_and_stacks_keep_the_drivers_order()
    {
        var stack = new Stack<string?>();
        stack.Push("bottom");
        stack.Push(null);
        stack.Push("top");
        var value = new SetsAndCollections
        {
            IntQueue = new Queue<int>(new[] { 3, 1, 2 }),
            StringStack = stack,
            NullableColorStack = new Stack<Color?>(),
            ListOfStacks = new List<Stack<long>> { new(new[] { 1L, 2L, 3L }), new() },
        };
        Oracle.AssertSameBytes(SetsAndCollectionsBsonSerializer.Instance, value);
        var bson = Oracle.Write(Oracle.Driver<SetsAndCollections>(), value);
        Oracle.AssertSameReadAndMessage(SetsAndCollectionsBsonSerializer.Instance, bson, Readers.All);
        Assert.True(SetsAndCollectionsBsonSerializer.TryReadDocument(bson, out var read));
        Assert.Equal(new[] { "top", null, "bottom" }, read.StringStack!);
        Assert.Equal(new[] { 3, 1, 2 }, read.IntQueue!);
        Assert.Equal(new[] { 3L, 2L, 1L }, read.ListOfStacks![0]);

        Oracle.AssertSameBytes(SetsAndCollectionsBsonSerializer.Instance, new SetsAndCollections { IntQueue = new CountingQueue(), StringStack = new CountingStack() });
    }

    /// <summary>
    /// A sorted set is built from the items read with the default comparer (repeated items dropped), whatever comparer the
    /// written set had, which orders what is written; a linked list keeps its order. Subclasses go to the driver's
    /// serializer, which writes them with a discriminator.
    /// </summary>
    [Fact]
    public void Sorted_sets_and_linked_lists_are_built_as_the_driver_builds_them()
    {
        var value = new SetsAndCollections
        {
            IntSortedSet = new SortedSet<int>(new[] { 3, 1, 2 }, Comparer<int>.Create((a, b) => b.CompareTo(a))),
            StringSortedSet = new SortedSet<string?> { "b", null, "a", "B" },
            NullableColorSortedSet = new SortedSet<Color?>(),
            NullableIntLinkedList = new LinkedList<int?>(new int?[] { 3, null, 1, 3 }),
            ListOfSortedSets = new List<SortedSet<long>> { new(new[] { 2L, 1L }), new() },
        };
        Oracle.AssertSameBytes(SetsAndCollectionsBsonSerializer.Instance, value);
        var bson = Oracle.Write(Oracle.Driver<SetsAndCollections>(), value);
        Oracle.AssertSameReadAndMessage(SetsAndCollectionsBsonSerializer.Instance, bson, Readers.All);
        Assert.True(SetsAndCollectionsBsonSerializer.TryReadDocument(bson, out var read));
        Assert.Equal(new[] { 1, 2, 3 }, read.IntSortedSet!);
        Assert.Equal(new int?[] { 3, null, 1, 3 }, read.NullableIntLinkedList!);

        var repeated = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "IntSortedSet", new BsonArray { 5, 1, 5, 1 } }, { "StringSortedSet", new BsonArray { "x", BsonNull.Value, "x" } } });
        Oracle.AssertSameReadAndMessage(SetsAndCollectionsBsonSerializer.Instance, repeated, Readers.All);
        Assert.True(SetsAndCollectionsBsonSerializer.TryReadDocument(repeated, out read));
        Assert.Equal(new[] { 1, 5 }, read.IntSortedSet!);
        Assert.Equal(new[] { null, "x" }, read.StringSortedSet!);

        Oracle.AssertSameBytes(SetsAndCollectionsBsonSerializer.Instance, new SetsAndCollections { IntSortedSet = new CountingSortedSet { 2, 1 }, NullableIntLinkedList = new CountingLinkedList() });
    }

    private static void AssertSameWrite(DocumentKeyed value) => Oracle.AssertSameWriteOrFailure(DocumentKeyedBsonSerializer.Instance, value);

    private static void Same(BsonDocument document) => Same(DocumentKeyedBsonSerializer.Instance, document);

    private static void Same<T>(IBsonSerializer<T> generated, BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(generated, Oracle.ToRawBson(document), Readers.All);
}
