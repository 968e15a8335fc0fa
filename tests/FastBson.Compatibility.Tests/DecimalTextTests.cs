using System;
using System.Globalization;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Decimals stored as strings (the 2.x driver's default representation): the span path's own parser for the
/// form the driver writes must give the same value and scale as the driver's decimal.Parse, and leave every
/// other text to it.
/// </summary>
public class DecimalTextTests
{
    [Theory]
    [InlineData("0.1230")]
    [InlineData("-5")]
    [InlineData("123456789012345678")]
    [InlineData("1234567890123456789")]
    [InlineData("0.000000000000000001")]
    [InlineData("-0")]
    [InlineData("0.0")]
    [InlineData("00012.50")]
    [InlineData("1e5")]
    [InlineData(" 1")]
    [InlineData("1,000")]
    [InlineData("+1")]
    [InlineData(".5")]
    [InlineData("5.")]
    [InlineData("-")]
    [InlineData("")]
    [InlineData("1.2.3")]
    [InlineData("79228162514264337593543950335")]
    [InlineData("79228162514264337593543950336")]
    [InlineData("٣")]
    public void Decimal_text_is_read_as_the_driver_reads_it(string text)
    {
        var bson = new BsonDocument("Decimal", text).ToBson();
        Oracle.AssertSameReadAndMessage(NullableScalarsBsonSerializer.Instance, bson, Readers.Binary);
    }

    [Fact]
    public void Decimals_written_by_the_driver_keep_value_and_scale()
    {
        var random = new Random(11);
        for (var i = 0; i < 2_000; i++)
        {
            var value = new decimal(random.Next(), random.Next(), random.Next(0, 3), random.Next(2) == 1, (byte)random.Next(0, 29));
            var bson = new BsonDocument("Decimal", value.ToString("G", NumberFormatInfo.InvariantInfo)).ToBson();
            Oracle.AssertSameReadAndMessage(NullableScalarsBsonSerializer.Instance, bson, Readers.Binary);

            var read = Oracle.Read(NullableScalarsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
            Assert.Equal(decimal.GetBits(value), decimal.GetBits(read.Decimal!.Value));
        }
    }
}
