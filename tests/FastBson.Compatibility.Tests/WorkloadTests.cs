using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Fixtures;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// The benchmark workloads beside the Markets (<see cref="MarketsTests"/>), from their own seeded generators, through
/// both serializers on every reader kind: the rich Markets (Guids, DateTimeOffset, a long-based enum), the document of
/// every BSON type, the payment of custom serializers and the event log of <c>object</c> attributes. Random instances of the same models run in the corpus.
/// </summary>
public class WorkloadTests
{
    [Fact]
    public void Rich_markets_are_written_with_the_drivers_bytes()
    {
        foreach (var market in RichMarketGenerator.CreateMarkets(300, seed: 1))
        {
            Oracle.AssertSameBytes(RichMarketBsonSerializer.Instance, market);
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void Rich_markets_are_read_like_the_driver_reads_them(ReaderKind kind)
    {
        foreach (var market in RichMarketGenerator.CreateMarkets(200, seed: 2))
        {
            var bson = Oracle.Write(Oracle.Driver<RichMarket>(), market);
            Oracle.AssertSameReadAndMessage(RichMarketBsonSerializer.Instance, bson, new[] { kind });
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_rich_batch_document_round_trips(ReaderKind kind)
    {
        var batch = RichMarketGenerator.CreateBatch(500, seed: 3);
        var bson = Oracle.Write(Oracle.Driver<RichMarketsBatch>(), batch);
        Oracle.AssertSameBytes(RichMarketsBatchBsonSerializer.Instance, batch);
        Oracle.AssertSameReadAndMessage(RichMarketsBatchBsonSerializer.Instance, bson, new[] { kind });

        var read = Oracle.Read(RichMarketsBatchBsonSerializer.Instance, kind, bson);
        Assert.Equal(batch.Markets.Select(m => m.Id), read.Markets.Select(m => m.Id));
        Assert.Equal(batch.Markets.Select(m => m.StartTime), read.Markets.Select(m => m.StartTime));
        Assert.Equal(batch.Markets.SelectMany(m => m.Selections).Select(s => s.Result), read.Markets.SelectMany(m => m.Selections).Select(s => s.Result));
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_document_of_every_BSON_type_round_trips(ReaderKind kind)
    {
        foreach (var seed in new[] { 1, 2, 3, MarketGenerator.DefaultSeed })
        {
            var document = AllBsonTypesGenerator.Create(seed);
            var bson = Oracle.Write(Oracle.Driver<AllBsonTypes>(), document);
            Oracle.AssertSameBytes(AllBsonTypesBsonSerializer.Instance, document);
            Oracle.AssertSameReadAndMessage(AllBsonTypesBsonSerializer.Instance, bson, new[] { kind });
            Assert.Equal(bson, Oracle.Write(Oracle.Driver<AllBsonTypes>(), Oracle.Read(AllBsonTypesBsonSerializer.Instance, kind, bson)));
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_payment_of_custom_serializers_round_trips(ReaderKind kind)
    {
        foreach (var seed in new[] { 1, 2, 3, MarketGenerator.DefaultSeed })
        {
            var payment = PaymentGenerator.Create(seed);
            var bson = Oracle.Write(Oracle.Driver<Payment>(), payment);
            Oracle.AssertSameBytes(PaymentBsonSerializer.Instance, payment);
            Oracle.AssertSameReadAndMessage(PaymentBsonSerializer.Instance, bson, new[] { kind });

            var read = Oracle.Read(PaymentBsonSerializer.Instance, kind, bson);
            Assert.Equal(payment.Amount, read.Amount);
            Assert.Equal(payment.Payer, read.Payer);
            Assert.Equal(payment.SettledAt, read.SettledAt);
        }
    }

    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_event_log_of_object_attributes_round_trips(ReaderKind kind)
    {
        foreach (var seed in new[] { 1, 2, 3, MarketGenerator.DefaultSeed })
        {
            var log = EventLogGenerator.Create(events: 200, seed);
            var bson = Oracle.Write(Oracle.Driver<EventLog>(), log);
            Oracle.AssertSameBytes(EventLogBsonSerializer.Instance, log);
            Oracle.AssertSameReadAndMessage(EventLogBsonSerializer.Instance, bson, new[] { kind });

            var read = Oracle.Read(EventLogBsonSerializer.Instance, kind, bson);
            Assert.Equal(log.Events.SelectMany(e => e.Attributes), read.Events.SelectMany(e => e.Attributes));
            Assert.Equal(bson, Oracle.Write(Oracle.Driver<EventLog>(), read));
        }
    }

    /// <summary>
    /// The event log whose events also hold a nested document (an ExpandoObject with another inside) and an array (a list of
    /// strings) among their attributes: read as the driver reads them, back into ExpandoObjects and lists, which the driver
    /// writes to the same bytes.
    /// </summary>
    [Theory]
    [MemberData(nameof(Readers.AllKinds), MemberType = typeof(Readers))]
    public void The_event_log_with_nested_attributes_round_trips(ReaderKind kind)
    {
        foreach (var seed in new[] { 1, 2, MarketGenerator.DefaultSeed })
        {
            var log = EventLogGenerator.CreateNested(events: 100, seed);
            var bson = Oracle.Write(Oracle.Driver<EventLog>(), log);
            Oracle.AssertSameBytes(EventLogBsonSerializer.Instance, log);
            Oracle.AssertSameReadAndMessage(EventLogBsonSerializer.Instance, bson, new[] { kind });

            var read = Oracle.Read(EventLogBsonSerializer.Instance, kind, bson);
            Assert.All(read.Events, e => Assert.IsType<System.Dynamic.ExpandoObject>(e.Attributes["http"]));
            Assert.All(read.Events, e => Assert.IsType<List<object>>(e.Attributes["tags"]));
            Assert.Equal(bson, Oracle.Write(Oracle.Driver<EventLog>(), read));
        }
    }
}
