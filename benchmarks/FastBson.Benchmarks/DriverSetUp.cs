using System.Runtime.CompilerServices;
#if MONGODB_BSON_3
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
#endif

namespace FastBson.Benchmarks;

/// <summary>
/// The driver configuration an application makes at start-up, before any class map is built. A module initializer,
/// so it also runs in BenchmarkDotNet's out-of-process runs, where <see cref="Program.Main"/> does not.
/// </summary>
internal static class DriverSetUp
{
    /// <summary>
    /// Guids without a <c>[BsonGuidRepresentation]</c> (the rich Markets workload's ids) need what a real application
    /// on each driver version has. MongoDB.Bson 2.x, left at its defaults (GuidRepresentationMode V2), writes and reads
    /// them in the readers' and writers' default representation, CSharpLegacy (binary subtype 3): nothing to do. 3.x
    /// has no default and refuses to write a Guid until the application says how, with the one line its upgrade guide
    /// gives: register a GuidSerializer for the process. Standard (subtype 4) is what it recommends for new data;
    /// an application upgrading with 2.x data in its collections registers CSharpLegacy instead. Either way the
    /// driver and FastBson read the same bytes with the same serializer settings.
    /// </summary>
    [ModuleInitializer]
    internal static void Configure()
    {
#if MONGODB_BSON_3
        BsonSerializer.RegisterSerializer(new GuidSerializer(GuidRepresentation.Standard));
#endif
    }
}
