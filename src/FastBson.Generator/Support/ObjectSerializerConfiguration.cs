using System;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// What an ObjectSerializer was configured with, where generated code must decide as it does: its discriminator convention
/// and the types it may read and write (a value of another type is its error to raise).
/// </summary>
internal static class ObjectSerializerConfiguration
{
    /// <summary>
    /// The registry's serializer of <c>object</c>, where it is the driver's own ObjectSerializer (not a subclass or another
    /// serializer, whose decisions are unknown), and its configuration (see <see cref="TryGet"/>); false elsewhere.
    /// </summary>
    public static bool TryGetRegistered(out ObjectSerializer serializer, out IDiscriminatorConvention convention, out Func<Type, bool> deserializes, out Func<Type, bool> serializes)
    {
        convention = null!;
        deserializes = serializes = null!;
        var registered = BsonSerializer.LookupSerializer<object>();
        serializer = (registered as ObjectSerializer)!;
        return registered.GetType() == typeof(ObjectSerializer) && TryGet(serializer, out convention, out deserializes, out serializes);
    }

    /// <summary>
    /// The serializer's discriminator convention and allowed types. From MongoDB.Bson 2.20 (and 2.19.1) it shows them.
    /// Before, they are its private fields, read here; their names are fixed in those published versions (2.14 to 2.19.x):
    /// the convention, in 2.19.0 one allowed-types delegate for both directions, in 2.19.1 and 2.19.2 one for each
    /// direction, and before 2.19 none (it allows every type). A build without them gives false, and the caller leaves
    /// every such value with the driver, as it must where nothing is known.
    /// </summary>
    public static bool TryGet(ObjectSerializer serializer, out IDiscriminatorConvention convention, out Func<Type, bool> deserializes, out Func<Type, bool> serializes)
    {
#if MONGODB_BSON_2_20
        convention = serializer.DiscriminatorConvention;
        deserializes = serializer.AllowedDeserializationTypes;
        serializes = serializer.AllowedSerializationTypes;
        return true;
#else
        convention = null!;
        deserializes = serializes = null!;
        if (Field("_discriminatorConvention") is not IDiscriminatorConvention found)
        {
            return false;
        }

        convention = found;
        if (HasField("_allowedDeserializationTypes"))
        {
            // 2.19.1 and 2.19.2.
            deserializes = (Field("_allowedDeserializationTypes") as Func<Type, bool>)!;
            serializes = (Field("_allowedSerializationTypes") as Func<Type, bool>)!;
        }
        else if (HasField("_allowedTypes"))
        {
            // 2.19.0.
            deserializes = serializes = (Field("_allowedTypes") as Func<Type, bool>)!;
        }
        else
        {
            // Before 2.19.
            deserializes = serializes = static type => true;
        }

        return deserializes is not null && serializes is not null;

        static bool HasField(string name) => typeof(ObjectSerializer).GetField(name, Fields) is not null;

        object? Field(string name) => typeof(ObjectSerializer).GetField(name, Fields)?.GetValue(serializer);
#endif
    }
#if !MONGODB_BSON_2_20

    private const System.Reflection.BindingFlags Fields = System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic;
#endif
}
