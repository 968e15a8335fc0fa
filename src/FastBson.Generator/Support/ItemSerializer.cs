using System;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// The serializer the driver uses for collection items and dictionary values of type <typeparamref name="T"/>,
/// looked up once. The generated code calls it only for values it does not read itself.
/// </summary>
internal static class ItemSerializer<T>
{
    private static IBsonSerializer<T>? _instance;

    /// <summary>The driver's serializer for <typeparamref name="T"/>.</summary>
    public static IBsonSerializer<T> Instance => _instance ??= BsonSerializer.LookupSerializer<T>();
}

/// <summary>
/// The serializers a member's own serializer holds for its items (a dictionary's values), where the member's serializer
/// options configure them: the driver applies an option to the first serializer down the IChildSerializerConfigurable
/// chain that takes it (through interface wrappers and <c>Nullable&lt;T&gt;</c>), so that is where the item serializer is.
/// </summary>
internal static class ConfiguredItems
{
    /// <summary>The first serializer of <typeparamref name="T"/> among <paramref name="container"/>'s child serializers.</summary>
    public static IBsonSerializer<T> Of<T>(IBsonSerializer container)
    {
        var serializer = container;
        while (serializer is IChildSerializerConfigurable configurable)
        {
            serializer = configurable.ChildSerializer;
            if (serializer is IBsonSerializer<T> item)
            {
                return item;
            }
        }

        throw new InvalidOperationException(
            $"The driver's serializer {container.GetType().Name} holds no serializer of {typeof(T).Name} for its items; FastBson's registration check should have refused it.");
    }

    /// <summary>The key serializer of <paramref name="container"/>, a dictionary serializer that holds its own (a Hashtable's).</summary>
    public static IBsonSerializer<T> KeysOf<T>(IBsonSerializer container) =>
        container is IBsonDictionarySerializer { KeySerializer: IBsonSerializer<T> keys }
            ? keys
            : throw new InvalidOperationException(
                $"The driver's serializer {container.GetType().Name} holds no serializer of {typeof(T).Name} for its keys; FastBson's registration check should have refused it.");
}
