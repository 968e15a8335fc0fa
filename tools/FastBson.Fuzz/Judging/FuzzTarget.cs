using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Fuzz.Inputs;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Fuzz.Judging;

/// <summary>A model the fuzzer reads inputs as: its generated serializer, the driver's class map, and its valid documents.</summary>
internal abstract class FuzzTarget
{
    protected FuzzTarget(string name)
    {
        Name = name;
    }

    /// <summary>The model's type name: how saved inputs say what they are read as.</summary>
    public string Name { get; }

    /// <summary>Seeded random instances, written by the driver: the documents mutations start from.</summary>
    public abstract byte[][] Seeds(int count, int seed);

    /// <summary>Reads <paramref name="input"/> on every path of both sides and compares.</summary>
    public abstract Verdict Judge(byte[] input);

    public override string ToString() => Name;
}

/// <inheritdoc/>
internal sealed class FuzzTarget<T> : FuzzTarget
{
    // The binary reader kinds: one contiguous buffer (FastBson's span path), a buffer of small chunks (values straddle
    // chunks, as in a cursor's reply), and a plain stream (the IBsonReader path).
    private static readonly ReaderKind[] Kinds = { ReaderKind.ByteArrayBuffer, ReaderKind.MultiChunkBuffer, ReaderKind.PlainStream };

    private readonly IBsonSerializer<T> _generated;
    private readonly IBsonSerializer<T> _driver;
    private readonly SpanRead _detached;

    public FuzzTarget(IBsonSerializer<T> generated, SpanRead detached)
        : base(ModelTypeNames.FileNameOf(typeof(T)))
    {
        _generated = generated;
        _driver = Oracle.Driver<T>();
        _detached = detached;
    }

    /// <summary>The generated <c>TryReadDocument(bson, out value)</c>: the span path over detached bytes.</summary>
    public delegate bool SpanRead(ReadOnlySpan<byte> bson, out T value);

    public override byte[][] Seeds(int count, int seed) =>
        InstanceFactory.Many<T>(count, seed).Select(instance => Oracle.Write(_driver, instance)).ToArray();

    public override Verdict Judge(byte[] input)
    {
        var levels = new Lazy<int>(() => BsonLayout.Levels(input));

        // Whether the driver read leftovers of its own buffer rather than the input's bytes (LeftoverReads), which excuses
        // a difference on a path that reads arrays itself (the span path; the other reader kinds are judged on). A plain
        // stream's reads go through the IBsonReader path, which hands each such array to the driver's serializer in the
        // driver's own order: the same leftovers, so no excuse there. Walked once, at the first difference.
        var driverReadLeftovers = new Lazy<bool>(() => LeftoverReads.DriverReadsLeftoverBytes(Name, input));
        var refusedTooDeep = false;
        var projectionRefused = false;
        var statedSize = false;
        var leftoverRead = false;
        var statedBytes = Limits.StatedBitArrayBytes(input);

        // The driver writes a BitArray back bit by bit (a boxed bool each): for one of hundreds of megabytes that takes
        // seconds per read, so such objects are compared by their fingerprint, which digests the bits.
        var rewrite = statedBytes <= Limits.RewrittenBitArrayBytes;
        string? driverContiguous = null;
        foreach (var kind in Kinds)
        {
            var fast = Read(_generated, kind, input, measured: true, rewrite);
            var driver = Read(_driver, kind, input, measured: false, rewrite);
            driverContiguous ??= driver.Outcome;
            if (fast.Allocated > Limits.AllocationBound(input.Length))
            {
                if (fast.Allocated <= Limits.AllocationBound(input.Length) + statedBytes)
                {
                    statedSize = true;
                }
                else
                {
                    // A class with mapped subclasses is read whole by the driver's class map, which picks the type (issue 9).
                    return new Verdict(BsonSerializer.IsTypeDiscriminated(typeof(T)) ? Outcome.DriverReadAllocation : Outcome.AllocationBreach, $"{kind}: FastBson allocated {fast.Allocated:N0} bytes for {input.Length:N0} bytes of input ({fast.Outcome}; driver: {driver.Outcome})");
                }
            }

            if (fast.Outcome != driver.Outcome)
            {
                if (IsDepthRefusal(fast.Exception, driver.Exception, levels.Value))
                {
                    refusedTooDeep = true;
                    continue;
                }

                if (IsProjectionRefusal(fast.Exception, input))
                {
                    projectionRefused = true;
                    continue;
                }

                if (kind != ReaderKind.PlainStream && driverReadLeftovers.Value)
                {
                    leftoverRead = true;
                    continue;
                }

                return new Verdict(Outcome.Difference, $"{kind}: driver {driver.Outcome}; FastBson {fast.Outcome}");
            }
        }

        var (detached, detachedException) = ReadDetached(input, rewrite);
        if (detached is not null && detached != WithoutPosition(driverContiguous!))
        {
            if (IsDepthRefusal(detachedException, null, levels.Value))
            {
                refusedTooDeep = true;
            }
            else if (IsProjectionRefusal(detachedException, input))
            {
                projectionRefused = true;
            }
            else if (driverReadLeftovers.Value)
            {
                leftoverRead = true;
            }
            else
            {
                return new Verdict(Outcome.Difference, $"TryReadDocument: driver {driverContiguous}; FastBson {detached}");
            }
        }

        return leftoverRead
            ? new Verdict(Outcome.LeftoverRead, string.Empty)
            : refusedTooDeep
            ? new Verdict(Outcome.RefusedTooDeep, $"{levels.Value} levels")
            : projectionRefused
            ? new Verdict(Outcome.ProjectionRefused, string.Empty)
            : statedSize
            ? new Verdict(Outcome.StatedSize, $"{statedBytes:N0} bytes of BitArray stated")
            : new Verdict(driverContiguous!.StartsWith("ok:", StringComparison.Ordinal) ? Outcome.SameObject : Outcome.SameException, string.Empty);
    }

    /// <summary>
    /// A refusal of a document deeper than the limit, which the driver, with no limit of its own, reads or fails on
    /// further in: FastBson stops at the limit, on purpose.
    /// </summary>
    private static bool IsDepthRefusal(Exception? exception, Exception? driver, int levels) =>
        exception is FastBsonDepthException && (levels >= FastBsonSerializers.MaxReadDepth || driver?.GetType() == typeof(FormatException));

    /// <summary>
    /// For a class that stores a blob, a document of <c>_id</c> (and the blob) alone is a projection to the blob, read
    /// from the blob or refused with <see cref="FastBsonBlobException"/> (issue 8), where the driver reads the one field.
    /// </summary>
    private static bool IsProjectionRefusal(Exception? exception, byte[] input)
    {
        var attribute = typeof(T).GetCustomAttribute<GenerateBsonSerializerAttribute>();
        if (exception is not FastBsonBlobException || attribute is not { Blob: true })
        {
            return false;
        }

        var blobName = attribute.BlobElementName ?? GenerateBsonSerializerAttribute.DefaultBlobElementName;
        return BsonLayout.Elements(input).Where(e => e.Depth == 1).All(e => ElementName(input, e) is "_id" || ElementName(input, e) == blobName);
    }

    private static string ElementName(byte[] input, ElementSpan element) =>
        System.Text.Encoding.UTF8.GetString(input, element.Start + 1, element.ValueStart - element.Start - 2);

    /// <summary>
    /// Reads as the driver's cursor does, from a binary reader over the input: the object re-written by the driver with its
    /// fingerprint, and where the reader was left; or the exception's type. Types, not messages: the bar is the
    /// driver's exception type (the compatibility tests compare messages, on their own corpus).
    /// </summary>
    private static (string Outcome, Exception? Exception, long Allocated) Read(IBsonSerializer<T> serializer, ReaderKind kind, byte[] input, bool measured, bool rewrite)
    {
        using var settle = new MemorySettler();
        using var stream = Readers.BinaryStream(kind, input, chunkSize: input.Length < 4096 ? 7 : 4096);
        using var reader = new BsonBinaryReader(stream);
        var context = BsonDeserializationContext.CreateRoot(reader);
        var before = measured ? GC.GetAllocatedBytesForCurrentThread() : 0;
        T value;
        try
        {
            value = serializer.Deserialize(context, new BsonDeserializationArgs { NominalType = typeof(T) });
        }
        catch (Exception ex)
        {
            return ("throws:" + ex.GetType().FullName, ex, measured ? GC.GetAllocatedBytesForCurrentThread() - before : 0);
        }

        var allocated = measured ? GC.GetAllocatedBytesForCurrentThread() - before : 0;
        return ($"ok: at {stream.Position} {Rewrite(value, rewrite)}", null, allocated);
    }

    /// <summary>The detached span path: null when it declines the input, as it may for any input it does not read whole.</summary>
    private (string? Outcome, Exception? Exception) ReadDetached(byte[] input, bool rewrite)
    {
        using var settle = new MemorySettler();
        try
        {
            return (_detached(input, out var value) ? "ok: " + Rewrite(value, rewrite) : null, null);
        }
        catch (Exception ex)
        {
            return ("throws:" + ex.GetType().FullName, ex);
        }
    }

    private static string Rewrite(T value, bool rewrite)
    {
        if (!rewrite)
        {
            return "(fingerprint) " + Fingerprint.Of(value);
        }

        try
        {
            return Oracle.Rewritten(value);
        }
        catch (Exception ex)
        {
            // An object the driver cannot write back (a member whose serializer refuses its own reading): its fingerprint decides.
            return $"(rewrite threw {ex.GetType().Name}) {Fingerprint.Of(value)}";
        }
    }

    private static string WithoutPosition(string outcome)
    {
        if (!outcome.StartsWith("ok: at ", StringComparison.Ordinal))
        {
            return outcome;
        }

        var value = outcome.IndexOf(' ', "ok: at ".Length);
        return "ok: " + outcome.Substring(value + 1);
    }
}

/// <summary>Every type with a generated serializer in the compatibility models and the fixtures.</summary>
internal static class FuzzTargets
{
    public static IReadOnlyList<FuzzTarget> All()
    {
        // Abstract classes too (their seeds are their subclasses' documents, read through the abstract class's serializer),
        // and the generic models closed as the corpus closes them.
        var assemblies = new[] { typeof(FuzzTargets).Assembly, typeof(FastBson.Fixtures.Market).Assembly };
        return assemblies
            .SelectMany(assembly => assembly.GetTypes())
            .Where(type => type.GetCustomAttribute<GenerateBsonSerializerAttribute>() is not null && !type.ContainsGenericParameters)
            .Concat(new[] { typeof(Envelope<int>), typeof(Envelope<Pin>), typeof(Catalog<string>.Entry), typeof(Pair<Pin>), typeof(Sealed<string>) })
            .OrderBy(type => type.FullName, StringComparer.Ordinal)
            .Select(Create)
            .Where(target => target is not null)
            .ToList()!;
    }

    private static FuzzTarget? Create(Type model)
    {
        var serializer = ModelTypeNames.SerializerOf(model);
        var instance = serializer?.GetProperty("Instance", BindingFlags.Public | BindingFlags.Static)?.GetValue(null)
            ?? serializer?.GetField("Instance", BindingFlags.Public | BindingFlags.Static)?.GetValue(null);
        var tryRead = serializer?.GetMethod("TryReadDocument", BindingFlags.Public | BindingFlags.Static);
        if (instance is null || tryRead is null)
        {
            return null;
        }

        var target = typeof(FuzzTarget<>).MakeGenericType(model);
        var spanRead = Delegate.CreateDelegate(target.GetNestedType("SpanRead")!.MakeGenericType(model), tryRead);
        return (FuzzTarget)Activator.CreateInstance(target, instance, spanRead)!;
    }
}
