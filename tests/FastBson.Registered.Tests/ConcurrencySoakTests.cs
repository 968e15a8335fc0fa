using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Threading;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// The concurrency soak: 16 threads read and write Markets, Orders, wide documents and polymorphic portfolios through the serializers
/// registered with the driver (shared by every thread, as in an application), on both buffer kinds the driver's
/// cursor hands over and on a plain stream (the IBsonReader path, with its pooled list accumulators). Every result
/// must be the one a single thread gets: a pooled accumulator, a thread-static buffer or a nesting count leaking
/// between threads would show as a different document.
/// </summary>
/// <remarks>
/// CI runs a short pass. The long one is on command: <c>FASTBSON_SOAK_DOCUMENTS=10000000 dotnet test
/// tests/FastBson.Registered.Tests -c Release --filter ConcurrencySoak</c>.
/// </remarks>
[Collection(RegisteredCollection.Name)]
public class ConcurrencySoakTests
{
    private const int Threads = 16;
    private const int DocumentsPerModel = 24;
    private const int ShortRunDocuments = 48_000;

    private static readonly ReaderKind[] Kinds = { ReaderKind.ByteArrayBuffer, ReaderKind.MultiChunkBuffer, ReaderKind.PlainStream };

    [Fact]
    public void Sixteen_threads_read_and_write_what_one_thread_does()
    {
        var cases = Cases();

        // What one thread gets: each document read on each reader kind, then written again.
        var expected = cases.Select(c => Kinds.Select(kind => c.RoundTrip(kind)).ToArray()).ToArray();
        foreach (var (roundTrips, c) in expected.Zip(cases))
        {
            // The registered serializers write back what they read (0 differences from the driver is the corpus's job).
            Assert.All(roundTrips, bytes => Assert.Equal(c.Bson, bytes));
        }

        var total = DocumentCount();
        var perThread = (total + Threads - 1) / Threads;
        var differences = new List<string>();
        var failures = new List<Exception>();
        using var start = new Barrier(Threads);
        var threads = Enumerable.Range(0, Threads).Select(t => new Thread(() =>
        {
            try
            {
                start.SignalAndWait();
                for (var i = 0; i < perThread; i++)
                {
                    // Each thread walks the cases in its own order, so threads read different models at the same moment.
                    var index = (i * 7 + t * 13) % cases.Length;
                    var kindIndex = (i + t) % Kinds.Length;
                    var actual = cases[index].RoundTrip(Kinds[kindIndex]);
                    if (!actual.AsSpan().SequenceEqual(expected[index][kindIndex]))
                    {
                        lock (differences)
                        {
                            differences.Add($"thread {t}, iteration {i}: {cases[index].Name} on {Kinds[kindIndex]}");
                        }
                    }
                }
            }
            catch (Exception ex)
            {
                lock (failures)
                {
                    failures.Add(ex);
                }
            }
        })).ToList();

        threads.ForEach(thread => thread.Start());
        threads.ForEach(thread => thread.Join());

        Assert.Empty(failures);
        Assert.True(differences.Count == 0, $"{differences.Count} of {perThread * Threads} documents differ: {string.Join("; ", differences.Take(5))}");
    }

    /// <summary>The documents of the run: <c>FASTBSON_SOAK_DOCUMENTS</c>, or the short CI run.</summary>
    private static int DocumentCount() =>
        int.TryParse(Environment.GetEnvironmentVariable("FASTBSON_SOAK_DOCUMENTS"), NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count > 0
            ? count
            : ShortRunDocuments;

    private static SoakCase[] Cases()
    {
        var cases = new List<SoakCase>();
        var markets = MarketGenerator.CreateMarkets(DocumentsPerModel);
        for (var i = 0; i < DocumentsPerModel; i++)
        {
            cases.Add(SoakCase.Of($"Market {i}", markets[i]));
            cases.Add(SoakCase.Of($"Order {i}", OrderGenerator.Create(lines: 1 + (i % 12), seed: 100 + i)));
            cases.Add(SoakCase.Of($"WideDocument {i}", WideDocumentGenerator.Create(seed: 200 + i)));

            // Holdings of three subclasses: each item's type found in the generated table, shared by every thread.
            cases.Add(SoakCase.Of($"Portfolio {i}", PortfolioGenerator.Create(count: 10 + i, seed: 300 + i)));
        }

        return cases.ToArray();
    }

    /// <summary>One document, written by its registered serializer, and how to read it and write it again.</summary>
    private sealed class SoakCase
    {
        private readonly Func<IBsonReader, object> _read;
        private readonly Func<object, byte[]> _write;

        private SoakCase(string name, byte[] bson, Func<IBsonReader, object> read, Func<object, byte[]> write)
        {
            Name = name;
            Bson = bson;
            _read = read;
            _write = write;
        }

        public string Name { get; }

        public byte[] Bson { get; }

        public static SoakCase Of<T>(string name, T value) => new(
            name,
            value.ToBson(),
            reader => BsonSerializer.Deserialize<T>(reader)!,
            read => ((T)read).ToBson());

        /// <summary>Reads the document on a reader of <paramref name="kind"/> through the registered serializer, then writes it again.</summary>
        public byte[] RoundTrip(ReaderKind kind)
        {
            // Chunks of 64 bytes: longer strings and nested documents straddle them, so the span path copies the document.
            using var stream = Readers.BinaryStream(kind, Bson, chunkSize: 64);
            using var reader = new BsonBinaryReader(stream);
            return _write(_read(reader));
        }
    }
}
