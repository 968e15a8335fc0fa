using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// bool in each representation <c>[BsonRepresentation]</c> selects, and a string as Symbol: every BSON value at each member,
/// on every reader (the driver's value, or its exception type and message: the BooleanSerializer reads every number, text
/// and null whatever its representation, and the StringSerializer a String or a Symbol), the span path's read of each
/// value of the representation's BSON type, and the bytes written.
/// </summary>
public class FlagAndSymbolRepresentationTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(RepresentedFlags));

    private static readonly string[] Members =
    {
        "Plain", "FlagAsInt32", "MaybeFlagAsInt64", "FlagAsDouble", "MaybeFlagAsDecimal128", "FlagText", "MaybeFlagAsInt32", "Code",
    };

    /// <summary>Values of every BSON type these members may meet, at the edges of each representation's reading.</summary>
    private static readonly BsonValue[] Values =
    {
        true, false, 0, 1, -1, 2, int.MinValue, int.MaxValue, 0L, 1L, -1L, long.MinValue, long.MaxValue,
        0.0, -0.0, 1.0, 0.5, -1.0, double.NaN, double.PositiveInfinity, double.Epsilon,
        Decimal128.Zero, Decimal128.One, Decimal128.Parse("-0"), Decimal128.Parse("0E+10"), Decimal128.Parse("0.000"), Decimal128.Parse("1E-6000"),
        Decimal128.QNaN, Decimal128.PositiveInfinity,
        "true", "false", "True", "FALSE", "tRuE", "1", "0", "yes", " true", "true ", string.Empty, "t", "中", "\0",
        BsonSymbolTable.Lookup("true"), BsonSymbolTable.Lookup("code"), BsonSymbolTable.Lookup(string.Empty),
        BsonNull.Value, ObjectId.Parse("5f1e2d3c4b5a697887766554"), new BsonDateTime(0), new BsonDocument("a", 1), new BsonArray { 1 },
        new BsonBinaryData(new byte[] { 1 }), BsonUndefined.Value, BsonMinKey.Value, BsonMaxKey.Value,
        new BsonTimestamp(1), new BsonRegularExpression("a"), new BsonJavaScript("x"),
    };

    [Fact]
    public void Every_BSON_value_reads_as_in_the_driver_at_each_member()
    {
        foreach (var member in Members)
        {
            foreach (var value in Values)
            {
                var bson = Oracle.ToBson(new BsonDocument { { "_id", 1 }, { member, value } });
                Oracle.AssertSameReadAndMessage(RepresentedFlagsBsonSerializer.Instance, bson);
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
            foreach (var member in new[] { "FlagTexts", "Codes" })
            {
                Oracle.AssertSameReadAndMessage(RepresentedFlagsBsonSerializer.Instance, Oracle.ToBson(new BsonDocument { { "_id", 1 }, { member, new BsonArray { value, value } } }));
            }

            Oracle.AssertSameReadAndMessage(RepresentedFlagsBsonSerializer.Instance, Oracle.ToBson(new BsonDocument { { "_id", 1 }, { "CodesByName", new BsonDocument("k", value) } }));
        }
    }

    [Fact]
    public void The_span_path_reads_each_representation()
    {
        var read = new (string Member, BsonValue Value)[]
        {
            ("Plain", true), ("FlagAsInt32", 0), ("FlagAsInt32", 7), ("MaybeFlagAsInt64", -1L), ("MaybeFlagAsInt64", BsonNull.Value),
            ("FlagAsDouble", double.NaN), ("FlagAsDouble", -0.0), ("MaybeFlagAsDecimal128", Decimal128.Parse("0E+10")),
            ("MaybeFlagAsDecimal128", Decimal128.One), ("FlagText", "true"), ("FlagText", "false"), ("MaybeFlagAsInt32", 1),
            ("Code", BsonSymbolTable.Lookup("abc")), ("Code", "text"), ("Code", BsonNull.Value),
            ("FlagTexts", new BsonArray { "true", "false" }), ("Codes", new BsonArray { BsonSymbolTable.Lookup("a"), "b", BsonNull.Value }),
            ("CodesByName", new BsonDocument { { "a", BsonSymbolTable.Lookup("x") }, { "b", "y" } }),
        };
        Model.AssertSpanReads(1, read);
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them()
    {
        var values = new[]
        {
            new RepresentedFlags(),
            new RepresentedFlags { Plain = true, FlagAsInt32 = true, MaybeFlagAsInt64 = true, FlagAsDouble = true, MaybeFlagAsDecimal128 = true, FlagText = true, MaybeFlagAsInt32 = true },
            new RepresentedFlags { MaybeFlagAsInt64 = false, MaybeFlagAsDecimal128 = false, MaybeFlagAsInt32 = false, FlagTexts = new List<bool> { true, false } },
            new RepresentedFlags { Code = string.Empty, Codes = new List<string?> { "a", null, "中" }, CodesByName = new Dictionary<string, string> { ["k"] = "v" } },
            new RepresentedFlags { Code = "code", Codes = new List<string?>(), CodesByName = new Dictionary<string, string>(), FlagTexts = new List<bool>() },
        };
        foreach (var value in values)
        {
            Oracle.AssertSameBytes(RepresentedFlagsBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(RepresentedFlagsBsonSerializer.Instance, Oracle.Write(RepresentedFlagsBsonSerializer.Instance, value));
        }
    }

    [Fact]
    public void The_members_are_the_generated_codes_own()
    {
        // Not handed to the driver's serializer: the span path reads their values itself (see HandOffs).
        foreach (var member in new[] { "Plain", "FlagAsInt32", "MaybeFlagAsInt64", "FlagAsDouble", "MaybeFlagAsDecimal128", "FlagText", "MaybeFlagAsInt32", "FlagTexts", "Code", "Codes", "CodesByName" })
        {
            Assert.DoesNotContain(member, Model.HandedOffElements);
        }
    }
}
