using System;
using System.Collections.Generic;
using System.IO;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Registered.Tests.Infrastructure;

/// <inheritdoc/>
public sealed class ModelRun<T> : ModelRun
{
    public override byte[][] Write(Scenario scenario, int seed, int count, bool idFirst)
    {
        var factory = new InstanceFactory(seed);
        var documents = new byte[count][];
        for (var i = 0; i < count; i++)
        {
            documents[i] = ToBson(scenario, Create(scenario, factory, i), idFirst);
        }

        return documents;
    }

    public override string[] Read(Scenario scenario, byte[][] documents, ReaderKind kind) =>
        Array.ConvertAll(documents, bson => Outcome(scenario, kind, bson));

    public override string Rewrite(byte[] bson, bool idFirst)
    {
        try
        {
            return Convert.ToHexString(ToBson(Scenario.Document, BsonSerializer.Deserialize<T>(bson)!, idFirst));
        }
        catch (Exception ex)
        {
            return $"throws {ex.GetType().FullName}: {ex.Message}";
        }
    }

    public override string[] ServingSerializers()
    {
        var carrierMember = BsonClassMap.LookupClassMap(typeof(Carrier<T>)).GetMemberMap(nameof(Carrier<T>.Typed)).GetSerializer();
        return new[]
        {
            Name(BsonSerializer.LookupSerializer(typeof(T))),
            Name(ItemSerializer(BsonSerializer.LookupSerializer<List<T>>())),
            Name(ItemSerializer(BsonSerializer.LookupSerializer<T[]>())),
            Name(((IBsonDictionarySerializer)BsonSerializer.LookupSerializer<Dictionary<string, T>>()).ValueSerializer),
            Name(carrierMember),
        };
    }

    private static object Create(Scenario scenario, InstanceFactory factory, int index) => scenario switch
    {
        Scenario.Document => factory.CreateConcrete(typeof(T), depth: 0),
        Scenario.Containers => Containers<T>.Create(factory, index),
        _ => Carrier<T>.Create(factory, index),
    };

    private static byte[] ToBson(Scenario scenario, object value, bool idFirst) => scenario switch
    {
        // ToBson() is what applications call; BsonSerializer.Serialize with SerializeIdFirst is what the
        // collection's insert path asks for.
        Scenario.Document => idFirst ? SerializeIdFirst((T)value) : ((T)value).ToBson(),

        // Items of a collection are never written id first: the driver's collection serializers do not pass it on.
        Scenario.Containers => ((Containers<T>)value).ToBson(),
        _ => idFirst ? SerializeIdFirst((Carrier<T>)value) : ((Carrier<T>)value).ToBson(),
    };

    private static object? ReadValue(Scenario scenario, IBsonReader reader) => scenario switch
    {
        Scenario.Document => BsonSerializer.Deserialize<T>(reader),
        Scenario.Containers => Containers<T>.Read(reader),
        _ => BsonSerializer.Deserialize<Carrier<T>>(reader),
    };

    private static string Outcome(Scenario scenario, ReaderKind kind, byte[] bson)
    {
        try
        {
            using var reader = Readers.Create(kind, bson);
            var value = ReadValue(scenario, reader);

            // Where the reader is left matters as much as what was read: the driver reads on from there.
            var position = reader is BsonBinaryReader binary ? binary.BsonStream.Position : -1;
            var rewritten = value is null ? "null" : Convert.ToHexString(ToBson(scenario, value, idFirst: false));
            return $"read, reader {reader.State} at {position}: {rewritten} {Fingerprint.Of(value)}";
        }
        catch (Exception ex)
        {
            return $"throws {ex.GetType().FullName} ({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }

    private static byte[] SerializeIdFirst<TValue>(TValue value)
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            BsonSerializer.Serialize(writer, value, args: new BsonSerializationArgs(typeof(TValue), serializeAsNominalType: false, serializeIdFirst: true));
        }

        return stream.ToArray();
    }

    private static IBsonSerializer ItemSerializer(IBsonSerializer collection) =>
        ((IBsonArraySerializer)collection).TryGetItemSerializationInfo(out var item)
            ? item.Serializer
            : throw new InvalidOperationException($"{collection.GetType()} gives no item serializer.");

    private static string Name(IBsonSerializer serializer) => serializer.GetType().FullName!;
}
