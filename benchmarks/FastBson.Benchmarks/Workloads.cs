using System;
using FastBson.Fixtures;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Benchmarks;

/// <summary>Shared setup for the benchmark classes: the driver baseline and the fixture values.</summary>
internal static class Workloads
{
    /// <summary>
    /// The driver's class-map serializer, built exactly as the driver builds it for an unregistered class.
    /// </summary>
    public static IBsonSerializer<T> DriverSerializer<T>() =>
        new BsonClassMapSerializer<T>(BsonClassMap.LookupClassMap(typeof(T)));

    /// <summary>A new 20,000-market batch (not cached; see <see cref="Payload{T}"/> for why).</summary>
    public static MarketsBatch Batch => MarketGenerator.CreateBatch();

    /// <summary>
    /// One market of median size (by selection count) among the first 101 of the workload, so the single-document
    /// numbers describe a typical market rather than whichever size the seed happens to give first.
    /// </summary>
    public static Market SingleMarket
    {
        get
        {
            var markets = MarketGenerator.CreateMarkets(101);
            markets.Sort((a, b) => a.Selections.Count != b.Selections.Count
                ? a.Selections.Count.CompareTo(b.Selections.Count)
                : a.Id.CompareTo(b.Id));
            return markets[50];
        }
    }

    /// <summary>Throws when a contestant's result does not write back to the original bytes.</summary>
    public static void Verify(string contestant, byte[] expected, byte[] actual)
    {
        if (!expected.AsSpan().SequenceEqual(actual))
        {
            throw new InvalidOperationException(
                $"{contestant} produced a different object graph: {actual.Length} bytes written back instead of the original {expected.Length}.");
        }
    }
}
