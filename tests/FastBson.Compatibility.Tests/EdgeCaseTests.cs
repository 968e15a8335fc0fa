using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Hand-written input that no well-behaved writer produces, read by both serializers on the binary reader
/// kinds (the tree readers cannot even hold most of it): the same object, or the same exception and message.
/// </summary>
public class EdgeCaseTests
{
    public static IEnumerable<object[]> InvalidUtf8Cases() => InvalidUtf8.Select(bytes => new object[] { bytes });

    [Theory]
    [MemberData(nameof(InvalidUtf8Cases))]
    public void Invalid_utf8_in_string_values(byte[] utf8)
    {
        Same(ScalarsBsonSerializer.Instance, Document(Element(StringType, "Text", String(utf8))));
        Same(ScalarCollectionsBsonSerializer.Instance, Document(Element(ArrayType, "StringList", Array((StringType, String(utf8))))));
        Same(DictionariesBsonSerializer.Instance, Document(Element(DocumentType, "Strings", Document(Element(StringType, "k", String(utf8))))));
        Same(DocumentCollectionsBsonSerializer.Instance, Document(Element(ArrayType, "LeafList", Array((DocumentType, Document(Element(StringType, "Text", String(utf8))))))));
        Same(ScalarsBsonSerializer.Instance, Document(Element(StringType, "Decimal", String(utf8))));
    }

    [Theory]
    [MemberData(nameof(InvalidUtf8Cases))]
    public void Invalid_utf8_in_element_names_and_dictionary_keys(byte[] utf8)
    {
        var element = Element(Int32Type, utf8, Int32(1));
        Same(ScalarsBsonSerializer.Instance, Document(element));
        Same(IgnoresExtrasBsonSerializer.Instance, Document(Element(Int32Type, "Id", Int32(1)), element));
        Same(IgnoresExtrasBsonSerializer.Instance, Document(element, Element(Int32Type, "Id", Int32(1))));
        Same(DictionariesBsonSerializer.Instance, Document(Element(DocumentType, "Ints", Document(element))));
        Same(LeafBsonSerializer.Instance, Document(Element(Int32Type, "Number", Int32(2)), element));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(0xff)]
    public void Boolean_bytes_other_than_zero_and_one(byte value)
    {
        var boolean = new[] { value };
        Same(ScalarsBsonSerializer.Instance, Document(Element(BooleanType, "Flag", boolean)));
        Same(NullableScalarsBsonSerializer.Instance, Document(Element(BooleanType, "Flag", boolean)));
        Same(ScalarCollectionsBsonSerializer.Instance, Document(Element(ArrayType, "BoolEnumerable", Array((BooleanType, boolean)))));
        Same(DictionariesBsonSerializer.Instance, Document(Element(DocumentType, "Flags", Document(Element(BooleanType, "k", boolean)))));
        Same(IgnoresExtrasBsonSerializer.Instance, Document(Element(BooleanType, "extra", boolean)));
    }

    [Theory]
    [InlineData(0x00)]
    [InlineData(0x14)]
    [InlineData(0x20)]
    [InlineData(0x80)]
    [InlineData(0xfe)]
    public void Unknown_element_types(byte type)
    {
        Same(ScalarsBsonSerializer.Instance, Document(Element(type, "Int", Int32(1))));
        Same(IgnoresExtrasBsonSerializer.Instance, Document(Element(type, "extra", Int32(1)), Element(Int32Type, "Id", Int32(3))));
        Same(ScalarCollectionsBsonSerializer.Instance, Document(Element(ArrayType, "IntArray", Array((type, Int32(1))))));
    }

    [Fact]
    public void Duplicate_dictionary_keys()
    {
        // The tree readers hold duplicated names too (Readers.Tree keeps them).
        Same(DictionariesBsonSerializer.Instance, Document(Element(DocumentType, "Ints", Document(Element(Int32Type, "a", Int32(1)), Element(Int32Type, "a", Int32(2))))), Readers.All);
        Same(DictionariesBsonSerializer.Instance, Document(Element(DocumentType, "Leaves", Document(Element(DocumentType, "a", Document()), Element(DocumentType, "a", Document())))), Readers.All);
        Same(NodeBsonSerializer.Instance, Document(Element(DocumentType, "Named", Document(Element(DocumentType, "x", Document()), Element(DocumentType, "x", Document())))), Readers.All);
    }

    [Fact]
    public void Array_items_with_names_out_of_sequence()
    {
        // The driver ignores the names of array elements: "7" then "x" are items 0 and 1.
        var items = Document(Element(Int32Type, "7", Int32(1)), Element(Int32Type, "x", Int32(2)));
        Same(ScalarCollectionsBsonSerializer.Instance, Document(Element(ArrayType, "IntArray", items)));
        Same(ScalarCollectionsBsonSerializer.Instance, Document(Element(ArrayType, "NullableIntList", items)));
    }

    [Fact]
    public void Dictionaries_in_other_representations()
    {
        var arrayOfArrays = new BsonArray { new BsonArray { "a", 1 }, new BsonArray { "b", 2 } };
        var arrayOfDocuments = new BsonArray { new BsonDocument { { "k", "a" }, { "v", 1 } } };
        foreach (var value in new BsonValue[] { arrayOfArrays, arrayOfDocuments, new BsonArray { new BsonArray { "a", 1 }, new BsonArray { "a", 2 } } })
        {
            Same(DictionariesBsonSerializer.Instance, new BsonDocument("Ints", value), Readers.All);
        }

        Same(DictionariesBsonSerializer.Instance, new BsonDocument("Leaves", new BsonArray { new BsonArray { "a", new BsonDocument("Number", 1) } }), Readers.All);
    }

    [Fact]
    public void Discriminators_of_every_type_are_skipped()
    {
        foreach (var value in OddValues.All)
        {
            Same(ScalarsBsonSerializer.Instance, new BsonDocument { { "_t", value }, { "Int", 1 } }, Readers.All);
            Same(LeafBsonSerializer.Instance, new BsonDocument { { "Number", 1 }, { "_t", value } }, Readers.All);
            Same(IgnoresExtrasBsonSerializer.Instance, new BsonDocument { { "Id", 1 }, { "extra", value }, { "Name", "x" } }, Readers.All);
        }
    }

    [Fact]
    public void Nested_documents_of_the_wrong_type_and_null()
    {
        foreach (var value in new BsonValue[] { BsonNull.Value, 1, "x", new BsonArray(), BsonUndefined.Value })
        {
            Same(DocumentCollectionsBsonSerializer.Instance, new BsonDocument("Single", value), Readers.All);
            Same(NodeBsonSerializer.Instance, new BsonDocument("Children", new BsonArray { value }), Readers.All);
            Same(AttributedBsonSerializer.Instance, new BsonDocument { { "RequiredInt", 1 }, { "RequiredText", "x" }, { "reqLeaf", value } }, Readers.All);
        }
    }

    [Fact]
    public void Missing_required_members_report_the_drivers_message()
    {
        Same(AttributedBsonSerializer.Instance, new BsonDocument(), Readers.All);
        Same(AttributedBsonSerializer.Instance, new BsonDocument { { "RequiredInt", 1 }, { "reqLeaf", BsonNull.Value } }, Readers.All);
        Same(AttributedBsonSerializer.Instance, new BsonDocument { { "RequiredInt", 1 }, { "RequiredText", BsonNull.Value }, { "reqLeaf", BsonNull.Value } }, Readers.All);
        Same(WideBsonSerializer.Instance, new BsonDocument(), Readers.All);
    }

    [Fact]
    public void Missing_members_with_default_values_get_them()
    {
        var read = Oracle.Read(AttributedBsonSerializer.Instance, ReaderKind.ByteArrayBuffer,
            new BsonDocument { { "RequiredInt", 1 }, { "RequiredText", "x" }, { "reqLeaf", BsonNull.Value } }.ToBson());
        Assert.Equal(42, read.DefaultedInt);
        Assert.Equal("fallback", read.DefaultedText);
        Assert.Equal(7L, read.DefaultNotWritten);
        Assert.Equal(Color.Blue, read.DefaultColor);
        Assert.True(read.DefaultTrue);
        Assert.Equal(5, read.FiveSkipped);
        Same(AttributedBsonSerializer.Instance, new BsonDocument { { "RequiredInt", 1 }, { "RequiredText", "x" }, { "reqLeaf", BsonNull.Value } }, Readers.All);
        Same(IgnoresExtrasBsonSerializer.Instance, new BsonDocument("zzz", 1), Readers.All);
    }

    [Fact]
    public void Deep_trees_within_and_beyond_the_drivers_depth_limit()
    {
        foreach (var depth in new[] { 1, 30, 49, 50, 51, 99, 100, 101, 150 })
        {
            var node = new Node { Id = depth, Label = "leaf" };
            for (var i = 0; i < depth; i++)
            {
                node = new Node { Id = i, Children = new List<Node> { node }, Named = i % 10 == 0 ? new Dictionary<string, Node> { ["n"] = new Node() } : null };
            }

            var driver = Record.Exception(() => Oracle.Write(Oracle.Driver<Node>(), node));
            var generated = Record.Exception(() => Oracle.Write(NodeBsonSerializer.Instance, node));
            Assert.Equal(driver?.GetType(), generated?.GetType());
            Assert.Equal(driver?.Message, generated?.Message);
            if (driver is null)
            {
                Oracle.AssertSameBytes(NodeBsonSerializer.Instance, node);
                Same(NodeBsonSerializer.Instance, Oracle.Write(Oracle.Driver<Node>(), node));
            }
        }
    }

    [Fact]
    public void Values_the_writer_refuses_fail_the_same_way()
    {
        var loneSurrogate = new Scalars { Text = "a\ud800b" };
        var nulInKey = new Dictionaries { Ints = new Dictionary<string, int> { ["a\0b"] = 1 } };
        AssertSameWriteFailure(ScalarsBsonSerializer.Instance, loneSurrogate);
        AssertSameWriteFailure(DictionariesBsonSerializer.Instance, nulInKey);
    }

    private static void AssertSameWriteFailure<T>(MongoDB.Bson.Serialization.IBsonSerializer<T> generated, T value)
    {
        var driver = OnFreshThread(() => Oracle.Write(Oracle.Driver<T>(), value));
        var ours = OnFreshThread(() => Oracle.Write(generated, value));
        Assert.NotNull(driver);
        Assert.Equal(driver!.GetType(), ours?.GetType());
        Assert.Equal(driver.Message, ours!.Message);
    }

    /// <summary>
    /// Runs a write on a thread of its own: this driver version leaves its thread-static string buffer marked
    /// in use when encoding fails, and every later write on that thread would then throw.
    /// </summary>
    private static System.Exception? OnFreshThread(System.Action write)
    {
        System.Exception? failure = null;
        var thread = new System.Threading.Thread(() => failure = Record.Exception(write));
        thread.Start();
        thread.Join();
        return failure;
    }

    private static void Same<T>(MongoDB.Bson.Serialization.IBsonSerializer<T> generated, byte[] bson, ReaderKind[]? kinds = null) =>
        Oracle.AssertSameReadAndMessage(generated, bson, kinds ?? Readers.Binary);

    private static void Same<T>(MongoDB.Bson.Serialization.IBsonSerializer<T> generated, BsonDocument document, ReaderKind[] kinds) =>
        Oracle.AssertSameReadAndMessage(generated, Oracle.ToRawBson(document), kinds);
}
