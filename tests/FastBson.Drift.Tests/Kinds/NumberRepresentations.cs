using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>Numbers in representations <c>[BsonRepresentation]</c> chooses, with converter settings (byte and char have none), left as they are.</summary>
[GenerateBsonSerializer]
public class Tallied
{
    public int Id { get; set; }

    [BsonRepresentation(BsonType.String)]
    public int Count { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
    public long Clicks { get; set; }

    [BsonRepresentation(BsonType.Decimal128, AllowTruncation = true)]
    public double? Ratio { get; set; }

    [BsonRepresentation(BsonType.String)]
    public byte Code { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public char? Letter { get; set; }
}

/// <summary>The same attributes, each member's serializer replaced by the application's class map.</summary>
[GenerateBsonSerializer]
public class Retallied
{
    public int Id { get; set; }

    [BsonRepresentation(BsonType.String)]
    public int Count { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
    public long Clicks { get; set; }

    [BsonRepresentation(BsonType.Decimal128, AllowTruncation = true)]
    public double? Ratio { get; set; }

    [BsonRepresentation(BsonType.String)]
    public byte Code { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public char? Letter { get; set; }
}

internal static class NumberRepresentationDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Retallied>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Count).SetSerializer(new Int32Serializer(BsonType.Int64));
            cm.GetMemberMap(x => x.Clicks).SetSerializer(new Int64Serializer(BsonType.Int32));
            cm.GetMemberMap(x => x.Ratio).SetSerializer(new NullableSerializer<double>(new DoubleSerializer(BsonType.Decimal128, new RepresentationConverter(allowOverflow: true, allowTruncation: true))));
            cm.GetMemberMap(x => x.Code).SetSerializer(new ByteSerializer(BsonType.Binary));
            cm.GetMemberMap(x => x.Letter).SetSerializer(new NullableSerializer<char>(new CharSerializer(BsonType.String)));
        });
}

[Collection(DriftCollection.Name)]
public class NumberRepresentationTests
{
    private readonly DriftFixture _fixture;

    public NumberRepresentationTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Number_representations_left_as_they_are_are_no_difference()
    {
        Assert.DoesNotContain(typeof(Tallied), _fixture.Error.Types);
        Assert.Same(TalliedBsonSerializer.Instance, BsonSerializer.LookupSerializer<Tallied>());

        var form = new BsonDocument { { "_id", 1 }, { "Count", "-12" }, { "Clicks", 5 }, { "Ratio", new Decimal128(0.5m) }, { "Code", "0a" }, { "Letter", 120L } };
        Drift.AssertWrites(form, new Tallied { Id = 1, Count = -12, Clicks = 5, Ratio = 0.5, Code = 10, Letter = 'x' });
        Drift.AssertReads<Tallied>(form, read => Assert.Equal((-12, 5L, (double?)0.5, (byte)10, (char?)'x'), (read.Count, read.Clicks, read.Ratio, read.Code, read.Letter)));

        // The span path reads the representations' own BSON types (a Decimal128 into a double is the converter's to decide).
        Assert.True(TalliedBsonSerializer.TryReadDocument(new BsonDocument { { "_id", 1 }, { "Count", "-12" }, { "Clicks", 5 }, { "Ratio", BsonNull.Value }, { "Code", "ff" }, { "Letter", BsonNull.Value } }.ToBson(), out var read));
        Assert.Equal((-12, 5L, (double?)null, (byte)255, (char?)null), (read.Count, read.Clicks, read.Ratio, read.Code, read.Letter));

        // Overflow allowed: a long beyond Int32 is written wrapped, as the driver's converter does.
        Drift.AssertWrites(new BsonDocument { { "_id", 1 }, { "Count", "0" }, { "Clicks", 1 }, { "Ratio", BsonNull.Value }, { "Code", "00" }, { "Letter", BsonNull.Value } }, new Tallied { Id = 1, Clicks = (1L << 32) + 1 });
    }

    [Fact]
    public void Serializers_replaced_at_run_time_are_reported_and_the_driver_writes_and_reads_them()
    {
        Drift.AssertRefused<Retallied>(
            _fixture,
            "Member 'Count': the driver writes it as Int64, the generated code as String.",
            "Member 'Clicks': the driver's Int64Serializer has AllowOverflow=False, AllowTruncation=False; the generated code converts with (True, False).",
            "Member 'Ratio': the driver's DoubleSerializer has AllowOverflow=True, AllowTruncation=True; the generated code converts with (False, True).",
            "Member 'Code': the driver writes it as Binary, the generated code as String.",
            "Member 'Letter': the driver writes it as String, the generated code as Int64.");

        var form = new BsonDocument
        {
            { "_id", 1 }, { "Count", 7L }, { "Clicks", 5 }, { "Ratio", new Decimal128(0.5m) }, { "Code", new BsonBinaryData(new byte[] { 10 }) }, { "Letter", "x" },
        };
        Drift.AssertWrites(form, new Retallied { Id = 1, Count = 7, Clicks = 5, Ratio = 0.5, Code = 10, Letter = 'x' });
        Drift.AssertReads<Retallied>(form, read => Assert.Equal((7, 5L, (double?)0.5, (byte)10, (char?)'x'), (read.Count, read.Clicks, read.Ratio, read.Code, read.Letter)));
        Drift.AssertSpanEntryDeclines<Retallied>(RetalliedBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", 1 }, { "Count", "7" }, { "Clicks", 5 }, { "Ratio", new Decimal128(0.5m) }, { "Code", "0a" }, { "Letter", 120L },
        });
    }
}
