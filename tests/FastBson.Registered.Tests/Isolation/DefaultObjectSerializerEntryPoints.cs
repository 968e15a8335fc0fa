using System;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Runtime;
using MongoDB.Bson.Serialization;

namespace FastBson.Registered.Tests.Isolation;

/// <summary>
/// Called by reflection in a copy of this assembly loaded in a context named <see cref="ContextName"/>, whose start-up
/// (<see cref="Infrastructure.ApplicationSetUp"/>) registers no ObjectSerializer: the application keeps the driver's
/// default one, which from MongoDB.Bson 2.19 allows only the base library's types.
/// </summary>
public static class DefaultObjectSerializerEntryPoints
{
    public const string ContextName = "default-object-serializer";

    /// <summary>Whether this copy of the assembly is the one loaded under <see cref="ContextName"/>.</summary>
    public static bool IsThisCopy() =>
        System.Runtime.Loader.AssemblyLoadContext.GetLoadContext(typeof(DefaultObjectSerializerEntryPoints).Assembly)?.Name == ContextName;

    /// <summary>
    /// Registers the generated serializers, then writes a drawing without values under an interface and
    /// <paramref name="count"/> seeded drawings (classes under an interface among their members) with the registered generated serializer and with the driver's class-map
    /// serializer, on each write buffer. Returns each write's pair of outcomes (the bytes, or the exception's type, inner
    /// exception type and message), the driver's first.
    /// </summary>
    public static string[][] WriteDrawings(int count, int seed)
    {
        FastBsonSerializers.RegisterAll();
        var generated = BsonSerializer.LookupSerializer<Drawing>();
        if (generated is not IGeneratedBsonSerializer)
        {
            throw new InvalidOperationException($"Drawing is served by {generated.GetType().Name}, not its generated serializer.");
        }

        var driver = new BsonClassMapSerializer<Drawing>(BsonClassMap.LookupClassMap(typeof(Drawing)));
        // One drawing with no value under an interface (a Square under its base class is the class map's to write), which
        // every version writes, and the seeded ones, which hold such values.
        var plain = new Drawing { Id = 1, Main = new Circle { Radius = 1 }, Shapes = new() { new Square { Side = 2 } } };
        return InstanceFactory.Many<Drawing>(count, seed).Prepend(plain)
            .SelectMany(drawing => Enum.GetValues<WriteStream>().Select(stream => new[] { Outcome(driver, drawing, stream), Outcome(generated, drawing, stream) }))
            .ToArray();
    }

    private static string Outcome(IBsonSerializer<Drawing> serializer, Drawing drawing, WriteStream stream)
    {
        try
        {
            return Convert.ToHexString(SpanWrites.Write(serializer, drawing, stream).Bytes);
        }
        catch (Exception ex)
        {
            return $"{ex.GetType().FullName} ({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }
}
