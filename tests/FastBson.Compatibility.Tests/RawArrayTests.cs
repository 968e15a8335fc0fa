using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// RawBsonArray members and items: every BSON value each may meet read as the driver reads it on every reader (its value,
/// or its error), the span path's reads of arrays (the driver's C# null document and BSON null as null), the bytes kept,
/// and writes.
/// </summary>
public class RawArrayTests
{
    private static readonly ModelCase Model = new ModelCase<RawArrays>(RawArraysBsonSerializer.Instance, RawArraysBsonSerializer.TryReadDocument);

    private static readonly BsonValue[] Values =
    {
        new BsonArray { 1, "two" }, new BsonArray(), new BsonArray { new BsonDocument("deep", new BsonArray { 1, 2 }), BsonNull.Value },
        new BsonDocument("_csharpnull", true), new BsonDocument("_csharpnull", false), new BsonDocument { { "_csharpnull", true }, { "x", 1 } },
        new BsonDocument("a", 1), new BsonDocument(), BsonNull.Value, 5, "text", true, BsonUndefined.Value,
    };

    [Fact]
    public void Every_value_reads_as_in_the_driver()
    {
        foreach (var value in Values)
        {
            foreach (var bson in new[]
            {
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "First", value } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Items", new BsonArray { value, new BsonArray { 0 } } } }),
            })
            {
                Model.AssertSameReadOnEveryPath(bson);
            }
        }
    }

    [Fact]
    public void The_span_path_reads_arrays_and_nulls()
    {
        foreach (var value in new BsonValue[] { new BsonArray { 1, "a" }, new BsonArray(), new BsonDocument("_csharpnull", true), BsonNull.Value })
        {
            var bson = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "First", value }, { "Items", new BsonArray { new BsonArray { 2 } } } });
            Model.AssertSameReadOnEveryPath(bson, spanReads: true);
        }
    }

    [Fact]
    public void A_member_keeps_a_slice_of_the_readers_buffer_as_the_driver_gives_it()
    {
        var bson = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "First", new BsonArray { "value", 7 } }, { "Items", new BsonArray { new BsonArray { 2 } } } });
        var driver = Oracle.Read(Oracle.Driver<RawArrays>(), ReaderKind.ByteArrayBuffer, bson);
        var generated = Oracle.Read(RawArraysBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
        Assert.Equal(driver.First!.Slice.GetType(), generated.First!.Slice.GetType());
        Assert.Equal("value", generated.First[0].AsString);
        Assert.Equal(7, generated.First[1].AsInt32);
        Assert.Equal(2, generated.Items![0][0].AsInt32);
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        var raw = RawArray(new BsonArray { 1, "two", new BsonDocument("x", 3) });
        foreach (var value in new[]
        {
            new RawArrays(),
            new RawArrays { Id = 2, First = raw, Second = RawArray(new BsonArray()), Items = new List<RawBsonArray> { raw, raw } },
        })
        {
            Oracle.AssertSameBytes(RawArraysBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(RawArraysBsonSerializer.Instance, Oracle.Write(RawArraysBsonSerializer.Instance, value), Readers.All);
        }
    }

    private static RawBsonArray RawArray(BsonArray array) => new(RawBsonWriter.ArrayBuffer(array));
}

/// <summary>
/// RawBsonArray members and items. (Not a linked model: the driver refuses to write a null item, which the seeded
/// instances would hold.)
/// </summary>
[GenerateBsonSerializer]
public class RawArrays
{
    public int Id { get; set; }

    public RawBsonArray? First { get; set; }

    public RawBsonArray? Second { get; set; }

    public List<RawBsonArray>? Items { get; set; }
}
