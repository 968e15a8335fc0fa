using System;
using System.Collections.Generic;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>
/// The serialized forms of one workload value, built once per process: with the in-process toolchain every
/// benchmark case of a workload runs in the same process, and writing the 20,000-market batch again for each
/// case would take a large share of a quick run. Only bytes are kept (the BSON in both buffer layouts too), never the
/// object graph: a retained 20,000-market graph would make every forced full GC between iterations (of every later
/// benchmark) slower.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
internal static class Payload<T>
    where T : class
{
    private static readonly HashSet<(BufferKind Kind, string Contestant)> VerifiedSet = new();
    private static byte[]? _bson;
    private static byte[]? _json;
    private static IByteBuffer? _contiguous;
    private static IByteBuffer? _multiChunk;

    /// <summary>The value's BSON as the driver writes it.</summary>
    public static byte[] Bson => _bson ?? throw new InvalidOperationException("Call Ensure first.");

    /// <summary>The value's JSON as System.Text.Json writes it (workloads with a JSON reference only).</summary>
    public static byte[] Json => _json ?? throw new InvalidOperationException("Call Ensure with JSON metadata first.");

    /// <summary>Creates the value and writes its BSON, and its JSON when <paramref name="info"/> is given, the first time only.</summary>
    public static void Ensure(Func<T> create, IBsonSerializer<T> driver, JsonTypeInfo<T>? info)
    {
        if (_bson is null || (info is not null && _json is null))
        {
            var value = create();
            _bson = value.ToBson(driver);
            _json = info is null ? null : JsonSerializer.SerializeToUtf8Bytes(value, info);
        }
    }

    /// <summary>
    /// The BSON in the layout <paramref name="kind"/>. Both layouts are made at the first call and kept for the process,
    /// whichever layout a case reads, so that every case runs over the same live heap, as a service that reads through the
    /// driver holds its chunk pool's buffers. With the contiguous bytes alone alive (a large object), the collector's small
    /// generation 2 made it collect that generation at every call of a batch: on .NET 8, FastBson read the 20,000-market
    /// batch in 151.6 ms and the floor built it in 113.7 ms on the contiguous buffer, with one gen2 collection per call
    /// (BenchmarkDotNet's GC columns), against 102.1 and 93.8 ms and none on the multi-chunk buffer, whose 16 KB chunks
    /// live in generation 2; with those chunks kept alive in the contiguous cases too, 102.3 and 93.6 ms and none. On
    /// .NET 10 the collector ran one gen2 collection per call on both layouts with both kept alive (and the floor still
    /// built the batch faster on the multi-chunk phase, 88.2 against 113.3 ms): keeping them makes the heap the same, not
    /// the collector's choices.
    /// </summary>
    public static IByteBuffer Buffer(BufferKind kind)
    {
        _contiguous ??= BufferLayouts.CreateBsonBuffer(Bson, BufferKind.Contiguous);
        _multiChunk ??= BufferLayouts.CreateBsonBuffer(Bson, BufferKind.MultiChunk);
        return kind == BufferKind.Contiguous ? _contiguous : _multiChunk;
    }

    /// <summary>True the first time a contestant is checked for a layout; later checks in the same process are skipped.</summary>
    public static bool NeedsVerification(BufferKind kind, string contestant) => VerifiedSet.Add((kind, contestant));
}
