using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A decimal the application's class map writes as Decimal128 and reads allowing overflow and truncation.</summary>
[GenerateBsonSerializer]
public class Priced
{
    public int Id { get; set; }

    public decimal Price { get; set; }
}

internal static class DecimalDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Priced>(cm =>
        {
            cm.AutoMap();
            var lenient = new RepresentationConverter(allowOverflow: true, allowTruncation: true);
            cm.GetMemberMap(x => x.Price).SetSerializer(new DecimalSerializer(BsonType.Decimal128, lenient));
        });
}

[Collection(DriftCollection.Name)]
public class DecimalTests
{
    private readonly DriftFixture _fixture;

    public DecimalTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Decimal_converter_options_are_reported_and_the_driver_reads_with_them()
    {
        Drift.AssertRefused<Priced>(_fixture, "Member 'Price': the driver's DecimalSerializer has AllowOverflow=True, AllowTruncation=True; the generated code reads with this driver's defaults");

        var form = new BsonDocument { { "_id", 1 }, { "Price", new BsonDecimal128(1.5m) } };
        Drift.AssertWrites(form, new Priced { Id = 1, Price = 1.5m });
        Drift.AssertReads<Priced>(form, read => Assert.Equal((1, 1.5m), (read.Id, read.Price)));

        // Overflow allowed: a Decimal128 beyond decimal's range reads as decimal.MaxValue instead of failing.
        var huge = new BsonDocument { { "_id", 2 }, { "Price", new BsonDecimal128(Decimal128.Parse("1E+40")) } };
        Drift.AssertReads<Priced>(huge, read => Assert.Equal(decimal.MaxValue, read.Price));
        Drift.AssertSpanEntryDeclines<Priced>(PricedBsonSerializer.TryReadDocument, form);
    }
}
