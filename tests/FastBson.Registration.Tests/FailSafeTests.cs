using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registration.Tests;

/// <summary>
/// A type whose run-time class map differs from the generated code (camelCase by convention) must be served
/// exactly as the driver serves it after RegisterAll has refused it, wherever it appears: at the top level,
/// and nested in a generated type that calls its serializer directly. Every later RegisterAll reports it again.
/// </summary>
[Collection(RegistrationCollection.Name)]
public class FailSafeTests
{
    private readonly RegistrationFixture _fixture;

    public FailSafeTests(RegistrationFixture fixture) => _fixture = fixture;

    private static BsonDocument DriverForm(int id, string name) => new() { { "_id", id }, { "displayName", name } };

    [Fact]
    public void A_drifted_type_is_written_as_the_driver_writes_it()
    {
        var bytes = new DriftedByConvention { Id = 3, DisplayName = "Ana" }.ToBson();

        Assert.Equal(DriverForm(3, "Ana").ToBson(), bytes);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_drifted_type_is_read_as_the_driver_reads_it(bool byteBuffer)
    {
        var bson = DriverForm(4, "Bo").ToBson();

        var read = Read<DriftedByConvention>(bson, byteBuffer);

        Assert.Equal(4, read.Id);
        Assert.Equal("Bo", read.DisplayName);
    }

    [Fact]
    public void The_drifted_type_is_not_listed_as_served_by_generated_code()
    {
        var error = Assert.IsType<FastBsonRegistrationException>(_fixture.RegistrationError);

        Assert.Equal(new[] { typeof(DriftedByConvention) }, error.Types);
        Assert.DoesNotContain(typeof(DriftedByConvention), FastBsonSerializers.RegisteredTypes);
        Assert.True(DriftedByConventionBsonSerializer.Instance.ServedByDriver);
        Assert.False(HoldsDriftedBsonSerializer.Instance.ServedByDriver);
    }

    [Fact]
    public void A_generated_type_writes_a_nested_drifted_type_in_the_drivers_form()
    {
        var holder = new HoldsDrifted
        {
            Id = 1,
            Single = new DriftedByConvention { Id = 5, DisplayName = "Cy" },
            Many = { new DriftedByConvention { Id = 6, DisplayName = "Di" } },
        };
        var expected = new BsonDocument
        {
            { "_id", 1 },
            { "Single", DriverForm(5, "Cy") },
            { "Many", new BsonArray { DriverForm(6, "Di") } },
        };

        Assert.Equal(expected.ToBson(), holder.ToBson());
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_generated_type_reads_a_nested_drifted_type_in_the_drivers_form(bool byteBuffer)
    {
        var bson = new BsonDocument
        {
            { "_id", 1 },
            { "Single", DriverForm(5, "Cy") },
            { "Many", new BsonArray { DriverForm(6, "Di") } },
        }.ToBson();

        var read = Read<HoldsDrifted>(bson, byteBuffer);

        Assert.Equal("Cy", read.Single!.DisplayName);
        Assert.Equal("Di", Assert.Single(read.Many).DisplayName);
        Assert.False(DriftedByConventionBsonSerializer.TryReadDocument(DriverForm(5, "Cy").ToBson(), out _));
    }

    [Fact]
    public void Every_later_call_reports_the_drift_again()
    {
        var again = Assert.Throws<FastBsonRegistrationException>(FastBsonSerializers.RegisterAll);

        Assert.Equal(_fixture.RegistrationError!.Message, again.Message);
        Assert.Contains(typeof(DriftedByConvention), again.Types);
        Assert.Equal(DriverForm(7, "Ed").ToBson(), new DriftedByConvention { Id = 7, DisplayName = "Ed" }.ToBson());
    }

    private static T Read<T>(byte[] bson, bool byteBuffer)
    {
        // The byte buffer is what the driver's cursor hands a serializer (the span path); a plain stream is not.
        using var reader = byteBuffer
            ? new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)))
            : new BsonBinaryReader(new MemoryStream(bson));
        return BsonSerializer.Deserialize<T>(reader);
    }
}
