#if MONGODB_BSON_VALUE_TUPLES
using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// Value tuples that hold a reference, as MemoryPack's ValueTupleFormatter writes them: each item in its own form, in
/// order, with no header (a value tuple is never null). Those of unmanaged items, which MemoryPack copies as memory in the
/// layout the runtime chooses, are FBSON014 (DiagnosticTests).
/// </summary>
public class ValueTupleTests
{
    [Fact]
    public void A_value_tuple_is_its_items_in_order()
    {
        var value = new ValueTuples
        {
            Named = (3, "ab"),
            Single = new ValueTuple<string?>(null),
            Mixed = (-1L, new List<int> { 5 }, new Leaf { X = 2, Label = "l" }),
            Scores = new List<(string?, double)> { ("s", 1.5), (null, -2) },
            ById = new Dictionary<string, (int, string?)> { ["k"] = (7, null) },
            Optional = (8, "o"),
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(6);
        expected.WriteUnmanaged(3);
        expected.WriteString("ab");
        expected.WriteString(null);
        expected.WriteUnmanaged(-1L);
        expected.WriteUnmanagedList(new List<int> { 5 });
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(2);
        expected.WriteString("l");
        expected.WriteCollectionHeader(2);
        expected.WriteString("s");
        expected.WriteUnmanaged(1.5);
        expected.WriteString(null);
        expected.WriteUnmanaged(-2.0);
        expected.WriteCollectionHeader(1);
        expected.WriteString("k");
        expected.WriteUnmanaged(7);
        expected.WriteString(null);
        expected.WriteObjectHeader(1); // a Nullable<T> of a struct that holds a reference: an object of one member
        expected.WriteUnmanaged(8);
        expected.WriteString("o");

        var bytes = ValueTuplesBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(ValueTuplesBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Named, decoded.Named);
        Assert.Null(decoded.Single.Item1);
        Assert.Equal((value.Mixed.Item1, 5, 2, "l"), (decoded.Mixed.Item1, decoded.Mixed.Item2!.Single(), decoded.Mixed.Item3!.X, decoded.Mixed.Item3.Label));
        Assert.Equal(value.Scores, decoded.Scores);
        Assert.Equal(value.ById, decoded.ById);
        Assert.Equal(value.Optional, decoded.Optional);
        Assert.Equal(Convert.ToHexStringLower(bytes), Convert.ToHexStringLower(ValueTuplesBsonSerializer.EncodeBlob(decoded)));
    }

    [Fact]
    public void A_blob_that_ends_within_a_value_tuple_is_refused()
    {
        var bytes = ValueTuplesBsonSerializer.EncodeBlob(new ValueTuples { Named = (1, "abc") });
        var end = bytes.AsSpan().IndexOf("abc"u8) + 2;
        Assert.False(ValueTuplesBsonSerializer.TryDecodeBlob(bytes.AsSpan(0, end).ToArray(), out _));
    }
}
#endif
