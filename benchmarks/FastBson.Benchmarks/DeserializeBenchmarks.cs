using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;

namespace FastBson.Benchmarks;

/// <summary>
/// A workload read by the driver (baseline) and FastBson (see <see cref="BsonDeserializeBenchmarks{T}"/>), plus
/// System.Text.Json over the same graph as a non-BSON reference.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
public abstract class DeserializeBenchmarks<T> : BsonDeserializeBenchmarks<T>
    where T : class
{
    private byte[] _json = null!;
    private ReadOnlySequence<byte> _jsonSequence;

    /// <summary>The System.Text.Json metadata for <typeparamref name="T"/>.</summary>
    protected abstract override JsonTypeInfo<T> JsonInfo { get; }

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

    protected override void SetupContestants(byte[] bson)
    {
        _json = Payload<T>.Json;
        _jsonSequence = BufferLayouts.CreateJsonSequence(_json, Buffer);
        Verify(nameof(StjSourceGenJson), StjSourceGenJson);
    }

    protected override void TierUpContestants(T small)
    {
        var json = JsonSerializer.SerializeToUtf8Bytes(small, JsonInfo);
        TierUp.Run(() => JsonSerializer.Deserialize(json, JsonInfo));
    }
}
