using System.Collections.Generic;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>Values to put where a collection or dictionary member is expected, to compare how each serializer reads them.</summary>
public static class CollectionValues
{
    /// <summary>
    /// Null, scalars, documents, arrays of items of other types, of entries in both array forms (with odd keys), and the
    /// driver's discriminated wrapper.
    /// </summary>
    public static readonly BsonValue[] Odd =
    {
        BsonNull.Value, 1, "x", new BsonDocument(), new BsonDocument("a", 1), new BsonArray(), new BsonArray { "x" }, new BsonArray { 1.5 },
        new BsonArray { BsonNull.Value }, new BsonArray { new BsonArray { "k", 1 } }, new BsonArray { new BsonDocument { { "k", "1" }, { "v", 2 } } },
        new BsonArray { new BsonArray { 1, "x" } }, new BsonArray { new BsonArray { BsonNull.Value, 1 } },
        new BsonDocument { { "_t", "List" }, { "_v", new BsonArray { 1 } } },
    };

    /// <summary>A document of one element for each member and value: the value in that member's place.</summary>
    public static IEnumerable<BsonDocument> InEachMember(IEnumerable<string> members, IEnumerable<BsonValue> values)
    {
        foreach (var member in members)
        {
            foreach (var value in values)
            {
                yield return new BsonDocument(member, value);
            }
        }
    }
}
