using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>
/// Writes one workload document: driver class map (baseline) against the generated serializer. Every run writes into the
/// same preallocated buffer, so the numbers are the serializers' own cost and allocations, not buffer growth. Workloads
/// with a JSON counterpart add System.Text.Json as a reference (<see cref="SerializeBenchmarks{T}"/>).
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
[MemoryDiagnoser]
[BenchmarkCategory(Categories.Serialize)]
public abstract class BsonSerializeBenchmarks<T>
    where T : class
{
    private IBsonSerializer<T> _driver = null!;
    private ByteArrayBuffer _bson = null!;

    /// <summary>The serializer FastBson generated for <typeparamref name="T"/>.</summary>
    protected abstract IBsonSerializer<T> Generated { get; }

    /// <summary>The System.Text.Json metadata for <typeparamref name="T"/>, or null for a workload without a JSON reference.</summary>
    protected virtual JsonTypeInfo<T>? JsonInfo => null;

    /// <summary>The value written, created once per setup from the fixtures' fixed seed.</summary>
    protected T Value { get; private set; } = null!;

    /// <summary>The workload value, created from the fixtures' fixed seed.</summary>
    protected abstract T CreateValue();

    [GlobalSetup]
    public void Setup()
    {
        _driver = Workloads.DriverSerializer<T>();
        Value = CreateValue();
        Payload<T>.Ensure(() => Value, _driver, JsonInfo);
        var expected = Payload<T>.Bson;
        _bson = new ByteArrayBuffer(new byte[expected.Length * 2], 0, isReadOnly: false);

        // The generated serializer must write the driver's bytes, or the comparison is meaningless.
        if (Payload<T>.NeedsVerification(BufferKind.Contiguous, "Write" + nameof(FastBsonGenerated)))
        {
            Workloads.Verify(nameof(FastBsonGenerated), expected, Value.ToBson(Generated));
        }

        SetupContestants();
    }

    [Benchmark(Baseline = true)]
    public long DriverClassMap() => Write(_driver);

    [Benchmark]
    public long FastBsonGenerated() => Write(Generated);

    /// <summary>Prepares the workload's other contestants, at the end of every global setup.</summary>
    protected virtual void SetupContestants()
    {
    }

    private long Write(IBsonSerializer<T> serializer)
    {
        using var stream = new ByteBufferStream(_bson, ownsBuffer: false);
        using var writer = new BsonBinaryWriter(stream);
        serializer.Serialize(BsonSerializationContext.CreateRoot(writer), Value);
        return stream.Position;
    }
}

/// <summary>A write workload with System.Text.Json as a non-BSON reference (it stands in for MemoryPack; see <see cref="FixtureJsonContext"/>).</summary>
/// <typeparam name="T">The document type.</typeparam>
public abstract class SerializeBenchmarks<T> : BsonSerializeBenchmarks<T>
    where T : class
{
    private ArrayBufferWriter<byte> _json = null!;

    /// <inheritdoc/>
    protected abstract override JsonTypeInfo<T> JsonInfo { get; }

    [Benchmark]
    public long StjSourceGenJson()
    {
        _json.ResetWrittenCount();
        using var writer = new Utf8JsonWriter(_json);
        JsonSerializer.Serialize(writer, Value, JsonInfo);
        writer.Flush();
        return writer.BytesCommitted;
    }

    protected override void SetupContestants() => _json = new ArrayBufferWriter<byte>(Payload<T>.Json.Length * 2);
}
