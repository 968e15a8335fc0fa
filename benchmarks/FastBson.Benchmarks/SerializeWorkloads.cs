using System;
using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>Writes the 20,000-market batch document.</summary>
[BenchmarkCategory(Categories.Batch)]
public class SerializeMarketsBatch : SerializeBenchmarks<MarketsBatch>
{
    protected override IBsonSerializer<MarketsBatch> Generated => MarketsBatchBsonSerializer.Instance;

    protected override JsonTypeInfo<MarketsBatch> JsonInfo => FixtureJsonContext.Default.MarketsBatch;

    protected override MarketsBatch CreateValue() => Workloads.Batch;

    protected override MarketsBatch CreateTierUpValue() => MarketGenerator.CreateBatch(DeserializeMarketsBatch.TierUpCount);
}

/// <summary>
/// Writes the rich Markets batch (<see cref="RichMarket"/>: Guid ids, a DateTimeOffset, a long-based enum in each
/// selection), whose values depend on the driver's configuration at run time (the Guids' representation).
/// </summary>
[BenchmarkCategory(Categories.Batch)]
public class SerializeRichMarketsBatch : SerializeBenchmarks<RichMarketsBatch>
{
    protected override IBsonSerializer<RichMarketsBatch> Generated => RichMarketsBatchBsonSerializer.Instance;

    protected override JsonTypeInfo<RichMarketsBatch> JsonInfo => FixtureJsonContext.Default.RichMarketsBatch;

    protected override RichMarketsBatch CreateValue() => RichMarketGenerator.CreateBatch();

    protected override RichMarketsBatch CreateTierUpValue() => RichMarketGenerator.CreateBatch(DeserializeMarketsBatch.TierUpCount);
}

/// <summary>Writes one market (an insert or replace of one document).</summary>
[BenchmarkCategory(Categories.Market)]
public class SerializeMarket : SerializeBenchmarks<Market>
{
    protected override IBsonSerializer<Market> Generated => MarketBsonSerializer.Instance;

    protected override JsonTypeInfo<Market> JsonInfo => FixtureJsonContext.Default.Market;

    protected override Market CreateValue() => Workloads.SingleMarket;
}

/// <summary>
/// Writes the every-BSON-type document (<see cref="DeserializeAllBsonTypes"/>): its BSON-only values are the driver's own
/// classes, which the generated code writes as their serializers do. No JSON row, as for the read.
/// </summary>
[BenchmarkCategory(Categories.AllTypes)]
public class SerializeAllBsonTypes : BsonSerializeBenchmarks<AllBsonTypes>
{
    protected override IBsonSerializer<AllBsonTypes> Generated => AllBsonTypesBsonSerializer.Instance;

    protected override AllBsonTypes CreateValue() => AllBsonTypesGenerator.Create();
}

/// <summary>Writes the event log of <c>object</c> attributes (<see cref="DeserializeEventLog"/>). No JSON row, as for the read.</summary>
[BenchmarkCategory(Categories.Objects)]
public class SerializeEventLog : BsonSerializeBenchmarks<EventLog>
{
    protected override IBsonSerializer<EventLog> Generated => EventLogBsonSerializer.Instance;

    protected override EventLog CreateValue() => EventLogGenerator.Create();

    protected override EventLog CreateTierUpValue() => EventLogGenerator.Create(events: 16);
}

/// <summary>Writes the event log with nested attributes (<see cref="DeserializeEventLogNested"/>).</summary>
[BenchmarkCategory(Categories.Objects)]
public class SerializeEventLogNested : BsonSerializeBenchmarks<EventLog>
{
    protected override IBsonSerializer<EventLog> Generated => EventLogBsonSerializer.Instance;

    protected override EventLog CreateValue() => EventLogGenerator.CreateNested();

    protected override EventLog CreateTierUpValue() => EventLogGenerator.CreateNested(events: 16);
}

/// <summary>
/// Writes a workload document with the generated serializers registered, as an application runs FastBson, against the
/// driver alone (see <see cref="RegisteredSide"/>: the registered side runs in a load context of its own). Both write
/// into a preallocated buffer through the same call, as <see cref="BsonSerializeBenchmarks{T}"/> does. Warmed up as the
/// registered reads are (<see cref="RegisteredDeserializeBenchmarks{T}"/>).
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
[MemoryDiagnoser]
[InvocationCount(1)]
[WarmupCount(80)]
[BenchmarkCategory(Categories.Serialize)]
public abstract class RegisteredSerializeBenchmarks<T>
    where T : class
{
    private IBsonSerializer<T> _driver = null!;
    private ByteArrayBuffer _bson = null!;
    private T _value = null!;
    private Func<long> _registered = null!;

    [GlobalSetup]
    public void Setup()
    {
        _driver = Workloads.DriverSerializer<T>();
        _value = Create();
        var bytes = _value.ToBson(_driver);
        _bson = new ByteArrayBuffer(new byte[bytes.Length * 2], 0, isReadOnly: false);
        _registered = RegisteredSide.Writer(typeof(T), bytes);
    }

    [Benchmark(Baseline = true)]
    public long DriverClassMap() => RegisteredEntryPoints.WriteInto(_bson, _driver, _value);

    [Benchmark]
    public long FastBsonRegistered() => _registered();

    /// <summary>The document both write.</summary>
    protected abstract T Create();
}

/// <summary>
/// Writes the portfolio of <see cref="DeserializePolymorphicPortfolio"/>: 20,000 holdings of three subclasses in a list
/// typed as their base class, each written with its discriminator by the serializer the driver looks up for its class.
/// </summary>
[BenchmarkCategory(Categories.Polymorphic)]
public class SerializePolymorphicPortfolio : RegisteredSerializeBenchmarks<Portfolio>
{
    protected override Portfolio Create() => PortfolioGenerator.Create();
}

/// <summary>Writes the holdings of <see cref="DeserializeInterfacePortfolio"/>, held by an interface: each under <c>object</c>.</summary>
[BenchmarkCategory(Categories.Interface)]
public class SerializeInterfacePortfolio : RegisteredSerializeBenchmarks<HoldingsBook>
{
    protected override HoldingsBook Create() => PortfolioGenerator.CreateBook();
}
