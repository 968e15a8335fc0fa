using System.Collections.Generic;
using System.Collections.ObjectModel;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Serializer options on interface-typed collections: the driver's serializer for the interface applies them to the
/// implementation it creates (a List&lt;T&gt;, HashSet&lt;T&gt;, Dictionary&lt;TKey, TValue&gt;), and writes a value of any
/// other runtime type with that type's own serializer, unconfigured (2.x; 3.x writes every value of a sequence interface
/// as an array of configured items). Both forms are read back by the configured serializer.
/// </summary>
public class InterfaceOptionTests
{
    [Fact]
    public void Each_runtime_type_is_written_as_the_driver_writes_it()
    {
        foreach (var value in new[]
        {
            new RepresentedItems { WidenedCollection = new List<int> { 1, -1 }, ColorList = new List<Color> { Color.Blue }, NumberTexts = new HashSet<int> { 7 } },
            new RepresentedItems { WidenedCollection = new[] { 1, -1 }, ColorList = new[] { Color.Blue, Color.Red }, NumberTexts = new SortedSet<int> { 7, 3 } },
            new RepresentedItems { WidenedCollection = new Collection<int> { 2 }, ColorList = new ReadOnlyCollection<Color>(new[] { Color.Green }) },
            new RepresentedItems { NestedTexts = new List<IReadOnlyList<long>> { new List<long> { 1 }, new[] { 2L }, new ReadOnlyCollection<long>(new[] { 3L }) } },
            new RepresentedItems { NestedTexts = new IReadOnlyList<long>[] { new List<long> { 4 } } },
            new RepresentedItems { WideCounts = new Dictionary<string, int> { ["a"] = 1 }, PriceView = new Dictionary<string, decimal?> { ["p"] = 1.5m, ["q"] = null } },
            new RepresentedItems { WideCounts = new SortedDictionary<string, int> { ["b"] = 2 }, PriceView = new ReadOnlyDictionary<string, decimal?>(new Dictionary<string, decimal?> { ["p"] = 2.5m }) },
        })
        {
            Oracle.AssertSameWriteOrFailure(RepresentedItemsBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(RepresentedItemsBsonSerializer.Instance, Oracle.Write(Oracle.Driver<RepresentedItems>(), value), Readers.All);
        }
    }

    [Fact]
    public void The_configured_and_unconfigured_forms_are_read_as_the_driver_reads_them()
    {
        foreach (var (member, values) in new (string, BsonValue[])[]
        {
            ("WidenedCollection", new BsonValue[] { 1, 1L, long.MaxValue, "1", 1.0, 1.5, BsonNull.Value }),
            ("ColorList", new BsonValue[] { "Blue", "blue", "Purple", 1, 1L, BsonNull.Value }),
            ("NumberTexts", new BsonValue[] { "7", "x", 7, 7L, 7.5, BsonNull.Value }),
            ("NestedTexts", new BsonValue[] { new BsonArray { "1", 2L }, new BsonArray { 3 }, new BsonArray { "x" }, BsonNull.Value, "1" }),
        })
        {
            foreach (var value in values)
            {
                Same(new BsonDocument(member, new BsonArray { value }));
                Same(new BsonDocument(member, new BsonArray { value, value }));
            }
        }

        foreach (var value in new BsonValue[] { 1, 1L, "1", 1.5, long.MaxValue, BsonNull.Value })
        {
            Same(new BsonDocument("WideCounts", new BsonDocument("k", value)));
            Same(new BsonDocument("WideCounts", new BsonArray { new BsonArray { "k", value } }));
        }
    }

    private static void Same(BsonDocument document) =>
        Oracle.AssertSameReadAndMessage(RepresentedItemsBsonSerializer.Instance, Oracle.ToRawBson(document), Readers.All);
}
