#if MONGODB_BSON_MEMORY
using System;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// <c>Memory&lt;T&gt;</c> and <c>ReadOnlyMemory&lt;T&gt;</c> of every primitive the driver's MemorySerializer (2.26 and later) writes (an embedding's
/// floats, counts, flags, text units, bytes as a Binary ...), plain, nullable, and in a list and a dictionary.
/// </summary>
[GenerateBsonSerializer]
public class Vectors
{
    public int Id { get; set; }

    public ReadOnlyMemory<float> Embedding { get; set; }

    public Memory<double> Weights { get; set; }

    public Memory<int> Counts { get; set; }

    public ReadOnlyMemory<byte> Payload { get; set; }

    public Memory<byte>? MaybePayload { get; set; }

    public Memory<long>? MaybeTicks { get; set; }

    public Memory<bool> Flags { get; set; }

    public ReadOnlyMemory<char> Letters { get; set; }

    public Memory<sbyte> Signed { get; set; }

    public Memory<short> Shorts { get; set; }

    public ReadOnlyMemory<ushort> Ports { get; set; }

    public Memory<uint> Masks { get; set; }

    public ReadOnlyMemory<ulong> Hashes { get; set; }

    public Memory<decimal> Prices { get; set; }

    public List<ReadOnlyMemory<float>>? Embeddings { get; set; }

    public Dictionary<string, Memory<int>>? CountsByName { get; set; }
}
#endif
