using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;

namespace FastBson.Registered.Tests.Isolation;

/// <summary>
/// Called by reflection in a fresh copy of this assembly, where nothing has registered or looked up a serializer yet:
/// RegisterAll on some threads, racing the first use of the same types on others.
/// </summary>
public static class RaceEntryPoints
{
    /// <summary>
    /// Half of <paramref name="threads"/> call RegisterAll while the other half start writing and reading Markets and
    /// Orders at once; then every thread writes and reads them <paramref name="iterations"/> times. Returns every
    /// problem: an exception other than RegisterAll's report of a type used before it, a thread that did not finish,
    /// or bytes other than the driver's class map writes. The first line says how registration went.
    /// </summary>
    public static string[] RegisterAllRacingFirstUse(int threads, int iterations)
    {
        var markets = MarketGenerator.CreateMarkets(4);
        var orders = Enumerable.Range(0, 4).Select(i => OrderGenerator.Create(lines: 3 + i, seed: 300 + i)).ToArray();
        var problems = new List<string>();
        var refusedTypes = new HashSet<string>();
        var written = new byte[threads][][];
        using var start = new Barrier(threads);
        var workers = Enumerable.Range(0, threads).Select(t => new Thread(() =>
        {
            try
            {
                start.SignalAndWait();
                if (t % 2 == 0)
                {
                    try
                    {
                        FastBsonSerializers.RegisterAll();
                    }
                    catch (FastBsonRegistrationException ex)
                    {
                        // A type the other threads used first: the driver keeps the serializer it looked up, and says so.
                        lock (refusedTypes)
                        {
                            refusedTypes.UnionWith(ex.Types.Select(type => type.Name));
                        }
                    }
                }

                var results = new byte[markets.Count + orders.Length][];
                for (var i = 0; i < iterations; i++)
                {
                    for (var m = 0; m < markets.Count; m++)
                    {
                        results[m] = RoundTrip(markets[m]);
                    }

                    for (var o = 0; o < orders.Length; o++)
                    {
                        results[markets.Count + o] = RoundTrip(orders[o]);
                    }
                }

                written[t] = results;
            }
            catch (Exception ex)
            {
                lock (problems)
                {
                    problems.Add($"thread {t}: {ex.GetType().Name}: {ex.Message}");
                }
            }
        })).ToList();

        workers.ForEach(worker => worker.Start());
        foreach (var (worker, t) in workers.Select((worker, t) => (worker, t)))
        {
            if (!worker.Join(TimeSpan.FromMinutes(2)))
            {
                problems.Add($"thread {t} did not finish: a deadlock");
            }
        }

        // The oracle, built after the race: the driver's class-map serializers of the same types.
        var expected = markets.Select(market => ClassMapBytes(market)).Concat(orders.Select(order => ClassMapBytes(order))).ToArray();
        for (var t = 0; t < threads; t++)
        {
            for (var d = 0; written[t] is not null && d < expected.Length; d++)
            {
                if (!written[t][d].AsSpan().SequenceEqual(expected[d]))
                {
                    problems.Add($"thread {t}, document {d}: bytes differ from the driver's");
                }
            }
        }

        var registered = FastBsonSerializers.RegisteredTypes.Select(type => type.Name).ToHashSet();
        problems.Insert(0, $"registered Market: {registered.Contains(nameof(Market))}, Order: {registered.Contains(nameof(Order))}; refused: {string.Join(", ", refusedTypes.OrderBy(name => name))}");
        return problems.ToArray();
    }

    /// <summary>Writes the value with the serializer the driver serves it with, reads it back, and writes that again.</summary>
    private static byte[] RoundTrip<T>(T value)
    {
        var bytes = value.ToBson();
        return BsonSerializer.Deserialize<T>(bytes).ToBson();
    }

    private static byte[] ClassMapBytes<T>(T value) =>
        value.ToBson(serializer: new BsonClassMapSerializer<T>(BsonClassMap.LookupClassMap(typeof(T))));
}
