#if MONGODB_BSON_IMMUTABLE
using System.Collections.Generic;
using System.Collections.Immutable;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// The immutable collections, which the driver serializes itself from 3.1 on (built for .NET 6 and later): scalar,
/// nullable and document items (in a sorted set, documents of a class with a default order), nested in other collections,
/// and dictionaries (of string keys: 3.x refuses to write others in the Document representation, which is theirs, as
/// their serializers take no option).
/// </summary>
[GenerateBsonSerializer]
public class ImmutableCollections
{
    public int Id { get; set; }

    public ImmutableList<string?>? StringList { get; set; }

    public ImmutableList<Leaf?>? LeafList { get; set; }

    public ImmutableHashSet<int>? IntSet { get; set; }

    public ImmutableHashSet<Color?>? NullableColorSet { get; set; }

    public ImmutableSortedSet<long>? LongSortedSet { get; set; }

    public ImmutableSortedSet<string?>? StringSortedSet { get; set; }

    public ImmutableSortedSet<RankedLeaf?>? RankedSortedSet { get; set; }

    public ImmutableQueue<int?>? NullableIntQueue { get; set; }

    public ImmutableQueue<Leaf?>? LeafQueue { get; set; }

    public ImmutableStack<string?>? StringStack { get; set; }

    public ImmutableStack<double>? DoubleStack { get; set; }

    public ImmutableDictionary<string, int>? IntByName { get; set; }

    public ImmutableDictionary<string, Leaf?>? LeafByName { get; set; }

    public ImmutableSortedDictionary<string, ImmutableList<int>>? ListsByName { get; set; }

    public ImmutableSortedDictionary<string, string?>? SortedNames { get; set; }

    public List<ImmutableHashSet<int>>? ListOfSets { get; set; }

    public ImmutableList<ImmutableSortedSet<int>>? NestedImmutables { get; set; }

    public ImmutableArray<int> IntArray { get; set; }

    public ImmutableArray<Leaf?> LeafArray { get; set; }

    public List<ImmutableArray<string?>>? ListOfArrays { get; set; }

    public ImmutableArray<long>? MaybeArray { get; set; }

    public Dictionary<string, ImmutableArray<double>?>? MaybeArrays { get; set; }
}
#endif
