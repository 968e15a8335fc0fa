using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// The conversions of the small numbers at their edges. In each member's own BSON type, the span path reads itself
/// exactly the values the driver reads, to the driver's value, and declines the others, whose error the IBsonReader
/// path then raises as the driver does on every reader; values the driver refuses to write fail the same way.
/// </summary>
public class SmallNumberTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(SmallNumbers));

    private static readonly BsonValue[] Int32Edges = new[]
    {
        int.MinValue, short.MinValue - 1, short.MinValue, sbyte.MinValue - 1, sbyte.MinValue, -1, 0, 1, sbyte.MaxValue,
        sbyte.MaxValue + 1, byte.MaxValue, byte.MaxValue + 1, short.MaxValue, short.MaxValue + 1, ushort.MaxValue,
        ushort.MaxValue + 1, int.MaxValue,
    }.Select(value => (BsonValue)new BsonInt32(value)).ToArray();

    private static readonly BsonValue[] Int64Edges = new[]
    {
        long.MinValue, int.MinValue - 1L, -1L, 0L, 1L, int.MaxValue + 1L, long.MaxValue,
    }.Select(value => (BsonValue)new BsonInt64(value)).ToArray();

    private static readonly BsonValue[] DoubleEdges = new[]
    {
        0.0, -0.0, 1.5, 1.1, 16777217.0, float.MaxValue, NextUp(float.MaxValue), -(double)float.MaxValue, 1e39, -1e39,
        double.MaxValue, double.MinValue, double.PositiveInfinity, double.NegativeInfinity, double.NaN,
        BitConverter.Int64BitsToDouble(0x7ff0_0000_0000_0001), float.Epsilon, float.Epsilon / 2.0, double.Epsilon,
    }.Select(value => (BsonValue)new BsonDouble(value)).ToArray();

    /// <summary>The members of each BSON type: plain and nullable values, array items and dictionary values.</summary>
    private static readonly (string Member, Placement Placement)[] Int32Places =
    {
        ("Char", Placement.Value), ("Byte", Placement.Value), ("SByte", Placement.Value), ("Short", Placement.Value),
        ("UShort", Placement.Value), ("UInt", Placement.Value), ("MaybeChar", Placement.Value),
        ("MaybeByte", Placement.Value), ("MaybeSByte", Placement.Value), ("MaybeShort", Placement.Value),
        ("MaybeUShort", Placement.Value), ("MaybeUInt", Placement.Value), ("UInts", Placement.Item),
        ("MaybeShorts", Placement.Item), ("Chars", Placement.Item), ("SBytes", Placement.Item),
        ("MaybeUShortsByKey", Placement.Entry), ("BytesByKey", Placement.Entry),
    };

    private static readonly (string Member, Placement Placement)[] Int64Places =
    {
        ("ULong", Placement.Value), ("MaybeULong", Placement.Value), ("ULongsByKey", Placement.Entry),
    };

    private static readonly (string Member, Placement Placement)[] DoublePlaces =
    {
        ("Single", Placement.Value), ("MaybeSingle", Placement.Value), ("Singles", Placement.Item),
    };

    private enum Placement
    {
        Value,
        Item,
        Entry,
    }

    [Fact]
    public void Int32_values_stay_on_the_span_path_exactly_when_the_driver_reads_them() => AssertEdges(Int32Places, Int32Edges);

    [Fact]
    public void Int64_values_stay_on_the_span_path_exactly_when_the_driver_reads_them() => AssertEdges(Int64Places, Int64Edges);

    [Fact]
    public void Double_values_stay_on_the_span_path_exactly_when_the_driver_reads_them() => AssertEdges(DoublePlaces, DoubleEdges);

    [Fact]
    public void Values_the_driver_refuses_to_write_fail_the_same_way()
    {
        var values = new Dictionary<string, SmallNumbers>
        {
            ["UInt beyond int"] = new() { UInt = int.MaxValue + 1u },
            ["UInt maximum"] = new() { UInt = uint.MaxValue },
            ["MaybeUInt maximum"] = new() { MaybeUInt = uint.MaxValue },
            ["UInts item"] = new() { UInts = new List<uint> { 1, uint.MaxValue } },
            ["ULong beyond long"] = new() { ULong = long.MaxValue + 1ul },
            ["MaybeULong maximum"] = new() { MaybeULong = ulong.MaxValue },
            ["ULongsByKey value"] = new() { ULongsByKey = new Dictionary<string, ulong> { ["k"] = ulong.MaxValue } },
        };
        foreach (var (name, value) in values)
        {
            var driver = Record.Exception(() => Oracle.Write(Oracle.Driver<SmallNumbers>(), value));
            var generated = Record.Exception(() => Oracle.Write(SmallNumbersBsonSerializer.Instance, value));

            Assert.True(driver is not null, $"{name}: the driver wrote the value");
            Assert.True(generated is not null, $"{name}: the generated serializer wrote the value");
            Assert.Equal((name, driver!.GetType(), driver.InnerException?.GetType(), driver.Message), (name, generated!.GetType(), generated.InnerException?.GetType(), generated.Message));
        }
    }

    [Fact]
    public void The_largest_values_the_driver_writes_round_trip()
    {
        var value = new SmallNumbers
        {
            Char = char.MaxValue,
            Byte = byte.MaxValue,
            SByte = sbyte.MinValue,
            Short = short.MinValue,
            UShort = ushort.MaxValue,
            UInt = int.MaxValue,
            ULong = long.MaxValue,
            Single = float.MinValue,
            MaybeSingle = float.NaN,
        };
        Oracle.AssertSameBytes(SmallNumbersBsonSerializer.Instance, value);
        var bson = Oracle.Write(SmallNumbersBsonSerializer.Instance, value);
        Assert.Equal(Model.DriverReadRewritten(bson), Model.SpanReadRewritten(bson));
        Oracle.AssertSameReadAndMessage(SmallNumbersBsonSerializer.Instance, bson);
    }

    private static void AssertEdges((string Member, Placement Placement)[] places, BsonValue[] values)
    {
        foreach (var (member, shape) in places)
        {
            foreach (var value in values)
            {
                var placed = shape switch
                {
                    Placement.Item => new BsonArray { value },
                    Placement.Entry => new BsonDocument("k", value),
                    _ => value,
                };
                var bson = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { member, placed } });

                Oracle.AssertSameReadAndMessage(SmallNumbersBsonSerializer.Instance, bson);

                var driverReads = Oracle.OutcomeWithMessage(Oracle.Driver<SmallNumbers>(), ReaderKind.ByteArrayBuffer, bson).StartsWith("ok:", StringComparison.Ordinal);
                var span = Model.SpanReadRewritten(bson);
                Assert.True(driverReads == span is not null, $"{member} = {value}: the driver {(driverReads ? "reads" : "refuses")} it, the span path {(span is null ? "declines" : "reads")} it");
                if (span is not null)
                {
                    Assert.Equal(Model.DriverReadRewritten(bson), span);
                }
            }
        }
    }

    private static double NextUp(double value) => BitConverter.Int64BitsToDouble(BitConverter.DoubleToInt64Bits(value) + 1);
}
