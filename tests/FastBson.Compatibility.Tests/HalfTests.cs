#if MONGODB_BSON_HALF
using System;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// <c>Half</c> against the driver's HalfSerializer on every reader kind: a Double is converted by the driver's converter
/// (double's extremes become Half's; a value a Half cannot hold exactly is its OverflowException or TruncationException),
/// read on the span path where it converts; every other BSON type is the driver's serializer's to read or refuse.
/// </summary>
public class HalfTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Activations));

    public static TheoryData<BsonValue, bool> Values => new()
    {
        // Doubles that convert: exact halves, the smallest subnormal, -0, NaN, infinities and double's extremes.
        { 1.5, true },
        { -0.0, true },
        { 65504.0, true },
        { -65504.0, true },
        { (double)Half.Epsilon, true },
        { double.NaN, true },
        { double.PositiveInfinity, true },
        { double.NegativeInfinity, true },
        { double.MaxValue, true },
        { double.MinValue, true },

        // Doubles the converter refuses: not exact (TruncationException), beyond Half's range (OverflowException).
        { 0.1, false },
        { 65505.0, false },
        { -70000.0, false },
        { 1e300, false },
        { double.Epsilon, false },

        // Other BSON types: read by the driver's serializer (numbers, text) or refused by it.
        { 2, false },
        { 3L, false },
        { 70000, false },
        { new BsonDecimal128(Decimal128.Parse("0.5")), false },
        { new BsonDecimal128(Decimal128.Parse("0.1")), false },
        { "1.5", false },
        { "NaN", false },
        { "x", false },
        { true, false },
        { new BsonDocument(), false },
    };

    [Theory]
    [MemberData(nameof(Values))]
    public void Values_are_read_as_the_driver_reads_them(BsonValue value, bool spanReads)
    {
        Model.AssertSameMemberRead("Scale", value, spanReads);
        Model.AssertSameMemberRead("Bias", value, spanReads);
        Model.AssertSameMemberRead("Weights", new BsonArray { value }, spanReads);
        Model.AssertSameMemberRead("Weights", new BsonArray { 0.5, value, -2.0 }, spanReads);
        Model.AssertSameMemberRead("Gradient", new BsonArray { value }, spanReads);
        Model.AssertSameMemberRead("ByLayer", new BsonDocument("a", value), spanReads);
        Model.AssertSameMemberRead("Peak", new BsonArray { value, 1 }, spanReads);
    }

    [Fact]
    public void A_null_is_read_as_the_driver_reads_it()
    {
        Model.AssertSameMemberRead("Bias", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("ByLayer", new BsonDocument("a", BsonNull.Value), spanReads: true);
        Model.AssertSameMemberRead("Scale", BsonNull.Value, spanReads: false);
        Model.AssertSameMemberRead("Weights", new BsonArray { BsonNull.Value }, spanReads: false);
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        var odd = new[]
        {
            Half.MaxValue, Half.MinValue, Half.NaN, Half.PositiveInfinity, Half.NegativeInfinity, Half.Epsilon, -(Half)0,
            (Half)0.1, BitConverter.Int16BitsToHalf(unchecked((short)0xFE01)),
        };
        foreach (var half in odd)
        {
            var value = new Activations
            {
                Scale = half,
                Bias = half,
                Weights = new List<Half> { half, (Half)1 },
                Gradient = new[] { half },
                ByLayer = new Dictionary<string, Half?> { ["a"] = half, ["b"] = null },
                Peak = Tuple.Create(half, 3),
            };
            Oracle.AssertSameRoundTrip(ActivationsBsonSerializer.Instance, value);
        }

        Oracle.AssertSameRoundTrip(ActivationsBsonSerializer.Instance, new Activations());
    }
}
#endif
