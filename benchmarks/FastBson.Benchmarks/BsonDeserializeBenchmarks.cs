using System;
using BenchmarkDotNet.Attributes;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>
/// Reads one workload document: the driver's class-map serializer (baseline) against the generated one, each from
/// a fresh <see cref="BsonBinaryReader"/> over the same bytes (as the driver does per reply). The generated
/// serializers are called directly and never registered (no <c>FastBsonSerializers.RegisterAll()</c> in this
/// process), so the baseline stays the pure driver: its member serializers come from the driver's own registry.
/// Workloads add contestants (a non-BSON reference, a floor) by overriding <see cref="SetupContestants"/>.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
[MemoryDiagnoser]
[BenchmarkCategory(Categories.Deserialize)]
public abstract class BsonDeserializeBenchmarks<T>
    where T : class
{
    private IBsonSerializer<T> _driver = null!;
    private IByteBuffer _bson = null!;

    /// <summary>The memory layout the readers see.</summary>
    [Params(BufferKind.Contiguous, BufferKind.MultiChunk)]
    public BufferKind Buffer { get; set; }

    /// <summary>The serializer FastBson generated for <typeparamref name="T"/>.</summary>
    protected abstract IBsonSerializer<T> Generated { get; }

    /// <summary>The System.Text.Json metadata for <typeparamref name="T"/>, or null for a workload without a JSON reference.</summary>
    protected virtual System.Text.Json.Serialization.Metadata.JsonTypeInfo<T>? JsonInfo => null;

    /// <summary>The workload value, created from the fixtures' fixed seed.</summary>
    protected abstract T CreateValue();

    [GlobalSetup]
    public void Setup()
    {
        _driver = Workloads.DriverSerializer<T>();
        Payload<T>.Ensure(CreateValue, _driver, JsonInfo);
        var bytes = Payload<T>.Bson;
        _bson = Payload<T>.Buffer(Buffer);

        // Every contestant must build the same object graph, or the comparison is meaningless: check each
        // result by writing it back with the driver and comparing bytes (once per layout and process).
        Verify(nameof(DriverClassMap), DriverClassMap);
        Verify(nameof(FastBsonGenerated), FastBsonGenerated);
        SetupContestants(bytes);
        TierUp.Once(typeof(T).Name, TierUpAll);
    }

    [Benchmark(Baseline = true)]
    public T DriverClassMap() => ReadWith(_driver);

    [Benchmark]
    public T FastBsonGenerated() => ReadWith(Generated);

    /// <summary>
    /// Prepares the workload's other contestants from the document's bytes and checks each with
    /// <see cref="Verify"/>. Called at the end of every global setup.
    /// </summary>
    protected virtual void SetupContestants(byte[] bson)
    {
    }

    /// <summary>
    /// A value of the workload's shape that a contestant reads in milliseconds at most, to bring its code to the optimized
    /// tier before the workload's first case is measured (see <see cref="TierUp"/>), or null for none: by default the
    /// workload's own value; a batch gives a small one.
    /// </summary>
    protected virtual T? CreateTierUpValue() => CreateValue();

    /// <summary>Brings the workload's other contestants to their optimized tier over <paramref name="small"/> (see <see cref="TierUp"/>).</summary>
    protected virtual void TierUpContestants(T small)
    {
    }

    /// <summary>Reads the document's bytes with the driver (for contestants that prepare from decoded values).</summary>
    protected T ReadWithDriver() => ReadWith(_driver);

    /// <summary>Reads the workload's document with a contestant's serializer.</summary>
    protected T ReadWith(IBsonSerializer<T> serializer) => Read(serializer, _bson);

    /// <summary>Brings a contestant's serializer to its optimized tier on a small value (see <see cref="TierUp"/>).</summary>
    protected void TierUpWith(IBsonSerializer<T> serializer, T small)
    {
        using var smallBson = BufferLayouts.CreateBsonBuffer(small.ToBson(_driver), Buffer);
        TierUp.Run(() => Read(serializer, smallBson));
    }

    /// <summary>Throws unless <paramref name="read"/> gives a value the driver writes back to the document's bytes.</summary>
    protected void Verify(string contestant, Func<T> read)
    {
        if (Payload<T>.NeedsVerification(Buffer, contestant))
        {
            Workloads.Verify(contestant, Payload<T>.Bson, read().ToBson(_driver));
        }
    }

    private void TierUpAll()
    {
        if (CreateTierUpValue() is { } small)
        {
            TierUpWith(_driver, small);
            TierUpWith(Generated, small);
            TierUpContestants(small);
        }
    }

    private static T Read(IBsonSerializer<T> serializer, IByteBuffer bson)
    {
        using var stream = new ByteBufferStream(bson, ownsBuffer: false);
        using var reader = new BsonBinaryReader(stream);
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }
}
