using System;
using System.Collections.Generic;
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
/// buffer, no element name or value goes through the IBsonReader API (a <see cref="CountingReader"/> counts them)
/// but those of elements handed to the document's reader (members the driver's serializer serves, and nested
/// documents holding one), only the start and end of the document, and the object is the driver's. The counter is
/// proven on the IBsonReader path, where it must count.
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
            Assert.Equal(corpus.DriverReadRewritten(bson, kind), rewritten);
            if (corpus.IsSubclassDocument(bson))
            {
                // A subclass's document is read by the serializer the driver looks up for it: here, where nothing is
                // registered, the driver's (the registered tests read them through the generated ones).
                continue;
            }

            AssertSpanPath(reader, bson, corpus.HandedOffElements);
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

    private static void AssertSpanPathRead<T>(IBsonSerializer<T> generated, byte[] bson, ReaderKind kind)
    {
        var (value, reader) = Oracle.ReadCounted(generated, kind, bson);
        AssertSpanPath(reader, bson, new HashSet<string>());
        Assert.Equal(Oracle.Rewritten(Oracle.Read(Oracle.Driver<T>(), kind, bson)), Oracle.Rewritten(value));
    }

    private static void AssertSpanPath(CountingReader reader, byte[] bson, IReadOnlySet<string> handedOff)
    {
        var strays = reader.TopLevelNames.Where(name => !handedOff.Contains(name)).ToArray();
        Assert.True(strays.Length == 0, $"read through the IBsonReader API: {string.Join(", ", strays)} for {Convert.ToHexString(bson)}");
        if (reader.TopLevelNames.Count == 0)
        {
            // A bookmark taken and returned to reads nothing: a class with mapped subclasses does that where the driver's
            // discriminator search does (see DiscriminatedReads), for what the return does to the reader's context.
            var reads = reader.Reads.Where(read => read is not ("GetBookmark" or "ReturnToBookmark")).ToList();
            Assert.True(reads.Count == 0, $"read through the IBsonReader API: {string.Join(", ", reads.Distinct())} for {Convert.ToHexString(bson)}");

            // SpanDocument.Complete: into the document and out of it, through the reader's own checks.
            Assert.Equal(new[] { "ReadStartDocument", "ReadEndDocument" }, reader.Moves);
            return;
        }

        // The first hand-off enters the document, SpanDocument.Complete leaves it from its terminator.
        Assert.Equal("ReadStartDocument", reader.Moves[0]);
        Assert.Equal("ReadEndDocument", reader.Moves[^1]);
    }
}
