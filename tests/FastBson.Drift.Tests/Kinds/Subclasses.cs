using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A generated type with a subclass that the application maps before RegisterAll.</summary>
[GenerateBsonSerializer]
public class Vehicle
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

public class Truck : Vehicle
{
    public int Axles { get; set; }
}

/// <summary>A generated type with a subclass that the application maps after RegisterAll.</summary>
[GenerateBsonSerializer]
public class Parcel
{
    public int Id { get; set; }

    public string Label { get; set; } = string.Empty;
}

public class Crate : Parcel
{
    public int Slats { get; set; }
}

internal static class SubclassDrift
{
    internal static void ConfigureBeforeRegistration() =>
        BsonClassMap.RegisterClassMap<Truck>(cm =>
        {
            cm.AutoMap();
            cm.SetDiscriminator("truck");
        });

    internal static void ConfigureAfterRegistration() =>
        BsonClassMap.RegisterClassMap<Crate>(cm =>
        {
            cm.AutoMap();
            cm.SetDiscriminator("crate");
        });
}

/// <summary>
/// A subclass mapped by the application changes nothing in the base class's own class map, so nothing is reported
/// and the base stays generated; what must hold is that a document of the subclass reads as the subclass and a
/// subclass instance writes as the driver writes it, whenever the subclass was mapped.
/// </summary>
[Collection(DriftCollection.Name)]
public class SubclassTests
{
    private readonly DriftFixture _fixture;

    public SubclassTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_subclass_mapped_before_RegisterAll_reads_and_writes_as_the_driver_does()
    {
        AssertStillGenerated<Vehicle>(VehicleBsonSerializer.Instance);

        var truckForm = new BsonDocument { { "_t", "truck" }, { "_id", 1 }, { "Name", "T1" }, { "Axles", 3 } };
        Drift.AssertWrites<Vehicle>(truckForm, new Truck { Id = 1, Name = "T1", Axles = 3 });
        Drift.AssertReads<Vehicle>(truckForm, read =>
        {
            var truck = Assert.IsType<Truck>(read);
            Assert.Equal((1, "T1", 3), (truck.Id, truck.Name, truck.Axles));
        });

        var vehicleForm = new BsonDocument { { "_id", 2 }, { "Name", "V2" } };
        Drift.AssertWrites(vehicleForm, new Vehicle { Id = 2, Name = "V2" });
        Drift.AssertReads<Vehicle>(vehicleForm, read => Assert.Equal((typeof(Vehicle), 2, "V2"), (read.GetType(), read.Id, read.Name)));
    }

    [Fact]
    public void A_subclass_mapped_after_RegisterAll_reads_and_writes_as_the_driver_does()
    {
        AssertStillGenerated<Parcel>(ParcelBsonSerializer.Instance);

        var crateForm = new BsonDocument { { "_t", "crate" }, { "_id", 3 }, { "Label", "C3" }, { "Slats", 8 } };
        Drift.AssertWrites<Parcel>(crateForm, new Crate { Id = 3, Label = "C3", Slats = 8 });
        Drift.AssertReads<Parcel>(crateForm, read =>
        {
            var crate = Assert.IsType<Crate>(read);
            Assert.Equal((3, "C3", 8), (crate.Id, crate.Label, crate.Slats));
        });

        var parcelForm = new BsonDocument { { "_id", 4 }, { "Label", "P4" } };
        Drift.AssertWrites(parcelForm, new Parcel { Id = 4, Label = "P4" });
        Drift.AssertReads<Parcel>(parcelForm, read => Assert.Equal((typeof(Parcel), 4, "P4"), (read.GetType(), read.Id, read.Label)));
    }

    private void AssertStillGenerated<T>(IBsonSerializer<T> generated)
    {
        Assert.DoesNotContain(typeof(T), _fixture.Error.Types);
        Assert.Contains(typeof(T), FastBsonSerializers.RegisteredTypes);
        Assert.Same(generated, BsonSerializer.LookupSerializer<T>());
        Assert.False(((FastBson.Runtime.IGeneratedBsonSerializer)generated).ServedByDriver);

        var again = Assert.Throws<FastBsonRegistrationException>(FastBsonSerializers.RegisterAll);
        Assert.DoesNotContain(typeof(T), again.Types);
        Assert.Contains(typeof(T), FastBsonSerializers.RegisteredTypes);
    }
}
