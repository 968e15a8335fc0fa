using System;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Extra-elements members (issue 9), against the driver's class map on every reader kind (the span path on the binary
/// readers, the IBsonReader path on the tree readers) and in writing: the elements no member maps, the member's own
/// element name, repeated names, the discriminator, odd values and odd names. The seeded corpus, mutations and
/// corruption cover the four models through <see cref="ModelCatalog"/>.
/// </summary>
public class ExtraElementsTests
{
    public static TheoryData<string> Documents() => new()
    {
        // Unknown elements before, between and after the members, of every kind of value.
        "{ a: 1, Id: 2, b: 'x', Name: 'n', c: { d: [1, 2, { e: null }] }, Count: NumberLong(3), f: true }",
        // None at all: the member stays null (or as the constructor made it).
        "{ Id: 1 }",
        // An element of the extra-elements member's own name is one more extra element, not the member's value.
        "{ Id: 1, Rest: { a: 1 }, Others: 5, ExtraElements: 'x' }",
        // A repeated unknown name keeps its first place and its last value.
        "{ a: 1, b: 2, a: 3 }",
        // The discriminator is skipped, not kept.
        "{ _t: 'Something', Id: 1, z: 1 }",
        // A C# null document is a plain document here (BsonValueSerializer, not a member's C# null serializer).
        "{ Id: 1, x: { _csharpnull: true } }",
        // Values the type mapper maps to .NET values of their own (ObjectId, binary, dates, regexes, timestamps ...).
        "{ o: ObjectId('0123456789abcdef01234567'), g: BinData(4, 'AAECAwQFBgcICQoLDA0ODw=='), b: BinData(0, 'AQID'), " +
            "t: Timestamp(1, 2), r: /ab+c/i, d: ISODate('2024-01-02T03:04:05Z'), m: MinKey, M: MaxKey, n: NumberDecimal('1.5'), " +
            "j: { $code: 'x' }, s: { $symbol: 'sym' }, u: undefined }",
        // Values of members in other BSON types than they are written in: the members' own rules, not extra elements.
        "{ Id: 'one', Score: 'high', Count: 1.5, Name: 4 }",
    };

    [Theory]
    [MemberData(nameof(Documents))]
    public void Reads_the_driver_s_object_on_every_reader(string json)
    {
        var bson = Oracle.ToRawBson(ParseWithDuplicates(json));
        Oracle.AssertSameReadAndMessage(ExtraDocumentBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(ExtraDictionaryBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(ExtraInitializedBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(ExtraDerivedBsonSerializer.Instance, bson);
        SameDetached<ExtraDocument>(bson, ExtraDocumentBsonSerializer.TryReadDocument);
        SameDetached<ExtraDictionary>(bson, ExtraDictionaryBsonSerializer.TryReadDocument);
    }

    [Theory]
    [MemberData(nameof(InvalidUtf8Cases))]
    public void An_unknown_name_that_is_not_utf8_is_the_driver_s_error(byte[] utf8)
    {
        var bson = Document(Element(Int32Type, "Id", Int32(1)), Element(Int32Type, utf8, Int32(2)));
        Oracle.AssertSameReadAndMessage(ExtraDocumentBsonSerializer.Instance, bson, Readers.Binary);
        Oracle.AssertSameReadAndMessage(ExtraDictionaryBsonSerializer.Instance, bson, Readers.Binary);
    }

    public static IEnumerable<object[]> InvalidUtf8Cases()
    {
        foreach (var bytes in InvalidUtf8)
        {
            yield return new object[] { bytes };
        }
    }

    [Theory]
    [InlineData(0x00)]
    [InlineData(0x14)]
    [InlineData(0x80)]
    public void An_unknown_element_of_an_unknown_type_is_the_driver_s_error(byte type)
    {
        var bson = Document(Element(Int32Type, "Id", Int32(1)), Element(type, "x", Int32(2)), Element(StringType, "Name", String("n")));
        Oracle.AssertSameReadAndMessage(ExtraDocumentBsonSerializer.Instance, bson, Readers.Binary);
        Oracle.AssertSameReadAndMessage(ExtraInitializedBsonSerializer.Instance, bson, Readers.Binary);
    }

    [Fact]
    public void Writes_the_extra_elements_in_the_member_s_place_under_their_own_names()
    {
        Oracle.AssertSameBytes(ExtraDocumentBsonSerializer.Instance, new ExtraDocument
        {
            Id = 7,
            Name = "n",
            // A name of a member too, and the discriminator's: the driver writes them as they are.
            Rest = new BsonDocument { { "z", 1 }, { "Name", "again" }, { "_t", "T" }, { "nested", new BsonDocument("a", new BsonArray { 1, BsonNull.Value }) } },
            Count = 3,
        });
        Oracle.AssertSameBytes(ExtraDocumentBsonSerializer.Instance, new ExtraDocument { Id = 1, Rest = new BsonDocument() });
        Oracle.AssertSameBytes(ExtraDocumentBsonSerializer.Instance, new ExtraDocument { Id = 1, Rest = null });
        var dictionary = new ExtraDictionary { Id = 2, Score = 1.5 };
        typeof(ExtraDictionary).GetProperty(nameof(ExtraDictionary.ExtraElements))!.SetValue(dictionary, new Dictionary<string, object?>
        {
            ["s"] = "text", ["i"] = 1, ["l"] = 2L, ["n"] = null, ["g"] = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff"),
            ["d"] = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc), ["b"] = new byte[] { 1, 2 }, ["list"] = new List<object> { 1, "a" },
            ["doc"] = new Dictionary<string, object> { ["x"] = 1 }, ["bson"] = new BsonDocument("y", 2),
        });
        // 3.x's type mapper refuses a Guid (no representation), 2.x's maps it: the same bytes or the same error.
        SameWrite(ExtraDictionaryBsonSerializer.Instance, dictionary);
        dictionary.ExtraElements!.Remove("g");
        Oracle.AssertSameBytes(ExtraDictionaryBsonSerializer.Instance, dictionary);
        Oracle.AssertSameBytes(ExtraInitializedBsonSerializer.Instance, new ExtraInitialized { Id = 3, Tail = "t" });
        Oracle.AssertSameBytes(ExtraDerivedBsonSerializer.Instance, new ExtraDerived { Id = 4, ExtraElements = new BsonDocument("q", "r"), Label = "l" });
    }

    [Fact]
    public void A_value_the_type_mapper_cannot_map_is_the_driver_s_write_error()
    {
        var value = new ExtraInitialized { Id = 1 };
        value.Others!["odd"] = new Uri("http://example.com");
        Assert.StartsWith("throws:", SameWrite(ExtraInitializedBsonSerializer.Instance, value));
    }

    /// <summary>Both serializers write the same bytes, or throw the same exception with the same message; returns the outcome.</summary>
    private static string SameWrite<T>(IBsonSerializer<T> generated, T value)
    {
        var driver = Outcome(() => Oracle.Write(Oracle.Driver<T>(), value));
        Assert.Equal(driver, Outcome(() => Oracle.Write(generated, value)));
        return driver;
    }

    private static string Outcome(Func<byte[]> write)
    {
        try
        {
            return "ok:" + Convert.ToHexString(write());
        }
        catch (Exception ex)
        {
            return $"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }

    /// <summary>The span path over detached bytes: when it reads the document, the driver's object.</summary>
    private static void SameDetached<T>(byte[] bson, SpanRead<T> tryRead)
    {
        var driver = Oracle.OutcomeWithMessage(Oracle.Driver<T>(), ReaderKind.ByteArrayBuffer, bson);
        if (tryRead(bson, out var value))
        {
            Assert.Equal(driver, "ok:" + Oracle.Rewritten(value));
        }
    }

    private delegate bool SpanRead<T>(ReadOnlySpan<byte> bson, out T value);

    /// <summary>Extended JSON in which a name may repeat (BsonDocument.Parse keeps only the last).</summary>
    private static BsonDocument ParseWithDuplicates(string json)
    {
        using var reader = new MongoDB.Bson.IO.JsonReader(json);
        var context = BsonDeserializationContext.CreateRoot(reader, builder => builder.AllowDuplicateElementNames = true);
        return MongoDB.Bson.Serialization.Serializers.BsonDocumentSerializer.Instance.Deserialize(context);
    }
}
