using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>An ObservableCollection of another type: the driver writes it with its own serializer, and a discriminator.</summary>
public class CountingObservable : ObservableCollection<int>
{
}

/// <summary>A SortedDictionary of another type, written as the driver writes it.</summary>
public class CountingSortedDictionary : SortedDictionary<string, int>
{
}

/// <summary>
/// The collections the driver builds from the list it read, and the dictionaries it fills, beyond what the corpus writes:
/// repeated and culture-equal keys (which their Add refuses), order both ways (a concurrent stack comes back reversed),
/// nulls and wrong BSON types, and values of other runtime types, on every reader.
/// </summary>
public class ConstructedCollectionTests
{
    private static readonly string[] Dictionaries = { "IntsByName", "LeavesByName", "NamesByNumber", "PricesByName", "LeavesByNumber", "NamesByKey", "CountsByColor", "NestedByName" };

    [Fact]
    public void Repeated_keys_are_refused_as_the_drivers_add_refuses_them()
    {
        foreach (var name in Dictionaries)
        {
            var (one, other) = ValuesOf(name);
            foreach (var key in new BsonValue[] { "7", 7, 7L, "x", 1 })
            {
                Same(new BsonDocument(name, new BsonDocument(allowDuplicateNames: true) { { key.ToString()!, one }, { key.ToString()!, one } }));
                Same(new BsonDocument(name, new BsonDocument(allowDuplicateNames: true) { { key.ToString()!, one }, { key.ToString()!, other } }));
                Same(new BsonDocument(name, new BsonArray { new BsonArray { key, one }, new BsonArray { key, other } }));
                Same(new BsonDocument(name, new BsonArray { new BsonDocument { { "k", key }, { "v", one } }, new BsonDocument { { "k", key }, { "v", one } } }));
                Same(new BsonDocument(name, new BsonArray { new BsonArray { key, one }, new BsonArray { 8, other } }));
            }
        }

        // Keys equal by a sorted dictionary's comparer (the culture's, which ignores a soft hyphen) but not by ordinal.
        Same(new BsonDocument("IntsByName", new BsonDocument { { "ab", 1 }, { "a\u00ADb", 1 } }));
        Same(new BsonDocument("PricesByName", new BsonDocument { { "ab", 1.5 }, { "a\u00ADb", 2.5 } }));
        Same(new BsonDocument("NestedByName", new BsonDocument { { "a\u00ADb", new BsonArray { 1 } }, { "ab", new BsonArray() } }));
        Same(new BsonDocument("NamesByKey", new BsonDocument { { "ab", "x" }, { "a\u00ADb", "y" } }));
    }

    [Fact]
    public void Items_keep_the_drivers_order_both_ways()
    {
        Same(new BsonDocument
        {
            { "LongConcurrentStack", new BsonArray { 1L, 2L, 3L } },
            { "NullableColorConcurrentStack", new BsonArray { 1, BsonNull.Value, 0 } },
            { "StringConcurrentQueue", new BsonArray { "a", BsonNull.Value, "c" } },
            { "DoubleBag", new BsonArray { 1.5, 2.5, 1.5 } },
            { "IntObservable", new BsonArray { 3, 1, 3 } },
            { "PricesByName", new BsonDocument { { "b", 2.0 }, { "a", 1.0 }, { "B", 3.0 } } },
            { "IntsByName", new BsonDocument { { "b", 2 }, { "", 1 }, { "ä", 3 } } },
        });

        var stack = new ConcurrentStack<long>();
        stack.PushRange(new[] { 1L, 2L, 3L });
        var value = new ConstructedCollections
        {
            LongConcurrentStack = stack,
            StringBag = new ConcurrentBag<string?>(new[] { "a", null, "c" }),
            LeafConcurrentQueue = new ConcurrentQueue<Leaf?>(new Leaf?[] { new Leaf { Number = 1 }, null }),
            PricesByName = new SortedList<string, double> { ["b"] = 2, ["a"] = 1 },
            NamesByKey = new ConcurrentDictionary<string, string?>(new Dictionary<string, string?> { ["x"] = null, ["y"] = "why" }),
            CountsByColor = new ConcurrentDictionary<Color, int>(new Dictionary<Color, int> { [Color.Blue] = 2, [Color.Red] = 1 }),
            NamesByNumber = new SortedDictionary<int, string?> { [2] = "two", [-1] = null },
        };
        var written = Oracle.AssertSameRoundTrip(ConstructedCollectionsBsonSerializer.Instance, value);

        // The stack is built by pushing the items read, top last: what comes back is the written stack reversed.
        var read = Oracle.Read(ConstructedCollectionsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, written);
        Assert.Equal(new[] { 1L, 2L, 3L }, read.LongConcurrentStack!.ToArray());
    }

    [Fact]
    public void Nulls_and_wrong_bson_types_are_read_or_refused_as_the_driver_does()
    {
        var members = new[]
        {
            "IntObservable", "LeafObservable", "StringConcurrentQueue", "LeafConcurrentQueue", "LongConcurrentStack", "NullableColorConcurrentStack",
            "DoubleBag", "StringBag", "IntsAsText", "ListOfQueues",
        }.Concat(Dictionaries);
        foreach (var document in CollectionValues.InEachMember(members, CollectionValues.Odd))
        {
            Same(document);
        }
    }

    [Fact]
    public void Values_of_other_runtime_types_and_empty_ones_are_written_as_the_driver_writes_them()
    {
        Oracle.AssertSameWriteOrFailure(ConstructedCollectionsBsonSerializer.Instance, new ConstructedCollections { IntObservable = new CountingObservable { 2, 1 } });
        Oracle.AssertSameWriteOrFailure(ConstructedCollectionsBsonSerializer.Instance, new ConstructedCollections { IntsByName = new CountingSortedDictionary { ["b"] = 1 } });
        var empty = new ConstructedCollections
        {
            IntObservable = new(),
            StringConcurrentQueue = new(),
            LongConcurrentStack = new(),
            DoubleBag = new(),
            IntsByName = new(),
            PricesByName = new(),
            NamesByKey = new(),
            CountsByColor = new(),
            ListOfQueues = new() { new ConcurrentQueue<int>(), new ConcurrentQueue<int>(new[] { 1 }) },
        };
        Oracle.AssertSameRoundTrip(ConstructedCollectionsBsonSerializer.Instance, empty);
    }

    private static (BsonValue One, BsonValue Other) ValuesOf(string member) => member switch
    {
        "LeavesByName" or "LeavesByNumber" => (new BsonDocument("Number", 1), new BsonDocument("Number", 2)),
        "NamesByNumber" or "NamesByKey" => ("a", "b"),
        "PricesByName" => (1.5, 2.5),
        "NestedByName" => (new BsonArray { 1 }, new BsonArray { 2 }),
        _ => (1, 2),
    };

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(ConstructedCollectionsBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
