using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Linq;
using FastBson.Blob.Tests.Models;
using FastBson.Blob.Tests.Vectors;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Collections declared as interfaces (IList, IReadOnlyList, ICollection, IEnumerable, IReadOnlyCollection, ISet,
/// IReadOnlyDictionary): MemoryPack's interface formatters write the bytes of its List, HashSet and Dictionary formatters,
/// so the Collections vectors hold for them too; a read creates what the driver creates for each interface.
/// </summary>
public class InterfaceCollectionTests
{
    public static IEnumerable<object[]> CollectionsCases() =>
        GoldenVectors.Cases.Where(c => c.Model == nameof(Collections)).Select(c => new object[] { c.Id });

    [Theory]
    [MemberData(nameof(CollectionsCases))]
    public void Interfaces_encode_to_the_golden_bytes_of_the_concrete_collections(string id)
    {
        var vector = GoldenVectors.Get(id);
        var value = Declared((Collections)ValueJson.ToObject(vector.Value, typeof(Collections))!);

        Assert.Equal(vector.Hex, Convert.ToHexStringLower(CollectionInterfacesBsonSerializer.EncodeBlob(value)));

        // Other implementations of the interfaces (an array for IList, a lazy sequence for IEnumerable ...) write the same bytes.
        var others = new CollectionInterfaces
        {
            Ints = value.Ints?.ToArray(),
            IntArray = value.IntArray is null ? null : new ReadOnlyCollection<int>(value.IntArray.ToList()),
            Names = value.Names is null ? null : new LinkedList<string?>(value.Names),
            NameArray = value.NameArray?.Select(name => name),
            Longs = value.Longs is null ? null : new Queue<long>(value.Longs),
            Counts = value.Counts is null ? null : new ReadOnlyDictionary<string, int>(value.Counts.ToDictionary()),
            Set = value.Set,
            Leaves = value.Leaves?.ToArray(),
        };
        Assert.Equal(vector.Hex, Convert.ToHexStringLower(CollectionInterfacesBsonSerializer.EncodeBlob(others)));
    }

    [Fact]
    public void A_projection_declared_as_IEnumerable_runs_its_selector_once_per_item()
    {
        var runs = 0;
        var names = new List<string?> { "a", null, "é" };
        var bytes = CollectionInterfacesBsonSerializer.EncodeBlob(new CollectionInterfaces { NameArray = names.Select(name => { runs++; return name; }) });

        Assert.Equal(names.Count, runs);
        Assert.True(CollectionInterfacesBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(names, decoded.NameArray);
    }

    [Theory]
    [MemberData(nameof(CollectionsCases))]
    public void Golden_bytes_decode_to_what_the_driver_creates_for_each_interface(string id)
    {
        var vector = GoldenVectors.Get(id);
        var expected = (Collections)ValueJson.ToObject(vector.Value, typeof(Collections))!;

        Assert.True(CollectionInterfacesBsonSerializer.TryDecodeBlob(vector.Bytes, out var decoded));

        DeepEquality.AssertEqual(expected, new Collections
        {
            Ints = AssertCreated<List<int>>(expected.Ints, decoded.Ints),
            IntArray = AssertCreated<List<int>>(expected.IntArray, decoded.IntArray)?.ToArray(),
            Names = AssertCreated<List<string?>>(expected.Names, decoded.Names),
            NameArray = AssertCreated<List<string?>>(expected.NameArray, decoded.NameArray)?.ToArray(),
            Longs = AssertCreated<List<long>>(expected.Longs, decoded.Longs),
            Counts = AssertCreated<ReadOnlyDictionary<string, int>>(expected.Counts, decoded.Counts)?.ToDictionary(),
            Set = AssertCreated<HashSet<int>>(expected.Set, decoded.Set),
            Leaves = AssertCreated<List<Leaf?>>(expected.Leaves, decoded.Leaves),
        });
    }

    [Fact]
    public void A_repeated_item_in_a_set_or_key_in_a_dictionary_is_refused()
    {
        var value = new CollectionInterfaces { Set = new HashSet<int> { 1, 2 }, Counts = new Dictionary<string, int> { ["a"] = 1, ["b"] = 2 } };
        var bytes = CollectionInterfacesBsonSerializer.EncodeBlob(value);
        Assert.True(CollectionInterfacesBsonSerializer.TryDecodeBlob(bytes, out _));

        var repeatedItem = bytes.ToArray();
        var items = Convert.FromHexString("0200000001000000" + "02000000");
        var at = bytes.AsSpan().IndexOf(items);
        repeatedItem[at + items.Length - 4] = 1; // { 1, 1 }
        Assert.False(CollectionInterfacesBsonSerializer.TryDecodeBlob(repeatedItem, out _));

        var repeatedKey = bytes.ToArray();
        var secondKey = bytes.AsSpan().IndexOf("b"u8);
        repeatedKey[secondKey] = (byte)'a';
        Assert.False(CollectionInterfacesBsonSerializer.TryDecodeBlob(repeatedKey, out _));
    }

    // The decoded collection is of the type the driver creates for the interface, and null where the vector's is.
    private static T? AssertCreated<T>(object? expected, object? decoded)
        where T : class
    {
        if (expected is null)
        {
            Assert.Null(decoded);
            return null;
        }

        return Assert.IsType<T>(decoded);
    }

    private static CollectionInterfaces Declared(Collections value) => new()
    {
        Ints = value.Ints,
        IntArray = value.IntArray,
        Names = value.Names,
        NameArray = value.NameArray,
        Longs = value.Longs,
        Counts = value.Counts,
        Set = value.Set,
        Leaves = value.Leaves,
    };
}
