using System;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// A length that claims far more bytes than the stream holds. The driver's streams allocate a buffer of the claimed
/// size before they find the bytes missing (up to 2 GB for a document of a few bytes); FastBson refuses the length
/// first, with the same exception, on every binary reader kind: in its own reads (nested documents and list items
/// included) and in values it hands to a driver's serializer, where every error the driver meets before the length
/// stays the driver's.
/// </summary>
public class LyingLengthTests
{
    private const int ClaimedLength = 64 * 1024 * 1024;

    public static TheoryData<ReaderKind, bool> KindsAndPlaces()
    {
        var data = new TheoryData<ReaderKind, bool>();
        foreach (var kind in Readers.Binary)
        {
            data.Add(kind, false);
            data.Add(kind, true);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(KindsAndPlaces))]
    public void A_string_longer_than_the_stream_fails_as_in_the_driver_without_the_allocation(ReaderKind kind, bool inAListItem)
    {
        var node = Document(Element(Int32Type, "_id", Int32(2)), Element(StringType, "Label", LyingString()));
        var bson = inAListItem
            ? Document(Element(Int32Type, "_id", Int32(1)), Element(ArrayType, "Children", Document(Element(DocumentType, "0", node))))
            : node;

        AssertFailsAsTheDriverWithoutTheAllocation(NodeBsonSerializer.Instance, kind, bson);
    }

    public static TheoryData<ReaderKind> BinaryKinds()
    {
        var data = new TheoryData<ReaderKind>();
        foreach (var kind in Readers.Binary)
        {
            data.Add(kind);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void A_lying_string_in_a_driver_served_value_fails_as_in_the_driver_without_the_allocation(ReaderKind kind)
    {
        // A BsonDocument member is read by the driver's BsonDocumentSerializer: its second string's length says 64 MB.
        var bson = WithLie(new BsonDocument { { "Document", new BsonDocument { { "a", "x" }, { "b", "LIE" } } } }, "LIE");

        AssertFailsAsTheDriverWithoutTheAllocation(BsonValuesBsonSerializer.Instance, kind, bson);
    }

    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void A_lying_guid_binary_fails_as_in_the_driver_without_the_allocation(ReaderKind kind)
    {
        // A Guid of a Standard member whose binary says 64 MB: the reader's ReadGuid reads a binary, which the driver's
        // stream allocates at its claimed length (the fuzzer found this under 3.x, where FastBson reads Guids with ReadGuid).
        var guid = new BsonBinaryData(Guid.Parse("01234567-89ab-cdef-0123-456789abcdef"), GuidRepresentation.Standard);
        var bson = Oracle.ToBson(new BsonDocument { { "Key", guid } });
        var at = IndexOf(bson, [(byte)'K', (byte)'e', (byte)'y', 0]) + 4;
        Assert.Equal(16, BitConverter.ToInt32(bson, at));
        BitConverter.GetBytes(ClaimedLength).CopyTo(bson, at);

        AssertFailsAsTheDriverWithoutTheAllocation(GuidHolderBsonSerializer.Instance, kind, bson);
    }

    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void A_lying_size_in_a_value_its_serializer_slices_fails_as_in_the_driver_without_the_allocation(ReaderKind kind)
    {
        // Members whose serializers slice their value whole (LazyBsonArray, LazyBsonDocument, read by the driver's serializer
        // on the IBsonReader path; 3.x's MemorySerializer does too): the array's or the document's size says 64 MB, which a
        // plain stream allocates for the slice before it finds the bytes missing (a buffer's stream slices its buffer, and
        // fails without allocating).
        var document = new BsonDocument { { "_id", 1 }, { "Items", new BsonArray { 1, 2, 3 } }, { "Document", new BsonDocument("a", 1) } };
        foreach (var element in new byte[][] { [4, (byte)'I'], [3, (byte)'D'] })
        {
            AssertFailsAsTheDriverWithoutTheAllocation(LazyHolderBsonSerializer.Instance, kind, WithLyingSize(document, element), driverAllocates: kind == ReaderKind.PlainStream);
        }
    }

#if MONGODB_BSON_MEMORY
    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void A_lying_size_in_a_memory_of_primitives_fails_as_in_the_driver_without_the_allocation(ReaderKind kind)
    {
        // The driver's MemorySerializer (2.26 and later) slices its array whole too: the span path declines the lying array and hands it over,
        // a nullable memory's (through the driver's NullableSerializer) as well.
        var document = new BsonDocument { { "_id", 1 }, { "Counts", new BsonArray { 1, 2, 3 } } };
        AssertFailsAsTheDriverWithoutTheAllocation(VectorsBsonSerializer.Instance, kind, WithLyingSize(document, [4, (byte)'C']), driverAllocates: kind == ReaderKind.PlainStream);

        document = new BsonDocument { { "_id", 1 }, { "MaybeTicks", new BsonArray { 1L, 2L } } };
        AssertFailsAsTheDriverWithoutTheAllocation(VectorsBsonSerializer.Instance, kind, WithLyingSize(document, [4, (byte)'M']), driverAllocates: kind == ReaderKind.PlainStream);
    }

    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void A_lying_size_in_a_memory_of_bytes_fails_as_in_the_driver_without_the_allocation(ReaderKind kind)
    {
        // A memory of bytes is a Binary, which the driver's MemorySerializer reads into an array of the size the Binary
        // claims (it slices arrays only), on every reader kind; a nullable one's too.
        foreach (var member in new[] { "Payload", "MaybePayload" })
        {
            var document = new BsonDocument { { "_id", 1 }, { member, new BsonBinaryData(new byte[] { 1, 2, 3 }) } };
            AssertFailsAsTheDriverWithoutTheAllocation(VectorsBsonSerializer.Instance, kind, WithLyingSize(document, [5, (byte)member[0]]));
        }
    }
#endif

    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void A_lying_size_in_a_value_read_element_by_element_fails_as_in_the_driver(ReaderKind kind)
    {
        // The same lie in a value the driver's serializer reads element by element (a BsonDocument member): its reader
        // reads the elements there are and fails at the stream's end, as FastBson must too.
        var bson = WithLyingSize(new BsonDocument { { "Document", new BsonDocument { { "a", 1 }, { "b", "x" } } } }, [3, (byte)'D']);

        var (expected, _) = OutcomeAndAllocation(Oracle.Driver<BsonValues>(), kind, bson);
        var (actual, allocated) = OutcomeAndAllocation(BsonValuesBsonSerializer.Instance, kind, bson);

        Assert.Equal(expected, actual);
        Assert.StartsWith("throws:", expected, StringComparison.Ordinal);
        Assert.True(allocated < 1024 * 1024, $"FastBson allocated {allocated} bytes");
    }

    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void The_drivers_type_check_before_a_lying_length_comes_first(ReaderKind kind)
    {
        // Code where the driver's Int64Serializer wants a number: it refuses the type before reading the code's length.
        var bson = WithLie(new BsonDocument { { "ListOfStacks", new BsonArray { new BsonArray { 1L, new BsonJavaScript("LIE") } } } }, "LIE");

        var (expected, _) = OutcomeAndAllocation(Oracle.Driver<SetsAndCollections>(), kind, bson);
        var (actual, allocated) = OutcomeAndAllocation(SetsAndCollectionsBsonSerializer.Instance, kind, bson);

        Assert.Equal(expected, actual);
        Assert.Contains("Cannot deserialize a 'Int64' from BsonType 'JavaScript'", expected, StringComparison.Ordinal);
        Assert.True(allocated < 1024 * 1024, $"FastBson allocated {allocated} bytes");
    }

    [Theory]
    [MemberData(nameof(BinaryKinds))]
    public void A_length_refused_before_any_allocation_stays_the_drivers_error(ReaderKind kind)
    {
        // A key of int.MaxValue bytes: past the 1 GB the driver's streams rent for a string, which they refuse at once.
        var bson = Oracle.ToBson(new BsonDocument { { "PairsAsArrays", new BsonArray { new BsonArray { "a", 1 } } } });
        BitConverter.GetBytes(int.MaxValue).CopyTo(bson, IndexOf(bson, [2, 0, 0, 0, (byte)'a', 0]));
        Assert.Equal(OutcomeAndAllocation(Oracle.Driver<DriverServed>(), kind, bson).Outcome, OutcomeAndAllocation(DriverServedBsonSerializer.Instance, kind, bson).Outcome);
        Assert.Contains("ArgumentOutOfRangeException", OutcomeAndAllocation(Oracle.Driver<DriverServed>(), kind, bson).Outcome, StringComparison.Ordinal);

        // A binary of int.MaxValue bytes (a BitArray's): past the largest array, the runtime refuses it at once.
        bson = Oracle.ToBson(new BsonDocument { { "Flags", new BsonDocument { { "Length", 8 }, { "Bytes", new BsonBinaryData([0x5A]) } } } });
        BitConverter.GetBytes(int.MaxValue).CopyTo(bson, IndexOf(bson, [1, 0, 0, 0, 0, 0x5A]));
        Assert.Equal(OutcomeAndAllocation(Oracle.Driver<HostInfo>(), kind, bson).Outcome, OutcomeAndAllocation(HostInfoBsonSerializer.Instance, kind, bson).Outcome);
        Assert.Contains("OutOfMemoryException", OutcomeAndAllocation(Oracle.Driver<HostInfo>(), kind, bson).Outcome, StringComparison.Ordinal);
    }

    /// <summary>
    /// Both read the document to the driver's EndOfStreamException; the driver's stream allocates the claimed length,
    /// FastBson a small multiple of the input at most.
    /// </summary>
    private static void AssertFailsAsTheDriverWithoutTheAllocation<T>(IBsonSerializer<T> generated, ReaderKind kind, byte[] bson, bool driverAllocates = true)
    {
        var (expected, driverAllocated) = OutcomeAndAllocation(Oracle.Driver<T>(), kind, bson);
        var (actual, allocated) = OutcomeAndAllocation(generated, kind, bson);

        Assert.Equal(expected, actual);
        Assert.Contains(new System.IO.EndOfStreamException().Message, expected, StringComparison.Ordinal);
        Assert.True(!driverAllocates || driverAllocated >= ClaimedLength, $"the driver allocated {driverAllocated} bytes");
        Assert.True(allocated < 1024 * 1024, $"FastBson allocated {allocated} bytes");
    }

    /// <summary>The document's bytes, with the length of the string <paramref name="marker"/> saying 64 MB.</summary>
    private static byte[] WithLie(BsonDocument document, string marker)
    {
        var bson = Oracle.ToBson(document);
        var text = System.Text.Encoding.UTF8.GetBytes(marker + "\0");
        var at = IndexOf(bson, text) - 4;
        Assert.Equal(text.Length, BitConverter.ToInt32(bson, at));
        BitConverter.GetBytes(ClaimedLength).CopyTo(bson, at);
        return bson;
    }

    /// <summary>The document's bytes, with the size of the document or array whose element starts with <paramref name="element"/> (its type and first letter) saying 64 MB.</summary>
    private static byte[] WithLyingSize(BsonDocument document, byte[] element)
    {
        var bson = Oracle.ToBson(document);
        var at = IndexOf(bson, element);
        at = System.Array.IndexOf(bson, (byte)0, at) + 1;
        BitConverter.GetBytes(ClaimedLength).CopyTo(bson, at);
        return bson;
    }

    private static int IndexOf(byte[] bytes, byte[] part)
    {
        var at = bytes.AsSpan().IndexOf(part);
        Assert.True(at >= 0, "the marker is in the document");
        return at;
    }

    /// <summary>A string value whose length says 64 MB, followed by three bytes of it.</summary>
    private static byte[] LyingString() => [.. BitConverter.GetBytes(ClaimedLength), (byte)'a', (byte)'b', (byte)'c'];

    private static (string Outcome, long Allocated) OutcomeAndAllocation<T>(IBsonSerializer<T> serializer, ReaderKind kind, byte[] bson)
    {
        using var reader = Readers.Create(kind, bson);
        var before = GC.GetAllocatedBytesForCurrentThread();
        try
        {
            serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
            return ("ok", GC.GetAllocatedBytesForCurrentThread() - before);
        }
        catch (Exception ex)
        {
            var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            return ($"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}", allocated);
        }
    }
}
