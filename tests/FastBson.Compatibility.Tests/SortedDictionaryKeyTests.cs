using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>Sorted dictionaries and sorted lists keyed by values that may not compare themselves: documents, objects, lists.</summary>
[GenerateBsonSerializer]
public class UnorderedSortedKeys
{
    public int Id { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public SortedDictionary<Leaf, int>? ByLeaf { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public SortedList<Leaf, string?>? ListedByLeaf { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public SortedDictionary<object, int>? ByObject { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public SortedList<List<int>, int>? ByList { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public SortedDictionary<RankedLeaf, Leaf?>? ByRanked { get; set; }

    public SortedDictionary<Leaf, int>? ByLeafAsDocument { get; set; }

    public List<SortedList<Leaf, int>?>? Nested { get; set; }
}

/// <summary>
/// Sorted dictionaries and sorted lists keyed by values that fail to compare, which the driver's serializer fills entry by
/// entry: none or one entry reads, a second is the comparer's exception, raised in the same Add; keys that do compare
/// (documents with a default order, objects of one type) in the dictionary's order, repeated ones refused; on every reader.
/// </summary>
public class SortedDictionaryKeyTests
{
    private static readonly string[] Members = { "ByLeaf", "ListedByLeaf", "ByObject", "ByList", "ByRanked", "ByLeafAsDocument", "Nested" };

    private static readonly BsonDocument Leaf1 = new("Number", 1);

    private static readonly BsonDocument Leaf2 = new("Number", 2);

    [Fact]
    public void Keys_that_fail_to_compare_are_read_alone_and_refused_together_as_the_driver_refuses_them()
    {
        Same(new BsonDocument("ByLeaf", new BsonArray()));
        Same(new BsonDocument("ByLeaf", new BsonArray { new BsonArray { Leaf1, 1 } }));
        Same(new BsonDocument("ByLeaf", new BsonArray { new BsonArray { Leaf1, 1 }, new BsonArray { Leaf2, 2 } }));
        Same(new BsonDocument("ByLeaf", new BsonArray { new BsonArray { Leaf1, 1 }, new BsonArray { Leaf1, 1 } }));
        Same(new BsonDocument("ByLeaf", new BsonArray { new BsonArray { BsonNull.Value, 1 } }));
        Same(new BsonDocument("ByLeaf", new BsonArray { new BsonArray { Leaf1, 1 }, new BsonArray { BsonNull.Value, 2 } }));

        // The comparer fails before a later entry is read: that entry's flaw is not the one raised.
        Same(new BsonDocument("ByLeaf", new BsonArray { new BsonArray { Leaf1, 1 }, new BsonArray { Leaf2, 2 }, new BsonArray { Leaf1, "x" } }));
        Same(new BsonDocument("ListedByLeaf", new BsonArray { new BsonDocument { { "k", Leaf1 }, { "v", "a" } } }));
        Same(new BsonDocument("ListedByLeaf", new BsonArray { new BsonDocument { { "k", Leaf1 }, { "v", "a" } }, new BsonDocument { { "k", Leaf2 }, { "v", "b" } } }));
        Same(new BsonDocument("ByList", new BsonArray { new BsonDocument { { "k", new BsonArray { 1 } }, { "v", 1 } }, new BsonDocument { { "k", new BsonArray() }, { "v", 2 } } }));
        Same(new BsonDocument("ByObject", new BsonArray { new BsonArray { 1, 1 }, new BsonArray { "x", 2 } }));
        Same(new BsonDocument("ByObject", new BsonArray { new BsonArray { Leaf1, 1 }, new BsonArray { Leaf2, 2 } }));
        Same(new BsonDocument("Nested", new BsonArray { new BsonDocument("a", 1), new BsonDocument { { "b", 1 }, { "c", 2 } } }));
        Same(new BsonDocument("ByLeafAsDocument", new BsonDocument { { "a", 1 }, { "b", 2 } }));
    }

    [Fact]
    public void Keys_that_compare_are_read_in_the_dictionarys_order_and_repeated_ones_refused()
    {
        Same(new BsonDocument("ByObject", new BsonArray { new BsonArray { 3, 1 }, new BsonArray { 1, 2 }, new BsonArray { 2, 3 } }));
        Same(new BsonDocument("ByObject", new BsonArray { new BsonArray { "b", 1 }, new BsonArray { "a", 2 }, new BsonArray { "b", 3 } }));
        var ranked = new BsonArray
        {
            new BsonArray { new BsonDocument { { "Number", 2 }, { "Text", "b" } }, Leaf1 },
            new BsonArray { new BsonDocument { { "Number", 1 }, { "Text", "z" } }, BsonNull.Value },
            new BsonArray { new BsonDocument { { "Number", 2 }, { "Text", "a" } }, Leaf2 },
        };
        Same(new BsonDocument("ByRanked", ranked));
        Same(new BsonDocument("ByRanked", new BsonArray(ranked) { new BsonArray { new BsonDocument { { "Number", 1 }, { "Text", "z" } }, Leaf1 } }));
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
    public void Dictionaries_are_written_in_their_order_and_read_back_or_refused_alike()
    {
        var value = new UnorderedSortedKeys
        {
            ByLeaf = new SortedDictionary<Leaf, int> { [new Leaf { Number = 1 }] = 1 },
            ListedByLeaf = new SortedList<Leaf, string?> { [new Leaf { Number = 2 }] = null },
            ByObject = new SortedDictionary<object, int> { [2] = 1, [1] = 2 },
            ByRanked = new SortedDictionary<RankedLeaf, Leaf?> { [new RankedLeaf { Number = 2 }] = null, [new RankedLeaf { Number = 1 }] = new Leaf() },
            Nested = new List<SortedList<Leaf, int>?> { null, new SortedList<Leaf, int>() },
        };
        Oracle.AssertSameRoundTrip(UnorderedSortedKeysBsonSerializer.Instance, value);

        // Documents as keys in the Document representation: the driver refuses to write them (a key must be a string).
        value.ByLeafAsDocument = new SortedDictionary<Leaf, int> { [new Leaf()] = 1 };
        Oracle.AssertSameWriteOrFailure(UnorderedSortedKeysBsonSerializer.Instance, value);

        // A comparer of the application's makes a dictionary of leaves the driver cannot read back: it writes it all the same.
        value.ByLeafAsDocument = null;
        value.ByLeaf = new SortedDictionary<Leaf, int>(Comparer<Leaf>.Create((a, b) => a.Number.CompareTo(b.Number))) { [new Leaf { Number = 2 }] = 2, [new Leaf { Number = 1 }] = 1 };
        Oracle.AssertSameBytes(UnorderedSortedKeysBsonSerializer.Instance, value);
        Oracle.AssertSameReadAndMessage(UnorderedSortedKeysBsonSerializer.Instance, Oracle.Write(Oracle.Driver<UnorderedSortedKeys>(), value), Readers.All);
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(UnorderedSortedKeysBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
