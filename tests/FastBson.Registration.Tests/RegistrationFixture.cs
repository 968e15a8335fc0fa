using System;
using System.Runtime.CompilerServices;
using MongoDB.Bson.Serialization.Conventions;
using Xunit;

namespace FastBson.Registration.Tests;

/// <summary>
/// Registers every generated serializer once for this test process, the way an application does at
/// start-up, with one run-time convention in place that makes <see cref="DriftedByConvention"/> differ.
/// </summary>
public sealed class RegistrationFixture
{
    public RegistrationFixture()
    {
        RegistrationError = Record.Exception(FastBsonSerializers.RegisterAll);
    }

    /// <summary>What RegisterAll threw (the drift of <see cref="DriftedByConvention"/>).</summary>
    public Exception? RegistrationError { get; }

    [ModuleInitializer]
    internal static void RegisterConventionBeforeAnyClassMap()
    {
        var pack = new ConventionPack { new CamelCaseElementNameConvention() };
        ConventionRegistry.Register("drift-test", pack, type => type == typeof(DriftedByConvention));
#if MONGODB_BSON_ALLOWED_TYPES
        // From 2.19 the driver serializes an object-typed value only for types the application allows, as an application configures it.
        MongoDB.Bson.Serialization.BsonSerializer.RegisterSerializer(new MongoDB.Bson.Serialization.Serializers.ObjectSerializer(
            type => MongoDB.Bson.Serialization.Serializers.ObjectSerializer.DefaultAllowedTypes(type) || type.Assembly == typeof(RegistrationFixture).Assembly));
#endif
    }
}

[CollectionDefinition(Name)]
public sealed class RegistrationCollection : ICollectionFixture<RegistrationFixture>
{
    public const string Name = "registered";
}
