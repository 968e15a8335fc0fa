using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>A pair of another type: the driver's TupleSerializer is given it where a plain pair is expected.</summary>
public class MyPair : Tuple<int, string?>
{
    public MyPair(int item1, string? item2)
        : base(item1, item2)
    {
    }
}

/// <summary>
/// System.Tuple members beyond what the corpus writes: arrays of too few and too many items, items of other BSON types,
/// values that are not arrays, null items, a Rest (the eighth place) that is not a tuple's array, tuples nested in
/// tuples, lists and dictionaries, and writes of null, default and subclass tuples, on every reader.
/// </summary>
public class TupleTests
{
    private static readonly string[] Members =
    {
        "One", "Pair", "Four", "Mixed", "Collections", "ObjectAndGuid", "Seven", "Eight", "Nested", "PairList", "ByName", "PairArray",
    };

    private static readonly byte[] GuidBytes = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff").ToByteArray();

    /// <summary>For each member that holds one tuple, the items of a tuple the driver reads.</summary>
    private static readonly Dictionary<string, BsonArray> Whole = new()
    {
        ["One"] = new BsonArray { 1 },
        ["Pair"] = new BsonArray { 1, "x" },
        ["Four"] = new BsonArray { 2L, 1.5, true, "x" },
        ["Mixed"] = new BsonArray { new BsonDocument { { "Number", 1 }, { "Text", "t" }, { "Ratio", 0.5 } }, 2, 3 },
        ["Collections"] = new BsonArray { new BsonArray { 1, 2 }, new BsonDocument("a", 1) },
        ["ObjectAndGuid"] = new BsonArray { "x", new BsonBinaryData(GuidBytes, BsonBinarySubType.UuidLegacy) },
        ["Seven"] = new BsonArray { 1, 2, 3, 4, 5, 6, 7 },
        ["Eight"] = new BsonArray { 1, 2, 3, 4, 5, 6, 7, new BsonArray { "x" } },
        ["Nested"] = new BsonArray { new BsonArray { 1, "x" }, new BsonArray { 1.5 } },
    };

    /// <summary>Items of other BSON types than their place's serializer reads, and of types it converts.</summary>
    private static readonly BsonValue[] OtherItems =
    {
        "x", "1", BsonNull.Value, 1, 2L, long.MaxValue, 1.0, 1.5, true, new BsonDocument(), new BsonDocument("a", 1), new BsonArray(), new BsonArray { 1 },
        new BsonBinaryData(GuidBytes, BsonBinarySubType.UuidStandard), new BsonDateTime(0), ObjectId.Parse("5f1e2d3c4b5a697887766554"), BsonUndefined.Value,
    };

    [Fact]
    public void Arrays_of_too_few_items_are_refused_as_the_driver_refuses_them()
    {
        // Every prefix of a whole tuple, the empty array first: the driver's serializer of the first missing item meets
        // the end of the array.
        foreach (var (member, items) in Whole)
        {
            for (var count = 0; count < items.Count; count++)
            {
                Same(new BsonDocument(member, new BsonArray(items.Take(count))));
            }
        }

        Same(new BsonDocument("PairList", new BsonArray { new BsonArray { 1, "x" }, new BsonArray { 1 } }));
        Same(new BsonDocument("PairArray", new BsonArray { new BsonArray() }));
        Same(new BsonDocument("ByName", new BsonDocument { { "a", new BsonArray { 1.5, new BsonDateTime(0) } }, { "b", new BsonArray { 1.5 } } }));
    }

    [Fact]
    public void Arrays_of_too_many_items_are_refused_as_the_driver_refuses_them()
    {
        // The driver's ReadEndArray meets the first item past the tuple's: whatever its type, the reader's own error.
        foreach (var (member, items) in Whole)
        {
            foreach (var extra in new BsonValue[] { 1, "x", BsonNull.Value, new BsonDocument(), new BsonArray { 1 } })
            {
                Same(new BsonDocument(member, new BsonArray(items) { extra }));
            }

            Same(new BsonDocument(member, new BsonArray(items) { 1, 2 }));
        }

        Same(new BsonDocument("PairList", new BsonArray { new BsonArray { 1, "x", 2 } }));
        Same(new BsonDocument("PairArray", new BsonArray { BsonNull.Value, new BsonArray { 1, "x", "y" } }));
        Same(new BsonDocument("ByName", new BsonDocument("a", new BsonArray { 1.5, new BsonDateTime(0), 1 })));
    }

    [Fact]
    public void Items_of_other_bson_types_are_read_or_refused_as_the_item_serializers_do()
    {
        // Each place of each tuple in turn, the others whole: an Int64 that fits an int is read, a string is not, a
        // document or array in a scalar's place is refused, null is read where the item may be null.
        foreach (var (member, items) in Whole)
        {
            for (var place = 0; place < items.Count; place++)
            {
                foreach (var item in OtherItems)
                {
                    var changed = new BsonArray(items) { [place] = item };
                    Same(new BsonDocument(member, changed));
                }
            }
        }
    }

    [Fact]
    public void Values_that_are_not_arrays_are_read_or_refused_as_the_driver_does()
    {
        // A document of numbered items is not an array to ReadStartArray, and null is a null tuple (a null item in a list).
        var values = new BsonValue[]
        {
            new BsonDocument { { "0", 1 }, { "1", "x" } }, new BsonDocument("Item1", 1), "[1, \"x\"]", 1, 1.5, true, BsonNull.Value, BsonUndefined.Value,
            new BsonBinaryData(new byte[] { 1 }), BsonMinKey.Value,
        };
        foreach (var document in CollectionValues.InEachMember(Members, values))
        {
            Same(document);
        }

        foreach (var value in values)
        {
            Same(new BsonDocument("PairList", new BsonArray { new BsonArray { 1, "x" }, value }));
            Same(new BsonDocument("ByName", new BsonDocument("a", value)));
            Same(new BsonDocument("Nested", new BsonArray { value, new BsonArray { 1.5 } }));
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
    public void Null_items_are_read_or_refused_as_each_items_serializer_does()
    {
        var documents = new[]
        {
            new BsonDocument("Pair", new BsonArray { 1, BsonNull.Value }),
            new BsonDocument("Four", new BsonArray { 1L, 1.5, false, BsonNull.Value }),
            new BsonDocument("Mixed", new BsonArray { BsonNull.Value, 0, BsonNull.Value }),
            new BsonDocument("Collections", new BsonArray { BsonNull.Value, BsonNull.Value }),
            new BsonDocument("ObjectAndGuid", new BsonArray { BsonNull.Value, new BsonBinaryData(GuidBytes, BsonBinarySubType.UuidLegacy) }),
            new BsonDocument("Nested", new BsonArray { BsonNull.Value, BsonNull.Value }),
            new BsonDocument("Nested", new BsonArray { new BsonArray { 1, BsonNull.Value }, BsonNull.Value }),
            new BsonDocument("Eight", new BsonArray { 1, 2, 3, 4, 5, 6, 7, new BsonArray { BsonNull.Value } }),
            new BsonDocument("PairList", new BsonArray { BsonNull.Value, new BsonArray { 1, BsonNull.Value } }),
            new BsonDocument("PairArray", new BsonArray { BsonNull.Value, new BsonArray { 1, BsonNull.Value } }),
            new BsonDocument("ByName", new BsonDocument { { "a", BsonNull.Value }, { "b", new BsonArray { 1.5, new BsonDateTime(0) } } }),

            // Value types: null is refused where a number, an enum or a Guid is expected, and read as false where a bool
            // is (the driver's BooleanSerializer reads null).
            new BsonDocument("One", new BsonArray { BsonNull.Value }),
            new BsonDocument("Four", new BsonArray { BsonNull.Value, 1.5, false, "x" }),
            new BsonDocument("Four", new BsonArray { 1L, 1.5, BsonNull.Value, "x" }),
            new BsonDocument("Mixed", new BsonArray { BsonNull.Value, BsonNull.Value, 1 }),
            new BsonDocument("ObjectAndGuid", new BsonArray { 1, BsonNull.Value }),
            new BsonDocument("ByName", new BsonDocument("a", new BsonArray { BsonNull.Value, new BsonDateTime(0) })),
        };
        foreach (var document in documents)
        {
            Same(document);
        }
    }

    [Fact]
    public void A_rest_that_is_not_the_array_of_a_tuple_is_refused_as_the_driver_refuses_it()
    {
        // The eighth place is the Rest, a Tuple<string?> written as an array of its own; a null Rest is read as a null
        // tuple, which the eight-item tuple's constructor refuses.
        var rests = new BsonValue[]
        {
            BsonNull.Value, "x", 8, new BsonArray(), new BsonArray { "x", "y" }, new BsonArray { 8 }, new BsonArray { new BsonArray { "x" } },
            new BsonDocument("0", "x"), new BsonDocument(),
        };
        foreach (var rest in rests)
        {
            Same(new BsonDocument("Eight", new BsonArray { 1, 2, 3, 4, 5, 6, 7, rest }));
        }

        // The Rest's items flattened into the outer array, and no Rest at all.
        Same(new BsonDocument("Eight", new BsonArray { 1, 2, 3, 4, 5, 6, 7, "x" }));
        Same(new BsonDocument("Eight", new BsonArray { 1, 2, 3, 4, 5, 6, 7 }));
    }

    [Fact]
    public void Tuples_in_tuples_lists_and_dictionaries_with_odd_items_are_read_or_refused_as_the_driver_does()
    {
        // Short, long and mistyped inner tuples are refused; some items of other types are converted by the item's
        // serializer (a double from "1.5", a DateTime from text or an Int64, an enum from its name), and a dictionary
        // of tuples is read from either array form too.
        var documents = new[]
        {
            new BsonDocument("Nested", new BsonArray { new BsonArray { 1 }, new BsonArray { 1.5 } }),
            new BsonDocument("Nested", new BsonArray { new BsonArray { 1, "x" }, new BsonArray { "x" } }),
            new BsonDocument("Nested", new BsonArray { new BsonArray { "x", 1 }, new BsonArray { 1.5 } }),
            new BsonDocument("Nested", new BsonArray { new BsonArray { 1, "x" }, new BsonArray { 1.5, 2.5 } }),
            new BsonDocument("Nested", new BsonArray { new BsonArray { 1, "x" } }),
            new BsonDocument("PairList", new BsonArray { new BsonArray { 1, "x" }, new BsonArray { "x", 1 } }),
            new BsonDocument("PairList", new BsonArray { new BsonArray { 1, "x" }, new BsonArray { 1.5, "x" } }),
            new BsonDocument("PairArray", new BsonArray { new BsonArray { 1, new BsonDocument() } }),
            new BsonDocument("PairArray", new BsonArray { new BsonArray { 1, "x" }, new BsonDocument { { "0", 1 }, { "1", "x" } } }),
            new BsonDocument("ByName", new BsonDocument("a", new BsonArray { "1.5", new BsonDateTime(0) })),
            new BsonDocument("ByName", new BsonDocument("a", new BsonArray { 1.5, "2020-01-01" })),
            new BsonDocument("ByName", new BsonDocument("a", new BsonArray { 1, 0L })),
            new BsonDocument("ByName", new BsonArray { new BsonArray { "a", new BsonArray { 1.5, new BsonDateTime(0) } } }),
            new BsonDocument("Mixed", new BsonArray { new BsonDocument("Number", "x"), 0, 1 }),
            new BsonDocument("Mixed", new BsonArray { new BsonDocument("Unknown", 1), 0, 1 }),
            new BsonDocument("Mixed", new BsonArray { new BsonDocument("Number", 1), "Red", 1 }),
            new BsonDocument("Collections", new BsonArray { new BsonArray { "x" }, new BsonDocument() }),
            new BsonDocument("Collections", new BsonArray { new BsonArray(), new BsonDocument("a", "x") }),
            new BsonDocument("Collections", new BsonArray { new BsonDocument("a", 1), new BsonArray { 1 } }),
        };
        foreach (var document in documents)
        {
            Same(document);
        }
    }

    [Fact]
    public void Null_tuples_and_null_items_are_written_as_the_driver_writes_them_and_read_back_alike()
    {
        Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, new Tuples { Id = 1 });
        var value = new Tuples
        {
            Pair = Tuple.Create(1, (string?)null),
            Four = Tuple.Create(1L, 1.5, true, (string?)null),
            Mixed = Tuple.Create((Leaf?)null, Color.Blue, (int?)null),
            Collections = Tuple.Create((List<int>?)null, (Dictionary<string, int>?)null),
            ObjectAndGuid = Tuple.Create((object?)null, Guid.Empty),
            Eight = new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(1, 2, 3, 4, 5, 6, 7, Tuple.Create((string?)null)),
            Nested = Tuple.Create((Tuple<int, string?>?)null, (Tuple<double>?)null),
            PairList = new List<Tuple<int, string?>?> { null, Tuple.Create(0, (string?)null) },
            ByName = new Dictionary<string, Tuple<double, DateTime>?> { ["a"] = null },
            PairArray = new Tuple<int, string?>[2],
        };
        Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, value);
    }

    [Fact]
    public void Default_and_extreme_items_are_written_as_the_driver_writes_them_and_read_back_alike()
    {
        var defaults = new Tuples
        {
            One = Tuple.Create(0),
            Pair = Tuple.Create(0, (string?)string.Empty),
            Four = Tuple.Create(0L, 0.0, false, (string?)string.Empty),
            Mixed = Tuple.Create((Leaf?)new Leaf(), default(Color), (int?)0),
            Collections = Tuple.Create((List<int>?)new List<int>(), (Dictionary<string, int>?)new Dictionary<string, int>()),
            ObjectAndGuid = Tuple.Create((object?)new object(), default(Guid)),
            Seven = Tuple.Create(0, 0, 0, 0, 0, 0, 0),
            Eight = new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(0, 0, 0, 0, 0, 0, 0, Tuple.Create((string?)string.Empty)),
            Nested = Tuple.Create((Tuple<int, string?>?)Tuple.Create(0, (string?)null), (Tuple<double>?)Tuple.Create(0.0)),
            PairList = new List<Tuple<int, string?>?>(),
            ByName = new Dictionary<string, Tuple<double, DateTime>?> { ["d"] = Tuple.Create(0.0, default(DateTime)) },
            PairArray = Array.Empty<Tuple<int, string?>>(),
        };
        Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, defaults);

        var extremes = new Tuples
        {
            One = Tuple.Create(int.MinValue),
            Four = Tuple.Create(long.MaxValue, double.NaN, true, (string?)"embedded\0nul 名前"),
            Mixed = Tuple.Create((Leaf?)new Leaf { Number = -1, Text = "t", Ratio = -0.0 }, (Color)42, (int?)int.MaxValue),
            ObjectAndGuid = Tuple.Create((object?)new List<object?> { 1, "x", null, 1.5 }, Guid.Parse("00112233-4455-6677-8899-aabbccddeeff")),
            Seven = Tuple.Create(1, 2, 3, 4, 5, 6, int.MaxValue),
            Eight = new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(-1, -2, -3, -4, -5, -6, -7, Tuple.Create((string?)"rest")),
            ByName = new Dictionary<string, Tuple<double, DateTime>?>
            {
                ["max"] = Tuple.Create(double.PositiveInfinity, DateTime.MaxValue),
                ["utc"] = Tuple.Create(-0.0, new DateTime(2020, 1, 2, 3, 4, 5, 6, DateTimeKind.Utc)),
            },
            PairArray = new[] { Tuple.Create(1, (string?)"a"), Tuple.Create(2, (string?)"b") },
        };
        var written = Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, extremes);
        var read = Oracle.Read(TuplesBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, written);
        Assert.Equal("rest", read.Eight!.Rest.Item1);
        Assert.Equal(int.MaxValue, read.Seven!.Item7);
    }

    [Fact]
    public void Objects_of_every_kind_in_a_tuple_are_written_as_the_object_serializer_writes_them_and_read_back_alike()
    {
        // The object item is the driver's ObjectSerializer's: a class or an array gets its discriminator.
        foreach (var item in new object?[] { 1, 2L, 1.5, "x", true, new BsonDocument("a", 1), new[] { 1, 2 }, Color.Red, DateTime.UnixEpoch })
        {
            Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, new Tuples { ObjectAndGuid = Tuple.Create(item, Guid.Empty) });
        }

        // An application's class: from 2.19 the ObjectSerializer writes one only where the application allows it (3.x
        // allows none by default; the tests allow their own on 2.19 to 2.x, see ApplicationSetUp), before it writes it
        // with its discriminator.
        var leaf = new Tuples { ObjectAndGuid = Tuple.Create((object?)new Leaf { Number = 1 }, Guid.Empty) };
#if MONGODB_BSON_ALLOWED_TYPES
        Oracle.AssertSameWriteOrFailure(TuplesBsonSerializer.Instance, leaf);
#else
        Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, leaf);
#endif
    }

    [Fact]
    public void Items_the_writer_refuses_fail_to_write_as_they_do_in_the_driver()
    {
        // A lone surrogate has no UTF-8 form: the writer's error, from each place a tuple's text can be in.
        var values = new[]
        {
            new Tuples { Pair = Tuple.Create(1, (string?)"a\ud800b") },
            new Tuples { Eight = new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(1, 2, 3, 4, 5, 6, 7, Tuple.Create((string?)"\udc00")) },
            new Tuples { ObjectAndGuid = Tuple.Create((object?)"\ud800", Guid.Empty) },
            new Tuples { PairList = new List<Tuple<int, string?>?> { Tuple.Create(1, (string?)"x"), Tuple.Create(2, (string?)"\ud800") } },
        };
        foreach (var value in values)
        {
            Oracle.AssertSameWriteOrFailure(TuplesBsonSerializer.Instance, value);
        }
    }

    [Fact]
    public void A_subclass_of_a_tuple_is_written_as_the_driver_writes_it_and_read_back_alike()
    {
        // The driver's TupleSerializer writes the items of whatever Tuple<int, string?> it is given, with no
        // discriminator: a MyPair is read back as a plain tuple.
        Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, new Tuples { Pair = new MyPair(1, "x") });
        Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, new Tuples { PairList = new List<Tuple<int, string?>?> { Tuple.Create(1, (string?)"a"), new MyPair(2, null) } });
        Oracle.AssertSameRoundTrip(TuplesBsonSerializer.Instance, new Tuples { PairArray = new Tuple<int, string?>[] { new MyPair(3, "c") } });
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(TuplesBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
