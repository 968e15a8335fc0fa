using System.Runtime.CompilerServices;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>
/// The driver configuration an application makes at start-up. It runs in each copy of this assembly, so the registered
/// process and the driver-alone oracle are configured alike; the copy of <see cref="DefaultObjectSerializerTests"/> keeps the
/// driver's ObjectSerializer.
/// </summary>
internal static class ApplicationSetUp
{
    [ModuleInitializer]
    internal static void ConfigureDriver()
    {
#if MONGODB_BSON_ALLOWED_TYPES
        // From 2.19 the driver writes and reads an object-typed value only for types the application allows: here, its own
        // models (and before 3.4 a value under an interface too).
        if (!Isolation.DefaultObjectSerializerEntryPoints.IsThisCopy())
        {
            BsonSerializer.RegisterSerializer(new ObjectSerializer(type =>
                ObjectSerializer.DefaultAllowedTypes(type) ||
                type.Assembly == typeof(ApplicationSetUp).Assembly ||
                type.Assembly == typeof(FastBson.Fixtures.Market).Assembly));
        }
#endif
#if MONGODB_BSON_3

        // 3.x writes no Guid without a representation: applications register a GuidSerializer (the fixtures' rich
        // Markets carry plain Guids).
        BsonSerializer.RegisterSerializer(new GuidSerializer(MongoDB.Bson.GuidRepresentation.Standard));
#endif
    }
}
