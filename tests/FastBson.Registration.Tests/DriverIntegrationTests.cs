using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.IdGenerators;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Registration.Tests;

/// <summary>What the driver's collection, LINQ and Builders code asks of a document serializer.</summary>
[Collection(RegistrationCollection.Name)]
public class DriverIntegrationTests
{
    public DriverIntegrationTests(RegistrationFixture fixture)
    {
        Assert.NotNull(fixture);
    }

    [Theory]
    [InlineData("Id")]
    [InlineData("Name")]
    [InlineData("Addresses")]
    public void Member_serialization_info_matches_the_class_map_for_linq_and_builders(string member)
    {
        var generated = (IBsonDocumentSerializer)BsonSerializer.LookupSerializer<Customer>();
        var classMap = new BsonClassMapSerializer<Customer>(BsonClassMap.LookupClassMap(typeof(Customer)));

        Assert.True(generated.TryGetMemberSerializationInfo(member, out var ours));
        Assert.True(classMap.TryGetMemberSerializationInfo(member, out var drivers));
        Assert.Equal(drivers.ElementName, ours.ElementName);
        Assert.Equal(drivers.NominalType, ours.NominalType);
        Assert.Equal(drivers.Serializer.GetType(), ours.Serializer.GetType());
    }

    [Fact]
    public void Unknown_members_have_no_serialization_info()
    {
        var generated = (IBsonDocumentSerializer)BsonSerializer.LookupSerializer<Customer>();
        Assert.False(generated.TryGetMemberSerializationInfo("Nope", out _));
    }

    [Fact]
    public void Insert_fills_an_empty_ObjectId_like_the_driver()
    {
        var customer = new Customer { Name = "Ana" };
        var provider = (IBsonIdProvider)BsonSerializer.LookupSerializer<Customer>();

        Assert.True(provider.GetDocumentId(customer, out var id, out var nominalType, out var generator));
        Assert.Equal(ObjectId.Empty, id);
        Assert.Equal(typeof(ObjectId), nominalType);
        Assert.IsType<ObjectIdGenerator>(generator);
        Assert.True(generator.IsEmpty(id));

        provider.SetDocumentId(customer, generator.GenerateId(null, customer));
        Assert.NotEqual(ObjectId.Empty, customer.Id);
    }

    [Fact]
    public void A_string_id_stored_as_ObjectId_gets_the_drivers_string_generator()
    {
        var ticket = new Ticket { Seats = 2 };
        var provider = (IBsonIdProvider)BsonSerializer.LookupSerializer<Ticket>();

        Assert.True(provider.GetDocumentId(ticket, out var id, out _, out var generator));
        Assert.Null(id);
        Assert.IsType<StringObjectIdGenerator>(generator);
        provider.SetDocumentId(ticket, generator.GenerateId(null, ticket));
        Assert.True(ObjectId.TryParse(ticket.Key, out _));

        var bytes = ticket.ToBson();
        var document = BsonSerializer.Deserialize<BsonDocument>(bytes);
        Assert.Equal(BsonType.ObjectId, document["_id"].BsonType);
        Assert.Equal(ticket.Key, BsonSerializer.Deserialize<Ticket>(bytes).Key);
    }

    [Fact]
    public void Documents_without_an_id_say_so()
    {
        var provider = (IBsonIdProvider)BsonSerializer.LookupSerializer<Address>();
        Assert.False(provider.GetDocumentId(new Address(), out _, out _, out _));
        Assert.Throws<System.InvalidOperationException>(() => provider.SetDocumentId(new Address(), 1));
    }

    [Fact]
    public void The_id_is_written_first_when_the_driver_asks_for_it()
    {
        var customer = new Customer { Id = ObjectId.GenerateNewId(), Name = "Bo" };
        var document = new BsonDocument();
        using (var writer = new MongoDB.Bson.IO.BsonDocumentWriter(document))
        {
            var context = BsonSerializationContext.CreateRoot(writer);
            BsonSerializer.LookupSerializer<Customer>().Serialize(context, new BsonSerializationArgs(typeof(Customer), false, true), customer);
        }

        Assert.Equal("_id", document.GetElement(0).Name);
    }
}
