using System.Collections.Generic;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Documents for a model of sorted sets named <c>Leaves</c> (of Leaf, which has no default order), <c>Objects</c>,
/// <c>Lists</c> (of List&lt;int&gt;), <c>NestedLeaves</c> (a list of sets of leaves) and <c>Ranked</c> (of RankedLeaf,
/// which has one): the sorted set and the immutable sorted set are each read by such a model.
/// </summary>
public static class SortedItemCases
{
    private static readonly BsonDocument Leaf1 = new("Number", 1);

    private static readonly BsonDocument Leaf2 = new("Number", 2);

    /// <summary>
    /// Items that fail to compare, none or one of them (which read) and two or more (the comparer's exception), a later
    /// item's flaw after them included (the comparer fails first).
    /// </summary>
    public static IEnumerable<BsonDocument> FailingToCompare() => new[]
    {
        new BsonDocument { { "Leaves", new BsonArray { Leaf1 } }, { "Lists", new BsonArray { new BsonArray { 1 } } }, { "Objects", new BsonArray { "x" } } },
        new BsonDocument { { "Leaves", new BsonArray() }, { "Lists", new BsonArray() }, { "Objects", new BsonArray() }, { "NestedLeaves", new BsonArray { new BsonArray(), BsonNull.Value } } },
        new BsonDocument("Leaves", new BsonArray { Leaf1, Leaf1 }),
        new BsonDocument("Leaves", new BsonArray { BsonNull.Value, Leaf1 }),
        new BsonDocument("Leaves", new BsonArray { Leaf1, BsonNull.Value }),
        new BsonDocument("Leaves", new BsonArray { BsonNull.Value, BsonNull.Value }),
        new BsonDocument("Leaves", new BsonArray { Leaf1, Leaf2, "x" }),
        new BsonDocument("Leaves", new BsonArray { Leaf1, "x", Leaf2 }),
        new BsonDocument("Lists", new BsonArray { new BsonArray { 1 }, new BsonArray() }),
        new BsonDocument("NestedLeaves", new BsonArray { new BsonArray { Leaf1 }, new BsonArray { Leaf1, Leaf2 } }),
        new BsonDocument("Objects", new BsonArray { 1, "x" }),
        new BsonDocument("Objects", new BsonArray { new BsonDocument("a", 1), new BsonDocument("a", 2) }),
        new BsonDocument("Objects", new BsonArray { 1, 2L }),
    };

    /// <summary>RankedLeaf documents out of order, with a null and a repeated one: read as null, "1z", "2a", "2b".</summary>
    public static BsonArray Ranked => new()
    {
        new BsonDocument { { "Number", 2 }, { "Text", "b" } }, new BsonDocument { { "Number", 1 }, { "Text", "z" } }, BsonNull.Value,
        new BsonDocument { { "Number", 2 }, { "Text", "a" } }, new BsonDocument { { "Number", 1 }, { "Text", "z" } },
    };

    /// <summary>Items that compare: objects of one type, out of order and repeated, and <see cref="Ranked"/>.</summary>
    public static IEnumerable<BsonDocument> Comparing() => new[]
    {
        new BsonDocument("Objects", new BsonArray { 3, 1, 3, BsonNull.Value, 2 }),
        new BsonDocument("Objects", new BsonArray { "b", "a", "B", "a" }),
        new BsonDocument("Ranked", Ranked),
    };

    /// <summary>A set of RankedLeaf in its order, each as its number and text ("null" for a null).</summary>
    public static IEnumerable<string> Describe(IEnumerable<RankedLeaf?> set)
    {
        foreach (var leaf in set)
        {
            yield return leaf is null ? "null" : leaf.Number + leaf.Text;
        }
    }
}
