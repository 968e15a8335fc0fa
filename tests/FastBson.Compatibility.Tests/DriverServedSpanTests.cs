using System;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Members served by the driver's own serializer (Guid, DateTimeOffset, HashSet ...) are read on the span path
/// too, through that serializer over the value's bytes, with the reader's settings: the document does not fall
/// back to the IBsonReader path, and the result is the driver's.
/// </summary>
public class DriverServedSpanTests
{
    [Fact]
    public void Documents_with_driver_served_members_stay_on_the_span_path()
    {
        foreach (var instance in InstanceFactory.Many<DriverServed>(300, seed: 5))
        {
            var bson = Oracle.Write(Oracle.Driver<DriverServed>(), instance);
            using var reader = new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));
            var context = BsonDeserializationContext.CreateRoot(reader);

            Assert.True(DriverServedBsonSerializer.TryReadDocument(bson, context, out var read), "the span path declined a driver-written document");

            var expected = Oracle.Read(Oracle.Driver<DriverServed>(), ReaderKind.ByteArrayBuffer, bson);
            Assert.Equal(Oracle.Rewritten(expected), Oracle.Rewritten(read));
        }
    }

    [Fact]
    public void Driver_served_values_nested_in_driver_served_values_stay_on_the_span_path()
    {
        foreach (var instance in InstanceFactory.Many<Reentrant>(200, seed: 8))
        {
            var bson = Oracle.Write(Oracle.Driver<Reentrant>(), instance);
            using var reader = new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)));
            var context = BsonDeserializationContext.CreateRoot(reader);

            Assert.True(ReentrantBsonSerializer.TryReadDocument(bson, context, out var read), "the span path declined a driver-written document");
            Oracle.AssertSameReadAndMessage(ReentrantBsonSerializer.Instance, bson, Readers.Binary);
            Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<Reentrant>(), ReaderKind.ByteArrayBuffer, bson)), Oracle.Rewritten(read));
        }
    }

    [Fact]
    public void Without_a_context_the_span_path_declines_driver_served_members()
    {
        var bson = Oracle.Write(Oracle.Driver<DriverServed>(), System.Linq.Enumerable.First(InstanceFactory.Many<DriverServed>(1, seed: 6)));
        Assert.False(DriverServedBsonSerializer.TryReadDocument(bson, out _));
    }
}
