using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Numbers whose representation <c>[BsonRepresentation]</c> chooses, with and without AllowOverflow / AllowTruncation:
/// every BSON type at each member, on every reader (the driver's value, or its exception type and message), the span
/// path's read where it takes a value (the driver's value) and its decline where it does not, and writes (the driver's
/// bytes, or its exception) at the edges of each type.
/// </summary>
public class NumberRepresentationTests
{
    private static readonly ModelCase Edges = new ModelCase<RepresentedNumberEdges>(RepresentedNumberEdgesBsonSerializer.Instance, RepresentedNumberEdgesBsonSerializer.TryReadDocument);

    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Represented));

    private static readonly ObjectId Id = ObjectId.Parse("5f1e2d3c4b5a697887766554");

    private static readonly ModelCase Texts = new ModelCase<RepresentedNumberTexts>(RepresentedNumberTextsBsonSerializer.Instance, RepresentedNumberTextsBsonSerializer.TryReadDocument);

    /// <summary>Every member of the edge model, with the BSON type of its representation.</summary>
    private static readonly (string Member, BsonType Representation)[] EdgeMembers = MembersOf(typeof(RepresentedNumberEdges));

    /// <summary>Every member of the edge model's texts, with the BSON type of its representation.</summary>
    private static readonly (string Member, BsonType Representation)[] TextMembers = MembersOf(typeof(RepresentedNumberTexts));

    private static readonly string[] ModelMembers =
    {
        "Count", "IntAsInt64", "IntAsDouble", "IntAsDecimal128", "LongText", "LongAsDecimal128", "LongWrapped", "LongRounded",
        "DoubleText", "MaybeDoubleText", "SingleText", "SingleOverflowing", "UIntWide", "UShortText", "ShortAsDouble",
        "ULongText", "ULongAsDecimal128", "Approximate",
    };

    /// <summary>Values of every BSON type a number may meet, at the edges of each number type.</summary>
    private static readonly BsonValue[] Values = new BsonValue[]
    {
        0, 1, -1, int.MinValue, int.MaxValue, short.MinValue, short.MaxValue + 1, ushort.MaxValue, 16777217,
        0L, 5L, -5L, long.MinValue, long.MaxValue, int.MaxValue + 1L, int.MinValue - 1L, uint.MaxValue, uint.MaxValue + 1L,
        (1L << 53) + 1, 1L << 53, ushort.MaxValue + 1L,
        0.0, -0.0, 1.0, -1.0, 1.5, -2.5, 0.1, 1e300, -1e300, 3e38, 4e38, double.MaxValue, double.MinValue, double.Epsilon,
        double.NaN, double.PositiveInfinity, double.NegativeInfinity, 2147483647.0, 2147483648.0, -2147483648.0,
        -2147483649.0, 9223372036854775807.0, -9223372036854775808.0, 18446744073709551615.0, 65535.0, 65536.0, 16777217.0,
        (double)float.MaxValue, (double)float.MinValue, 1e29, 7.9228162514264337593543950335E28,
        Decimal128.Parse("0"), Decimal128.Parse("-0"), Decimal128.Parse("1"), Decimal128.Parse("1.0"), Decimal128.Parse("1E+2"),
        Decimal128.Parse("1.5"), Decimal128.Parse("-1"), Decimal128.Parse("2147483647"), Decimal128.Parse("2147483648"),
        Decimal128.Parse("9223372036854775807"), Decimal128.Parse("9223372036854775808"), Decimal128.Parse("18446744073709551615"),
        Decimal128.Parse("0.1"), Decimal128.Parse("1E+40"), Decimal128.MaxValue, Decimal128.MinValue, Decimal128.PositiveInfinity,
        Decimal128.NegativeInfinity, Decimal128.QNaN,
        "0", "1", "-1", "-0", "+1", " 1", "1 ", "1.5", "1.0", "1e3", "1E+2", "abc", string.Empty, "NaN", "Infinity", "-Infinity",
        "INF", "1,000", "2147483648", "-2147483649", "9223372036854775808", "18446744073709551615", "65536", "0x10",
        "1.7976931348623157E+308", "1e400", "3.4028235E+38", "0.1", "4.9406564584124654E-324", "79228162514264337593543950336",
        BsonNull.Value, true, false, Id, new BsonDateTime(0), BsonSymbolTable.Lookup("1"), new BsonDocument("a", 1), new BsonArray { 1 },
        new BsonBinaryData(new byte[] { 1 }), BsonUndefined.Value, BsonMinKey.Value, BsonMaxKey.Value, new BsonTimestamp(1),
        new BsonRegularExpression("a"), new BsonJavaScript("x"),
    };

    [Fact]
    public void Every_BSON_value_reads_as_in_the_driver_at_each_edge_member()
    {
        AssertPlaces<RepresentedNumberEdges>(Edges, RepresentedNumberEdgesBsonSerializer.Instance, 1, EdgeMembers);
        AssertPlaces<RepresentedNumberTexts>(Texts, RepresentedNumberTextsBsonSerializer.Instance, 1, TextMembers);
    }

    [Fact]
    public void Every_BSON_value_reads_as_in_the_driver_at_each_registered_member() =>
        AssertPlaces<Represented>(Model, RepresentedBsonSerializer.Instance, Id, ModelMembers.Select(member => (member, RepresentationOf(typeof(Represented), member))).ToArray());

    [Fact]
    public void The_span_path_reads_a_value_of_the_representations_type_that_converts_exactly()
    {
        var exact = new (string Member, BsonValue Value)[]
        {
            ("LongAsInt32", 5), ("LongAsInt32", int.MinValue), ("DoubleAsInt64", 5L), ("DoubleAsInt64", long.MinValue), ("LongAsDouble", 2.0),
            ("LongAsDouble", -9223372036854775808.0), ("SingleAsInt32", 16777216), ("DecimalAsInt32", int.MaxValue), ("ULongAsInt64", long.MaxValue),
            ("UIntOverflowing", 7), ("ShortAsDouble", -32768.0), ("IntAsDecimal128", Decimal128.Parse("-2147483648")), ("IntAsDecimal128", Decimal128.Parse("1E+2")),
            ("IntText", "-12"), ("DoubleText", "0.1"), ("DoubleText", "-0"), ("DoubleText", "NaN"), ("SingleText", "3.4028235E+38"),
            ("LooseDoubleAsInt64", 3L), ("TruncatedDoubleAsInt32", -3), ("SingleAsDouble", 1.5), ("SingleAsDouble", double.PositiveInfinity),
            ("DecimalAsDouble", 0.1), ("ULongText", "18446744073709551615"),
            ("Decimal128AsInt32", int.MinValue), ("Decimal128AsInt64", long.MaxValue), ("Decimal128AsDouble", 0.5), ("RoundedDecimal128AsDouble", 0.1),
            ("Decimal128Text", "1E+400"), ("Decimal128Text", "-0.00"), ("Decimal128Text", "NaN"), ("Decimal128AsDecimal128", Decimal128.Parse("-1.50")),
        };
        var texts = TextMembers.Select(member => member.Member).ToHashSet();
        Edges.AssertSpanReads(1, exact.Where(element => !texts.Contains(element.Member)));
        Texts.AssertSpanReads(1, exact.Where(element => texts.Contains(element.Member)));
    }

    [Fact]
    public void Values_are_written_as_the_driver_writes_them_or_fail_alike()
    {
        AssertWritesAtEdges(RepresentedNumberEdgesBsonSerializer.Instance);
        AssertWritesAtEdges(RepresentedNumberTextsBsonSerializer.Instance);
    }

    [Fact]
    public void Converted_values_in_a_list_are_written_in_one_piece_as_the_driver_writes_them_or_fail_alike()
    {
        // Every converting representation of the edge model (its texts are RepresentedNumberTexts'), at the edges of each
        // type, as an item the span writer writes: the driver's bytes in one piece, or the driver's exception and message,
        // after which the next list still goes in one piece (a value the converter refuses is the writer's error, not a
        // reason to give the span writer up).
        var written = 0;
        var failed = 0;
        foreach (var property in typeof(RepresentedNumberEdges).GetProperties().Where(property => property.Name != "Id"))
        {
            var type = Nullable.GetUnderlyingType(property.PropertyType) ?? property.PropertyType;
            foreach (var edge in EdgesOf(type))
            {
                var item = new RepresentedNumberEdges();
                property.SetValue(item, edge);
                var list = new RepresentedNumberEdgesList { Id = 1, Items = new List<RepresentedNumberEdges?> { new(), null, item } };
                if (Oracle.AssertSameWriteOrFailure(RepresentedNumberEdgesListBsonSerializer.Instance, list) is not null)
                {
                    Assert.Equal(0, SpanWrites.Write(RepresentedNumberEdgesListBsonSerializer.Instance, list, WriteStream.ContiguousBuffer).ChildNames);
                    written++;
                }
                else
                {
                    var next = new RepresentedNumberEdgesList { Id = 2, Items = new List<RepresentedNumberEdges?> { new() } };
                    Assert.Equal(0, SpanWrites.Write(RepresentedNumberEdgesListBsonSerializer.Instance, next, WriteStream.ContiguousBuffer).ChildNames);
                    failed++;
                }
            }
        }

        // Both outcomes are met: values each converter takes, and values the strict ones refuse.
        Assert.True(written > 50 && failed > 10, $"{written} written, {failed} refused");
    }

    [Fact]
    public void Registered_members_are_written_as_the_driver_writes_them()
    {
        var values = new[]
        {
            new Represented(),
            new Represented { Count = int.MinValue, IntAsInt64 = int.MaxValue, IntAsDouble = int.MinValue, IntAsDecimal128 = -1, LongText = long.MinValue },
            new Represented { LongAsDecimal128 = long.MaxValue, LongWrapped = long.MaxValue, LongRounded = long.MaxValue - 1, DoubleText = double.NaN },
            new Represented { MaybeDoubleText = -0.0, SingleText = float.Epsilon, SingleOverflowing = float.MaxValue, UIntWide = uint.MaxValue },
            new Represented { UShortText = ushort.MaxValue, ShortAsDouble = short.MinValue, ULongText = ulong.MaxValue, ULongAsDecimal128 = ulong.MaxValue },
            new Represented { DoubleText = 0.1, MaybeDoubleText = double.NegativeInfinity, SingleText = float.NaN, SingleOverflowing = float.MinValue, Approximate = 0.1m },
            new Represented { DoubleText = double.MaxValue, MaybeDoubleText = double.Epsilon, SingleText = -0.0f, Approximate = decimal.MaxValue, LongWrapped = int.MinValue - 1L },
        };
        foreach (var value in values)
        {
            Oracle.AssertSameBytes(RepresentedBsonSerializer.Instance, value);
            Oracle.AssertSameReadAndMessage(RepresentedBsonSerializer.Instance, Oracle.Write(RepresentedBsonSerializer.Instance, value));
        }
    }

    private static (string Member, BsonType Representation)[] MembersOf(Type model) => model.GetProperties()
        .Where(property => property.Name != "Id")
        .Select(property => (property.Name, ((BsonRepresentationAttribute)Attribute.GetCustomAttribute(property, typeof(BsonRepresentationAttribute))!).Representation))
        .ToArray();

    /// <summary>Each member of <typeparamref name="T"/> at each edge of its type: the driver's bytes, or its exception and message.</summary>
    private static void AssertWritesAtEdges<T>(MongoDB.Bson.Serialization.IBsonSerializer<T> generated)
        where T : new()
    {
        var values = new List<T> { new() };
        foreach (var property in typeof(T).GetProperties().Where(property => property.Name != "Id"))
        {
            var type = Nullable.GetUnderlyingType(property.PropertyType) ?? property.PropertyType;
            foreach (var edge in EdgesOf(type))
            {
                var value = new T();
                property.SetValue(value, edge);
                values.Add(value);
            }
        }

        foreach (var value in values)
        {
            if (Oracle.AssertSameWriteOrFailure(generated, value) is { } written)
            {
                Oracle.AssertSameReadAndMessage(generated, written);
            }
        }
    }

    private static IEnumerable<object> EdgesOf(Type type) => type switch
    {
        _ when type == typeof(int) => new object[] { int.MinValue, int.MaxValue, -1, 16777217 },
        _ when type == typeof(long) => new object[] { long.MinValue, long.MaxValue, int.MaxValue + 1L, int.MinValue - 1L, (1L << 53) + 1, -7L },
        _ when type == typeof(double) => new object[]
        {
            double.MinValue, double.MaxValue, double.NaN, double.PositiveInfinity, double.NegativeInfinity, -0.0, 0.1, 1.5, -2.5,
            double.Epsilon, 2147483648.0, -2147483649.0, 9223372036854775807.0, 1e30, 1e-30, 3.0,
        },
        _ when type == typeof(float) => new object[] { float.MinValue, float.MaxValue, float.NaN, float.PositiveInfinity, -0.0f, 0.1f, 1.5f, 3e9f, 16777216f },
        _ when type == typeof(decimal) => new object[] { decimal.MinValue, decimal.MaxValue, 0.1m, 1.5m, -3m, 2147483648m, 1e-28m },
        _ when type == typeof(short) => new object[] { short.MinValue, short.MaxValue },
        _ when type == typeof(ushort) => new object[] { ushort.MinValue, ushort.MaxValue },
        _ when type == typeof(uint) => new object[] { uint.MaxValue, (uint)int.MaxValue + 1, 3u },
        _ when type == typeof(ulong) => new object[] { ulong.MaxValue, (ulong)long.MaxValue + 1, 3UL },
        _ when type == typeof(Decimal128) => new object[]
        {
            Decimal128.MaxValue, Decimal128.MinValue, Decimal128.QNaN, Decimal128.PositiveInfinity, Decimal128.NegativeInfinity, Decimal128.Parse("-0"),
            Decimal128.Parse("0.1"), Decimal128.Parse("1.5"), Decimal128.Parse("2147483648"), Decimal128.Parse("-9223372036854775809"),
            Decimal128.Parse("1E+2"), Decimal128.Parse("1E+400"), Decimal128.Parse("1E-400"), Decimal128.Parse("3"),
        },
        _ => throw new InvalidOperationException(type.Name),
    };

    private static BsonType RepresentationOf(Type type, string member) =>
        ((BsonRepresentationAttribute)Attribute.GetCustomAttribute(type.GetProperty(member)!, typeof(BsonRepresentationAttribute))!).Representation;

    /// <summary>
    /// Each value in each member: the driver's value or error on every reader; on the span path, the driver's value where
    /// it reads one, and a read wherever the value has the representation's BSON type and the driver reads it.
    /// </summary>
    private static void AssertPlaces<T>(ModelCase model, MongoDB.Bson.Serialization.IBsonSerializer<T> generated, BsonValue id, (string Member, BsonType Representation)[] members)
    {
        foreach (var (member, representation) in members)
        {
            foreach (var value in Values)
            {
                var bson = Oracle.ToBson(new BsonDocument { { "_id", id }, { member, value } });
                Oracle.AssertSameReadAndMessage(generated, bson);
                if (!Oracle.OutcomeWithMessage(Oracle.Driver<T>(), ReaderKind.ByteArrayBuffer, bson).StartsWith("ok:", StringComparison.Ordinal))
                {
                    continue;
                }

                var span = model.SpanReadRewritten(bson);
                if (span is not null)
                {
                    Assert.Equal(model.DriverReadRewritten(bson), span);
                }
                else
                {
                    // A decline is allowed only for a value of another BSON type: the span path converts the
                    // representation's own values as the driver's converter does (here the driver read it).
                    Assert.False(value.BsonType == representation, $"{member} = {value}: the span path declines it");
                }
            }
        }
    }
}

/// <summary>
/// Numbers in another representation than their serializer's default, at the edges of what converts: the driver refuses
/// to write many values here (a long beyond Int32 ...), so this model is not a linked one (see RepresentedEdges).
/// </summary>
[GenerateBsonSerializer]
public class RepresentedNumberEdges
{
    public int Id { get; set; }

    [BsonRepresentation(BsonType.Int32)]
    public long LongAsInt32 { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
    public long? LongOverflowing { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public double DoubleAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Int64, AllowOverflow = true, AllowTruncation = true)]
    public double LooseDoubleAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowTruncation = true)]
    public double TruncatedDoubleAsInt32 { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public double DoubleAsDecimal128 { get; set; }

    [BsonRepresentation(BsonType.Decimal128, AllowTruncation = true)]
    public double? RoundedDoubleAsDecimal128 { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public long LongAsDouble { get; set; }

    [BsonRepresentation(BsonType.Int32)]
    public float SingleAsInt32 { get; set; }

    [BsonRepresentation(BsonType.Double, AllowTruncation = true)]
    public float SingleAsDouble { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public float SingleAsDecimal128 { get; set; }

    [BsonRepresentation(BsonType.Int32)]
    public decimal DecimalAsInt32 { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public decimal DecimalAsDouble { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public ulong ULongAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
    public uint UIntOverflowing { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public short ShortAsDouble { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public int IntAsDecimal128 { get; set; }

    [BsonRepresentation(BsonType.Double, AllowOverflow = true, AllowTruncation = true)]
    public int? IntAsDouble { get; set; }

    // Decimal128 (whose default representation is Decimal128 on 3.x and String on 2.x) in every other one.
    [BsonRepresentation(BsonType.Int32)]
    public Decimal128 Decimal128AsInt32 { get; set; }

    [BsonRepresentation(BsonType.Int64, AllowOverflow = true)]
    public Decimal128? Decimal128AsInt64 { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public Decimal128 Decimal128AsDouble { get; set; }

    [BsonRepresentation(BsonType.Double, AllowTruncation = true)]
    public Decimal128 RoundedDecimal128AsDouble { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public Decimal128 Decimal128AsDecimal128 { get; set; }
}

/// <summary>
/// The edge model's numbers as text: JsonConvert's formats, written by the writer (and so keeping the edge model's
/// documents, written in a list, to the span writer). Not a linked model, for the same reason.
/// </summary>
[GenerateBsonSerializer]
public class RepresentedNumberTexts
{
    public int Id { get; set; }

    [BsonRepresentation(BsonType.String)]
    public double DoubleText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public float SingleText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ulong ULongText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public int IntText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Decimal128? Decimal128Text { get; set; }
}

/// <summary>A list of <see cref="RepresentedNumberEdges"/>, which the span writer writes in one piece.</summary>
[GenerateBsonSerializer]
public class RepresentedNumberEdgesList
{
    public int Id { get; set; }

    public List<RepresentedNumberEdges?>? Items { get; set; }
}
