using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// LazyBsonDocument and LazyBsonArray members and items: every BSON value each may meet read as the driver reads it on
/// every reader (its value, or its error), the span path's reads of documents and arrays (the driver's C# null document
/// and BSON null as null), the bytes kept, and writes, of values still over their bytes and of values changed since.
/// </summary>
public class LazyValueTests
{
    private static readonly ModelCase Model = new ModelCase<LazyItems>(LazyItemsBsonSerializer.Instance, LazyItemsBsonSerializer.TryReadDocument);

    private static readonly BsonValue[] Values =
    {
        new BsonDocument { { "a", 1 }, { "b", "two" } }, new BsonDocument(), new BsonDocument("_csharpnull", true), new BsonDocument("_csharpnull", false),
        new BsonDocument { { "_csharpnull", true }, { "x", 1 } }, new BsonDocument("nested", new BsonDocument("deep", new BsonArray { 1, 2 })),
        new BsonArray { 1, "two" }, new BsonArray(), new BsonArray { new BsonDocument("deep", new BsonArray { 1, 2 }), BsonNull.Value },
        BsonNull.Value, 5, "text", true, BsonUndefined.Value,
    };

    [Fact]
    public void Every_value_reads_as_in_the_driver()
    {
        foreach (var value in Values)
        {
            foreach (var bson in new[]
            {
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Document", value } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Array", value } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Documents", new BsonArray { value, new BsonDocument("z", 0) } } }),
                Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "Arrays", new BsonArray { value, new BsonArray { 0 } } } }),
            })
            {
                Model.AssertSameReadOnEveryPath(bson);
            }
        }
    }

    [Fact]
    public void The_span_path_reads_documents_arrays_and_nulls()
    {
        foreach (var (document, array) in new (BsonValue, BsonValue)[]
        {
            (new BsonDocument { { "a", 1 } }, new BsonArray { 1, "a" }),
            (new BsonDocument(), new BsonArray()),
            (new BsonDocument("_csharpnull", true), new BsonDocument("_csharpnull", true)),
            (BsonNull.Value, BsonNull.Value),
        })
        {
            var bson = Oracle.ToBson(new BsonDocument
            {
                { "_id", 1 }, { "Document", document }, { "Array", array },
                { "Documents", new BsonArray { new BsonDocument("b", 2) } }, { "Arrays", new BsonArray { new BsonArray { 3 } } },
            });
            Model.AssertSameReadOnEveryPath(bson, spanReads: true);
        }
    }

    [Fact]
    public void A_member_keeps_a_slice_of_the_readers_buffer_as_the_driver_gives_it()
    {
        var bson = Oracle.ToBson(new BsonDocument
        {
            { "_id", 1 }, { "Document", new BsonDocument("a", "value") }, { "Array", new BsonArray { "item", 7 } },
            { "Documents", new BsonArray { new BsonDocument("b", 2) } }, { "Arrays", new BsonArray { new BsonArray { 3 } } },
        });
        var driver = Oracle.Read(Oracle.Driver<LazyItems>(), ReaderKind.ByteArrayBuffer, bson);
        var generated = Oracle.Read(LazyItemsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
        Assert.Equal(driver.Document!.Slice.GetType(), generated.Document!.Slice.GetType());
        Assert.Equal(driver.Array!.Slice.GetType(), generated.Array!.Slice.GetType());
        Assert.Equal("value", generated.Document["a"].AsString);
        Assert.Equal(7, generated.Array[1].AsInt32);
        Assert.Equal(2, generated.Documents![0]["b"].AsInt32);
        Assert.Equal(3, generated.Arrays![0][0].AsInt32);
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        var document = Document(new BsonDocument { { "a", 1 }, { "b", "two" } });
        var array = Array(new BsonArray { 1, "two", new BsonDocument("x", 3) });
        foreach (var value in new[]
        {
            new LazyItems(),
            new LazyItems { Id = 2, Document = document, Array = array, Documents = new List<LazyBsonDocument> { document, Document(new BsonDocument()) }, Arrays = new List<LazyBsonArray> { array, Array(new BsonArray()) } },
        })
        {
            Oracle.AssertSameBytes(LazyItemsBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(LazyItemsBsonSerializer.Instance, Oracle.Write(LazyItemsBsonSerializer.Instance, value), Readers.All);
        }
    }

    [Fact]
    public void A_lazy_value_changed_since_it_was_read_is_refused_where_the_driver_overflows_the_stack()
    {
        // Changed, a lazy value keeps no bytes (Slice is null), and the driver's serializer of it calls itself through
        // BsonDocumentSerializer until the stack overflows, ending the process (so the driver cannot be the oracle here):
        // the generated serializer refuses it with the reason, as a member, an item, and within a BsonValue it writes.
        var changed = Document(new BsonDocument("a", 1));
        changed.Add("b", "added");
        var changedArray = Array(new BsonArray { 1 });
        changedArray.Add("added");
        Assert.Null(changed.Slice);
        Assert.Null(changedArray.Slice);

        foreach (var value in new[]
        {
            new LazyItems { Document = changed },
            new LazyItems { Array = changedArray },
            new LazyItems { Documents = new List<LazyBsonDocument> { Document(new BsonDocument()), changed } },
            new LazyItems { Arrays = new List<LazyBsonArray> { changedArray } },
        })
        {
            var error = Assert.Throws<BsonSerializationException>(() => Oracle.Write(LazyItemsBsonSerializer.Instance, value));
            Assert.Contains("changed since it was read", error.Message, System.StringComparison.Ordinal);
        }

        var tree = Assert.Throws<BsonSerializationException>(() => Oracle.Write(Models.BsonValuesBsonSerializer.Instance, new Models.BsonValues { Document = new BsonDocument("lazy", changed) }));
        Assert.Contains("new BsonDocument(value)", tree.Message, System.StringComparison.Ordinal);

        // Its elements, copied, are written as the driver writes them.
        Oracle.AssertSameBytes(LazyItemsBsonSerializer.Instance, new LazyItems { Documents = new List<LazyBsonDocument> { Document(new BsonDocument(changed)) } });
    }

    private static LazyBsonDocument Document(BsonDocument document) => new(document.ToBson());

    private static LazyBsonArray Array(BsonArray array) => new(RawBsonWriter.ArrayBuffer(array));
}

/// <summary>
/// LazyBsonDocument and LazyBsonArray members and items. (Not a linked model: the driver refuses to write a null item, which
/// the seeded instances would hold; LazyHolder is the linked one.)
/// </summary>
[GenerateBsonSerializer]
public class LazyItems
{
    public int Id { get; set; }

    public LazyBsonDocument? Document { get; set; }

    public LazyBsonArray? Array { get; set; }

    public List<LazyBsonDocument>? Documents { get; set; }

    public List<LazyBsonArray>? Arrays { get; set; }
}
