using System;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Every model of the corpus, over 1,000 seeded random instances each: the generated serializer writes the
/// driver's bytes, and reads the driver's bytes into the driver's object on every reader kind.
/// </summary>
public class CorpusTests
{
    private const int InstancesPerModel = 1000;

    // The JSON and BsonDocument readers are slow to build: every tenth instance covers them.
    private const int TreeReaderStride = 10;

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Generated_serializer_writes_the_drivers_bytes(string model)
    {
        ModelCatalog.Get(model).AssertSameBytes(InstancesPerModel, seed: 11);
    }

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Generated_serializer_reads_what_the_driver_reads(string model)
    {
        var corpus = ModelCatalog.Get(model);
        var documents = corpus.DriverDocuments(InstancesPerModel, seed: 12);
        for (var i = 0; i < documents.Length; i++)
        {
            corpus.AssertSameReadAndMessage(documents[i], i % TreeReaderStride == 0 ? Readers.All : Readers.Binary);
        }
    }

    [Theory]
    [MemberData(nameof(ModelCatalog.Names), MemberType = typeof(ModelCatalog))]
    public void Span_path_reads_canonical_documents_itself(string model)
    {
        // Over detached bytes (no reader to hand elements to) the span path declines only documents holding an element
        // it would hand off (a driver-served member, or a nested document holding one) or whose value the reader's
        // settings decide (2.x's legacy UUIDs). It reads every other one itself.
        var corpus = ModelCatalog.Get(model);
        var handedOff = corpus.DetachedDeclines;
        foreach (var bson in corpus.DriverDocuments(InstancesPerModel / 4, seed: 13))
        {
            var span = corpus.SpanReadRewritten(bson);
            if (span is null)
            {
                var names = BsonSerializer.Deserialize<BsonDocument>(bson).Names;
                Assert.True(names.Any(handedOff.Contains), $"declined a document without a driver-served element: {Convert.ToHexString(bson)}");
                continue;
            }

            Assert.Equal(corpus.DriverReadRewritten(bson), span);
        }
    }
}
