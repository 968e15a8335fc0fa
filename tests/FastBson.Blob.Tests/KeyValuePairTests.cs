using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// KeyValuePair as MemoryPack's KeyValuePairFormatter writes it: where the key or the value holds a reference, the key then the
/// value, each in its own form; where both are unmanaged, the struct's memory (the key, zero padding to the value's alignment,
/// the value, zero padding to the struct's size).
/// </summary>
public class KeyValuePairTests
{
    [Fact]
    public void A_pair_is_its_key_then_its_value_or_its_memory()
    {
        var value = new Entries
        {
            Named = new KeyValuePair<string?, int>("é", 7),
            Wide = new KeyValuePair<int, long>(-2, long.MaxValue),
            Keyed = new KeyValuePair<byte, Guid>(9, new Guid("00112233-4455-6677-8899-aabbccddeeff")),
            Lists = new List<KeyValuePair<string?, List<int>?>> { new(null, new List<int> { 1 }), new("b", null) },
            ByName = new Dictionary<string, KeyValuePair<short, bool>> { ["a"] = new(-1, true) },
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(5);
        expected.WriteString("é");
        expected.WriteUnmanaged(7);
        Append(expected, "feffffff" + "00000000" + "ffffffffffffff7f");                         // int, padding to 8, long
        Append(expected, "09" + "000000" + "33221100554477668899aabbccddeeff");                 // byte, padding to Guid's 4, Guid
        expected.WriteCollectionHeader(2);
        expected.WriteString(null);
        expected.WriteCollectionHeader(1);
        expected.WriteUnmanaged(1);
        expected.WriteString("b");
        expected.WriteNullCollection();
        expected.WriteCollectionHeader(1);
        expected.WriteString("a");
        Append(expected, "ffff" + "01" + "00");                                                // short, bool, padding to 4

        var bytes = EntriesBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(EntriesBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Named, decoded.Named);
        Assert.Equal(value.Wide, decoded.Wide);
        Assert.Equal(value.Keyed, decoded.Keyed);
        Assert.Equal(value.Lists[0].Value, decoded.Lists![0].Value);
        Assert.Equal(value.Lists[1], decoded.Lists[1]);
        Assert.Equal(value.ByName["a"], decoded.ByName!["a"]);
    }

    [Theory]
    [InlineData("02")] // a bool of 2 in an unmanaged pair
    [InlineData("01" + "00" + "ff")] // cut short: the pair's image is 4 bytes
    public void A_pair_image_with_an_invalid_value_or_cut_short_is_refused(string pair)
    {
        var value = new Entries { ByName = new Dictionary<string, KeyValuePair<short, bool>> { ["a"] = new(0, false) } };
        var hex = Convert.ToHexStringLower(EntriesBsonSerializer.EncodeBlob(value));
        var image = "0000" + "00" + "00";
        Assert.EndsWith(image, hex, StringComparison.Ordinal);
        var damaged = hex.Substring(0, hex.Length - image.Length) + (pair.Length == 2 ? "0000" + pair + "00" : pair);
        Assert.False(EntriesBsonSerializer.TryDecodeBlob(Convert.FromHexString(damaged), out _));
    }

    /// <summary>
    /// The image is the runtime's own memory of the pair, which MemoryPack copies: the same bytes as the struct's, read straight
    /// from a zeroed KeyValuePair (its padding zero).
    /// </summary>
    [Fact]
    public void A_pair_image_is_the_memory_of_the_struct()
    {
        AssertImage(new KeyValuePair<byte, long>(1, -1));
        AssertImage(new KeyValuePair<short, bool>(-2, true));
        AssertImage(new KeyValuePair<bool, Guid>(true, Guid.NewGuid()));
        AssertImage(new KeyValuePair<decimal, byte>(1.5m, 3));
        AssertImage(new KeyValuePair<int, Int128>(7, Int128.MaxValue));
        AssertImage(new KeyValuePair<char, TimeSpan>('x', TimeSpan.FromTicks(-5)));
        AssertImage(new KeyValuePair<Half, DateOnly>(Half.Epsilon, DateOnly.MaxValue));
    }

    private static void AssertImage<TKey, TValue>(KeyValuePair<TKey, TValue> pair)
        where TKey : unmanaged
        where TValue : unmanaged
    {
        var memory = new KeyValuePair<TKey, TValue>[1];
        memory[0] = pair;
        using var writer = new BlobWriter();
        writer.WriteUnmanagedPair(pair);
        Assert.Equal(Convert.ToHexStringLower(System.Runtime.InteropServices.MemoryMarshal.AsBytes(memory.AsSpan())), Convert.ToHexStringLower(writer.WrittenSpan));
    }

    private static void Append(BlobWriter writer, string hex)
    {
        foreach (var b in Convert.FromHexString(hex))
        {
            writer.WriteUnmanaged(b);
        }
    }

    [Fact]
    public void A_nullable_pair_that_holds_a_reference_is_an_object_of_the_pair()
    {
        var value = new MaybePairs
        {
            Maybe = new KeyValuePair<string?, int>("a", 1),
            Maybes = new List<KeyValuePair<string, Leaf?>?> { null, new KeyValuePair<string, Leaf?>("b", new Leaf { X = 2 }) },
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(2);
        expected.WriteObjectHeader(1);
        expected.WriteString("a");
        expected.WriteUnmanaged(1);
        expected.WriteCollectionHeader(2);
        expected.WriteNullObject();
        expected.WriteObjectHeader(1);
        expected.WriteString("b");
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(2);
        expected.WriteString(null);

        var bytes = MaybePairsBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(MaybePairsBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Maybe, decoded.Maybe);
        Assert.Null(decoded.Maybes![0]);
        Assert.Equal(("b", 2), (decoded.Maybes[1]!.Value.Key, decoded.Maybes[1]!.Value.Value!.X));

        Assert.Equal("02" + "ff" + "ffffffff", Convert.ToHexStringLower(MaybePairsBsonSerializer.EncodeBlob(new MaybePairs())));
        Assert.True(MaybePairsBsonSerializer.TryDecodeBlob(Convert.FromHexString("02" + "ff" + "ffffffff"), out var nulls));
        Assert.Null(nulls.Maybe);
    }

    [Theory]
    [InlineData("02" + "02" + "feffffff01000000" + "61" + "01000000" + "ffffffff")] // an object of two members
    [InlineData("02" + "00" + "ffffffff")]                                          // an object of none
    public void A_nullable_pair_of_another_member_count_is_refused(string blob)
    {
        Assert.False(MaybePairsBsonSerializer.TryDecodeBlob(Convert.FromHexString(blob), out _));
    }
}
