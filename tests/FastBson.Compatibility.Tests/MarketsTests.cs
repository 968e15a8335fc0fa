using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Fixtures;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>The reference workload through both serializers, on every reader kind.</summary>
public class MarketsTests
{
    [Fact]
    public void Markets_are_written_with_the_drivers_bytes()
    {
        foreach (var market in MarketGenerator.CreateMarkets(300, seed: 1))
        {
            Oracle.AssertSameBytes(MarketBsonSerializer.Instance, market);
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void Markets_are_read_like_the_driver_reads_them(ReaderKind kind)
    {
        foreach (var market in MarketGenerator.CreateMarkets(200, seed: 2))
        {
            var bson = Oracle.Write(Oracle.Driver<Market>(), market);
            Oracle.AssertSameReadAndMessage(MarketBsonSerializer.Instance, bson, new[] { kind });
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_batch_document_round_trips(ReaderKind kind)
    {
        var batch = MarketGenerator.CreateBatch(500, seed: 3);
        var bson = Oracle.Write(Oracle.Driver<MarketsBatch>(), batch);
        Oracle.AssertSameBytes(MarketsBatchBsonSerializer.Instance, batch);
        Oracle.AssertSameReadAndMessage(MarketsBatchBsonSerializer.Instance, bson, new[] { kind });

        var read = Oracle.Read(MarketsBatchBsonSerializer.Instance, kind, bson);
        Assert.Equal(batch.Markets.Select(m => m.Id), read.Markets.Select(m => m.Id));
        Assert.Equal(batch.Markets.SelectMany(m => m.Selections).Select(s => s.Name), read.Markets.SelectMany(m => m.Selections).Select(s => s.Name));
    }
}
