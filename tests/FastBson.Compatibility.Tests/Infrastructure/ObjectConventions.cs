using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization.Conventions;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Discriminator conventions an application can give the registry's ObjectSerializer at start-up (by registering one of
/// its own), each run in a copy of the test assembly of its own (<see cref="IsolatedCopy"/>), named after it: the test
/// process keeps the driver's default.
/// </summary>
public static class ObjectConventions
{
    /// <summary>The driver's <c>ObjectDiscriminatorConvention</c> searching documents for another element name, <see cref="RenamedElement"/>.</summary>
    public const string Renamed = "Renamed";

    /// <summary>A convention of the application's own class, which decides as the default one does.</summary>
    public const string Custom = "Custom";

    /// <summary>The element name of <see cref="Renamed"/>.</summary>
    public const string RenamedElement = "kind";

    private const string ContextPrefix = "object-convention:";

    /// <summary>The name of the load context a convention runs in.</summary>
    public static string ContextName(string convention) => CopyNames.Of(ContextPrefix, convention);

    /// <summary>The convention of this copy of the test assembly, or null for the driver's default.</summary>
    public static string? NameOfThisCopy() => CopyNames.OfThisCopy(ContextPrefix);

    /// <summary>The convention this copy registers its ObjectSerializer with, or null where it keeps the driver's default.</summary>
    public static IDiscriminatorConvention? OfThisCopy() => NameOfThisCopy() switch
    {
        null => null,
        Renamed => new ObjectDiscriminatorConvention(RenamedElement),
        Custom => new ApplicationConvention(),
        var other => throw new ArgumentException($"Unknown object convention {other}."),
    };

    /// <summary>The default convention's decisions, in a class the driver does not know.</summary>
    private sealed class ApplicationConvention : IDiscriminatorConvention
    {
        private readonly ObjectDiscriminatorConvention _default = new("_t");

        public string ElementName => _default.ElementName;

        public Type GetActualType(IBsonReader bsonReader, Type nominalType) => _default.GetActualType(bsonReader, nominalType);

        public BsonValue GetDiscriminator(Type nominalType, Type actualType) => _default.GetDiscriminator(nominalType, actualType);
    }
}
