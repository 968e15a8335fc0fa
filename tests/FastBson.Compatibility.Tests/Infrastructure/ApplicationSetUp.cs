using System;
using System.Runtime.CompilerServices;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The driver configuration an application makes at start-up, before anything builds a class map: the Guid configuration
/// of this copy of the test assembly (<see cref="GuidModes"/>; the default one in the test process, another in each
/// isolated load context that <see cref="GuidModeTests"/> opens), and the object serializer: on MongoDB.Bson 2.19 to 3.3
/// one that lets the application's own classes be written where an interface or <c>object</c> holds them, and in the copies
/// <see cref="ObjectConventionTests"/> opens one with another discriminator convention (<see cref="ObjectConventions"/>);
/// the copies <see cref="RegisteredDateTimeKindTests"/> opens register a DateTimeSerializer of another kind.
/// </summary>
internal static class ApplicationSetUp
{
    [ModuleInitializer]
    internal static void ConfigureDriver()
    {
        GuidModes.Configure(GuidModes.OfThisCopy());
        RegisteredDateTimeKinds.Configure();
        var convention = ObjectConventions.OfThisCopy();
#if MONGODB_BSON_ALLOWED_TYPES
#if !MONGODB_BSON_INTERFACE_IMPLEMENTATIONS
        // From 2.19 the registered ObjectSerializer writes (and reads) only the types it allows, by default the base
        // library's; before 3.4 (CSHARP-4935) the driver's serializer of an interface writes through it, so a list of an
        // interface's implementations (the corpus's Drawing) cannot be written at all until the application allows its
        // classes, as applications on those versions do. From 3.4 that serializer allows an interface's implementations
        // itself. The registered tests check the default one's refusal (DefaultObjectSerializerTests).
        convention ??= BsonSerializer.LookupDiscriminatorConvention(typeof(object));
#endif
        if (convention is not null)
        {
            // BsonValue's subclasses too, which the default allows from 2.19.1 and 2.19.0 does not.
            BsonSerializer.RegisterSerializer(new ObjectSerializer(convention, type =>
                ObjectSerializer.DefaultAllowedTypes(type) || typeof(MongoDB.Bson.BsonValue).IsAssignableFrom(type) ||
                type.Namespace?.StartsWith("FastBson", StringComparison.Ordinal) == true));
        }
#else
        if (convention is not null)
        {
            BsonSerializer.RegisterSerializer(new ObjectSerializer(convention));
        }
#endif
    }
}
