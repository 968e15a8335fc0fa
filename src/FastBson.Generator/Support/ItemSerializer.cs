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
