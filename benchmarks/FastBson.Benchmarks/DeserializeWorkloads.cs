using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using FastBson.Fixtures;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

// One small class per workload: BenchmarkDotNet needs a concrete type, and each carries its own category so it
// gets its own baseline in a joined table.

/// <summary>The reference workload: one document holding 20,000 markets (the story's "ArrWrapper").</summary>
[BenchmarkCategory(Categories.Batch)]
public class DeserializeMarketsBatch : DeserializeBenchmarks<MarketsBatch>
{
    protected override IBsonSerializer<MarketsBatch> Generated => MarketsBatchBsonSerializer.Instance;

    protected override JsonTypeInfo<MarketsBatch> JsonInfo => FixtureJsonContext.Default.MarketsBatch;

    protected override MarketsBatch CreateValue() => Workloads.Batch;
}

/// <summary>One market: the per-document cost of a Find that returns markets one by one.</summary>
[BenchmarkCategory(Categories.Market)]
public class DeserializeMarket : DeserializeBenchmarks<Market>
{
    protected override IBsonSerializer<Market> Generated => MarketBsonSerializer.Instance;

    protected override JsonTypeInfo<Market> JsonInfo => FixtureJsonContext.Default.Market;

    protected override Market CreateValue() => Workloads.SingleMarket;
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

/// <summary>An order keyed by a Guid with a DateTimeOffset (served by the driver's own serializer).</summary>
[BenchmarkCategory(Categories.Order)]
public class DeserializeOrder : DeserializeBenchmarks<Order>
{
    protected override IBsonSerializer<Order> Generated => OrderBsonSerializer.Instance;

    protected override JsonTypeInfo<Order> JsonInfo => FixtureJsonContext.Default.Order;

    protected override Order CreateValue() => OrderGenerator.Create();
}
