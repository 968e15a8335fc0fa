using System;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// A decimal as the array of its bits and a byte[] as its hex text (<c>[BsonRepresentation]</c> Array and String): every
/// BSON value at each member, on every reader (the driver's value, or its exception type and message: a short array, an
/// item of another type, bits the decimal constructor refuses, text the pair-by-pair hex parse refuses), the span path's
/// read of the writer's forms, and the bytes written at the edges.
/// </summary>
public class BitsAndHexRepresentationTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Represented));

    private static readonly ObjectId Id = ObjectId.Parse("5f1e2d3c4b5a697887766554");

    private static readonly string[] Members = { "DecimalBits", "MaybeDecimalBits", "HexBytes", "PlainBytes" };

    private static BsonArray Bits(decimal value) => new(Array.ConvertAll(decimal.GetBits(value), bit => (BsonValue)bit));

    /// <summary>Values of every BSON type these members may meet, at the edges of the bits and of the hex parse.</summary>
    private static readonly BsonValue[] Values =
    {
        Bits(0m), Bits(1.5m), Bits(1234567890123456789012345.6789m), Bits(-0.0001m), Bits(decimal.MaxValue), Bits(decimal.MinValue), Bits(new decimal(0, 0, 0, true, 28)),
        new BsonArray { 1, 0, 0, 0, 7 }, new BsonArray { 1, 0, 0, 0, "x" }, new BsonArray { 1, 0, 0 }, new BsonArray(),
        new BsonArray { 1L, 0, 0, 0 }, new BsonArray { 1, 0, 0, 0x001D0000 }, new BsonArray { 1, 0, 0, 0x00000001 },
        new BsonArray { 1, 0, 0, unchecked((int)0x801C0000) }, new BsonArray { 1.0, 0, 0, 0 }, new BsonArray { BsonNull.Value, 0, 0, 0 },
        "", "0", "f", "F", "ff", "00ff", "abc", "0A1b", "g", " f", "f ", "0x10", "-1", "中", "ffff ",
        0, 1L, 1.5, Decimal128.Parse("1.5"), "1.5", "79228162514264337593543950335",
        BsonNull.Value, true, Id, new BsonDateTime(0), BsonSymbolTable.Lookup("ff"), new BsonDocument("a", 1),
        new BsonBinaryData(new byte[] { 1, 2 }), new BsonBinaryData(Array.Empty<byte>()), new BsonBinaryData(new byte[] { 1 }, BsonBinarySubType.UserDefined),
        BsonUndefined.Value, BsonMinKey.Value, BsonMaxKey.Value,
        new BsonTimestamp(1), new BsonRegularExpression("a"), new BsonJavaScript("x"),
    };

    [Fact]
    public void Every_BSON_value_reads_as_in_the_driver_at_each_member()
    {
        foreach (var member in Members)
        {
            foreach (var value in Values)
            {
                var bson = Oracle.ToBson(new BsonDocument { { "_id", Id }, { member, value } });
                Oracle.AssertSameReadAndMessage(RepresentedBsonSerializer.Instance, bson);
                var span = Model.SpanReadRewritten(bson);
                if (span is not null)
                {
                    Assert.Equal(Model.DriverReadRewritten(bson), span);
                }
            }
        }
    }

    [Fact]
    public void Items_read_as_in_the_driver()
    {
        foreach (var value in Values)
        {
            Oracle.AssertSameReadAndMessage(RepresentedBsonSerializer.Instance, Oracle.ToBson(new BsonDocument { { "_id", Id }, { "HexBlocks", new BsonArray { value, "ab" } } }));
        }
    }

    [Fact]
    public void The_span_path_reads_the_writers_forms()
    {
        var read = new (string Member, BsonValue Value)[]
        {
            ("DecimalBits", Bits(1.5m)), ("DecimalBits", Bits(1234567890123456789012345.6789m)), ("DecimalBits", Bits(decimal.MinValue)), ("DecimalBits", Bits(new decimal(0, 0, 0, true, 28))),
            ("MaybeDecimalBits", Bits(-7m)), ("MaybeDecimalBits", BsonNull.Value),
            ("HexBytes", ""), ("HexBytes", "00ff"), ("HexBytes", "abc"), ("HexBytes", "0A1b"), ("HexBytes", BsonNull.Value),
            ("HexBlocks", new BsonArray { "01", "", BsonNull.Value }), ("PlainBytes", new BsonBinaryData(new byte[] { 9 })),
        };
        Model.AssertSpanReads(Id, read);
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        var values = new[]
        {
            new Represented(),
            new Represented { DecimalBits = decimal.MaxValue, MaybeDecimalBits = decimal.MinValue, HexBytes = Array.Empty<byte>(), PlainBytes = Array.Empty<byte>() },
            new Represented { DecimalBits = -0.0000000000000000000000000001m, MaybeDecimalBits = 1.10m, HexBytes = new byte[] { 0, 0xab, 0xff } },
            new Represented { HexBlocks = new List<byte[]> { new byte[] { 1 }, Array.Empty<byte>() }, PlainBytes = new byte[] { 1, 2 } },
            new Represented { DecimalBits = new decimal(0, 0, 0, true, 3) },
        };
        foreach (var value in values)
        {
            Oracle.AssertSameBytes(RepresentedBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(RepresentedBsonSerializer.Instance, Oracle.Write(RepresentedBsonSerializer.Instance, value));
        }
    }

    [Fact]
    public void The_members_are_the_generated_codes_own()
    {
        foreach (var member in new[] { "DecimalBits", "MaybeDecimalBits", "HexBytes", "HexBlocks", "PlainBytes" })
        {
            Assert.DoesNotContain(member, Model.HandedOffElements);
        }
    }
}
