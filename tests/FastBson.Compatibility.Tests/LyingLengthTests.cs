using System;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson.Serialization;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// A string whose length claims far more bytes than the stream holds. The driver's streams allocate a buffer of the
/// claimed size before they find the bytes missing (up to 2 GB for a document of a few bytes); FastBson refuses the
/// length first, with the same exception, on every binary reader kind, nested documents and list items included.
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

        var (expected, driverAllocated) = OutcomeAndAllocation(Oracle.Driver<Node>(), kind, bson);
        var (actual, allocated) = OutcomeAndAllocation(NodeBsonSerializer.Instance, kind, bson);

        Assert.Equal(expected, actual);
        Assert.Contains(new System.IO.EndOfStreamException().Message, expected, StringComparison.Ordinal);

        // The driver's stream allocates the claimed length; FastBson, a small multiple of the input at most.
        Assert.True(driverAllocated >= ClaimedLength, $"the driver allocated {driverAllocated} bytes");
        Assert.True(allocated < 1024 * 1024, $"FastBson allocated {allocated} bytes");
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
