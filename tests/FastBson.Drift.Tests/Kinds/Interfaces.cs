using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>An interface that is no collection: the generated code reads its documents as the driver's DiscriminatedInterfaceSerializer does.</summary>
public interface IBadge
{
    string? Name { get; set; }
}

/// <summary>A class of the interface, with a generated serializer.</summary>
[GenerateBsonSerializer]
public class Badge : IBadge
{
    public string? Name { get; set; }
}

/// <summary>
/// Interface members whose serializers the application's class map replaces: one with the driver's
/// DiscriminatedInterfaceSerializer built with a discriminator convention of its own (no property of it shows that
/// convention), one with another serializer altogether.
/// </summary>
[GenerateBsonSerializer]
public class Badged
{
    public int Id { get; set; }

    public IBadge? Own { get; set; }

    public IBadge? Implied { get; set; }
}

internal static class InterfaceDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Badged>(map =>
        {
            map.AutoMap();
            map.GetMemberMap(b => b.Own).SetSerializer(new DiscriminatedInterfaceSerializer<IBadge>(new ScalarDiscriminatorConvention("kind")));
            map.GetMemberMap(b => b.Implied).SetSerializer(new ImpliedImplementationInterfaceSerializer<IBadge, Badge>());
        });
}

[Collection(DriftCollection.Name)]
public class InterfaceTests
{
    private readonly DriftFixture _fixture;

    public InterfaceTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void An_interface_member_with_another_convention_or_serializer_is_reported_and_left_to_the_driver() =>
        Drift.AssertRefused<Badged>(
            _fixture,
            "Member 'Own': the driver's DiscriminatedInterfaceSerializer finds classes with another discriminator convention than the one it holds for IBadge",
            "Member 'Implied': the driver uses ImpliedImplementationInterfaceSerializer`2, the generated code reads what DiscriminatedInterfaceSerializer does.");
}
