using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using FastBson.Fixtures;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>Writes the 20,000-market batch document.</summary>
[BenchmarkCategory(Categories.Batch)]
public class SerializeMarketsBatch : SerializeBenchmarks<MarketsBatch>
{
    protected override IBsonSerializer<MarketsBatch> Generated => MarketsBatchBsonSerializer.Instance;

    protected override JsonTypeInfo<MarketsBatch> JsonInfo => FixtureJsonContext.Default.MarketsBatch;

    protected override MarketsBatch CreateValue() => Workloads.Batch;
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
