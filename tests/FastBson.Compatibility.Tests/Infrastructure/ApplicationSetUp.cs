using System;
using System.Runtime.CompilerServices;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The driver configuration an application makes at start-up, before anything builds a class map: the Guid configuration
/// of this copy of the test assembly (<see cref="GuidModes"/>; the default one in the test process, another in each
/// isolated load context that <see cref="GuidModeTests"/> opens), and, on MongoDB.Bson 2.19 to 2.x, the object serializer
/// that lets the application's own classes be written where an interface or <c>object</c> holds them.
/// </summary>
internal static class ApplicationSetUp
{
    [ModuleInitializer]
    internal static void ConfigureDriver()
    {
        GuidModes.Configure(GuidModes.OfThisCopy());
#if MONGODB_BSON_ALLOWED_TYPES && !MONGODB_BSON_3
        // From 2.19 the registered ObjectSerializer writes (and reads) only the types it allows, by default the base
        // library's; before 3.0 the driver's serializer of an interface writes through it, so a list of an interface's
        // implementations (the corpus's Drawing) cannot be written at all until the application allows its classes, as
        // applications on those versions do. 3.x allows an interface's implementations there itself.
        BsonSerializer.RegisterSerializer(new ObjectSerializer(type =>
            ObjectSerializer.DefaultAllowedTypes(type) || type.Namespace?.StartsWith("FastBson", StringComparison.Ordinal) == true));
#endif
    }
}
