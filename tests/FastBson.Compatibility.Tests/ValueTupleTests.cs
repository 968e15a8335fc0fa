#if MONGODB_BSON_VALUE_TUPLES
using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Value tuples beyond what the corpus writes, against the driver's ValueTupleSerializer (2.20 and later) on every reader: both forms it reads (an
/// array of the items, a document of them by name), too few and too many items, elements that name no item, repeated and
/// missing ones, other BSON types, null where the tuple is or is not nullable, and writes of default values.
/// </summary>
public class ValueTupleTests
{
    private static readonly string[] Members =
    {
        "One", "Named", "Maybe", "Mixed", "Collections", "Eight", "Nested", "PairList", "ByName", "InReference",
    };

    /// <summary>For each member that holds one value tuple, the items of one the driver reads.</summary>
    private static readonly Dictionary<string, BsonArray> Whole = new()
    {
        ["One"] = new BsonArray { 1 },
        ["Named"] = new BsonArray { 1, "x" },
        ["Maybe"] = new BsonArray { 2L, 1.5, true },
        ["Mixed"] = new BsonArray { new BsonDocument { { "Number", 1 }, { "Text", "t" } }, 2, 3 },
        ["Collections"] = new BsonArray { new BsonArray { 1, 2 }, new BsonDocument("a", 1) },
        ["Eight"] = new BsonArray { 1, 2, 3, 4, 5, 6, 7, new BsonArray { "x" } },
        ["Nested"] = new BsonArray { new BsonArray { 1, "x" }, new BsonArray { 1.5 } },
    };

    [Fact]
    public void Arrays_of_too_few_or_too_many_items_are_refused_as_the_driver_refuses_them()
    {
        foreach (var (member, items) in Whole)
        {
            for (var count = 0; count < items.Count; count++)
            {
                Same(new BsonDocument(member, new BsonArray(items.Take(count))));
            }

            Same(new BsonDocument(member, new BsonArray(items) { 1 }));
            Same(new BsonDocument(member, new BsonArray(items) { BsonNull.Value, "x" }));
        }

        Same(new BsonDocument("PairList", new BsonArray { new BsonArray { 1, "x" }, new BsonArray { 1 } }));
        Same(new BsonDocument("ByName", new BsonDocument("a", new BsonArray { 1.5, new BsonDateTime(0), 1 })));
        Same(new BsonDocument("InReference", new BsonArray { new BsonArray { 1 }, "x" }));
    }

    [Fact]
    public void Documents_of_the_items_are_read_by_name_in_any_order_as_the_driver_reads_them()
    {
        foreach (var (member, items) in Whole)
        {
            var byName = new BsonDocument(items.Select((item, i) => new BsonElement(i < 7 ? "Item" + (i + 1) : "Rest", item)));
            Same(new BsonDocument(member, byName));
            Same(new BsonDocument(member, new BsonDocument(byName.Reverse())));

            // Items it lacks are left at their defaults; the empty document is every item's default.
            Same(new BsonDocument(member, new BsonDocument(byName.Skip(1))));
            Same(new BsonDocument(member, new BsonDocument()));
        }

        // Items of one type, where an item read into another's place would be read without a complaint.
        Same(new BsonDocument("Eight", new BsonDocument { { "Item2", 2 }, { "Item1", 1 }, { "Item7", 7 } }));
        Same(new BsonDocument("InReference", new BsonArray { new BsonDocument { { "Item2", 2 }, { "Item1", 1 } }, "x" }));
        Same(new BsonDocument("Named", new BsonDocument(allowDuplicateNames: true) { { "Item1", 1 }, { "Item1", 2 } }));
        Same(new BsonDocument("Eight", new BsonDocument { { "Rest", new BsonDocument("Item1", "x") }, { "Item3", 3 } }));
        Same(new BsonDocument("PairList", new BsonArray { new BsonDocument { { "Item2", "x" }, { "Item1", 1 } }, new BsonArray { 2, "y" } }));
        Same(new BsonDocument("ByName", new BsonDocument("a", new BsonDocument("Item2", new BsonDateTime(0)))));
    }

    [Fact]
    public void Elements_that_name_no_item_are_refused_as_the_driver_refuses_them()
    {
        foreach (var name in new[] { "item1", "Item0", "Item3", "Item8", "Rest", "Count", "_id", "Item 1" })
        {
            Same(new BsonDocument("Named", new BsonDocument { { "Item1", 1 }, { name, "x" } }));
        }

        Same(new BsonDocument("Eight", new BsonDocument("Item8", "x")));
    }

    [Fact]
    public void Other_bson_types_and_nulls_are_read_or_refused_as_the_driver_does()
    {
        var values = new BsonValue[]
        {
            BsonNull.Value, 1, "x", 1.5, true, BsonUndefined.Value, new BsonArray { BsonNull.Value, BsonNull.Value }, new BsonArray { "1", 1 },
            new BsonArray { 1.0, "x" }, new BsonArray { 1L, BsonNull.Value }, new BsonDocument { { "Item1", "1" }, { "Item2", 2 } },
            new BsonDocument("Item1", BsonNull.Value), new BsonArray { new BsonArray(), new BsonArray() },
        };
        foreach (var document in CollectionValues.InEachMember(Members, values))
        {
            Same(document);
        }

        foreach (var document in CollectionValues.InEachMember(Members, CollectionValues.Odd))
        {
            Same(document);
        }
    }

    [Fact]
    public void Default_and_null_values_are_written_as_the_driver_writes_them_and_read_back_alike()
    {
        Oracle.AssertSameRoundTrip(ValueTuplesBsonSerializer.Instance, new ValueTuples());
        var value = new ValueTuples
        {
            One = new ValueTuple<int>(-1),
            Named = (0, null),
            Maybe = (long.MinValue, double.NaN, false),
            Mixed = (null, Color.Blue, null),
            Collections = (new List<int>(), null),
            Eight = (1, 2, 3, 4, 5, 6, 7, null),
            Nested = ((1, null), null),
            PairList = new List<(int, string?)> { default, (2, "b") },
            ByName = new Dictionary<string, (double, DateTime)?> { ["a"] = null, ["b"] = (0.5, DateTime.UnixEpoch) },
            InReference = Tuple.Create((1, 2), (string?)null),
        };
        var written = Oracle.AssertSameRoundTrip(ValueTuplesBsonSerializer.Instance, value);
        var read = Oracle.Read(ValueTuplesBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, written);
        Assert.Equal((0, (string?)null), read.Named);
        Assert.Equal(new ValueTuple<int>(-1), read.One);
        Assert.Null(read.ByName!["a"]);
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(ValueTuplesBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
#endif
