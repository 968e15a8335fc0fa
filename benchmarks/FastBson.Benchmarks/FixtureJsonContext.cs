using System.Text.Json.Serialization;
using FastBson.Fixtures;

namespace FastBson.Benchmarks;

/// <summary>
/// System.Text.Json source-generated metadata for the fixture graphs. It stands in for MemoryPack (the design's
/// non-BSON reference point), which the package mirror on our build machines does not serve: it is the fastest
/// reflection-free, compile-time-generated .NET serializer available here, so it shows roughly how far a
/// non-BSON format moves the needle. It is a reference, not a target: JSON is a different format (text numbers,
/// larger payload), unlike MemoryPack's binary layout, which would be much faster still.
/// </summary>
[JsonSerializable(typeof(MarketsBatch))]
[JsonSerializable(typeof(Market))]
[JsonSerializable(typeof(RichMarketsBatch))]
[JsonSerializable(typeof(WideDocument))]
[JsonSerializable(typeof(TreeNode))]
[JsonSerializable(typeof(Order))]
internal sealed partial class FixtureJsonContext : JsonSerializerContext
{
}
