using System;
using System.Collections.Generic;
using System.Dynamic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Documents and arrays in <c>object</c> places (a member, list items, dictionary values, a nested document's member, an
/// ExpandoObject's members) read as the driver's default configuration reads them: a document without a discriminator as
/// an ExpandoObject, an array as a <c>List&lt;object&gt;</c>, nested to any depth, on every reader kind. The span path reads
/// them itself; wherever a discriminator, a binary or another BSON type the serializer's settings decide stands anywhere in
/// the value, the driver's serializer reads the whole value (and <see cref="ObjectConventionTests"/> registers other
/// ObjectSerializers).
/// </summary>
public class DynamicValueTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(BsonValues));

    public static IEnumerable<object[]> Owned()
    {
        yield return new object[] { new BsonDocument() };
        yield return new object[] { new BsonArray() };
        yield return new object[] { new BsonDocument { { "a", 1 }, { "b", "text" }, { "c", BsonNull.Value }, { "d", new BsonDateTime(0) } } };
        yield return new object[] { new BsonDocument { { "inner", new BsonDocument { { "x", 1L }, { "deeper", new BsonDocument("y", 2.5) } } } } };
        yield return new object[] { new BsonArray { 1, "two", new BsonDocument("three", 3), new BsonArray { 4, new BsonArray() }, BsonNull.Value } };
        yield return new object[] { new BsonDocument { { "list", new BsonArray { new BsonDocument(), new BsonDocument("k", ObjectId.Parse("0102030405060708090a0b0c")) } }, { "exact", new BsonDecimal128(1.5m) } } };
        yield return new object[] { new BsonDocument { { "ключ", new BsonDocument("значение", true) }, { "", 0 }, { "$dollar", 1 }, { "a.b", 2 } } };

        // A repeated name: the ExpandoObjectSerializer sets each member in turn, so the last value stays, in the first one's place.
        yield return new object[] { new BsonDocument(allowDuplicateNames: true) { { "a", 1 }, { "b", new BsonArray { 1 } }, { "a", new BsonDocument("again", 2) } } };

        // A discriminator's name one level down is a plain element of the ExpandoObject's own document: only the documents the
        // ObjectSerializer is given are searched.
        yield return new object[] { new BsonDocument("t", new BsonArray { new BsonDocument("x_t", 1) }) };
        yield return new object[] { Nest(10) };
    }

    public static IEnumerable<object[]> LeftToTheDriver()
    {
        // A discriminator anywhere in a document the ObjectSerializer reads: it names a class (or is unknown, the driver's
        // BsonSerializationException), at the top or nested in an array or a document.
        yield return new object[] { new BsonDocument { { "_t", "System.Int32" }, { "_v", 5 } } };
        yield return new object[] { new BsonDocument { { "a", 1 }, { "_t", "NoSuchClass" } } };
        yield return new object[] { new BsonArray { 1, new BsonDocument { { "b", 2 }, { "_t", "System.Int32[]" }, { "_v", new BsonArray { 1 } } } } };
        yield return new object[] { new BsonDocument("inner", new BsonDocument("_t", new BsonArray { "A", "NoSuchClass" })) };

        // Values the serializer's Guid settings decide, and types it refuses.
        yield return new object[] { new BsonArray { new BsonBinaryData(Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10"), GuidRepresentation.Standard) } };
        yield return new object[] { new BsonDocument("bytes", new BsonBinaryData(new byte[] { 1, 2, 3 })) };
        yield return new object[] { new BsonArray { 1, new BsonDocument("regex", new BsonRegularExpression("a+", "i")) } };
        yield return new object[] { new BsonDocument("stamp", new BsonArray { new BsonTimestamp(5) }) };
        yield return new object[] { new BsonDocument("min", BsonMinKey.Value) };

        // Deeper than real documents nest: the driver's serializer reads it, under FastBson's depth guard (DepthGuardTests).
        yield return new object[] { Nest(40) };
    }

    [Theory]
    [MemberData(nameof(Owned))]
    public void A_document_or_array_is_read_as_the_driver_reads_it(BsonValue value) => SameInEveryPlace(value, spanReads: true);

    [Theory]
    [MemberData(nameof(LeftToTheDriver))]
    public void A_value_the_serializers_settings_decide_is_the_drivers_to_read(BsonValue value) => SameInEveryPlace(value, spanReads: false);

    [Fact]
    public void Malformed_bytes_inside_a_nested_value_are_the_drivers_errors()
    {
        var bson = Oracle.ToRawBson(new BsonDocument("Anything", new BsonDocument("inner", new BsonArray { 1, "two", new BsonDocument("x", 1) })));
        for (var i = 4; i < bson.Length - 1; i++)
        {
            foreach (var delta in new[] { 1, -1, 0x40 })
            {
                var corrupt = (byte[])bson.Clone();
                corrupt[i] = unchecked((byte)(corrupt[i] + delta));
                Model.AssertSameReadAndMessage(corrupt, Readers.Binary);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void A_context_with_other_dynamic_serializers_is_the_drivers_to_read(ReaderKind kind)
    {
        var bson = Oracle.ToRawBson(new BsonDocument { { "Anything", new BsonDocument("a", new BsonArray { 1 }) }, { "Objects", new BsonArray { new BsonArray { 2 } } } });
        foreach (var configure in new Action<BsonDeserializationContext.Builder>[]
        {
            builder => builder.DynamicDocumentSerializer = BsonDocumentSerializer.Instance,
            builder => builder.DynamicArraySerializer = BsonArraySerializer.Instance,
            builder => builder.DynamicDocumentSerializer = null,
        })
        {
            Assert.Equal(ReadWith(Oracle.Driver<BsonValues>(), kind, bson, configure), ReadWith(BsonValuesBsonSerializer.Instance, kind, bson, configure));
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_values_are_expando_objects_and_lists(ReaderKind kind)
    {
        var bson = Oracle.ToRawBson(new BsonDocument("Anything", new BsonDocument("list", new BsonArray { new BsonDocument("x", 1), new BsonArray() })));
        var read = (IDictionary<string, object?>)Oracle.Read(BsonValuesBsonSerializer.Instance, kind, bson).Anything!;
        Assert.IsType<ExpandoObject>(read);
        var list = Assert.IsType<List<object>>(read["list"]);
        Assert.Equal(1, ((IDictionary<string, object?>)Assert.IsType<ExpandoObject>(list[0]))["x"]);
        Assert.Empty(Assert.IsType<List<object>>(list[1]));
    }

    [Fact]
    public void Values_read_back_are_written_as_the_driver_writes_them()
    {
        foreach (var value in Owned().Select(row => (BsonValue)row[0]).Where(value => value is not BsonDocument { AllowDuplicateNames: true }))
        {
            var bson = Oracle.ToRawBson(new BsonDocument { { "Anything", value }, { "Objects", new BsonArray { value } }, { "ObjectsByKey", new BsonDocument("k", value) } });
            var read = Oracle.Read(BsonValuesBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
            Oracle.AssertSameRoundTrip(BsonValuesBsonSerializer.Instance, read);
        }
    }

    [Fact]
    public void Dynamic_values_are_written_as_the_driver_writes_them_in_every_context()
    {
        var inner = Expando(("x", 1), ("list", new List<object?> { "a", Expando(("y", 2.5)), new List<object?>(), null }));
        var value = new BsonValues
        {
            Anything = Expando(("inner", inner), ("when", DateTime.UnixEpoch), ("id", Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10"))),
            Objects = new List<object?> { inner, new List<object?> { 1, inner }, new List<int> { 3 } },
            ObjectsByKey = new Dictionary<string, object?> { ["k"] = new List<object?> { inner }, ["e"] = new ExpandoObject() },
            Nested = new BsonValueHolder { Anything = new List<object?> { inner } },
        };
#if MONGODB_BSON_OBJECT_GUIDS
        Oracle.AssertSameRoundTrip(BsonValuesBsonSerializer.Instance, value);
#else
        // 3.0 to 3.9 (before CSHARP-5846) the ObjectSerializer writes a Guid with its own Unspecified representation, which
        // throws: the generated serializer hands the Guid to it and fails alike, with the same exception and message.
        Assert.Null(Oracle.AssertSameWriteOrFailure(BsonValuesBsonSerializer.Instance, value));
#endif

        // A context that takes no type as dynamic: the ObjectSerializer writes each with its discriminator.
        foreach (var configure in new Action<BsonSerializationContext.Builder>[] { builder => builder.IsDynamicType = _ => false, builder => builder.IsDynamicType = null })
        {
            Assert.Equal(WriteWith(Oracle.Driver<BsonValues>(), value, configure), WriteWith(BsonValuesBsonSerializer.Instance, value, configure));
        }
    }

    /// <summary>
    /// The value as a member, a list item, a dictionary value and a nested document's member (read from detached bytes), on
    /// every reader kind; and whether the span path reads the document itself.
    /// </summary>
    internal static void SameInEveryPlace(BsonValue value, bool spanReads)
    {
        Model.AssertSameMemberRead("Anything", value, spanReads);
        Model.AssertSameMemberRead("Objects", new BsonArray { 1, value, BsonNull.Value }, spanReads);
        Model.AssertSameMemberRead("ObjectsByKey", new BsonDocument { { "k", value }, { "other", "x" } }, spanReads);
        Model.AssertSameMemberRead("Nested", new BsonDocument("Anything", value), spanReads);
    }

    private static BsonDocument Nest(int levels)
    {
        BsonValue value = 1;
        for (var i = 0; i < levels; i++)
        {
            value = i % 2 == 0 ? new BsonDocument("d", value) : new BsonArray { value };
        }

        return new BsonDocument("top", value);
    }

    private static string WriteWith<T>(IBsonSerializer<T> serializer, T value, Action<BsonSerializationContext.Builder> configure)
    {
        using var stream = new System.IO.MemoryStream();
        try
        {
            using (var writer = new BsonBinaryWriter(stream))
            {
                serializer.Serialize(BsonSerializationContext.CreateRoot(writer, configure), new BsonSerializationArgs { NominalType = typeof(T) }, value);
            }

            return "ok:" + Convert.ToHexString(stream.ToArray());
        }
        catch (Exception ex) when (ex is not Xunit.Sdk.XunitException)
        {
            return $"throws:{ex.GetType().FullName}: {ex.Message}";
        }
    }

    private static ExpandoObject Expando(params (string Name, object? Value)[] members) => DynamicValueFactory.Expando(members);

    private static string ReadWith<T>(IBsonSerializer<T> serializer, ReaderKind kind, byte[] bson, Action<BsonDeserializationContext.Builder> configure)
    {
        using var reader = Readers.Create(kind, bson);
        try
        {
            var context = BsonDeserializationContext.CreateRoot(reader, configure);
            var value = serializer.Deserialize(context, new BsonDeserializationArgs { NominalType = typeof(T) });
            return "ok:" + Oracle.Rewritten(value);
        }
        catch (Exception ex) when (ex is not Xunit.Sdk.XunitException)
        {
            return $"throws:{ex.GetType().FullName}: {ex.Message}";
        }
    }
}
