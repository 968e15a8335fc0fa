using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// System.Tuple as MemoryPack's TupleFormatter writes it: an object header of its item count (255 for null), then each item
/// in its own form; the eighth item, Rest, is a tuple nested the same way. A read takes exactly that count.
/// </summary>
public class TupleTests
{
    [Fact]
    public void A_tuple_is_an_object_of_its_items()
    {
        var value = new Pairs
        {
            Point = Tuple.Create(7, (string?)"é"),
            Nested = Tuple.Create((long?)null, (List<string?>?)new List<string?> { "a", null }, (Tuple<double, Selection?>?)Tuple.Create(1.5, (Selection?)null)),
            Scores = new List<Tuple<string?, int>?> { Tuple.Create((string?)null, -1), null },
            Wide = new Tuple<int, int, int, int, int, int, int, Tuple<string?>>(1, 2, 3, 4, 5, 6, 7, Tuple.Create((string?)"r")),
        };

        using var expected = new BlobWriter();
        expected.WriteObjectHeader(4);
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(7);
        expected.WriteString("é");
        expected.WriteObjectHeader(3);
        expected.WriteNullable((long?)null);
        expected.WriteCollectionHeader(2);
        expected.WriteString("a");
        expected.WriteString(null);
        expected.WriteObjectHeader(2);
        expected.WriteUnmanaged(1.5);
        expected.WriteNullObject();
        expected.WriteCollectionHeader(2);
        expected.WriteObjectHeader(2);
        expected.WriteString(null);
        expected.WriteUnmanaged(-1);
        expected.WriteNullObject();
        expected.WriteObjectHeader(8);
        for (var i = 1; i <= 7; i++)
        {
            expected.WriteUnmanaged(i);
        }

        expected.WriteObjectHeader(1);
        expected.WriteString("r");

        var bytes = PairsBsonSerializer.EncodeBlob(value);
        Assert.Equal(Convert.ToHexStringLower(expected.WrittenSpan), Convert.ToHexStringLower(bytes));

        Assert.True(PairsBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Equal(value.Point, decoded.Point);
        Assert.Equal(value.Nested.Item1, decoded.Nested!.Item1);
        Assert.Equal(value.Nested.Item2, decoded.Nested.Item2);
        Assert.Equal(value.Nested.Item3, decoded.Nested.Item3);
        Assert.Equal(value.Scores, decoded.Scores);
        Assert.Equal(value.Wide, decoded.Wide);
    }

    [Fact]
    public void A_null_tuple_is_the_null_object_header()
    {
        var bytes = PairsBsonSerializer.EncodeBlob(new Pairs());
        Assert.Equal("04" + "ff" + "ff" + "ffffffff" + "ff", Convert.ToHexStringLower(bytes));
        Assert.True(PairsBsonSerializer.TryDecodeBlob(bytes, out var decoded));
        Assert.Null(decoded.Point);
        Assert.Null(decoded.Wide);
    }

    [Theory]
    [InlineData("01" + "07000000")]                           // fewer items than the tuple has: MemoryPack refuses them too
    [InlineData("03" + "07000000" + "ffffffff" + "00")]       // more
    [InlineData("02" + "07000000")]                           // cut short
    public void Any_other_item_count_is_refused(string point)
    {
        Assert.False(PairsBsonSerializer.TryDecodeBlob(Convert.FromHexString("04" + point + "ff" + "ffffffff" + "ff"), out _));
    }
}
