using System;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// <c>Deserialize</c>, called as the driver calls it, reads canonical documents on the span path: over a byte
/// buffer, not one element name or value goes through the IBsonReader API (a <see cref="CountingReader"/> counts
/// them), only the start and end of the document, and the object is the driver's. The counter is proven on the
/// IBsonReader path, where it must count.
/// </summary>
public class SpanPathTests
{
    private const int DocumentsPerModel = 100;

    public static TheoryData<string, ReaderKind> ModelsOnBufferReaders()
    {
        var data = new TheoryData<string, ReaderKind>();
        foreach (var model in ModelCatalog.All)
        {
            foreach (var kind in Readers.Buffer)
            {
                data.Add(model.Name, kind);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(ModelsOnBufferReaders))]
    public void Deserialize_reads_canonical_documents_without_the_reader(string model, ReaderKind kind)
    {
        var corpus = ModelCatalog.Get(model);
        foreach (var bson in corpus.DriverDocuments(DocumentsPerModel, seed: 14))
        {
            var (rewritten, reader) = corpus.GeneratedReadCounted(bson, kind);
            AssertSpanPath(reader, bson);
            Assert.Equal(corpus.DriverReadRewritten(bson, kind), rewritten);
        }
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void Deserialize_reads_markets_without_the_reader(ReaderKind kind)
    {
        foreach (var market in MarketGenerator.CreateMarkets(50, seed: 4))
        {
            AssertSpanPathRead(MarketBsonSerializer.Instance, Oracle.Write(Oracle.Driver<Market>(), market), kind);
        }

        AssertSpanPathRead(MarketsBatchBsonSerializer.Instance, Oracle.Write(Oracle.Driver<MarketsBatch>(), MarketGenerator.CreateBatch(200, seed: 5)), kind);
    }

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void The_counter_counts_what_the_IBsonReader_path_reads(string model)
    {
        // Over a plain stream SpanDocument cannot open the document: the same Deserialize reads it through the reader.
        var corpus = ModelCatalog.Get(model);
        foreach (var bson in corpus.DriverDocuments(10, seed: 14))
        {
            var (rewritten, reader) = corpus.GeneratedReadCounted(bson, ReaderKind.PlainStream);
            Assert.NotEmpty(reader.Reads);
            Assert.Equal(corpus.DriverReadRewritten(bson, ReaderKind.PlainStream), rewritten);
        }
    }

    [Theory]
    [MemberData(nameof(Readers.BufferKinds), MemberType = typeof(Readers))]
    public void A_coerced_value_on_a_byte_buffer_is_read_through_the_reader(ReaderKind kind)
    {
        // The span path takes only the BSON type the driver writes for a member: an Int64 for an int leaves the
        // document to the driver's rules on the IBsonReader path, which the counter must see.
        var bson = Oracle.ToBson(new BsonDocument { { "Int", 5L }, { "Text", "x" } });
        var (value, reader) = Oracle.ReadCounted(ScalarsBsonSerializer.Instance, kind, bson);
        Assert.Contains("ReadInt64", reader.Reads);
        Assert.Contains("ReadString", reader.Reads);
        Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<Scalars>(), kind, bson)), Oracle.Rewritten(value));
    }

    private static void AssertSpanPathRead<T>(IBsonSerializer<T> generated, byte[] bson, ReaderKind kind)
    {
        var (value, reader) = Oracle.ReadCounted(generated, kind, bson);
        AssertSpanPath(reader, bson);
        Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<T>(), kind, bson)), Oracle.Rewritten(value));
    }

    private static void AssertSpanPath(CountingReader reader, byte[] bson)
    {
        Assert.True(reader.Reads.Count == 0, $"read through the IBsonReader API: {string.Join(", ", reader.Reads.Distinct())} for {Convert.ToHexString(bson)}");

        // SpanDocument.Complete: into the document and out of it, through the reader's own checks.
        Assert.Equal(new[] { "ReadStartDocument", "ReadEndDocument" }, reader.Moves);
    }
}
