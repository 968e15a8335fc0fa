using System.IO;
using System.Linq;
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

        Assert.Equal(new[] { typeof(DriftedByConvention), typeof(RefusedBySubclass) }, error.Types.OrderBy(t => t.Name));
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

    /// <summary>
    /// A type whose class map the driver refuses to build (a known subclass's mapping) is named by RegisterAll, which goes
    /// on to register the other types, and stays with the driver: from then on it is written and read by the driver's
    /// class map, which the driver's first, failed attempt left built for the type itself.
    /// </summary>
    [Fact]
    public void A_type_whose_class_map_the_driver_refuses_is_named_and_left_to_the_driver()
    {
        var error = Assert.IsType<FastBsonRegistrationException>(_fixture.RegistrationError);

        Assert.Contains(typeof(RefusedBySubclass), error.Types);
        Assert.Contains($"The driver cannot build its class map for {typeof(RefusedBySubclass).FullName} (NotSupportedException", error.Message);
        Assert.DoesNotContain(typeof(RefusedBySubclass), FastBsonSerializers.RegisteredTypes);
        Assert.True(RefusedBySubclassBsonSerializer.Instance.ServedByDriver);
        Assert.Contains(typeof(Customer), FastBsonSerializers.RegisteredTypes);

        var value = new RefusedBySubclass { Id = 2, Name = "Flo" };
        var driver = new MongoDB.Bson.Serialization.BsonClassMapSerializer<RefusedBySubclass>(BsonClassMap.LookupClassMap(typeof(RefusedBySubclass)));
        var expected = Write(driver, value);
        Assert.Equal(expected, value.ToBson());
        Assert.Equal("Flo", Read<RefusedBySubclass>(expected, byteBuffer: true).Name);
    }

    private static byte[] Write<T>(IBsonSerializer<T> serializer, T value)
    {
        using var stream = new MemoryStream();
        using var writer = new BsonBinaryWriter(stream);
        serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
        return stream.ToArray();
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
