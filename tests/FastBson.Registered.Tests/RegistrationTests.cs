using FastBson.Compatibility.Tests.Models;
using FastBson.Fixtures;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Runtime;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// RegisterAll over the whole compatibility corpus, as an application calls it: the drift check must accept
/// every valid model, and afterwards the driver must hand out the generated serializer wherever it needs one.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class RegistrationTests
{
    private readonly RegisteredFixture _fixture;

    public RegistrationTests(RegisteredFixture fixture) => _fixture = fixture;

    [Fact]
    public void RegisterAll_accepts_every_model()
    {
        Assert.True(_fixture.RegistrationError is null, $"RegisterAll threw: {_fixture.RegistrationError}");
    }

    [Fact]
    public void The_models_of_both_sources_are_under_test()
    {
        // A discovery that silently found only some models would leave theories passing over less than they claim.
        Assert.Contains(typeof(Scalars), ModelTypes.All);
        Assert.Contains(typeof(Wide), ModelTypes.All);
        Assert.Contains(typeof(Market), ModelTypes.All);
        Assert.Contains(typeof(Selection), ModelTypes.All);
    }

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Every_model_is_registered_and_looked_up_as_its_generated_serializer(string model)
    {
        var type = ModelTypes.Find(model);
        var generated = ModelTypes.GeneratedSerializer(type);
        Assert.NotNull(generated);
        if (type.IsGenericType)
        {
            // The driver closes the generic definition RegisterAll registered: its own instance, checked on creation.
            Assert.Contains(type.GetGenericTypeDefinition(), FastBsonSerializers.RegisteredGenericDefinitions);
            var looked = BsonSerializer.LookupSerializer(type);
            Assert.IsType(generated.GetType(), looked);
            Assert.False(((IGeneratedBsonSerializer)looked).ServedByDriver);
            return;
        }

        Assert.Contains(type, FastBsonSerializers.RegisteredTypes);
        Assert.Same(generated, BsonSerializer.LookupSerializer(type));
    }

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void The_drivers_collections_and_class_maps_call_back_into_the_generated_serializer(string model)
    {
        var generated = ModelTypes.GeneratedSerializer(ModelTypes.Find(model))!.GetType().FullName;
        Assert.All(ModelRun.For(model).ServingSerializers(), serializer => Assert.Equal(generated, serializer));
    }
}
