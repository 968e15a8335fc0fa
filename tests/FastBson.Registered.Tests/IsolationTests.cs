using System;
using System.Linq;
using System.Runtime.Loader;
using FastBson.Fixtures;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// The oracle is only worth comparing with if it is the driver alone: its own copy of the driver and of FastBson,
/// with nothing registered, serving every model (and every model inside a collection) with the class map.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class IsolationTests
{
    private readonly DriverOracle _oracle;

    public IsolationTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

    [Fact]
    public void The_oracle_has_its_own_copy_of_the_driver_FastBson_the_fixtures_and_the_tests()
    {
        var copies = _oracle.Context.Assemblies.ToDictionary(assembly => assembly.GetName().Name!);
        foreach (var registered in new[] { typeof(BsonSerializer).Assembly, typeof(FastBsonSerializers).Assembly, typeof(Market).Assembly, typeof(IsolationTests).Assembly })
        {
            var name = registered.GetName().Name!;
            Assert.True(copies.TryGetValue(name, out var copy), $"{name} is not loaded in the oracle's context.");
            Assert.NotSame(registered, copy);
            Assert.NotSame(_oracle.Context, AssemblyLoadContext.GetLoadContext(registered));
            Assert.Same(_oracle.Context, AssemblyLoadContext.GetLoadContext(copy));
        }
    }

    [Fact]
    public void Framework_assemblies_are_shared_so_framework_types_cross()
    {
        Assert.DoesNotContain(_oracle.Context.Assemblies, assembly => assembly.GetName().Name!.StartsWith("System", StringComparison.Ordinal));
        Assert.Equal(ModelTypes.All.Select(ModelTypes.NameOf), _oracle.ModelNames());
    }

    [Fact]
    public void Nothing_is_registered_in_the_oracle()
    {
        Assert.Equal(0, _oracle.RegisteredTypeCount());
        Assert.NotEmpty(FastBsonSerializers.RegisteredTypes);
    }

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void The_oracle_serves_every_model_with_the_class_map_serializer_itself_and_in_collections(string model)
    {
        var classMap = typeof(BsonClassMapSerializer<>).MakeGenericType(ModelTypes.Find(model)).FullName;
        Assert.All(_oracle.ServingSerializers(model), serializer => Assert.Equal(classMap, serializer));
    }
}
