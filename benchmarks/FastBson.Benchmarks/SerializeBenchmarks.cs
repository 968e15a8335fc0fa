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
        TierUp.Once("Write" + GetType().Name, TierUpBoth);
    }

    [Benchmark(Baseline = true)]
    public long DriverClassMap() => Write(_driver, Value, _bson);

    [Benchmark]
    public long FastBsonGenerated() => Write(Generated, Value, _bson);

    /// <summary>Prepares the workload's other contestants, at the end of every global setup.</summary>
    protected virtual void SetupContestants()
    {
    }

    /// <summary>
    /// A value of the workload's shape that a serializer writes in milliseconds at most, to bring its code to the optimized
    /// tier before the workload's case is measured (see <see cref="TierUp"/>): by default the workload's own value; a batch
    /// gives a small one. Without it, on .NET 10 the generated serializer's warm-up calls of the nested event log took 8 to
    /// 15 ms where its measured calls then took 4.1 to 4.9 ms, and the tiers settled within the measured iterations in two
    /// of three runs (standard deviations of 2.8 and 4.5 ms against the driver's 0.1).
    /// </summary>
    protected virtual T CreateTierUpValue() => CreateValue();

    private void TierUpBoth()
    {
        var small = CreateTierUpValue();
        var buffer = new ByteArrayBuffer(new byte[small.ToBson(_driver).Length * 2], 0, isReadOnly: false);
        TierUp.Run(() => Write(_driver, small, buffer));
        TierUp.Run(() => Write(Generated, small, buffer));
    }

    private static long Write(IBsonSerializer<T> serializer, T value, IByteBuffer buffer)
    {
        using var stream = new ByteBufferStream(buffer, ownsBuffer: false);
        using var writer = new BsonBinaryWriter(stream);
        serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
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
