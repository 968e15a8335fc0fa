using System;
using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>
/// Reads one workload document: the driver's class-map serializer (baseline) against the generated one, each from
/// a fresh <see cref="BsonBinaryReader"/> over the same bytes (as the driver does per reply), plus System.Text.Json
/// as a non-BSON reference. The generated serializers are called directly and never registered
/// (no <c>FastBsonSerializers.RegisterAll()</c> in this process), so the baseline stays the pure driver: its member
/// serializers come from the driver's own registry.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
[MemoryDiagnoser]
[BenchmarkCategory(Categories.Deserialize)]
public abstract class DeserializeBenchmarks<T>
    where T : class
{
    private IBsonSerializer<T> _driver = null!;
    private IByteBuffer _bson = null!;
    private byte[] _json = null!;
    private ReadOnlySequence<byte> _jsonSequence;

    /// <summary>The memory layout the readers see.</summary>
    [Params(BufferKind.Contiguous, BufferKind.MultiChunk)]
    public BufferKind Buffer { get; set; }

    /// <summary>The serializer FastBson generated for <typeparamref name="T"/>.</summary>
    protected abstract IBsonSerializer<T> Generated { get; }

    /// <summary>The System.Text.Json metadata for <typeparamref name="T"/>.</summary>
    protected abstract JsonTypeInfo<T> JsonInfo { get; }

    /// <summary>The workload value, created from the fixtures' fixed seed.</summary>
    protected abstract T CreateValue();

    [GlobalSetup]
    public void Setup()
    {
        _driver = Workloads.DriverSerializer<T>();
        Payload<T>.Ensure(CreateValue, _driver, JsonInfo);
        var bytes = Payload<T>.Bson;
        _bson = BufferLayouts.CreateBsonBuffer(bytes, Buffer);
        _json = Payload<T>.Json;
        _jsonSequence = BufferLayouts.CreateJsonSequence(_json, Buffer);

        // Every contestant must build the same object graph, or the comparison is meaningless: check each
        // result by writing it back with the driver and comparing bytes (once per layout and process).
        Verify(nameof(DriverClassMap), bytes, DriverClassMap);
        Verify(nameof(FastBsonGenerated), bytes, FastBsonGenerated);
        Verify(nameof(StjSourceGenJson), bytes, StjSourceGenJson);
    }

    [Benchmark(Baseline = true)]
    public T DriverClassMap() => Read(_driver);

    [Benchmark]
    public T FastBsonGenerated() => Read(Generated);

    /// <summary>Non-BSON reference point (stands in for MemoryPack; see <see cref="FixtureJsonContext"/>).</summary>
    [Benchmark]
    public T StjSourceGenJson()
    {
        if (_jsonSequence.IsSingleSegment)
        {
            return JsonSerializer.Deserialize(_json, JsonInfo)!;
        }

        var reader = new Utf8JsonReader(_jsonSequence);
        return JsonSerializer.Deserialize(ref reader, JsonInfo)!;
    }

    private void Verify(string contestant, byte[] expected, Func<T> read)
    {
        if (Payload<T>.NeedsVerification(Buffer, contestant))
        {
            Workloads.Verify(contestant, expected, read().ToBson(_driver));
        }
    }

    private T Read(IBsonSerializer<T> serializer)
    {
        using var stream = new ByteBufferStream(_bson, ownsBuffer: false);
        using var reader = new BsonBinaryReader(stream);
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }
}
