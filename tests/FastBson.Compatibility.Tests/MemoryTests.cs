#if MONGODB_BSON_MEMORY
using System;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// <c>Memory&lt;T&gt;</c> and <c>ReadOnlyMemory&lt;T&gt;</c> of primitives: the arrays (and a byte memory's Binary) the driver's
/// MemorySerializer writes are read alike by both serializers on every reader kind, on the span path where every item has
/// the item type's BSON type; any other array goes to the driver's serializer, whose array reader refuses it.
/// </summary>
public class MemoryTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Vectors));

    public static TheoryData<string, BsonValue, BsonValue> Members => new()
    {
        // Member, an item of its BSON type, an item of another type.
        { "Embedding", 0.25, 1 },
        { "Weights", double.NaN, 1L },
        { "Counts", int.MinValue, 1.0 },
        { "MaybeTicks", long.MaxValue, 1 },
        { "Flags", true, 1 },
        { "Letters", (int)'ж', "ж" },
        { "Signed", -129, 1L },
        { "Shorts", 70_000, true },
        { "Ports", -1, 1.5 },
        { "Masks", -1, 4_294_967_295L },
        { "Hashes", -1L, 1 },
        { "Prices", new BsonDecimal128(Decimal128.Parse("12.50")), 12.5 },
        { "Payload", 300, 1.5 },
    };

    [Theory]
    [MemberData(nameof(Members))]
    public void Arrays_are_read_as_the_driver_reads_them(string member, BsonValue item, BsonValue other)
    {
        Model.AssertSameMemberRead(member, new BsonArray(), spanReads: true);
        Model.AssertSameMemberRead(member, new BsonArray { item }, spanReads: true);
        Model.AssertSameMemberRead(member, new BsonArray { item, item, item }, spanReads: true);

        // An item of another BSON type, anywhere in the array; a value that is no array.
        Model.AssertSameMemberRead(member, new BsonArray { other }, spanReads: false);
        Model.AssertSameMemberRead(member, new BsonArray { item, other }, spanReads: false);
        Model.AssertSameMemberRead(member, new BsonArray { item, BsonNull.Value }, spanReads: false);
        Model.AssertSameMemberRead(member, other, spanReads: false);
        Model.AssertSameMemberRead(member, "text", spanReads: false);
    }

    [Fact]
    public void Item_names_are_not_read_as_the_driver_does_not_read_them()
    {
        SameReadArray("Counts", new BsonDocument(allowDuplicateNames: true) { { "a", 1 }, { "a", 2 } }, spanReads: true);
        SameReadArray("Counts", new BsonDocument { { "7", 1 }, { "x", 2 } }, spanReads: true);
    }

    [Fact]
    public void Decimals_that_do_not_convert_are_left_to_the_driver()
    {
        foreach (var odd in new[] { Decimal128.QNaN, Decimal128.PositiveInfinity, Decimal128.Parse("1E+40"), Decimal128.Parse("-1E-40") })
        {
            var convertible = odd == Decimal128.Parse("-1E-40");
            Model.AssertSameMemberRead("Prices", new BsonArray { new BsonDecimal128(odd) }, spanReads: convertible);
        }
    }

    [Fact]
    public void Bytes_are_read_from_a_binary_or_an_array()
    {
        foreach (var member in new[] { "Payload", "MaybePayload" })
        {
            Model.AssertSameMemberRead(member, new BsonBinaryData(Array.Empty<byte>()), spanReads: true);
            Model.AssertSameMemberRead(member, new BsonBinaryData(new byte[] { 1, 2, 255 }), spanReads: true);
            Model.AssertSameMemberRead(member, new BsonArray { 1, 2, 255, 256, -1 }, spanReads: true);
            Model.AssertSameMemberRead(member, new BsonBinaryData(new byte[] { 1 }, BsonBinarySubType.UserDefined), spanReads: false);
        }

        Model.AssertSameMemberRead("MaybePayload", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("MaybeTicks", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("Payload", BsonNull.Value, spanReads: false);
        Model.AssertSameMemberRead("Counts", BsonNull.Value, spanReads: false);
    }

    [Fact]
    public void Memories_in_collections_are_read_as_the_driver_reads_them()
    {
        Model.AssertSameMemberRead("Embeddings", new BsonArray { new BsonArray { 0.5, 1.5 }, new BsonArray() }, spanReads: true);
        Model.AssertSameMemberRead("Embeddings", new BsonArray { new BsonArray { 0.5, 1 } }, spanReads: false);
        Model.AssertSameMemberRead("CountsByName", new BsonDocument { { "a", new BsonArray { 1, 2 } }, { "b", new BsonArray() } }, spanReads: true);
        Model.AssertSameMemberRead("CountsByName", new BsonDocument("a", new BsonArray { 1L }), spanReads: false);
    }

    [Fact]
    public void Memories_are_written_as_the_driver_writes_them()
    {
        var floats = new[] { 0f, -0f, float.NaN, float.MaxValue, float.Epsilon, 0.1f };
        var bytes = new byte[] { 0, 1, 127, 128, 255 };
        var value = new Vectors
        {
            Embedding = floats,
            Weights = new[] { double.MinValue, double.NegativeInfinity, 1e-300 },
            Counts = new[] { int.MinValue, 0, int.MaxValue },
            Payload = bytes,
            MaybePayload = bytes.AsMemory(1, 3),
            MaybeTicks = new[] { long.MinValue, long.MaxValue },
            Flags = new[] { true, false },
            Letters = "жx\uD800".ToCharArray(),
            Signed = new sbyte[] { sbyte.MinValue, -1, sbyte.MaxValue },
            Shorts = new short[] { short.MinValue, short.MaxValue },
            Ports = new ushort[] { 0, ushort.MaxValue },
            Masks = new[] { uint.MaxValue, 0u, 1u << 31 },
            Hashes = new[] { ulong.MaxValue, 0ul },
            Prices = new[] { 12.50m, decimal.MaxValue, decimal.MinValue, 0.0000000001m },
            Embeddings = new List<ReadOnlyMemory<float>> { floats.AsMemory(2), ReadOnlyMemory<float>.Empty },
            CountsByName = new Dictionary<string, Memory<int>> { ["a"] = new[] { 1, 2 }, ["none"] = Memory<int>.Empty },
        };
        Oracle.AssertSameRoundTrip(VectorsBsonSerializer.Instance, value);
        Oracle.AssertSameRoundTrip(VectorsBsonSerializer.Instance, new Vectors());
    }

    [Fact]
    public void An_item_running_past_its_array_is_found_and_left_to_the_driver()
    {
        // The fuzzer's input 2850 of seed 1, cut down: an Int32 item whose name runs on to the array's last bytes, so
        // that its value (and the check for the array's end) lies past the array, where the driver's reader reads the
        // leftovers of its reused buffer. The walk finds it; the same array with an intact name is no such case.
        byte[] Signed(params byte[] array) => RawBson.Document(
            RawBson.Element(RawBson.Int32Type, "_id", RawBson.Int32(1)),
            RawBson.Element(RawBson.ArrayType, "Signed", [.. RawBson.Int32(4 + array.Length), .. array]));
        var overRun = Signed(RawBson.Int32Type, (byte)'0', 0x5C, 0x7F, 0, 0, 0, 0);
        var intact = Signed(RawBson.Int32Type, (byte)'0', 0, 7, 0, 0, 0, 0);

        Assert.True(LeftoverReads.DriverReadsLeftoverBytes(nameof(Vectors), overRun));
        Assert.False(LeftoverReads.DriverReadsLeftoverBytes(nameof(Vectors), intact));
        Assert.False(LeftoverReads.DriverReadsLeftoverBytes(nameof(Vectors), Oracle.ToRawBson(new BsonDocument("Signed", new BsonArray { 1, 2 }))));

        // The span path reads no such array itself: it is the driver's to read.
        Assert.Null(Model.SpanReadRewritten(overRun));
    }

    /// <summary>As <see cref="Model.AssertSameMemberRead(string, BsonValue, bool)"/>, for a document written as the member's array (its own item names).</summary>
    private static void SameReadArray(string member, BsonDocument items, bool spanReads)
    {
        var array = items.ToBson();
        var bson = RawBson.Document(RawBson.Element(RawBson.ArrayType, member, array));
        Oracle.AssertSameReadAndMessage(VectorsBsonSerializer.Instance, bson, Readers.All);
        Assert.True((Model.SpanReadRewritten(bson) is not null) == spanReads, $"the span path {(spanReads ? "declined" : "read")} {member}");
    }
}
#endif
