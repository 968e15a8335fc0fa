using System;
using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

// One small class per workload: BenchmarkDotNet needs a concrete type, and each carries its own category so it
// gets its own baseline in a joined table. The batches take one call per iteration ([InvocationCount(1)]): a call
// takes hundreds of milliseconds, and the pilot stage that would otherwise choose that count spends five calls on it
// (it starts at four), a large share of a quick run. The Markets batches, the cursor and the nested event log take 15 iterations
// ([IterationCount(15)]): most of a call's time is the garbage collector's, promoting the whole graph the call builds, and
// the collections it runs vary so much from call to call (on .NET 10, the floor of the batch took 85 to 155 ms with the
// default concurrent collector) that five iterations let one slow call set a ratio.

/// <summary>
/// The reference workload: one document holding 20,000 markets (the story's "ArrWrapper"), with its floor: the same
/// graph built from values decoded in advance (<see cref="MarketsFloor"/>).
/// </summary>
[BenchmarkCategory(Categories.Batch)]
[InvocationCount(1)]
[IterationCount(15)]
public class DeserializeMarketsBatch : DeserializeBenchmarks<MarketsBatch>
{
    /// <summary>The markets in the small batches that bring the batch readers to their optimized tier (see <see cref="TierUp"/>).</summary>
    internal const int TierUpCount = 16;

    // Decoded once per process (the in-process toolchain runs every case in one process), like Payload's bytes.
    private static MarketsFloor? _sharedFloor;

    private MarketsFloor _floor = null!;

    protected override IBsonSerializer<MarketsBatch> Generated => MarketsBatchBsonSerializer.Instance;

    protected override JsonTypeInfo<MarketsBatch> JsonInfo => FixtureJsonContext.Default.MarketsBatch;

    /// <summary>The same batch read by serializers written by hand for speed (<see cref="HandWrittenMarkets"/>).</summary>
    [Benchmark]
    public MarketsBatch HandWritten() => ReadWith(HandWrittenMarkets.Batch);

    /// <summary>The limit: the object graph built from decoded values, with no reading at all.</summary>
    [Benchmark]
    public MarketsBatch FloorFromDecoded() => _floor.Build();

    protected override MarketsBatch CreateValue() => Workloads.Batch;

    protected override MarketsBatch CreateTierUpValue() => MarketGenerator.CreateBatch(TierUpCount);

    protected override void TierUpContestants(MarketsBatch small)
    {
        base.TierUpContestants(small);
        TierUpWith(HandWrittenMarkets.Batch, small);
        var floor = MarketsFloor.Decode(small);
        TierUp.Run(() => floor.Build());
    }

    protected override void SetupContestants(byte[] bson)
    {
        base.SetupContestants(bson);
        Verify(nameof(HandWritten), HandWritten);
        _floor = _sharedFloor ??= MarketsFloor.Decode(ReadWithDriver());
        Verify(nameof(FloorFromDecoded), FloorFromDecoded);
    }
}

/// <summary>
/// The reference batch with the member types real services use: Guid ids, a DateTimeOffset, a long-based enum
/// (<see cref="RichMarket"/>), with its floor (<see cref="RichMarketsFloor"/>). No JSON row: the plain batch shows that
/// reference already, and each batch row costs seconds of the quick run.
/// </summary>
[BenchmarkCategory(Categories.RichBatch)]
[InvocationCount(1)]
[IterationCount(15)]
public class DeserializeRichMarketsBatch : BsonDeserializeBenchmarks<RichMarketsBatch>
{
    private static RichMarketsFloor? _sharedFloor;

    private RichMarketsFloor _floor = null!;

    protected override IBsonSerializer<RichMarketsBatch> Generated => RichMarketsBatchBsonSerializer.Instance;

    /// <summary>The limit: the object graph built from decoded values, with no reading at all.</summary>
    [Benchmark]
    public RichMarketsBatch FloorFromDecoded() => _floor.Build();

    protected override RichMarketsBatch CreateValue() => RichMarketGenerator.CreateBatch();

    protected override RichMarketsBatch CreateTierUpValue() => RichMarketGenerator.CreateBatch(DeserializeMarketsBatch.TierUpCount);

    protected override void TierUpContestants(RichMarketsBatch small)
    {
        var floor = RichMarketsFloor.Decode(small);
        TierUp.Run(() => floor.Build());
    }

    protected override void SetupContestants(byte[] bson)
    {
        _floor = _sharedFloor ??= RichMarketsFloor.Decode(ReadWithDriver());
        Verify(nameof(FloorFromDecoded), FloorFromDecoded);
    }
}

/// <summary>One market: the per-document cost of a Find that returns markets one by one.</summary>
[BenchmarkCategory(Categories.Market)]
public class DeserializeMarket : DeserializeBenchmarks<Market>
{
    protected override IBsonSerializer<Market> Generated => MarketBsonSerializer.Instance;

    protected override JsonTypeInfo<Market> JsonInfo => FixtureJsonContext.Default.Market;

    /// <summary>The same market read by serializers written by hand for speed (<see cref="HandWrittenMarkets"/>).</summary>
    [Benchmark]
    public Market HandWritten() => ReadWith(HandWrittenMarkets.Market);

    protected override Market CreateValue() => Workloads.SingleMarket;

    protected override void TierUpContestants(Market small)
    {
        base.TierUpContestants(small);
        TierUpWith(HandWrittenMarkets.Market, small);
    }

    protected override void SetupContestants(byte[] bson)
    {
        base.SetupContestants(bson);
        Verify(nameof(HandWritten), HandWritten);
    }
}

/// <summary>A wide flat document of 108 scalar members.</summary>
[BenchmarkCategory(Categories.Wide)]
public class DeserializeWideDocument : DeserializeBenchmarks<WideDocument>
{
    protected override IBsonSerializer<WideDocument> Generated => WideDocumentBsonSerializer.Instance;

    protected override JsonTypeInfo<WideDocument> JsonInfo => FixtureJsonContext.Default.WideDocument;

    protected override WideDocument CreateValue() => WideDocumentGenerator.Create();
}

/// <summary>A recursive tree, 8 levels deep, a few thousand nodes.</summary>
[BenchmarkCategory(Categories.Tree)]
public class DeserializeTree : DeserializeBenchmarks<TreeNode>
{
    protected override IBsonSerializer<TreeNode> Generated => TreeNodeBsonSerializer.Instance;

    protected override JsonTypeInfo<TreeNode> JsonInfo => FixtureJsonContext.Default.TreeNode;

    protected override TreeNode CreateValue() => TreeGenerator.CreateTree();
}

/// <summary>An order keyed by a Guid with a DateTimeOffset.</summary>
[BenchmarkCategory(Categories.Order)]
public class DeserializeOrder : DeserializeBenchmarks<Order>
{
    protected override IBsonSerializer<Order> Generated => OrderBsonSerializer.Instance;

    protected override JsonTypeInfo<Order> JsonInfo => FixtureJsonContext.Default.Order;

    protected override Order CreateValue() => OrderGenerator.Create();
}

/// <summary>
/// A flat document with every BSON type, shaped like the benchmarking specification's FULL_BSON document: the BSON-only
/// types are the driver's own classes, which FastBson hands to the driver's serializers. No JSON row: JSON has no
/// counterpart for most of these types.
/// </summary>
[BenchmarkCategory(Categories.AllTypes)]
public class DeserializeAllBsonTypes : BsonDeserializeBenchmarks<AllBsonTypes>
{
    protected override IBsonSerializer<AllBsonTypes> Generated => AllBsonTypesBsonSerializer.Instance;

    protected override AllBsonTypes CreateValue() => AllBsonTypesGenerator.Create();
}

/// <summary>
/// A payment whose every member has an application's own <c>[BsonSerializer]</c> (ids as text, money as strings, Unix
/// seconds): the cost around serializers that neither side can make faster. No JSON row: JSON would not run those
/// serializers.
/// </summary>
[BenchmarkCategory(Categories.Custom)]
public class DeserializePayment : BsonDeserializeBenchmarks<Payment>
{
    protected override IBsonSerializer<Payment> Generated => PaymentBsonSerializer.Instance;

    protected override Payment CreateValue() => PaymentGenerator.Create();
}

/// <summary>
/// A page of 2,000 events whose attributes are <c>object</c> values in a dictionary (<see cref="EventLog"/>), as the
/// driver's ObjectSerializer reads them. No JSON row: System.Text.Json reads an <c>object</c> as a JsonElement, another
/// graph.
/// </summary>
[BenchmarkCategory(Categories.Objects)]
public class DeserializeEventLog : BsonDeserializeBenchmarks<EventLog>
{
    protected override IBsonSerializer<EventLog> Generated => EventLogBsonSerializer.Instance;

    protected override EventLog CreateValue() => EventLogGenerator.Create();

    protected override EventLog CreateTierUpValue() => EventLogGenerator.Create(events: 16);
}

/// <summary>
/// The event log with a nested document (an ExpandoObject holding another) and an array (a list of strings) in every event's
/// attributes (<see cref="EventLogGenerator.CreateNested"/>): the dynamic values the driver reads back as ExpandoObjects and
/// lists, read by generated code as the driver's ObjectSerializer reads them. Fifteen iterations, as
/// for the batches: a call builds 2,000 dictionaries of boxed values and ExpandoObjects, whose promotion by the garbage
/// collector took 40 to 50% of a call's time on .NET 10 (both readers, MongoDB.Bson 2.14), so five let one call's
/// collections set a ratio.
/// </summary>
[BenchmarkCategory(Categories.Objects)]
[IterationCount(15)]
public class DeserializeEventLogNested : BsonDeserializeBenchmarks<EventLog>
{
    protected override IBsonSerializer<EventLog> Generated => EventLogBsonSerializer.Instance;

    protected override EventLog CreateValue() => EventLogGenerator.CreateNested();

    protected override EventLog CreateTierUpValue() => EventLogGenerator.CreateNested(events: 16);
}

/// <summary>
/// 20,000 positional records in one document (issue 9): the driver creates each without a constructor and sets its
/// init-only properties through its member maps; FastBson does the same in generated code. No JSON row: the batch rows
/// cost seconds of the quick run each. A call takes milliseconds, and the batch's own read (a loop over 20,000 items)
/// runs once per call: with dynamic PGO the runtime swaps in its optimized code only after two rounds of thirty calls
/// (plain code, then instrumented code, each round followed by a 100 ms pause that new code keeps extending). Measured
/// on .NET 10 at 30 warm-up calls, the first workload of a process still ran its instrumented code, 5x slower, into
/// the measured iterations (0.50 of the driver's time instead of 0.13 with DOTNET_TieredPGO=0); from about the 20th
/// to the 35th call it is optimized, so eighty calls leave margin.
/// </summary>
[BenchmarkCategory(Categories.Records)]
[InvocationCount(1)]
[WarmupCount(80)]
public class DeserializeTradeRecords : BsonDeserializeBenchmarks<TradesBatch>
{
    protected override IBsonSerializer<TradesBatch> Generated => TradesBatchBsonSerializer.Instance;

    protected override TradesBatch CreateValue() => TradeGenerator.CreateBatch();
}

/// <summary>
/// The same 20,000 trades as immutable classes (issue 9): the driver's class map creates each through its creator map,
/// gathering the values in a dictionary (each value type boxed) and calling the constructor through DynamicInvoke;
/// FastBson reads them into a struct and calls the constructor directly. Warmed up as the positional records are.
/// </summary>
[BenchmarkCategory(Categories.CreatorRecords)]
[InvocationCount(1)]
[WarmupCount(80)]
public class DeserializeFrozenTradeRecords : BsonDeserializeBenchmarks<FrozenTradesBatch>
{
    protected override IBsonSerializer<FrozenTradesBatch> Generated => FrozenTradesBatchBsonSerializer.Instance;

    protected override FrozenTradesBatch CreateValue() => TradeGenerator.CreateFrozenBatch();
}

/// <summary>
/// A document read by the driver and by FastBson as an application runs it, with <c>FastBsonSerializers.RegisterAll()</c>
/// called: the workloads whose generated code reaches other types through the driver's registry. The registered row runs
/// in a load context of its own (see <see cref="RegisteredSide"/>), so that this process's driver stays unregistered.
/// Warmed up as the records are.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
[MemoryDiagnoser]
[InvocationCount(1)]
[WarmupCount(80)]
public abstract class RegisteredDeserializeBenchmarks<T>
    where T : class
{
    private IBsonSerializer<T> _driver = null!;
    private IByteBuffer _bson = null!;
    private Func<object> _registered = null!;

    /// <summary>The memory layout the readers see.</summary>
    [Params(BufferKind.Contiguous, BufferKind.MultiChunk)]
    public BufferKind Buffer { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _driver = Workloads.DriverSerializer<T>();
        var bytes = Create().ToBson(_driver);
        _bson = BufferLayouts.CreateBsonBuffer(bytes, Buffer);
        Workloads.Verify(nameof(DriverClassMap), bytes, DriverClassMap().ToBson(_driver));
        _registered = RegisteredSide.Reader(typeof(T), bytes, Buffer);
    }

    [Benchmark(Baseline = true)]
    public T DriverClassMap()
    {
        using var stream = new ByteBufferStream(_bson, ownsBuffer: false);
        using var reader = new BsonBinaryReader(stream);
        return _driver.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }

    [Benchmark]
    public object FastBsonRegistered() => _registered();

    /// <summary>The document both read.</summary>
    protected abstract T Create();
}

/// <summary>
/// A portfolio of 20,000 holdings of three subclasses of one base class, in one document (issue 9). The driver reads each
/// item through the base class's class map: a scan of the item for its discriminator (a bookmark, each element name
/// decoded, the value read into a BsonValue, a lookup under a lock), then the subclass's serializer. FastBson finds the
/// discriminator in the bytes and looks it up in its table of generated subclasses, which needs them registered.
/// </summary>
[BenchmarkCategory(Categories.Deserialize, Categories.Polymorphic)]
public class DeserializePolymorphicPortfolio : RegisteredDeserializeBenchmarks<Portfolio>
{
    protected override Portfolio Create() => PortfolioGenerator.Create();
}

/// <summary>
/// The same 20,000 holdings held by an interface (<see cref="HoldingsBook"/>): the driver's list and
/// DiscriminatedInterfaceSerializer scan each item for its discriminator and hand it to its class's serializer under the
/// interface, whose class map scans it again. The registered generated serializer reads the list from the buffer and
/// each item there, found by its discriminator in its table for the interface (InterfaceValues).
/// </summary>
[BenchmarkCategory(Categories.Deserialize, Categories.Interface)]
public class DeserializeInterfacePortfolio : RegisteredDeserializeBenchmarks<HoldingsBook>
{
    protected override HoldingsBook Create() => PortfolioGenerator.CreateBook();
}
