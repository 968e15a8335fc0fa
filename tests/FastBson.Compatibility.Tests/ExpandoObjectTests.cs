using System;
using System.Collections.Generic;
using System.Dynamic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// ExpandoObject members read and written as the driver's ExpandoObjectSerializer does, on every reader kind and in both
/// directions: documents of plain values, which the span path reads itself; documents holding nested documents and arrays,
/// which the driver's ObjectSerializer reads in the serializer's dynamic context (nested documents as ExpandoObjects, arrays
/// as lists), and the span path too (see DynamicValueTests); discriminated values and binaries,
/// which it leaves to that serializer; repeated names; other BSON types, and the driver's errors for them.
/// </summary>
public class ExpandoObjectTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Expandos));

    public static IEnumerable<object[]> Documents()
    {
        yield return new object[] { new BsonDocument(), true };
        yield return new object[] { new BsonDocument { { "a", 1 }, { "b", "text" }, { "c", 2.5 }, { "d", true }, { "e", BsonNull.Value } }, true };
        yield return new object[] { new BsonDocument { { "long", 5L }, { "when", new BsonDateTime(0) }, { "id", ObjectId.Parse("0102030405060708090a0b0c") }, { "exact", new BsonDecimal128(1.5m) } }, true };
        yield return new object[] { new BsonDocument { { "ключ", "значение" }, { "", 0 }, { "$dollar", 1 }, { "a.b", 2 } }, true };

        // A repeated name: the driver sets each member in turn, so the last value stays, in the first one's place.
        yield return new object[] { new BsonDocument(allowDuplicateNames: true) { { "a", 1 }, { "b", 2 }, { "a", "again" } }, true };

        // Documents without a discriminator and arrays, which the driver's ObjectSerializer reads in the dynamic context as
        // ExpandoObjects and lists: the span path reads them, that serializer being the default one.
        yield return new object[] { new BsonDocument { { "inner", new BsonDocument("x", 1) } }, true };
        yield return new object[] { new BsonDocument { { "list", new BsonArray { 1, "two", new BsonDocument("three", 3) } } }, true };

        // The ExpandoObject's own document may hold a "_t": its serializer searches none, unlike the ObjectSerializer.
        yield return new object[] { new BsonDocument { { "_t", "kept" }, { "inner", new BsonDocument("x", 1) } }, true };

        // Values the serializer's configuration decides: the span path leaves the document to it.
        yield return new object[] { new BsonDocument { { "a", 1 }, { "typed", new BsonDocument { { "_t", "System.Int32[]" }, { "_v", new BsonArray { 1, 2 } } } } }, false };
        yield return new object[] { new BsonDocument { { "guid", new BsonBinaryData(Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10"), GuidRepresentation.Standard) } }, false };
        yield return new object[] { new BsonDocument { { "bytes", new BsonBinaryData(new byte[] { 1, 2, 3 }) } }, false };
        yield return new object[] { new BsonDocument { { "regex", new BsonRegularExpression("a+", "i") }, { "stamp", new BsonTimestamp(5) } }, false };
        yield return new object[] { new BsonDocument { { "min", BsonMinKey.Value }, { "undefined", BsonUndefined.Value } }, false };
    }

    [Theory]
    [MemberData(nameof(Documents))]
    public void A_document_is_read_as_the_driver_reads_it(BsonDocument value, bool spanReads)
    {
        SameRead(value, spanReads);
        SameRead(new BsonArray { value, BsonNull.Value }, spanReads, "Bags");
    }

    [Fact]
    public void Other_bson_types_are_the_drivers_to_read_or_refuse()
    {
        SameRead(BsonNull.Value, spanReads: true);
        SameRead(new BsonInt32(5), spanReads: false);
        SameRead(new BsonString("{}"), spanReads: false);
        SameRead(new BsonArray { 1 }, spanReads: false);
    }

    public static IEnumerable<object[]> Values()
    {
        yield return new object[] { Expando() };
        yield return new object[] { Expando(("a", 1), ("b", "text"), ("c", null), ("d", 2.5), ("e", DateTime.UnixEpoch), ("f", (short)3), ("g", Color.Blue), ("h", new object())) };
        yield return new object[] { Expando(("inner", Expando(("x", 1L))), ("list", new List<object?> { 1, "two", Expando(("three", 3)) })) };

        // Values the ObjectSerializer writes with a discriminator, which the dynamic context does not spare.
        yield return new object[] { Expando(("array", new[] { 1, 2 }), ("id", Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10")), ("bag", new Dictionary<string, int> { ["k"] = 1 })) };
    }

    [Theory]
    [MemberData(nameof(Values))]
    public void A_value_is_written_as_the_driver_writes_it(ExpandoObject value)
    {
        var expandos = new Expandos { Id = 1, Bag = value, Bags = new List<ExpandoObject?> { value, null }, BagsByKey = new Dictionary<string, ExpandoObject?> { ["k"] = value } };
        Oracle.AssertSameWriteOrFailure(ExpandosBsonSerializer.Instance, expandos);
    }

    [Fact]
    public void Members_removed_from_a_value_are_not_written()
    {
        var value = Expando(("a", 1), ("b", 2), ("c", 3));
        ((IDictionary<string, object?>)value).Remove("b");
        ((IDictionary<string, object?>)value)["d"] = 4;
        Oracle.AssertSameRoundTrip(ExpandosBsonSerializer.Instance, new Expandos { Id = 1, Bag = value });
    }

    [Fact]
    public void The_corpus_holds_expandos_the_span_path_reads_and_expandos_it_leaves_to_the_driver()
    {
        var spanRead = 0;
        var nested = 0;
        foreach (var bson in Model.DriverDocuments(200, seed: 12))
        {
            if (BsonSerializer.Deserialize<BsonDocument>(bson).GetValue("Bag", BsonNull.Value) is not BsonDocument { ElementCount: > 0 } bag)
            {
                continue;
            }

            if (bag.Values.Any(value => value.IsBsonDocument || value.IsBsonArray))
            {
                nested++;
            }
            else if (Model.SpanReadRewritten(bson) is not null)
            {
                spanRead++;
            }
        }

        Assert.True(spanRead >= 10 && nested >= 10, $"{spanRead} read by the span path, {nested} with nested values");
    }

    private static void SameRead(BsonValue value, bool spanReads, string member = "Bag")
    {
        var bson = Oracle.ToRawBson(new BsonDocument { { "_id", 1 }, { member, value } });
        Oracle.AssertSameReadAndMessage(ExpandosBsonSerializer.Instance, bson, Readers.All);
        Assert.True((Model.SpanReadRewritten(bson) is not null) == spanReads, $"the span path {(spanReads ? "declined" : "read")} {Convert.ToHexString(bson)}");
    }

    private static ExpandoObject Expando(params (string Name, object? Value)[] members) => DynamicValueFactory.Expando(members);
}
