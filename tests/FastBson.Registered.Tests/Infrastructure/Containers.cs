using System.Collections.Generic;
using System.IO;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>
/// A model in each of the driver's own collection serializers, written as one document <c>{ list, array, map }</c>
/// through the serializers <see cref="BsonSerializer"/> hands out for <c>List&lt;T&gt;</c>, <c>T[]</c> and
/// <c>Dictionary&lt;string, T&gt;</c>. That is the driver's code, calling whatever serializer is registered for
/// <typeparamref name="T"/> for each item, null items included (a struct model's default value instead).
/// </summary>
public sealed class Containers<T>
{
    // Odd keys too: empty, non-ASCII, dotted.
    private static readonly string[] Keys = { string.Empty, "k", "ключ", "a.b" };

    public List<T?>? List { get; init; }

    public T?[]? Array { get; init; }

    public Dictionary<string, T?>? Map { get; init; }

    /// <summary>Sizes cycle through 0 to 3, some items are null (a struct model's default) and some whole containers null.</summary>
    public static Containers<T> Create(InstanceFactory factory, int index)
    {
        var list = new List<T?>();
        var map = new Dictionary<string, T?>();
        var array = new T?[index % 4];
        for (var i = 0; i < index % 4; i++)
        {
            list.Add(Item(factory, index + i));
            array[i] = Item(factory, index + i + 1);
            map.Add(Keys[i], Item(factory, index + i + 2));
        }

        return new Containers<T>
        {
            List = index % 7 == 6 ? null : list,
            Array = index % 11 == 10 ? null : array,
            Map = index % 13 == 12 ? null : map,
        };
    }

    public static Containers<T> Read(IBsonReader reader)
    {
        reader.ReadStartDocument();
        reader.ReadName("list");
        var list = Deserialize<List<T?>>(reader);
        reader.ReadName("array");
        var array = Deserialize<T?[]>(reader);
        reader.ReadName("map");
        var map = Deserialize<Dictionary<string, T?>>(reader);
        reader.ReadEndDocument();
        return new Containers<T> { List = list, Array = array, Map = map };
    }

    public byte[] ToBson()
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            writer.WriteStartDocument();
            writer.WriteName("list");
            Serialize(writer, List);
            writer.WriteName("array");
            Serialize(writer, Array);
            writer.WriteName("map");
            Serialize(writer, Map);
            writer.WriteEndDocument();
        }

        return stream.ToArray();
    }

    private static T? Item(InstanceFactory factory, int position) =>
        position % 5 == 4 ? default : (T)factory.CreateConcrete(typeof(T), depth: 1);

    private static void Serialize<TValue>(IBsonWriter writer, TValue value) =>
        BsonSerializer.LookupSerializer<TValue>().Serialize(BsonSerializationContext.CreateRoot(writer), value);

    private static TValue Deserialize<TValue>(IBsonReader reader) =>
        BsonSerializer.LookupSerializer<TValue>().Deserialize(BsonDeserializationContext.CreateRoot(reader));
}
