using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// KeyValuePairs beyond what the corpus writes, against the driver's KeyValuePairSerializer on every reader: both forms it
/// reads (the document <c>{ k, v }</c> in any order, the array <c>[key, value]</c>), too few and too many items, missing,
/// repeated and unknown elements, other BSON types, null where the pair is or is not nullable, and writes of default values.
/// </summary>
public class KeyValuePairTests
{
    private static readonly string[] Members =
    {
        "Named", "Maybe", "Mixed", "Collection", "Nested", "PairList", "ByName", "PairArray", "InTuple",
    };

    /// <summary>For each member that holds one pair, a key and a value the driver reads.</summary>
    private static readonly Dictionary<string, (BsonValue Key, BsonValue Value)> Whole = new()
    {
        ["Named"] = ("a", 1),
        ["Maybe"] = (2, "x"),
        ["Mixed"] = (1, new BsonDocument { { "Number", 1 }, { "Text", "t" } }),
        ["Collection"] = (new BsonBinaryData(Guid.Empty, GuidRepresentation.Standard), new BsonArray { 1L, 2L }),
        ["Nested"] = ("n", new BsonDocument { { "k", 1.5 }, { "v", new BsonDateTime(0) } }),
    };

    [Fact]
    public void Documents_are_read_by_name_in_any_order_as_the_driver_reads_them()
    {
        foreach (var (member, (key, value)) in Whole)
        {
            Same(new BsonDocument(member, new BsonDocument { { "k", key }, { "v", value } }));
            Same(new BsonDocument(member, new BsonDocument { { "v", value }, { "k", key } }));

            // A missing element is the driver's error, after the document is read; a repeated one keeps the last.
            Same(new BsonDocument(member, new BsonDocument("k", key)));
            Same(new BsonDocument(member, new BsonDocument("v", value)));
            Same(new BsonDocument(member, new BsonDocument()));
            Same(new BsonDocument(member, new BsonDocument(allowDuplicateNames: true) { { "k", key }, { "v", value }, { "k", key } }));
        }

        Same(new BsonDocument("PairList", new BsonArray { new BsonDocument { { "v", 1.5 }, { "k", "a" } }, new BsonArray { "b", 2.5 } }));
        Same(new BsonDocument("ByName", new BsonDocument("a", new BsonDocument { { "v", 2 }, { "k", 1 } })));
        Same(new BsonDocument("InTuple", new BsonArray { new BsonDocument { { "v", "x" }, { "k", 1 } }, 2 }));
    }

    [Fact]
    public void Arrays_of_the_key_and_the_value_are_read_and_others_refused_as_the_driver_does()
    {
        foreach (var (member, (key, value)) in Whole)
        {
            Same(new BsonDocument(member, new BsonArray { key, value }));
            Same(new BsonDocument(member, new BsonArray { key }));
            Same(new BsonDocument(member, new BsonArray()));
            Same(new BsonDocument(member, new BsonArray { key, value, 1 }));
        }

        Same(new BsonDocument("PairArray", new BsonArray { new BsonArray { 1L, true }, new BsonArray { 2L } }));
    }

    [Fact]
    public void Elements_other_than_k_and_v_are_refused_as_the_driver_refuses_them()
    {
        foreach (var name in new[] { "K", "key", "Key", "value", "_id", "k ", "" })
        {
            Same(new BsonDocument("Named", new BsonDocument { { "k", "a" }, { name, 1 } }));
            Same(new BsonDocument("Named", new BsonDocument { { name, 1 }, { "k", "a" }, { "v", 1 } }));
        }
    }

    [Fact]
    public void Other_bson_types_and_nulls_are_read_or_refused_as_the_driver_does()
    {
        var values = new BsonValue[]
        {
            BsonNull.Value, 1, "x", 1.5, true, BsonUndefined.Value, new BsonArray { BsonNull.Value, BsonNull.Value }, new BsonArray { "1", 1 },
            new BsonDocument { { "k", 1 }, { "v", "1" } }, new BsonDocument { { "k", BsonNull.Value }, { "v", BsonNull.Value } },
            new BsonDocument("k", new BsonDocument()), new BsonArray { new BsonArray(), new BsonArray() },
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
        Oracle.AssertSameRoundTrip(KeyValuePairsBsonSerializer.Instance, new KeyValuePairs());
        var value = new KeyValuePairs
        {
            Named = new KeyValuePair<string, int>(null!, -1),
            Maybe = new KeyValuePair<int, string?>(0, null),
            Mixed = new KeyValuePair<Color, Leaf?>(Color.Blue, null),
            Collection = new KeyValuePair<Guid, List<long>?>(Guid.Empty, new List<long>()),
            Nested = new KeyValuePair<string?, KeyValuePair<double, DateTime>>(null, new KeyValuePair<double, DateTime>(double.NaN, DateTime.UnixEpoch)),
            PairList = new List<KeyValuePair<string, double>> { default, new("b", -0.0) },
            ByName = new Dictionary<string, KeyValuePair<int, int>?> { ["a"] = null, ["b"] = new KeyValuePair<int, int>(1, 2) },
            PairArray = new[] { new KeyValuePair<long, bool>(long.MinValue, true) },
            InTuple = Tuple.Create(new KeyValuePair<int, string?>(1, "x"), 2),
        };
        var written = Oracle.AssertSameRoundTrip(KeyValuePairsBsonSerializer.Instance, value);
        var read = Oracle.Read(KeyValuePairsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, written);
        Assert.Equal(new KeyValuePair<int, string?>(0, null), read.Maybe);
        Assert.Null(read.ByName!["a"]);
        Assert.Equal(2, read.ByName["b"]!.Value.Value);
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(KeyValuePairsBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
