using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>
/// Writes one workload document: driver class map (baseline) against the generated serializer, plus
/// System.Text.Json as a non-BSON reference. Every run writes into the same preallocated buffer, so the numbers
/// are the serializers' own cost and allocations, not buffer growth.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
[MemoryDiagnoser]
[BenchmarkCategory(Categories.Serialize)]
public abstract class SerializeBenchmarks<T>
    where T : class
{
    private IBsonSerializer<T> _driver = null!;
    private T _value = null!;
    private ByteArrayBuffer _bson = null!;
    private ArrayBufferWriter<byte> _json = null!;

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
        _value = CreateValue();
        Payload<T>.Ensure(() => _value, _driver, JsonInfo);
        var expected = Payload<T>.Bson;
        _bson = new ByteArrayBuffer(new byte[expected.Length * 2], 0, isReadOnly: false);
        _json = new ArrayBufferWriter<byte>(Payload<T>.Json.Length * 2);

        // The generated serializer must write the driver's bytes, or the comparison is meaningless.
        if (Payload<T>.NeedsVerification(BufferKind.Contiguous, "Write" + nameof(FastBsonGenerated)))
        {
            Workloads.Verify(nameof(FastBsonGenerated), expected, _value.ToBson(Generated));
        }
    }

    [Benchmark(Baseline = true)]
    public long DriverClassMap() => Write(_driver);

    [Benchmark]
    public long FastBsonGenerated() => Write(Generated);

    /// <summary>Non-BSON reference point (stands in for MemoryPack; see <see cref="FixtureJsonContext"/>).</summary>
    [Benchmark]
    public long StjSourceGenJson()
    {
        _json.ResetWrittenCount();
        using var writer = new Utf8JsonWriter(_json);
        JsonSerializer.Serialize(writer, _value, JsonInfo);
        writer.Flush();
        return writer.BytesCommitted;
    }

    private long Write(IBsonSerializer<T> serializer)
    {
        using var stream = new ByteBufferStream(_bson, ownsBuffer: false);
        using var writer = new BsonBinaryWriter(stream);
        serializer.Serialize(BsonSerializationContext.CreateRoot(writer), _value);
        return stream.Position;
    }
}
