using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Blob.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// The encoding of BsonDocument, RawBsonDocument and the other BsonValue classes, which MemoryPack has no formatter for (see
/// docs/blob-encodings.md): BSON bytes framed as a <c>byte[]</c> (an int32 byte count, -1 for C# null); a BsonDocument
/// and a RawBsonDocument as themselves, any other class as the document <c>{ v: value }</c>. The expected bytes follow the
/// BSON specification.
/// </summary>
public class BsonValueEncodingTests
{
    // { a: 1 }: length 12, int32 element "a", 1.
    private const string DocumentA1 = "0c000000" + "10" + "6100" + "01000000" + "00";

    [Fact]
    public void A_document_is_its_bson_and_any_other_value_is_the_document_v()
    {
        var value = new BsonValues
        {
            Extra = new BsonDocument("a", 1),
            Any = BsonNull.Value,
            Items = new BsonArray { 1 },
            Label = "x",
            Pages = new List<BsonDocument?> { new("a", 1), null },
            Attributes = new Dictionary<string, BsonValue?> { ["k"] = null },
        };

        var expected =
            "06" // six members
            + "0c000000" + DocumentA1
            + "08000000" + "08000000" + "0a" + "7600" + "00"                                    // { v: null }
            + "14000000" + "14000000" + "04" + "7600" + ("0c000000" + "10" + "3000" + "01000000" + "00") + "00" // { v: [1] }
            + "0e000000" + "0e000000" + "02" + "7600" + "02000000" + "7800" + "00"             // { v: "x" }
            + "02000000" + "0c000000" + DocumentA1 + "ffffffff"
            + "01000000" + "feffffff" + "01000000" + "6b" + "ffffffff";                         // "k" (UTF-8 form), C# null
        var bytes = BsonValuesBsonSerializer.EncodeBlob(value);
        Assert.Equal(expected, Convert.ToHexStringLower(bytes));

        Assert.True(BsonValuesBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Extra, decoded.Extra);
        Assert.Same(BsonNull.Value, decoded.Any);
        Assert.Equal(value.Items, decoded.Items);
        Assert.IsType<BsonString>(decoded.Label);
        Assert.Equal("x", decoded.Label!.Value);
        Assert.Equal(value.Pages, decoded.Pages);
        Assert.Null(Assert.Single(decoded.Attributes!).Value);
    }

    [Fact]
    public void Every_bson_type_round_trips_as_a_value()
    {
        var values = new BsonValue[]
        {
            1.5, "s", new BsonDocument("d", new BsonDocument("e", 1)), new BsonArray { 1, "2", BsonNull.Value },
            new BsonBinaryData(new byte[] { 1, 2 }, BsonBinarySubType.UserDefined), BsonUndefined.Value, ObjectId.Parse("0102030405060708090a0b0c"),
            true, new BsonDateTime(1234567890123), BsonNull.Value, new BsonRegularExpression("a+", "i"), new BsonJavaScript("f()"),
            BsonSymbolTable.Lookup("sym"), new BsonJavaScriptWithScope("g()", new BsonDocument("x", 1)), 7, new BsonTimestamp(5, 6), 8L,
            new Decimal128(12.5m), BsonMinKey.Value, BsonMaxKey.Value,
        };

        foreach (var any in values)
        {
            var bytes = BsonValuesBsonSerializer.EncodeBlob(new BsonValues { Any = any });
            Assert.True(BsonValuesBsonSerializer.TryDecodeBlob(bytes, out var decoded), any.BsonType.ToString());
            Assert.Equal(any, decoded.Any);
            Assert.Equal(any.GetType(), decoded.Any!.GetType());
        }
    }

    [Theory]
    [InlineData("0d000000" + DocumentA1 + "00")]                                       // a byte after the document
    [InlineData("0c000000" + "0c000000" + "10" + "6100" + "01000000")]                 // the count claims one byte more than there is
    [InlineData("0c000000" + "0d000000" + "10" + "6100" + "01000000" + "00")]          // the document claims one byte more than its frame
    [InlineData("0c000000" + "0c000000" + "10" + "6100" + "01000000" + "01")]          // no terminating NUL
    public void A_malformed_document_is_an_unreadable_blob(string extra)
    {
        Assert.False(BsonValuesBsonSerializer.TryDecodeBlob(Convert.FromHexString("01" + extra), out _));
    }

    [Theory]
    [InlineData("0c000000" + "0c000000" + "10" + "7700" + "01000000" + "00")]                               // { w: 1 }: not v
    [InlineData("13000000" + "13000000" + "10" + "7600" + "01000000" + "10" + "7600" + "02000000" + "00")]   // { v: 1, v: 2 }
    [InlineData("05000000" + "0500000000")]                                                                  // { }: no value
    public void A_value_is_the_one_element_v(string any)
    {
        Assert.False(BsonValuesBsonSerializer.TryDecodeBlob(Convert.FromHexString("02" + "ffffffff" + any), out _));
    }

    [Fact]
    public void A_value_of_another_class_than_the_members_is_refused()
    {
        // Items is a BsonArray: { v: "x" } holds a string.
        var label = "0e000000" + "0e000000" + "02" + "7600" + "02000000" + "7800" + "00";
        Assert.True(BsonValuesBsonSerializer.TryDecodeBlob(Convert.FromHexString("04" + "ffffffff" + "ffffffff" + "ffffffff" + label), out var read));
        Assert.Equal("x", read.Label!.Value);
        Assert.False(BsonValuesBsonSerializer.TryDecodeBlob(Convert.FromHexString("03" + "ffffffff" + "ffffffff" + label), out _));
    }

    [Fact]
    public void A_document_nested_beyond_the_read_depth_is_refused()
    {
        var deep = new BsonDocument();
        for (var i = 0; i < FastBsonSerializers.MaxReadDepth + 5; i++)
        {
            deep = new BsonDocument("d", deep);
        }

        var bson = deep.ToBson(writerSettings: new MongoDB.Bson.IO.BsonBinaryWriterSettings { MaxSerializationDepth = 10_000 });
        var blob = "01" + Convert.ToHexStringLower(BitConverter.GetBytes(bson.Length)) + Convert.ToHexStringLower(bson);
        Assert.False(BsonValuesBsonSerializer.TryDecodeBlob(Convert.FromHexString(blob), out _));
    }

    [Fact]
    public void A_raw_document_is_its_own_bytes_and_reads_back_as_a_raw_document_of_them()
    {
        // { a: 1, a: 2 }: a repeated name, which a RawBsonDocument keeps and a BsonDocument would refuse to parse.
        var repeated = "13000000" + "10" + "6100" + "01000000" + "10" + "6100" + "02000000" + "00";
        var value = new RawDocuments
        {
            Raw = new RawBsonDocument(Convert.FromHexString(repeated)),
            Raws = new List<RawBsonDocument?> { new(Convert.FromHexString(DocumentA1)), null },
        };

        var bytes = RawDocumentsBsonSerializer.EncodeBlob(value);
        Assert.Equal("02" + "13000000" + repeated + "02000000" + "0c000000" + DocumentA1 + "ffffffff", Convert.ToHexStringLower(bytes));

        Assert.True(RawDocumentsBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.IsType<RawBsonDocument>(decoded.Raw);
        Assert.Equal(repeated, Convert.ToHexStringLower(decoded.Raw!.Slice.AccessBackingBytes(0).AsSpan(0, decoded.Raw.Slice.Length)));
        Assert.Equal(2, decoded.Raw.ElementCount);
        Assert.Equal(new BsonDocument("a", 1), Assert.IsType<RawBsonDocument>(decoded.Raws![0]));
        Assert.Null(decoded.Raws[1]);
    }

    [Fact]
    public void A_raw_document_over_a_buffer_of_many_chunks_is_written_whole()
    {
        var document = new BsonDocument { { "a", new string('x', 300) }, { "b", 2 } };
        var chunks = new List<MongoDB.Bson.IO.IBsonChunk>();
        var bson = document.ToBson();
        for (var i = 0; i < bson.Length; i += 64)
        {
            chunks.Add(new MongoDB.Bson.IO.ByteArrayChunk(bson.AsSpan(i, Math.Min(64, bson.Length - i)).ToArray()));
        }

        using var buffer = new MongoDB.Bson.IO.MultiChunkBuffer(chunks, bson.Length, isReadOnly: true);
        var value = new RawDocuments { Raw = new RawBsonDocument(buffer.GetSlice(0, bson.Length)) };

        Assert.True(RawDocumentsBsonSerializer.TryDecodeBlob(RawDocumentsBsonSerializer.EncodeBlob(value), out var decoded));
        Assert.Equal(document, decoded.Raw);
    }

    [Theory]
    [InlineData("0d000000" + DocumentA1 + "00")]                                       // a byte after the document
    [InlineData("0c000000" + "0d000000" + "10" + "6100" + "01000000" + "00")]          // the document claims one byte more than its frame
    [InlineData("0c000000" + "0c000000" + "10" + "6100" + "01000000" + "01")]          // no terminating NUL
    [InlineData("0c000000" + "0c000000" + "03" + "6100" + "07000000" + "00")]          // an element whose document runs past the end
    [InlineData("0c000000" + "0c000000" + "02" + "6100" + "09000000" + "00")]          // a string that runs past the end
    public void A_malformed_raw_document_is_an_unreadable_blob(string raw)
    {
        Assert.False(RawDocumentsBsonSerializer.TryDecodeBlob(Convert.FromHexString("02" + raw + "ffffffff"), out _));
    }
}
