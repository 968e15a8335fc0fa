using System;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>Primitive forms the vectors do not all show: VarInt widths, the UTF-16 string form, .NET 8 offsets.</summary>
public class PrimitiveTests
{
    [Theory]
    [InlineData(0L, "00")]
    [InlineData(127L, "7f")]
    [InlineData(-120L, "88")]
    [InlineData(-121L, "8687")]
    [InlineData(-128L, "8680")]
    [InlineData(128L, "848000")]
    [InlineData(308L, "843401")]
    [InlineData(32767L, "84ff7f")]
    [InlineData(-129L, "847fff")]
    [InlineData(32768L, "8200800000")]
    [InlineData(-32769L, "82ff7fffff")]
    [InlineData(2147483648L, "800000008000000000")]
    [InlineData(long.MinValue, "800000000000000080")]
    public void VarIntTakesTheSmallestSignedForm(long value, string hex)
    {
        using var writer = new BlobWriter();
        writer.WriteVarInt(value);
        Assert.Equal(hex, Convert.ToHexStringLower(writer.WrittenSpan));

        var reader = new BlobReader(Convert.FromHexString(hex));
        Assert.True(reader.TryReadVarInt(out var read));
        Assert.Equal(value, read);
        Assert.Equal(0, reader.Remaining);
    }

    [Theory]
    [InlineData("87ff", 255L)]                 // byte
    [InlineData("85ffff", 65535L)]             // uint16
    [InlineData("83ffffffff", 4294967295L)]    // uint32
    [InlineData("81ffffffffffffff7f", long.MaxValue)] // uint64
    public void VarIntReaderAcceptsTheUnsignedForms(string hex, long value)
    {
        var reader = new BlobReader(Convert.FromHexString(hex));
        Assert.True(reader.TryReadVarInt(out var read));
        Assert.Equal(value, read);
    }

    [Theory]
    [InlineData("0200000068006900", "hi")]             // UTF-16 form: char count, UTF-16LE
    [InlineData("fdffffffffffffff6869", "hi")]         // UTF-8 form with an unknown UTF-16 length (-1)
    [InlineData("00000000", "")]
    [InlineData("ffffffff", null)]
    public void ReaderAcceptsEveryStringForm(string hex, string? expected)
    {
        var reader = new BlobReader(Convert.FromHexString(hex));
        Assert.True(reader.TryReadString(out var value));
        Assert.Equal(expected, value);
        Assert.Equal(0, reader.Remaining);
    }

    [Fact]
    public void LoneSurrogateIsRefusedWhenWriting()
    {
        using var writer = new BlobWriter();
        Assert.Throws<ArgumentException>(() => writer.WriteString("a\uD800b"));
    }

    [Fact]
    public void DateTimeOffsetWrittenByNet8IsReadTheSame()
    {
        // -08:00 as .NET 8/9 lay it out (int16 offset, 6 zero bytes) and as .NET 10 does (sign-extended int32).
        var net8 = new BlobReader(Convert.FromHexString("20fe00000000000000803907a168dc08"));
        var net10 = new BlobReader(Convert.FromHexString("20feffff0000000000803907a168dc08"));

        Assert.True(net8.TryReadUnmanaged(out DateTimeOffset fromNet8));
        Assert.True(net10.TryReadUnmanaged(out DateTimeOffset fromNet10));
        Assert.Equal(TimeSpan.FromHours(-8), fromNet8.Offset);
        Assert.Equal(fromNet10, fromNet8);
        Assert.Equal(fromNet10.Offset, fromNet8.Offset);
    }

    [Fact]
    public void NestedVersionTolerantObjectsKeepTheirOwnLengths()
    {
        using var writer = new BlobWriter();
        var outer = writer.BeginVersionTolerantObject();
        writer.WriteUnmanaged((byte)7);
        writer.EndVersionTolerantMember();
        var inner = writer.BeginVersionTolerantObject();
        writer.WriteString(new string('x', 200));
        writer.EndVersionTolerantMember();
        writer.EndVersionTolerantObject(inner);
        writer.EndVersionTolerantMember();
        writer.EndVersionTolerantObject(outer);

        // outer: 2 members, lengths 1 and 1+3+208; inner: 1 member, length 8+200 (the int16 VarInt form).
        Assert.Equal("02" + "01" + "84d400" + "07" + "01" + "84d000" + "37ffffffc8000000", Convert.ToHexStringLower(writer.WrittenSpan[..18]));
    }
}
