using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Runtime;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// A collection of <c>object</c>s counts its items' BSON types before it reads any item, and declines at once one that
/// holds a type its items' span read declines (a binary Guid; a nested document where the ObjectSerializer is configured otherwise), instead of
/// boxing the items before it and then declining. The screen must be exact: a type it lets through that the span read
/// always declines wastes that work again, and a type it stops that the span read reads sends every such collection to
/// the reader.
/// </summary>
public class ItemTypeScreenTests
{
    /// <summary>One value of each BSON type, in the form the driver writes for it by default.</summary>
    public static TheoryData<string> EveryBsonType()
    {
        var data = new TheoryData<string>();
        foreach (var name in Samples.Keys)
        {
            data.Add(name);
        }

        return data;
    }

    private static readonly Dictionary<string, BsonValue> Samples = new()
    {
        ["Double"] = 1.5,
        ["String"] = "text",
        ["Document"] = new BsonDocument("a", 1),
        ["Array"] = new BsonArray { 1, "two" },
        ["Binary"] = new BsonBinaryData(new byte[] { 1, 2, 3 }),
        ["Guid"] = new BsonBinaryData(Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10"), GuidRepresentation.Standard),
        ["Undefined"] = BsonUndefined.Value,
        ["ObjectId"] = new ObjectId("0102030405060708090a0b0c"),
        ["Boolean"] = true,
        ["DateTime"] = new BsonDateTime(new DateTime(2024, 5, 17, 12, 0, 0, DateTimeKind.Utc)),
        ["Null"] = BsonNull.Value,
        ["RegularExpression"] = new BsonRegularExpression("a+", "i"),
        ["JavaScript"] = new BsonJavaScript("f()"),
        ["Symbol"] = BsonSymbolTable.Lookup("s"),
        ["JavaScriptWithScope"] = new BsonJavaScriptWithScope("f()", new BsonDocument("x", 1)),
        ["Int32"] = 7,
        ["Timestamp"] = new BsonTimestamp(5, 6),
        ["Int64"] = 8L,
        ["Decimal128"] = new BsonDecimal128(new Decimal128(9.25m)),
        ["MinKey"] = BsonMinKey.Value,
        ["MaxKey"] = BsonMaxKey.Value,
    };

    /// <summary>The screen lets a type through exactly where the span read of an <c>object</c> reads a value of it.</summary>
    [Theory]
    [MemberData(nameof(EveryBsonType))]
    public void The_screen_of_object_items_passes_the_types_their_span_read_reads(string name)
    {
        var place = BsonSerializer.LookupSerializer<object>();
        var bson = Oracle.ToRawBson(new BsonDocument("v", Samples[name]));

        var reader = new BsonSpanReader(bson);
        var type = reader.ReadElement(out _);
        var read = ObjectValues.TryRead(ref reader, type, place, out _);

        var passes = (ObjectValues.SpanTypes(place) & BsonSpanReader.TypeBit(type)) != 0;
        Assert.Equal(read, passes);
    }

    /// <summary>Counting a document's elements gives the set of their types: each type's bit, MinKey's and MaxKey's shared.</summary>
    [Fact]
    public void Counting_the_elements_gives_the_set_of_their_types()
    {
        var document = new BsonDocument(Samples.Select(sample => new BsonElement(sample.Key, sample.Value)));
        var bson = Oracle.ToRawBson(document);

        var count = BsonSpanReader.CountElements(bson, out var types);

        Assert.Equal(Samples.Count, count);
        var expected = Samples.Values.Aggregate(0u, (set, value) => set | BsonSpanReader.TypeBit((int)value.BsonType));
        Assert.Equal(expected, types);
        Assert.Equal(BsonSpanReader.TypeBit((int)BsonType.MinKey), BsonSpanReader.TypeBit((int)BsonType.MaxKey));
        Assert.Equal(19, System.Numerics.BitOperations.PopCount(types)); // Double to Decimal128 but the deprecated DBPointer, and the keys' bit
    }

    /// <summary>
    /// The screen changes where a collection is read, never what: a list and a dictionary of objects that hold a value of
    /// each type after plain ones read as the driver reads them on every reader kind, and the span path reads such a
    /// collection itself exactly when the screen passes every type in it.
    /// </summary>
    [Theory]
    [MemberData(nameof(EveryBsonType))]
    public void A_collection_of_objects_with_a_value_of_each_type_reads_as_the_driver_reads_it(string name)
    {
        var place = BsonSerializer.LookupSerializer<object>();
        var value = Samples[name];
        var passes = (ObjectValues.SpanTypes(place) & BsonSpanReader.TypeBit((int)value.BsonType)) != 0;
        var model = ModelCatalog.Get(nameof(BsonValues));

        model.AssertSameMemberRead("Objects", new BsonArray { 1, "plain", value }, passes);
        model.AssertSameMemberRead("ObjectsByKey", new BsonDocument { { "first", 1 }, { "second", "plain" }, { "last", value } }, passes);
    }
}
