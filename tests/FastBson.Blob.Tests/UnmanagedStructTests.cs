using System;
using System.Collections.Generic;
using FastBson.Runtime;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// DateOnly, TimeOnly, Half, Int128, UInt128 and Complex, which MemoryPack registers its unmanaged formatter for (it copies
/// each value's memory) and which the golden vectors do not hold. The expected bytes are the runtime's documented layouts:
/// DateOnly its day number (int32), TimeOnly its ticks since midnight (int64), Half its IEEE 754 binary16 bits, Int128 and
/// UInt128 their low 64 bits then their high 64 bits, Complex its real then its imaginary part (doubles); all little-endian. A <c>Nullable&lt;T&gt;</c> is hasValue then the
/// value at T's alignment (16 bytes for Int128 and UInt128 from .NET 8).
/// </summary>
public class UnmanagedStructTests
{
    [Fact]
    public void DateOnly_is_its_day_number()
    {
        AssertImage(DateOnly.MinValue, "00000000");
        AssertImage(new DateOnly(2024, 2, 29), "80460b00");       // day 738,944
        AssertImage(DateOnly.MaxValue, "dab93700");               // day 3,652,058
    }

    [Fact]
    public void TimeOnly_is_its_ticks()
    {
        AssertImage(TimeOnly.MinValue, "0000000000000000");
        AssertImage(new TimeOnly(13, 45, 30), "00392e5273000000"); // 495,300,000,000 ticks
        AssertImage(TimeOnly.MaxValue, "ffbf692ac9000000");       // one tick under a day
    }

    [Fact]
    public void Half_is_its_bits_NaN_payloads_included()
    {
        AssertImage((Half)1.5, "003e");
        AssertImage(-(Half)0, "0080");
        AssertImage(Half.MaxValue, "ff7b");
        AssertImage(Half.Epsilon, "0100");
        AssertImage(BitConverter.Int16BitsToHalf(0x7e01), "017e"); // a NaN with a payload keeps it
    }

    [Fact]
    public void Int128_and_UInt128_are_their_low_then_high_halves()
    {
        AssertImage(new Int128(upper: 2, lower: 1), "0100000000000000" + "0200000000000000");
        AssertImage((Int128)(-2), "feffffffffffffff" + "ffffffffffffffff");
        AssertImage(Int128.MinValue, "0000000000000000" + "0000000000000080");
        AssertImage(UInt128.MaxValue, new string('f', 32));
        AssertImage(new UInt128(upper: 0x0102030405060708, lower: 0x1112131415161718), "1817161514131211" + "0807060504030201");
    }

    [Fact]
    public void Complex_is_its_real_then_its_imaginary_part()
    {
        AssertImage(new System.Numerics.Complex(1.5, -2), "000000000000f83f" + "00000000000000c0");
        AssertImage(new System.Numerics.Complex(-0.0, double.NegativeInfinity), "0000000000000080" + "000000000000f0ff");
    }

    [Fact]
    public void Nullables_are_hasValue_then_the_value_at_its_alignment()
    {
        AssertNullableImage((System.Numerics.Complex?)System.Numerics.Complex.ImaginaryOne, "0100000000000000" + "0000000000000000" + "000000000000f03f");
        AssertNullableImage((Half?)(Half)1.5, "01" + "00" + "003e");
        AssertNullableImage((Half?)null, "00000000");
        AssertNullableImage((DateOnly?)new DateOnly(2024, 2, 29), "01000000" + "80460b00");
        AssertNullableImage((TimeOnly?)new TimeOnly(13, 45, 30), "0100000000000000" + "00392e5273000000");
        AssertNullableImage((Int128?)(-2), "01" + new string('0', 30) + "feffffffffffffffffffffffffffffff");
        AssertNullableImage((UInt128?)null, new string('0', 64));
    }

    [Fact]
    public void Arrays_and_lists_are_a_count_then_the_images()
    {
        using var writer = new BlobWriter();
        writer.WriteUnmanagedArray(new[] { new DateOnly(2024, 2, 29), DateOnly.MinValue });
        writer.WriteUnmanagedList(new List<Int128> { 1, -1 });
        writer.WriteUnmanagedArray<Half>(null);
        Assert.Equal(
            "02000000" + "80460b00" + "00000000"
            + "02000000" + "01000000000000000000000000000000" + "ffffffffffffffffffffffffffffffff"
            + "ffffffff",
            Convert.ToHexStringLower(writer.WrittenSpan));

        var reader = new BlobReader(writer.WrittenSpan.ToArray());
        Assert.True(reader.TryReadUnmanagedArray(out DateOnly[]? dates));
        Assert.True(reader.TryReadUnmanagedList(out List<Int128>? numbers));
        Assert.True(reader.TryReadUnmanagedArray(out Half[]? halves));
        Assert.Equal(new[] { new DateOnly(2024, 2, 29), DateOnly.MinValue }, dates);
        Assert.Equal(new List<Int128> { 1, -1 }, numbers);
        Assert.Null(halves);
        Assert.Equal(0, reader.Remaining);
    }

    [Theory]
    [InlineData("dbb93700")] // day 3,652,059: a day after DateOnly.MaxValue
    [InlineData("ffffffff")] // day -1
    public void A_day_number_out_of_range_is_refused_wherever_it_lies(string image)
    {
        Assert.False(new BlobReader(Convert.FromHexString(image)).TryReadUnmanaged(out DateOnly _));
        Assert.False(new BlobReader(Convert.FromHexString("01000000" + image)).TryReadNullable(out DateOnly? _));
        Assert.False(new BlobReader(Convert.FromHexString("02000000" + "00000000" + image)).TryReadUnmanagedArray(out DateOnly[]? _));
        Assert.False(new BlobReader(Convert.FromHexString("01000000" + image)).TryReadUnmanagedList(out List<DateOnly>? _));
    }

    [Theory]
    [InlineData("00c0692ac9000000")] // a whole day of ticks
    [InlineData("ffffffffffffffff")] // -1 tick
    public void Ticks_out_of_a_day_are_refused_wherever_they_lie(string image)
    {
        Assert.False(new BlobReader(Convert.FromHexString(image)).TryReadUnmanaged(out TimeOnly _));
        Assert.False(new BlobReader(Convert.FromHexString("0100000000000000" + image)).TryReadNullable(out TimeOnly? _));
        Assert.False(new BlobReader(Convert.FromHexString("01000000" + image)).TryReadUnmanagedArray(out TimeOnly[]? _));
    }

    private static void AssertImage<T>(T value, string hex)
        where T : unmanaged, IEquatable<T>
    {
        using var writer = new BlobWriter();
        writer.WriteUnmanaged(value);
        Assert.Equal(hex, Convert.ToHexStringLower(writer.WrittenSpan));

        var reader = new BlobReader(Convert.FromHexString(hex));
        Assert.True(reader.TryReadUnmanaged(out T read));
        Assert.Equal(0, reader.Remaining);

        // Equals takes a NaN as equal to itself; the bits, written again, tell -0 from 0 and keep a NaN's payload.
        Assert.Equal(value, read);
        using var again = new BlobWriter();
        again.WriteUnmanaged(read);
        Assert.Equal(hex, Convert.ToHexStringLower(again.WrittenSpan));
    }

    private static void AssertNullableImage<T>(T? value, string hex)
        where T : unmanaged
    {
        using var writer = new BlobWriter();
        writer.WriteNullable(value);
        Assert.Equal(hex, Convert.ToHexStringLower(writer.WrittenSpan));

        var reader = new BlobReader(Convert.FromHexString(hex));
        Assert.True(reader.TryReadNullable(out T? read));
        Assert.Equal(value, read);
        Assert.Equal(0, reader.Remaining);
    }
}
