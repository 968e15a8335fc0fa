using System;
using System.Collections.Generic;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;

namespace FastBson.Benchmarks;

/// <summary>
/// The serialized forms of one workload value, built once per process: with the in-process toolchain every
/// benchmark case of a workload runs in the same process, and writing the 20,000-market batch again for each
/// case would take a large share of a quick run. Only bytes are kept, never the object graph: a retained
/// 20,000-market graph would make every forced full GC between iterations (of every later benchmark) slower.
/// </summary>
/// <typeparam name="T">The document type.</typeparam>
internal static class Payload<T>
    where T : class
{
    private static readonly HashSet<(BufferKind Kind, string Contestant)> VerifiedSet = new();
    private static byte[]? _bson;
    private static byte[]? _json;

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

    /// <summary>True the first time a contestant is checked for a layout; later checks in the same process are skipped.</summary>
    public static bool NeedsVerification(BufferKind kind, string contestant) => VerifiedSet.Add((kind, contestant));
}
