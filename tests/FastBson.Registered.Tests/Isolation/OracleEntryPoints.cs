using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Registered.Tests.Infrastructure;
using MongoDB.Bson.Serialization;

namespace FastBson.Registered.Tests.Isolation;

/// <summary>
/// What the registered process calls, by reflection, in the oracle's copy of this assembly. Only framework types
/// cross (string, int, bool, byte[][], string[]): each context has its own MongoDB.Bson, so no driver type could.
/// Nothing here calls RegisterAll: the driver's class-map serializers serve every type in that context.
/// </summary>
public static class OracleEntryPoints
{
    /// <summary>
    /// Builds the class map of every model, as RegisterAll's drift check does in the registered process. Building a
    /// class map registers its discriminator, which reading an <c>object</c> member or a <c>_t</c> element looks
    /// up: without this the two sides would differ by what the oracle happened to touch first.
    /// </summary>
    public static void BuildClassMaps()
    {
        foreach (var type in ModelTypes.All)
        {
            BsonClassMap.LookupClassMap(type);
        }
    }

    public static int RegisteredTypeCount() => FastBsonSerializers.RegisteredTypes.Count;

    public static string[] ModelNames() => ModelTypes.All.Select(ModelTypes.NameOf).ToArray();

    public static string[] ServingSerializers(string model) => ModelRun.For(model).ServingSerializers();

    public static byte[][] Write(int scenario, string model, int seed, int count, bool idFirst) =>
        ModelRun.For(model).Write((Scenario)scenario, seed, count, idFirst);

    public static string Rewrite(string model, byte[] bson, bool idFirst) => ModelRun.For(model).Rewrite(bson, idFirst);

    public static string[] Read(int scenario, string model, byte[][] documents, int readerKind) =>
        ModelRun.For(model).Read((Scenario)scenario, documents, (ReaderKind)readerKind);
}
