using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// The encoding of <c>object</c>, which MemoryPack has no formatter for (see docs/blob-encodings.md): the BSON document
/// <c>{ v: value }</c> as the ObjectSerializer the driver looks up for <c>object</c> writes it, framed as a <c>byte[]</c>
/// (-1 for C# null), and read back by that serializer, as the driver reads a field of it.
/// </summary>
public class ObjectEncodingTests
{
    [Fact]
    public void An_object_is_the_document_v_as_the_drivers_object_serializer_writes_it()
    {
        var value = new Boxes
        {
            Any = 5,
            Items = new List<object?> { "x", null },
            Bag = new Dictionary<string, object?> { ["k"] = 7L },
        };

        var expected =
            "03"
            + "0c000000" + "0c000000" + "10" + "7600" + "05000000" + "00"                              // { v: 5 }
            + "02000000" + "0e000000" + "0e000000" + "02" + "7600" + "02000000" + "7800" + "00" + "ffffffff" // [{ v: "x" }, C# null]
            + "01000000" + "feffffff" + "01000000" + "6b" + "10000000" + "10000000" + "12" + "7600" + "0700000000000000" + "00"; // { k: { v: 7L } }
        var bytes = BoxesBsonSerializer.EncodeBlob(value);
        Assert.Equal(expected, Convert.ToHexStringLower(bytes));

        Assert.True(BoxesBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(5, decoded.Any);
        Assert.Equal(new object?[] { "x", null }, decoded.Items);
        Assert.Equal(7L, Assert.Single(decoded.Bag!).Value);
    }

    [Fact]
    public void Each_value_reads_back_as_the_driver_reads_it_from_a_field()
    {
        var values = new object?[]
        {
            1.5, true, (short)3, 8L, "s", new DateTime(2024, 5, 6, 7, 8, 9, 123, DateTimeKind.Utc), ObjectId.Parse("0102030405060708090a0b0c"),
            new Decimal128(12.5m), new Dictionary<string, object?> { ["a"] = 1, ["b"] = new List<object?> { "c", null } },
            new List<object?> { 1, "2", null }, new BsonDocument("d", 1), BsonNull.Value,
        };

        foreach (var any in values)
        {
            var expected = DriverRoundTrip(any);
            Assert.True(BoxesBsonSerializer.TryDecodeBlob(BoxesBsonSerializer.EncodeBlob(new Boxes { Any = any }), out var decoded), any?.GetType().Name);
            Assert.Equal(expected?.GetType(), decoded.Any?.GetType());
            Assert.Equal(expected, decoded.Any);
        }
    }

    [Theory]
    [InlineData("0c000000" + "0c000000" + "10" + "7700" + "05000000" + "00")]                               // { w: 5 }: not v
    [InlineData("13000000" + "13000000" + "10" + "7600" + "01000000" + "10" + "7600" + "02000000" + "00")]   // { v: 1, v: 2 }
    [InlineData("0d000000" + "0c000000" + "10" + "7600" + "05000000" + "00" + "00")]                        // a byte after the document
    [InlineData("14000000" + "14000000" + "03" + "7600" + "0c000000" + "02" + "5f7400" + "02000000" + "00" + "00" + "00")] // { v: { _t: <malformed> } }
    public void A_malformed_or_foreign_value_is_an_unreadable_blob(string any)
    {
        Assert.False(BoxesBsonSerializer.TryDecodeBlob(Convert.FromHexString("03" + any + "ffffffff" + "ffffffff"), out _));
    }

    /// <summary>The value the driver's ObjectSerializer reads back from the field it writes.</summary>
    private static object? DriverRoundTrip(object? value)
    {
        var serializer = BsonSerializer.LookupSerializer<object>();
        var document = new BsonDocument();
        using (var writer = new BsonDocumentWriter(document))
        {
            writer.WriteStartDocument();
            writer.WriteName("v");
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value!); // null too: the serializer writes BSON null
            writer.WriteEndDocument();
        }

        using var reader = new BsonDocumentReader(document);
        reader.ReadStartDocument();
        reader.ReadName();
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }
}
