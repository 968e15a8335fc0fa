using System;
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

    // The discriminator of each nominal type met so far (null: none written).
    private static readonly TypeAnswers<BsonValue?> s_discriminators = new(nominalType => DriverClassMap<T>.DiscriminatorConvention.GetDiscriminator(nominalType, typeof(T)));

    /// <summary>The discriminator to write for a <typeparamref name="T"/> serialized as <paramref name="nominalType"/>, or null for none.</summary>
    public static BsonValue? For(Type? nominalType)
    {
        if (nominalType == typeof(T) && !s_always.Value)
        {
            return null;
        }

        return s_discriminators.For(nominalType);
    }

    /// <summary>Writes the discriminator element, as the driver's class map writes it.</summary>
    public static void Write(BsonSerializationContext context, BsonValue discriminator)
    {
        context.Writer.WriteName(DriverClassMap<T>.DiscriminatorConvention.ElementName);
        BsonValueSerializer.Instance.Serialize(context, discriminator);
    }

    /// <summary>
    /// Writes the discriminator element into the span writer, as <see cref="Write"/> writes it; false where the writer would
    /// refuse something in it (a name the convention gives with a null character, say), which it then writes itself.
    /// </summary>
    public static bool TryWrite(BsonSpanWriter buffer, BsonValue discriminator) =>
        buffer.TryElement(discriminator.BsonType, DriverClassMap<T>.DiscriminatorConvention.ElementName) && buffer.TryBsonValue(discriminator);
}
