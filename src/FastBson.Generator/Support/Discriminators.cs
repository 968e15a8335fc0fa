using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;

namespace FastBson.Runtime;

/// <summary>The driver's answers about discriminators that the tables of discriminated reads are built from.</summary>
internal static class Discriminators
{
    /// <summary>
    /// Whether the convention is one of the standard ones of a class hierarchy, which find a document's discriminator as
    /// <see cref="DiscriminatorPeek"/> does (any other convention decides for itself).
    /// </summary>
    public static bool AreFoundByPeek(IDiscriminatorConvention convention) =>
        convention.GetType() == typeof(HierarchicalDiscriminatorConvention) || convention.GetType() == typeof(ScalarDiscriminatorConvention);

    /// <summary>
    /// Whether <paramref name="convention"/>, asked for <paramref name="nominal"/> as a serializer asks it, finds
    /// <paramref name="type"/> in a document whose discriminator is <paramref name="discriminator"/>: the driver's own
    /// answer (the nominal type's known types registered, whether it is discriminated at all, the lookup), from a document of
    /// that one element.
    /// </summary>
    public static bool MapsTo(IDiscriminatorConvention convention, Type nominal, string discriminator, Type type)
    {
        try
        {
            using var reader = new BsonDocumentReader(new BsonDocument(convention.ElementName, discriminator));
            return convention.GetActualType(reader, nominal) == type;
        }
        catch (BsonSerializationException)
        {
            // Ambiguous (two mapped types share it): the driver's error, raised by the driver on each read.
            return false;
        }
    }

    /// <summary>
    /// The discriminator convention of the class map of <paramref name="type"/>, whose serializer the driver looks up as
    /// <paramref name="serializer"/> (a generated one): the class map's own in 3.x (see <c>DriverClassMap&lt;T&gt;</c>).
    /// </summary>
    public static IDiscriminatorConvention OfClassMap(Type type, IBsonSerializer serializer) =>
#if MONGODB_BSON_3
        serializer is IHasDiscriminatorConvention own ? own.DiscriminatorConvention : BsonSerializer.LookupDiscriminatorConvention(type);
#else
        BsonSerializer.LookupDiscriminatorConvention(type);
#endif
}
