using System.Runtime.CompilerServices;
#if MONGODB_BSON_3
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
#endif

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>The driver configuration an application makes at start-up, before anything builds a class map.</summary>
internal static class ApplicationSetUp
{
    /// <summary>
    /// 3.x writes no Guid without a representation: applications register a GuidSerializer (the fixtures' rich Markets
    /// carry plain Guids). 2.x, left at its defaults, needs nothing.
    /// </summary>
    [ModuleInitializer]
    internal static void ConfigureDriver()
    {
#if MONGODB_BSON_3
        BsonSerializer.RegisterSerializer(new GuidSerializer(GuidRepresentation.Standard));
#endif
    }
}
