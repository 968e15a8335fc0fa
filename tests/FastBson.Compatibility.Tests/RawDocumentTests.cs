using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// RawBsonDocument members and items: every BSON value each may meet read as the driver reads it on every reader (its
/// value, or its error), the span path's reads of documents (the driver's C# null document and BSON null as null), the
/// bytes kept, and writes.
/// </summary>
public class RawDocumentTests
{
    private static readonly ModelCase Model = new ModelCase<RawItems>(RawItemsBsonSerializer.Instance, RawItemsBsonSerializer.TryReadDocument);

    private static readonly BsonValue[] Values =
    {
        new BsonDocument { { "a", 1 }, { "b", "two" } }, new BsonDocument(), new BsonDocument("_csharpnull", true), new BsonDocument("_csharpnull", false),
        new BsonDocument { { "_csharpnull", true }, { "x", 1 } }, new BsonDocument("nested", new BsonDocument("deep", new BsonArray { 1, 2 })),
        BsonNull.Value, 5, "text", new BsonArray { 1 }, true, BsonUndefined.Value,
    };

    [Fact]
    public void Every_value_reads_as_in_the_driver()
    {
        foreach (var value in Values)
        {
            foreach (var bson in new[]
            {
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "First", value } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Items", new BsonArray { value, new BsonDocument("z", 0) } } }),
            })
            {
                Model.AssertSameReadOnEveryPath(bson);
            }
        }
    }

    [Fact]
    public void The_span_path_reads_documents_and_nulls()
    {
        foreach (var value in new BsonValue[] { new BsonDocument { { "a", 1 } }, new BsonDocument(), new BsonDocument("_csharpnull", true), BsonNull.Value })
        {
            var bson = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "First", value }, { "Items", new BsonArray { new BsonDocument("b", 2) } } });
            Model.AssertSameReadOnEveryPath(bson, spanReads: true);
        }
    }

    [Fact]
    public void A_member_keeps_a_slice_of_the_readers_buffer_as_the_driver_gives_it()
    {
        var bson = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "First", new BsonDocument("a", "value") }, { "Items", new BsonArray { new BsonDocument("b", 2) } } });
        var driver = Oracle.Read(Oracle.Driver<RawItems>(), ReaderKind.ByteArrayBuffer, bson);
        var generated = Oracle.Read(RawItemsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
        Assert.Equal(driver.First!.Slice.GetType(), generated.First!.Slice.GetType());
        Assert.Equal(driver.First.ToBson(), generated.First.ToBson());
        Assert.Equal("value", generated.First["a"].AsString);
        Assert.Equal(2, generated.Items![0]["b"].AsInt32);
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        var raw = new RawBsonDocument(new BsonDocument { { "a", 1 }, { "b", "two" } }.ToBson());
        foreach (var value in new[]
        {
            new RawItems(),
            new RawItems { Id = 2, First = raw, Second = new RawBsonDocument(new BsonDocument().ToBson()), Items = new List<RawBsonDocument> { raw, raw } },
        })
        {
            Oracle.AssertSameBytes(RawItemsBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(RawItemsBsonSerializer.Instance, Oracle.Write(RawItemsBsonSerializer.Instance, value), Readers.All);
        }
    }
}

/// <summary>
/// RawBsonDocument members and items. (Not a linked model: the driver refuses to write a null item, which the seeded
/// instances would hold.)
/// </summary>
[GenerateBsonSerializer]
public class RawItems
{
    public int Id { get; set; }

    public RawBsonDocument? First { get; set; }

    public RawBsonDocument? Second { get; set; }

    public List<RawBsonDocument>? Items { get; set; }
}
