using System;
using System.Collections.Generic;
using System.Text;
using FastBson.Blob.Tests.Models;
using FastBson.Blob.Tests.Vectors;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// <c>BlobStringEncoding.Utf16</c>: the blob's strings in MemoryPack's UTF-16 form (as its <c>Utf16</c> option writes
/// them), in nested documents too, with the same schema fingerprint, and read by either setting's codec.
/// </summary>
public class StringEncodingTests
{
    [Theory]
    [InlineData(null, "ffffffff")]
    [InlineData("", "00000000")]
    [InlineData("hi", "0200000068006900")]
    [InlineData("é⚽🏆", "04000000e900bd263cd8c6df")]
    public void The_utf16_form_is_the_char_count_then_the_chars(string? value, string hex)
    {
        using var writer = new BlobWriter(utf16Strings: true);
        writer.WriteString(value);
        Assert.Equal(hex, Convert.ToHexStringLower(writer.WrittenSpan));

        var reader = new BlobReader(writer.WrittenSpan);
        Assert.True(reader.TryReadString(out var read));
        Assert.Equal(value, read);
        Assert.Equal(0, reader.Remaining);
    }

    [Fact]
    public void A_lone_surrogate_has_a_utf16_form_unlike_a_utf8_one()
    {
        // Built at run time: attribute arguments carry strings in UTF-8, which turns a lone surrogate into U+FFFD.
        The_utf16_form_is_the_char_count_then_the_chars("a\uD800b", "03000000" + "6100" + "00d8" + "6200");
    }

    [Fact]
    public void The_setting_leaves_the_schema_fingerprint_alone()
    {
        Assert.Equal(HolderBsonSerializer.BlobSchemaFingerprint, Utf16HolderBsonSerializer.BlobSchemaFingerprint);
    }

    [Fact]
    public void Nested_strings_take_the_outer_documents_setting()
    {
        var market = NewMarket();
        var utf16 = Utf16HolderBsonSerializer.EncodeBlob(new Utf16Holder { Version = 3, Inner = market });
        var utf8 = HolderBsonSerializer.EncodeBlob(new Holder { Version = 3, Inner = market });

        foreach (var text in new[] { market.Title!, market.Selections![0]!.Name! })
        {
            Assert.True(Contains(utf16, Encoding.Unicode.GetBytes(text)), $"\"{text}\" is not in UTF-16 in the UTF-16 blob");
            Assert.True(Contains(utf8, Encoding.UTF8.GetBytes(text)), $"\"{text}\" is not in UTF-8 in the UTF-8 blob");
            Assert.False(Contains(utf8, Encoding.Unicode.GetBytes(text)));
        }

        // The nested market's own blob (written alone) keeps its own default, UTF-8.
        Assert.True(Contains(MarketBsonSerializer.EncodeBlob(market), Encoding.UTF8.GetBytes(market.Title!)));
    }

    [Fact]
    public void Either_setting_reads_the_others_blobs()
    {
        var market = NewMarket();
        Assert.True(HolderBsonSerializer.TryDecodeBlob(Utf16HolderBsonSerializer.EncodeBlob(new Utf16Holder { Version = 3, Inner = market }), out var holder));
        Assert.Equal(3, holder.Version);
        DeepEquality.AssertEqual(market, holder.Inner);

        Assert.True(Utf16HolderBsonSerializer.TryDecodeBlob(HolderBsonSerializer.EncodeBlob(new Holder { Version = 4, Inner = market }), out var utf16));
        Assert.Equal(4, utf16.Version);
        DeepEquality.AssertEqual(market, utf16.Inner);
    }

    [Theory]
    [InlineData("03000000610062")]   // 3 chars claimed, 3 bytes present
    [InlineData("0100000061")]       // half a char
    public void A_utf16_string_longer_than_its_bytes_is_refused(string hex)
    {
        var reader = new BlobReader(Convert.FromHexString(hex));
        Assert.False(reader.TryReadString(out _));
    }

    private static Market NewMarket() => new()
    {
        Id = 42,
        EventId = 7,
        Status = MarketStatus.Open,
        Title = "Größe ⚽ final",
        Start = new DateTime(2026, 11, 22, 20, 0, 0, DateTimeKind.Utc),
        InPlay = true,
        Margin = 0.0625m,
        Selections = new List<Selection?>
        {
            new() { Id = 1, Name = "Ελλάδα", Price = 2.5, Result = SelectionResult.Win, Winner = true },
            null,
            new() { Id = 2, Name = "", Price = 1.01 },
        },
    };

    private static bool Contains(byte[] haystack, byte[] needle) => haystack.AsSpan().IndexOf(needle) >= 0;
}
