using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// BsonValue members, items and values, and object, beyond the corpus: the member map's C# null document, values of
/// another type, repeated names, deep nesting, values that the reader's settings decide, object values the driver's
/// ObjectSerializer reads with a discriminator, and classes the driver's registry writes. Each is read as the driver
/// reads it (value, or exception and message), and the span path leaves to the reader exactly what it cannot build.
/// </summary>
public class BsonValueTests
{
    private static readonly string[] MemberNames = { "Any", "Other", "Document", "Array", "Int32", "String", "Null", "JavaScriptWithScope", "Binary" };

    public static IEnumerable<object[]> NullForms() => new[]
    {
        new object[] { new BsonDocument("_csharpnull", true) },
        new object[] { new BsonDocument("$csharpnull", true) },
        new object[] { new BsonDocument("_csharpnull", false) },
        new object[] { new BsonDocument { { "_csharpnull", true }, { "x", 1 } } },
        new object[] { new BsonDocument("_csharpnull", 1) },
        new object[] { new BsonDocument("csharpnull", true) },
        new object[] { new BsonDocument() },
        new object[] { BsonNull.Value },
    };

    [Theory]
    [MemberData(nameof(NullForms))]
    public void Members_read_the_csharp_null_document_and_bson_null_as_the_member_map_does(BsonValue form)
    {
        foreach (var member in MemberNames)
        {
            Same(new BsonDocument { { "_id", 1 }, { member, form } }, Readers.All);
        }
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void The_span_path_reads_the_csharp_null_document_and_bson_null_itself(ReaderKind kind)
    {
        foreach (var form in new BsonValue[] { new BsonDocument("_csharpnull", true), new BsonDocument("$csharpnull", true), BsonNull.Value })
        {
            var bson = Oracle.ToBson(new BsonDocument(MemberNames.Select(name => new BsonElement(name, form))));
            var (value, reader) = Oracle.ReadCounted(BsonValuesBsonSerializer.Instance, kind, bson);
            Assert.Empty(reader.TopLevelNames);
            Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<BsonValues>(), kind, bson)), Oracle.Rewritten(value));
        }

        // BSON null is BsonNull.Value for a BsonValue or BsonNull member, C# null for any other.
        var read = Oracle.Read(BsonValuesBsonSerializer.Instance, kind, Oracle.ToBson(new BsonDocument { { "Any", BsonNull.Value }, { "Null", BsonNull.Value }, { "Int32", BsonNull.Value } }));
        Assert.Same(BsonNull.Value, read.Any);
        Assert.Same(BsonNull.Value, read.Null);
        Assert.Null(read.Int32);
    }

    [Fact]
    public void Csharp_null_members_are_written_as_the_csharp_null_document()
    {
        var empty = new BsonValues { Other = null! };
        Oracle.AssertSameBytes(BsonValuesBsonSerializer.Instance, empty);
        var written = BsonSerializer.Deserialize<BsonDocument>(Oracle.Write(BsonValuesBsonSerializer.Instance, empty));
        Assert.Equal(new BsonDocument("_csharpnull", true), written["Document"]);
    }

    [Fact]
    public void Values_of_another_type_raise_the_drivers_error()
    {
        Same(new BsonDocument("Int32", 5L), Readers.All);
        Same(new BsonDocument("Document", new BsonArray { 1 }), Readers.All);
        Same(new BsonDocument("Array", new BsonDocument("a", 1)), Readers.All);
        Same(new BsonDocument("Null", 0), Readers.All);
        Same(new BsonDocument("MinKey", BsonMaxKey.Value), Readers.All);
        Same(new BsonDocument("Numbers", new BsonArray { 1, 2L }), Readers.All);
        Same(new BsonDocument("Numbers", new BsonArray { 1, BsonNull.Value }), Readers.All);
        Same(new BsonDocument("Values", new BsonArray { 1, BsonNull.Value, new BsonDocument("_csharpnull", true) }), Readers.All);
        Same(new BsonDocument("Documents", new BsonDocument("k", BsonNull.Value)), Readers.All);
        Same(new BsonDocument("Blobs", new BsonDocument("k", "text")), Readers.All);
    }

    [Fact]
    public void Csharp_null_items_fail_to_write_as_the_driver_fails()
    {
        AssertSameWriteFailure(new BsonValues { Values = new List<BsonValue> { 1, null! } });
        AssertSameWriteFailure(new BsonValues { Numbers = new List<BsonInt32> { null! } });
        AssertSameWriteFailure(new BsonValues { Documents = new Dictionary<string, BsonDocument> { ["k"] = null! } });
    }

    [Fact]
    public void Repeated_names_are_the_drivers_error_unless_the_context_allows_them()
    {
        var repeated = new BsonDocument(allowDuplicateNames: true) { { "a", 1 }, { "a", "two" } };
        var documents = new[]
        {
            new BsonDocument("Document", repeated),
            new BsonDocument("Any", new BsonDocument("inner", repeated)),
            new BsonDocument("Values", new BsonArray { repeated }),
            new BsonDocument("Documents", new BsonDocument("k", repeated)),
            new BsonDocument("JavaScriptWithScope", new BsonJavaScriptWithScope("f()", repeated)),
        };

        foreach (var document in documents)
        {
            var bson = Oracle.ToRawBson(document);
            Oracle.AssertSameReadAndMessage(BsonValuesBsonSerializer.Instance, bson, Readers.Binary);

            // A context that allows them: the driver's documents keep both, and say so (the span path leaves them to the reader).
            foreach (var kind in Readers.Binary)
            {
                var expected = ReadAllowingDuplicates(Oracle.Driver<BsonValues>(), kind, bson);
                Assert.Equal(expected, ReadAllowingDuplicates(BsonValuesBsonSerializer.Instance, kind, bson));
                Assert.Contains("dup{", expected, StringComparison.Ordinal);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Nesting_to_the_limit_is_read_on_the_span_path(ReaderKind kind)
    {
        // BsonValues and Any's document are two levels, the value's depth - 1 containers the rest: the last is the limit.
        foreach (var depth in new[] { 1, 99, 100, 101, 300, FastBsonSerializers.DefaultMaxReadDepth - 1 })
        {
            BsonValue value = 1;
            for (var i = 1; i < depth; i++)
            {
                value = i % 2 == 0 ? new BsonDocument("d", value) : new BsonArray { value };
            }

            var bson = WithoutDepthLimit(new BsonDocument { { "Any", new BsonDocument("top", value) }, { "_id", 7 } });
            var (read, reader) = Oracle.ReadCounted(BsonValuesBsonSerializer.Instance, kind, bson);
            Assert.Empty(reader.TopLevelNames);
            Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<BsonValues>(), kind, bson)), Oracle.Rewritten(read));
        }
    }

    public static IEnumerable<object[]> SettingsDependentValues()
    {
        // The old binary subtype: its payload repeats its length; FixOldBinarySubTypeOnInput turns it into generic binary.
        var oldBinary = new byte[] { 7, 0, 0, 0, 0x02, 3, 0, 0, 0, 1, 2, 3 };
        yield return new object[] { "Binary", (byte)0x05, oldBinary };
        yield return new object[] { "Any", (byte)0x05, oldBinary };

        // The old encoding of DateTime.MaxValue, which FixOldDateTimeMaxValueOnInput turns into its milliseconds.
        var oldMaxValue = BitConverter.GetBytes(BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch + 1);
        yield return new object[] { "DateTime", (byte)0x09, oldMaxValue };
        yield return new object[] { "Any", (byte)0x09, oldMaxValue };
        yield return new object[] { "Anything", (byte)0x09, oldMaxValue };
    }

    [Theory]
    [MemberData(nameof(SettingsDependentValues))]
    public void Values_that_the_readers_settings_decide_are_read_by_the_reader(string member, byte type, byte[] value)
    {
        var bson = RawBson.Document(RawBson.Element(type, member, value), RawBson.Element(RawBson.Int32Type, "_id", RawBson.Int32(3)));
        Oracle.AssertSameReadAndMessage(BsonValuesBsonSerializer.Instance, bson, Readers.Binary);
        foreach (var fix in new[] { true, false })
        {
            var settings = new BsonBinaryReaderSettings { FixOldBinarySubTypeOnInput = fix, FixOldDateTimeMaxValueOnInput = fix };
            Assert.Equal(OutcomeWith(Oracle.Driver<BsonValues>(), bson, settings), OutcomeWith(BsonValuesBsonSerializer.Instance, bson, settings));
        }

        var (_, reader) = Oracle.ReadCounted(BsonValuesBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
        Assert.Equal(new[] { member }, reader.TopLevelNames);
    }

    [Fact]
    public void Uuids_of_another_length_than_16_are_the_drivers_error()
    {
        foreach (var subType in new byte[] { 0x03, 0x04 })
        {
            var binary = new byte[] { 15, 0, 0, 0, subType }.Concat(new byte[15]).ToArray();
            foreach (var member in new[] { "Binary", "Any" })
            {
                Same(RawBson.Document(RawBson.Element(0x05, member, binary)), Readers.Binary);
            }

            Same(RawBson.Document(RawBson.Element(RawBson.ArrayType, "Values", RawBson.Array((0x05, binary)))), Readers.Binary);
        }
    }

#if MONGODB_BSON_3
    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Uuids_are_read_on_the_span_path(ReaderKind kind)
    {
        var legacy = new BsonBinaryData(Guid.NewGuid().ToByteArray(), BsonBinarySubType.UuidLegacy);
        var standard = new BsonBinaryData(Guid.NewGuid(), GuidRepresentation.Standard);
        var bson = Oracle.ToRawBson(new BsonDocument
        {
            { "Binary", legacy },
            { "Any", standard },
            { "Values", new BsonArray { legacy, standard } },
            { "Blobs", new BsonDocument("k", legacy) },
        });

        var (read, reader) = Oracle.ReadCounted(BsonValuesBsonSerializer.Instance, kind, bson);
        Assert.Empty(reader.TopLevelNames);
        Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<BsonValues>(), kind, bson)), Oracle.Rewritten(read));
    }
#else
    [Theory]
    [InlineData(GuidRepresentation.CSharpLegacy)]
    [InlineData(GuidRepresentation.JavaLegacy)]
    [InlineData(GuidRepresentation.PythonLegacy)]
    [InlineData(GuidRepresentation.Unspecified)]
    [InlineData(GuidRepresentation.Standard)]
    public void Legacy_uuids_take_the_representation_of_the_readers_settings(GuidRepresentation representation)
    {
        var legacy = new byte[] { 16, 0, 0, 0, 0x03 }.Concat(Guid.NewGuid().ToByteArray()).ToArray();
        var standard = new byte[] { 16, 0, 0, 0, 0x04 }.Concat(Guid.NewGuid().ToByteArray()).ToArray();
        var members = RawBson.Document(
            RawBson.Element(0x05, "Binary", legacy),
            RawBson.Element(0x05, "Any", standard),
            RawBson.Element(RawBson.DocumentType, "Document", RawBson.Document(RawBson.Element(0x05, "u", legacy))));
        var items = RawBson.Document(RawBson.Element(RawBson.ArrayType, "Values", RawBson.Array((0x05, legacy), (0x05, standard))));
        var nested = RawBson.Document(RawBson.Element(RawBson.DocumentType, "Nested", RawBson.Document(RawBson.Element(0x05, "Any", legacy))));

#pragma warning disable CS0618 // 2.x's reader settings carry the GuidRepresentation of legacy UUIDs in V2 mode
        var settings = new BsonBinaryReaderSettings { GuidRepresentation = representation };
#pragma warning restore CS0618
        foreach (var bson in new[] { members, items, nested })
        {
            var expected = OutcomeWith(Oracle.Driver<BsonValues>(), bson, settings);
            Assert.Equal(expected, OutcomeWith(BsonValuesBsonSerializer.Instance, bson, settings));
        }

        // A member's reader is at hand: the span path reads with its settings (when the driver can read it at all).
        if (representation != GuidRepresentation.Standard)
        {
            using var reader = new CountingReader(Readers.BinaryStream(ReaderKind.ByteArrayBuffer, members));
            Oracle.Read(BsonValuesBsonSerializer.Instance, reader, members);
            Assert.Empty(reader.TopLevelNames);
        }
    }
#endif

    [Fact]
    public void Uuid_binaries_are_written_as_the_driver_writes_them()
    {
        var value = new BsonValues
        {
            Binary = new BsonBinaryData(Guid.NewGuid(), GuidRepresentation.Standard),
            Any = new BsonBinaryData(Guid.NewGuid(), GuidRepresentation.CSharpLegacy),
            Values = new List<BsonValue> { new BsonBinaryData(Guid.NewGuid(), GuidRepresentation.JavaLegacy) },
        };
        Oracle.AssertSameBytes(BsonValuesBsonSerializer.Instance, value);
    }

    [Fact]
    public void JavaScript_scopes_must_fill_their_size()
    {
        var bson = Oracle.ToBson(new BsonDocument("JavaScriptWithScope", new BsonJavaScriptWithScope("f()", new BsonDocument("a", 1))));

        // The document's length, the element's type and name, then the value's size.
        var size = 4 + 1 + "JavaScriptWithScope".Length + 1;
        foreach (var delta in new[] { -1, 1, 100 })
        {
            var corrupt = (byte[])bson.Clone();
            BitConverter.GetBytes(BitConverter.ToInt32(bson, size) + delta).CopyTo(corrupt, size);
            Same(corrupt, Readers.Binary);
        }
    }

    public static IEnumerable<object[]> DiscriminatedObjects() => new[]
    {
        new object[] { new List<int> { 1, 2 } },
        new object[] { 1.5m },
        new object[] { new object() },
        new object[] { new Dictionary<string, object> { ["a"] = 1 } },
        new object[] { new BsonDocument("a", 1) },
        new object[] { new[] { 1, 2 } },
        new object[] { 1.5f },
        new object[] { 'c' },
        new object[] { TimeSpan.FromMinutes(3) },
    };

    [Theory]
    [MemberData(nameof(DiscriminatedObjects))]
    public void Object_values_with_a_discriminator_go_to_the_drivers_serializer(object anything)
    {
        var value = new BsonValues { Anything = anything, Objects = new List<object?> { anything, 1 }, ObjectsByKey = new Dictionary<string, object?> { ["k"] = anything } };
        Oracle.AssertSameRoundTrip(BsonValuesBsonSerializer.Instance, value);
    }

    [Fact]
    public void Object_values_the_serializer_does_not_read_raise_its_errors()
    {
        Same(new BsonDocument("Anything", new BsonBinaryData(new byte[] { 1 })), Readers.All);
        Same(new BsonDocument("Anything", new BsonArray { 1, "a" }), Readers.All);
        Same(new BsonDocument("Anything", BsonMinKey.Value), Readers.All);
        Same(new BsonDocument("Anything", new BsonTimestamp(5)), Readers.All);
        Same(new BsonDocument("Anything", new BsonDocument { { "_t", "System.IO.FileInfo" }, { "_v", "x" } }), Readers.All);
        Same(new BsonDocument("Anything", new BsonDocument { { "_t", "System.Int32" }, { "_v", 5 } }), Readers.All);
        Same(new BsonDocument("Objects", new BsonArray { 1, new BsonRegularExpression("a") }), Readers.All);
    }

    [Fact]
    public void Values_of_other_classes_are_written_by_the_serializer_the_driver_looks_up()
    {
        var raw = new RawBsonDocument(new BsonDocument { { "a", 1 }, { "b", "two" } }.ToBson());
        var value = new BsonValues
        {
            Document = raw,
            Any = new BsonDocumentWrapper(new BsonDocument("wrapped", true)),
            Values = new List<BsonValue> { raw, new BsonDocument("inner", raw) },
            JavaScriptWithScope = new BsonJavaScriptWithScope("f()", raw),
        };
        Oracle.AssertSameBytes(BsonValuesBsonSerializer.Instance, value);
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Values_share_the_drivers_instances(ReaderKind kind)
    {
        var bson = Oracle.ToBson(new BsonDocument
        {
            { "Int32", 5 }, { "Double", -0.0 }, { "String", "" }, { "Boolean", true }, { "Symbol", BsonSymbolTable.Lookup("shared") },
            { "Any", BsonMinKey.Value }, { "Values", new BsonArray { 100, BsonUndefined.Value } },
        });
        var read = Oracle.Read(BsonValuesBsonSerializer.Instance, kind, bson);
        Assert.Same((BsonInt32)5, read.Int32);
        Assert.Same((BsonDouble)0.0, read.Double);
        Assert.Same((BsonString)string.Empty, read.String);
        Assert.Same(BsonBoolean.True, read.Boolean);
        Assert.Same(BsonSymbolTable.Lookup("shared"), read.Symbol);
        Assert.Same(BsonMinKey.Value, read.Any);
        Assert.Same((BsonInt32)100, read.Values![0]);
        Assert.Same(BsonUndefined.Value, read.Values[1]);
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Reading_every_bson_type_allocates_no_more_than_the_driver(ReaderKind kind)
    {
        // Allocation is deterministic: every byte the generated serializer allocates beyond the driver's would show.
        var documents = ModelCatalog.Get(nameof(BsonValues)).DriverDocuments(100, seed: 21);
        var driver = Oracle.Driver<BsonValues>();
        var generated = BsonValuesBsonSerializer.Instance;
        ReadAll(driver, documents, kind);
        ReadAll(generated, documents, kind);

        var driverBytes = Allocated(() => ReadAll(driver, documents, kind));
        var generatedBytes = Allocated(() => ReadAll(generated, documents, kind));
        Assert.True(generatedBytes <= driverBytes, $"generated allocated {generatedBytes} bytes, the driver {driverBytes}");
    }

    private static void Same(BsonDocument document, ReaderKind[] kinds) =>
        Oracle.AssertSameReadAndMessage(BsonValuesBsonSerializer.Instance, Oracle.ToRawBson(document), kinds);

    private static void Same(byte[] bson, ReaderKind[] kinds) =>
        Oracle.AssertSameReadAndMessage(BsonValuesBsonSerializer.Instance, bson, kinds);

    /// <summary>The document's bytes, written without the writer's depth limit.</summary>
    private static byte[] WithoutDepthLimit(BsonDocument document)
    {
        using var stream = new System.IO.MemoryStream();
        using (var writer = new BsonBinaryWriter(stream, new BsonBinaryWriterSettings { MaxSerializationDepth = int.MaxValue }))
        {
            BsonSerializer.Serialize(writer, document);
        }

        return stream.ToArray();
    }

    /// <summary>Reads with a context that allows repeated names, as the driver does for change streams and BsonDocument replies.</summary>
    private static string ReadAllowingDuplicates(IBsonSerializer<BsonValues> serializer, ReaderKind kind, byte[] bson)
    {
        using var reader = Readers.Create(kind, bson);
        var context = BsonDeserializationContext.CreateRoot(reader, builder => builder.AllowDuplicateElementNames = true);
        return Oracle.Rewritten(serializer.Deserialize(context, new BsonDeserializationArgs { NominalType = typeof(BsonValues) }));
    }

    /// <summary>The outcome of reading through a byte buffer with the given reader settings.</summary>
    private static string OutcomeWith(IBsonSerializer<BsonValues> serializer, byte[] bson, BsonBinaryReaderSettings settings)
    {
        using var reader = new BsonBinaryReader(Readers.BinaryStream(ReaderKind.ByteArrayBuffer, bson), settings);
        try
        {
            return "ok:" + Oracle.Rewritten(serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader), new BsonDeserializationArgs { NominalType = typeof(BsonValues) }));
        }
        catch (Exception ex) when (ex is not Xunit.Sdk.XunitException)
        {
            return $"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }

    private static void AssertSameWriteFailure(BsonValues value)
    {
        var driver = Record.Exception(() => Oracle.Write(Oracle.Driver<BsonValues>(), value));
        var generated = Record.Exception(() => Oracle.Write(BsonValuesBsonSerializer.Instance, value));
        Assert.NotNull(driver);
        Assert.Equal(driver!.GetType(), generated?.GetType());
        Assert.Equal(driver.Message, generated!.Message);
    }

    private static void ReadAll<T>(IBsonSerializer<T> serializer, byte[][] documents, ReaderKind kind)
    {
        foreach (var bson in documents)
        {
            Oracle.Read(serializer, kind, bson);
        }
    }

    private static long Allocated(Action action)
    {
        var before = GC.GetAllocatedBytesForCurrentThread();
        action();
        return GC.GetAllocatedBytesForCurrentThread() - before;
    }
}
