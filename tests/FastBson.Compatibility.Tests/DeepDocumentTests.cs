using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;
using static FastBson.Compatibility.Tests.Infrastructure.RawBson;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Documents nested deeper than the driver's writers go (they refuse nesting beyond MaxSerializationDepth, 100),
/// which readers accept all the same: built by hand, read by both serializers on every reader kind (value, or
/// exception type and message).
/// </summary>
public class DeepDocumentTests
{
    [Theory]
    [InlineData(60)]
    [InlineData(150)]
    [InlineData(FastBsonSerializers.DefaultMaxReadDepth - 1)] // nodes 0 to levels: the limit (DepthGuardTests)
    public void Nodes_nested_deeper_than_the_writer_allows(int levels)
    {
        foreach (var bson in new[] { NodesInChildren(levels), NodesInNamed(levels) })
        {
            // Each node is two levels (the node and its list or dictionary): beyond what the writer writes.
            var tree = Readers.Tree(bson);
            Assert.Throws<BsonSerializationException>(() => Oracle.ToBson(tree));

            Oracle.AssertSameReadAndMessage(NodeBsonSerializer.Instance, bson, Readers.All);
        }
    }

    [Theory]
    [InlineData(150)]
    [InlineData(FastBsonSerializers.DefaultMaxReadDepth - 2)] // with DriverServed and Raw: the limit (DepthGuardTests)
    public void Driver_served_documents_nested_deeper_than_the_writer_allows(int levels)
    {
        // DriverServed.Raw is a BsonDocument: the span path hands its bytes to the driver's serializer.
        var raw = Document(Element(Int32Type, "leaf", Int32(levels)));
        for (var i = 0; i < levels; i++)
        {
            raw = Document(Element(DocumentType, "d", raw));
        }

        Oracle.AssertSameReadAndMessage(DriverServedBsonSerializer.Instance, Document(Element(Int32Type, "_id", Int32(1)), Element(DocumentType, "Raw", raw)), Readers.All);
    }

    /// <summary><c>{ _id: 0, Children: [ { _id: 1, Children: [ … { _id: levels } ] } ] }</c>.</summary>
    private static byte[] NodesInChildren(int levels) =>
        Nest(levels, node => Element(ArrayType, "Children", Document(Element(DocumentType, "0", node))));

    /// <summary><c>{ _id: 0, Named: { n: { _id: 1, Named: { n: … { _id: levels } } } } }</c>.</summary>
    private static byte[] NodesInNamed(int levels) =>
        Nest(levels, node => Element(DocumentType, "Named", Document(Element(DocumentType, "n", node))));

    private static byte[] Nest(int levels, System.Func<byte[], byte[]> holding)
    {
        var node = Document(Element(Int32Type, "_id", Int32(levels)), Element(StringType, "Label", String("leaf")));
        foreach (var level in Enumerable.Range(0, levels).Reverse())
        {
            node = Document(Element(Int32Type, "_id", Int32(level)), holding(node));
        }

        return node;
    }
}
