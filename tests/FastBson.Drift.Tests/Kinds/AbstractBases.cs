using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A generated abstract base whose member the application renames in its class map.</summary>
[GenerateBsonSerializer]
[MongoDB.Bson.Serialization.Attributes.BsonKnownTypes(typeof(Kettle))]
public abstract class Appliance
{
    public int Id { get; set; }

    public string Brand { get; set; } = string.Empty;
}

/// <summary>Its generated subclass, which maps the renamed member as its own first element.</summary>
[GenerateBsonSerializer]
public sealed class Kettle : Appliance
{
    public double Litres { get; set; }
}

internal static class AbstractBaseDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Appliance>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Brand).SetElementName("make");
        });
}

/// <summary>
/// An abstract base's serializer maps its members too: a renamed one is reported by name, for the base and for the
/// subclass that inherits it, and both are then the driver's, which reads and writes the subclass under the base.
/// </summary>
[Collection(DriftCollection.Name)]
public class AbstractBaseTests
{
    private readonly DriftFixture _fixture;

    public AbstractBaseTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_member_renamed_in_an_abstract_base_s_class_map_is_reported_for_it_and_its_subclass()
    {
        const string difference = "Member 'Brand' has element name 'make' in the class map, 'Brand' in the generated code.";
        Drift.AssertRefused<Appliance>(_fixture, difference);
        Drift.AssertRefused<Kettle>(_fixture, difference);

        var form = new BsonDocument { { "_t", "Kettle" }, { "_id", 1 }, { "make", "Acme" }, { "Litres", 1.5 } };
        Drift.AssertWrites<Appliance>(form, new Kettle { Id = 1, Brand = "Acme", Litres = 1.5 });
        Drift.AssertReads<Appliance>(form, read =>
        {
            var kettle = Assert.IsType<Kettle>(read);
            Assert.Equal((1, "Acme", 1.5), (kettle.Id, kettle.Brand, kettle.Litres));
        });
    }
}
