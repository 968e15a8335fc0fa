using System;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Elements the span path does not read itself (members the driver's serializer serves, values in another BSON type)
/// are handed to the document's own reader, over the original buffer: each such element, and only it, is read through
/// the reader, once, where the driver would read it; the span path reads everything after it; the object is the
/// driver's; and it costs no more allocation than the driver spends on the same document.
/// </summary>
public class HandOffTests
{
    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Driver_served_elements_and_only_they_go_through_the_reader(ReaderKind kind)
    {
        var handedOff = HandOffs.ElementsOf(typeof(DriverServed));
        Assert.NotEmpty(handedOff);
        foreach (var instance in InstanceFactory.Many<DriverServed>(200, seed: 5))
        {
            var bson = Oracle.Write(Oracle.Driver<DriverServed>(), instance);
            var (read, reader) = Oracle.ReadCounted(DriverServedBsonSerializer.Instance, kind, bson);

            // In document order, each exactly once: the span path hands off no element it reads itself, and reads on after each.
            var expected = BsonSerializer.Deserialize<BsonDocument>(bson).Names.Where(handedOff.Contains).ToArray();
            Assert.Equal(expected, reader.TopLevelNames);
            Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<DriverServed>(), kind, bson)), Oracle.Rewritten(read));
        }
    }

    [Fact]
    public void Detached_bytes_decline_a_document_with_a_driver_served_member()
    {
        var bson = Oracle.Write(Oracle.Driver<DriverServed>(), InstanceFactory.Many<DriverServed>(1, seed: 6).First());
        Assert.False(DriverServedBsonSerializer.TryReadDocument(bson, out _));
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void A_coerced_value_is_read_through_the_reader_and_the_span_path_reads_on(ReaderKind kind)
    {
        // An Int64 for an int: the driver's Int32Serializer converts it (with its overflow check); "Text" after it is read from the span.
        var bson = Oracle.ToBson(new BsonDocument { { "Int", 5L }, { "Text", "x" }, { "Long", 7L } });
        var (value, reader) = Oracle.ReadCounted(ScalarsBsonSerializer.Instance, kind, bson);
        Assert.Equal(new[] { "Int" }, reader.TopLevelNames);
        Assert.Contains("ReadInt64", reader.Reads);
        Assert.DoesNotContain("ReadString", reader.Reads);
        Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<Scalars>(), kind, bson)), Oracle.Rewritten(value));
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void A_coerced_value_among_elements_in_declared_order_is_handed_off_once_and_the_span_path_reads_on(ReaderKind kind)
    {
        // The span path reads the elements in declared order one after another before its loop over the rest: a value there
        // that it does not read itself goes to the reader, once, and every element after it is the span path's again. The
        // first member (an ObjectId as its string, which ObjectIdSerializer parses), one in the middle (an Int64 for the
        // int) and the last (null for the byte array, which the span path reads itself: nothing is handed off).
        foreach (var (name, value, handedOff) in new (string, BsonValue, string[])[]
        {
            ("_id", "0123456789abcdef01234567", new[] { "_id" }),
            ("Int", 5L, new[] { "Int" }),
            ("Bytes", BsonNull.Value, Array.Empty<string>()),
        })
        {
            var document = new BsonDocument
            {
                { "_id", ObjectId.GenerateNewId() },
                { "Flag", true },
                { "Int", 5 },
                { "Long", 7L },
                { "Double", 1.5 },
                { "Decimal", new Decimal128(2.5m) },
                { "Text", "x" },
                { "When", new BsonDateTime(new DateTime(2026, 12, 5, 0, 0, 0, DateTimeKind.Utc)) },
                { "Reference", ObjectId.GenerateNewId() },
                { "Color", 1 },
                { "Bytes", new BsonBinaryData(new byte[] { 1, 2 }) },
            };
            document[name] = value;
            var bson = Oracle.ToBson(document);
            var (read, reader) = Oracle.ReadCounted(ScalarsBsonSerializer.Instance, kind, bson);
            Assert.Equal(handedOff, reader.TopLevelNames);
            Assert.Equal(name == "_id" ? 1 : 0, reader.Reads.Count(read => read == "ReadString")); // the _id's; "Text" is the span path's
            Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<Scalars>(), kind, bson)), Oracle.Rewritten(read));
        }
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void A_stray_terminator_before_a_members_name_is_the_drivers_error(ReaderKind kind)
    {
        // The bytes after the zero are "Int" and its terminator, which the in-order read compares as the next member's
        // name: the zero is no element type to it, and the loop gives the driver's error for the early end.
        var bson = Oracle.ToBson(new BsonDocument { { "_id", ObjectId.GenerateNewId() }, { "Flag", true }, { "Int", 5 }, { "Text", "x" } });
        bson[IndexOf(bson, new byte[] { (byte)BsonType.Int32, (byte)'I', (byte)'n', (byte)'t', 0 })] = 0;
        Oracle.AssertSameReadAndMessage(ScalarsBsonSerializer.Instance, bson, new[] { kind });
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void A_failing_handed_off_value_raises_the_drivers_error_and_leaves_the_document(ReaderKind kind)
    {
        // Int64 beyond int's range: the driver's overflow error, wrapped as the class map wraps member errors.
        var bson = Oracle.ToBson(new BsonDocument { { "Text", "x" }, { "Int", long.MaxValue }, { "Long", 7L } });
        Oracle.AssertSameReadAndMessage(ScalarsBsonSerializer.Instance, bson, new[] { kind });
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Malformed_bytes_after_a_hand_off_raise_the_drivers_error(ReaderKind kind)
    {
        // A hand-off first (the coerced Int), then an element whose type byte is unknown.
        var bson = Oracle.ToBson(new BsonDocument { { "Int", 5L }, { "Text", "x" } });
        var text = Array.IndexOf(bson, (byte)BsonType.String);
        bson[text] = 0x55;
        Oracle.AssertSameReadAndMessage(ScalarsBsonSerializer.Instance, bson, new[] { kind });
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void A_handed_off_member_is_read_under_its_name_as_the_drivers_errors_quote_it(ReaderKind kind)
    {
        // The span path has matched "Anything" before it hands the element off, and the reader steps over the name without
        // decoding it. The driver's reader still quotes the name in the path of an error inside the value: "Anything.x".
        var bson = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Anything", new BsonDocument("x", "y") }, { "Owned", "z" } });
        var nested = IndexOf(bson, new byte[] { (byte)BsonType.String, (byte)'x', 0 });
        bson[nested] = 0x55;
        var driver = Oracle.OutcomeWithMessage(Oracle.Driver<DriverServed>(), kind, bson);
        Assert.True(driver.Contains("Anything.x", StringComparison.Ordinal), driver);
        Oracle.AssertSameReadAndMessage(DriverServedBsonSerializer.Instance, bson, new[] { kind });
    }

    private static int IndexOf(byte[] bytes, byte[] pattern) => bytes.AsSpan().IndexOf(pattern);

    [Fact]
    public void Values_that_keep_their_bytes_are_read_over_the_original_buffer_as_the_driver_reads_them()
    {
        // RawBsonDocument and RawBsonArray keep a slice of the buffer they were read from: the span path slices the reader's own
        // buffer, as the driver does.
        var bson = new BsonDocument
        {
            { "_id", 1 },
            { "First", new BsonDocument { { "a", "first value" }, { "n", 1 } } },
            { "Second", new BsonDocument { { "b", "the second, longer value" }, { "n", 2 } } },
            { "Items", new BsonArray { "the third value", 3 } },
        }.ToBson();

        var read = Oracle.Read(RawHolderBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
        for (var i = 0; i < 3; i++)
        {
            Oracle.Read(RawHolderBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
        }

        Assert.Equal("first value", read.First!["a"].AsString);
        Assert.Equal(1, read.First["n"].AsInt32);
        Assert.Equal("the second, longer value", read.Second!["b"].AsString);
        Assert.Equal("the third value", read.Items![0].AsString);
        Assert.Equal(3, read.Items[1].AsInt32);
        Oracle.AssertSameReadAndMessage(RawHolderBsonSerializer.Instance, bson, Readers.Binary);
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Reading_driver_served_members_allocates_no_more_than_the_driver(ReaderKind kind)
    {
        // Allocation is deterministic: every byte the generated serializer allocates beyond the driver's would show.
        var documents = InstanceFactory.Many<DriverServed>(50, seed: 9).Select(i => Oracle.Write(Oracle.Driver<DriverServed>(), i)).ToArray();
        var driver = Oracle.Driver<DriverServed>();
        var generated = DriverServedBsonSerializer.Instance;
        ReadAll(driver, documents, kind);
        ReadAll(generated, documents, kind);

        var driverBytes = Allocated(() => ReadAll(driver, documents, kind));
        var generatedBytes = Allocated(() => ReadAll(generated, documents, kind));
        Assert.True(generatedBytes <= driverBytes, $"generated allocated {generatedBytes} bytes, the driver {driverBytes}");
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
