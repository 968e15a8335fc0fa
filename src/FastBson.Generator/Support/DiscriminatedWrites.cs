using System;
using System.Threading;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// The discriminator the driver's class map writes for a <typeparamref name="T"/> serialized under a nominal type: when
/// the nominal type is another (a base class, an interface, <c>object</c>), or always when the class map requires one or
/// its hierarchy has a root class. The value is the one its discriminator convention gives (a string, or for a
/// hierarchy with a root class the array from the root down), looked up once per nominal type.
/// </summary>
internal static class DiscriminatedWrites<T>
{
    private static readonly Lazy<bool> s_always = new(() => DriverClassMap<T>.ClassMap.DiscriminatorIsRequired || DriverClassMap<T>.ClassMap.HasRootClass);

    // The nominal types met so far and the discriminator of each (null: none written), replaced whole when one is added.
    private static (Type? Nominal, BsonValue? Discriminator)[] s_known = Array.Empty<(Type?, BsonValue?)>();

    /// <summary>The discriminator to write for a <typeparamref name="T"/> serialized as <paramref name="nominalType"/>, or null for none.</summary>
    public static BsonValue? For(Type? nominalType)
    {
        if (nominalType == typeof(T) && !s_always.Value)
        {
            return null;
        }

        foreach (var (nominal, discriminator) in Volatile.Read(ref s_known))
        {
            if (nominal == nominalType)
            {
                return discriminator;
            }
        }

        return Add(nominalType);
    }

    /// <summary>Writes the discriminator element, as the driver's class map writes it.</summary>
    public static void Write(BsonSerializationContext context, BsonValue discriminator)
    {
        context.Writer.WriteName(DriverClassMap<T>.DiscriminatorConvention.ElementName);
        BsonValueSerializer.Instance.Serialize(context, discriminator);
    }

    private static BsonValue? Add(Type? nominalType)
    {
        var discriminator = DriverClassMap<T>.DiscriminatorConvention.GetDiscriminator(nominalType, typeof(T));
        while (true)
        {
            var known = Volatile.Read(ref s_known);
            var grown = new (Type?, BsonValue?)[known.Length + 1];
            known.CopyTo(grown, 0);
            grown[known.Length] = (nominalType, discriminator);
            if (Interlocked.CompareExchange(ref s_known, grown, known) == known)
            {
                return discriminator;
            }
        }
    }
}
