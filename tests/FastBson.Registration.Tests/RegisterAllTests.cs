using System.Linq;
using System.Threading.Tasks;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Registration.Tests;

[Collection(RegistrationCollection.Name)]
public class RegisterAllTests
{
    private readonly RegistrationFixture _fixture;

    public RegisterAllTests(RegistrationFixture fixture) => _fixture = fixture;

    [Fact]
    public void Generated_serializers_of_every_loaded_assembly_serve_the_driver()
    {
        Assert.Same(MarketBsonSerializer.Instance, BsonSerializer.LookupSerializer<Market>());
        Assert.Same(SelectionBsonSerializer.Instance, BsonSerializer.LookupSerializer<Selection>());
        Assert.Same(CustomerBsonSerializer.Instance, BsonSerializer.LookupSerializer<Customer>());
        Assert.Same(SupplierBsonSerializer.Instance, BsonSerializer.LookupSerializer<Supplier>());
        Assert.Contains(typeof(MarketsBatch), FastBsonSerializers.RegisteredTypes);
        Assert.Same(RichMarketsBatchBsonSerializer.Instance, BsonSerializer.LookupSerializer<RichMarketsBatch>());
        Assert.Same(AllBsonTypesBsonSerializer.Instance, BsonSerializer.LookupSerializer<AllBsonTypes>());
        Assert.Same(PaymentBsonSerializer.Instance, BsonSerializer.LookupSerializer<Payment>());
    }

    [Fact]
    public void A_run_time_convention_that_changes_the_mapping_fails_registration_with_the_difference_named()
    {
        var error = Assert.IsType<FastBsonRegistrationException>(_fixture.RegistrationError);
        Assert.Contains(typeof(DriftedByConvention).FullName!, error.Message);
        Assert.Contains("'displayName'", error.Message);
        Assert.Contains("'DisplayName'", error.Message);

        // Only the drifted type is reported: a derived type's chain of members matches the class map.
        Assert.DoesNotContain(typeof(Market).FullName!, error.Message);
        Assert.DoesNotContain(typeof(Supplier).FullName!, error.Message);

        // The fixtures' driver-served members (plain Guids, BSON classes, custom [BsonSerializer]s) match their class maps.
        Assert.DoesNotContain(typeof(RichMarket).FullName!, error.Message);
        Assert.DoesNotContain(typeof(AllBsonTypes).FullName!, error.Message);
        Assert.DoesNotContain(typeof(Payment).FullName!, error.Message);
    }

    [Fact]
    public async Task RegisterAll_is_idempotent_and_thread_safe()
    {
        // Every call reports the drifted type of this process again, and changes nothing else.
        var calls = Enumerable.Range(0, 8).Select(_ => Task.Run(() => Record.Exception(FastBsonSerializers.RegisterAll)));
        foreach (var error in await Task.WhenAll(calls))
        {
            Assert.Equal(_fixture.RegistrationError!.Message, Assert.IsType<FastBsonRegistrationException>(error).Message);
        }

        Assert.Same(MarketBsonSerializer.Instance, BsonSerializer.LookupSerializer<Market>());
    }

    [Fact]
    public void The_driver_entry_points_use_the_generated_serializer_and_agree_with_the_class_map()
    {
        var markets = MarketGenerator.CreateMarkets(50, seed: 7);
        var classMap = new BsonClassMapSerializer<Market>(BsonClassMap.LookupClassMap(typeof(Market)));
        foreach (var market in markets)
        {
            var bytes = market.ToBson();
            var expected = market.ToBson(serializer: classMap);
            Assert.Equal(expected, bytes);

            var read = BsonSerializer.Deserialize<Market>(bytes);
            Assert.Equal(expected, read.ToBson(serializer: classMap));
        }
    }

    [Fact]
    public void Objects_inside_object_typed_values_get_the_drivers_discriminator()
    {
        // ObjectSerializer relies on IBsonPolymorphicSerializer to write {_t: "Address", ...} instead of {_t, _v}.
        var holder = new ObjectHolder { Value = new Address { City = "Ljubljana", Zip = 1000 } };
        var bytes = holder.ToBson();
        var json = BsonSerializer.Deserialize<BsonDocument>(bytes).ToJson();
        Assert.Contains("\"_t\" : \"Address\"", json);
        Assert.DoesNotContain("_v", json);

        var read = BsonSerializer.Deserialize<ObjectHolder>(bytes);
        var address = Assert.IsType<Address>(read.Value);
        Assert.Equal("Ljubljana", address.City);
    }

    public class ObjectHolder
    {
        public object? Value { get; set; }
    }
}
