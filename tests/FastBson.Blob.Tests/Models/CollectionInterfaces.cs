using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>
/// The vectors' <see cref="Collections"/> with each member declared as an interface MemoryPack has a formatter for: those
/// formatters write what its List, array, HashSet and Dictionary formatters write, so each Collections vector is this
/// model's too.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class CollectionInterfaces
{
    public IList<int>? Ints { get; set; }

    public IReadOnlyList<int>? IntArray { get; set; }

    public ICollection<string?>? Names { get; set; }

    public IEnumerable<string?>? NameArray { get; set; }

    public IReadOnlyCollection<long>? Longs { get; set; }

    public IReadOnlyDictionary<string, int>? Counts { get; set; }

    public ISet<int>? Set { get; set; }

    public IList<Leaf?>? Leaves { get; set; }
}
