#if MONGODB_BSON_IMMUTABLE
using System.Collections.Generic;
using System.Collections.Immutable;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>
/// The immutable collections, which the driver maps from 3.1 on (built for .NET 6 and later), and MemoryPack's immutable
/// collection formatters write as lists, sets and dictionaries.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Immutables
{
    public ImmutableArray<int> Numbers { get; set; }

    public ImmutableArray<string?> Words { get; set; }

    public ImmutableList<string?>? Names { get; set; }

    public ImmutableQueue<int>? Waiting { get; set; }

    public ImmutableStack<string?>? Undo { get; set; }

    public ImmutableHashSet<long>? Seen { get; set; }

    public ImmutableSortedSet<int>? Ranked { get; set; }

    public ImmutableDictionary<string, int>? Stock { get; set; }

    public ImmutableSortedDictionary<string, List<Leaf?>?>? Sorted { get; set; }
}
#endif
