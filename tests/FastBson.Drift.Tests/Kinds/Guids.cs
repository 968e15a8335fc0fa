using System;
using System.Collections.Generic;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>An application's own Guid serializer: the 32 hexadecimal digits as a string.</summary>
public sealed class HexGuidSerializer : StructSerializerBase<Guid>
{
    public override Guid Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) =>
        Guid.ParseExact(context.Reader.ReadString(), "N");

    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, Guid value) =>
        context.Writer.WriteString(value.ToString("N"));
}

/// <summary>
/// Guids whose serializers the application's class map replaces with ones the generated code does not read itself: its
/// own serializer for a member, and items and values configured otherwise than the serializer the driver registers for
/// Guid (which the generated code reads and writes items with).
/// </summary>
[GenerateBsonSerializer]
public class Keyed
{
    public int Id { get; set; }

    public Guid Key { get; set; }

    public Guid? MaybeKey { get; set; }

    public List<Guid> Keys { get; set; } = new();

    public Dictionary<string, Guid> KeysByName { get; set; } = new();
}

/// <summary>
/// Guids whose GuidSerializers the application's class map configures at run time: the generated code reads each
/// member's configuration from its serializer (and, for items an attribute configures, from the item serializer the
/// member's holds), so these are no difference.
/// </summary>
[GenerateBsonSerializer]
public class Rekeyed
{
    public int Id { get; set; }

    public Guid Key { get; set; }

    public Guid? MaybeKey { get; set; }

    public Guid Text { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<Guid> Keys { get; set; } = new();
}

internal static class GuidDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<Keyed>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Key).SetSerializer(new HexGuidSerializer());
            cm.GetMemberMap(x => x.MaybeKey).SetSerializer(new NullableSerializer<Guid>(new HexGuidSerializer()));
            cm.GetMemberMap(x => x.Keys).SetSerializer(new EnumerableInterfaceImplementerSerializer<List<Guid>, Guid>(new GuidSerializer(BsonType.String)));
            cm.GetMemberMap(x => x.KeysByName).SetSerializer(new DictionaryInterfaceImplementerSerializer<Dictionary<string, Guid>, string, Guid>(
                DictionaryRepresentation.Document, new StringSerializer(), new GuidSerializer(BsonType.String)));
        });
        BsonClassMap.RegisterClassMap<Rekeyed>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Key).SetSerializer(new GuidSerializer(GuidRepresentation.JavaLegacy));
            cm.GetMemberMap(x => x.MaybeKey).SetSerializer(new NullableSerializer<Guid>(new GuidSerializer(GuidRepresentation.Standard)));
            cm.GetMemberMap(x => x.Text).SetSerializer(new GuidSerializer(BsonType.String));
            cm.GetMemberMap(x => x.Keys).SetSerializer(new EnumerableInterfaceImplementerSerializer<List<Guid>, Guid>(new GuidSerializer(GuidRepresentation.JavaLegacy)));
        });
    }
}

[Collection(DriftCollection.Name)]
public class GuidTests
{
    private static readonly Guid First = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff");
    private static readonly Guid Second = Guid.Parse("f0e1d2c3-b4a5-9687-7869-5a4b3c2d1e0f");

    private readonly DriftFixture _fixture;

    public GuidTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Serializers_other_than_the_drivers_and_items_configured_otherwise_are_reported_and_the_driver_serves_them()
    {
        Drift.AssertRefused<Keyed>(
            _fixture,
            "Member 'Key': the driver uses HexGuidSerializer, the generated code reads and writes what GuidSerializer does.",
            "Member 'MaybeKey': the driver uses HexGuidSerializer, the generated code reads and writes what GuidSerializer does.",
            "Member 'Keys': the driver writes its Guid items as strings, the generated code writes them as the serializer registered for Guid does (as binary with GuidRepresentation ",
            "Member 'KeysByName': the driver writes its Guid items as strings, the generated code writes them as the serializer registered for Guid does (as binary with GuidRepresentation ");

        var form = new BsonDocument
        {
            { "_id", 1 },
            { "Key", First.ToString("N") },
            { "MaybeKey", Second.ToString("N") },
            { "Keys", new BsonArray { First.ToString() } },
            { "KeysByName", new BsonDocument("a", Second.ToString()) },
        };
        var value = new Keyed { Id = 1, Key = First, MaybeKey = Second, Keys = { First }, KeysByName = { ["a"] = Second } };
        Drift.AssertWrites(form, value);
        Drift.AssertReads<Keyed>(form, read =>
        {
            Assert.Equal((1, First, (Guid?)Second), (read.Id, read.Key, read.MaybeKey));
            Assert.Equal(First, Assert.Single(read.Keys));
            Assert.Equal(Second, read.KeysByName["a"]);
        });
        Drift.AssertSpanEntryDeclines<Keyed>(KeyedBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", 1 }, { "Key", First.ToString() }, { "MaybeKey", Second.ToString() }, { "Keys", new BsonArray() }, { "KeysByName", new BsonDocument() },
        });
    }

    [Fact]
    public void GuidSerializers_configured_at_run_time_are_no_difference_and_the_generated_code_follows_them()
    {
        Assert.DoesNotContain(typeof(Rekeyed), _fixture.Error.Types);
        Assert.Contains(typeof(Rekeyed), FastBsonSerializers.RegisteredTypes);
        Assert.Same(RekeyedBsonSerializer.Instance, BsonSerializer.LookupSerializer<Rekeyed>());

        var value = new Rekeyed { Id = 1, Key = First, MaybeKey = Second, Text = First, Keys = { Second } };
        var driver = new BsonClassMapSerializer<Rekeyed>(BsonClassMap.LookupClassMap(typeof(Rekeyed)));
        var bytes = value.ToBson();
        Assert.Equal(Write(driver, value), bytes);

        var written = ReadAsWritten(bytes);
        Assert.Equal(BsonBinarySubType.UuidLegacy, written["Key"].AsBsonBinaryData.SubType);
        Assert.Equal(GuidConverter.ToBytes(First, GuidRepresentation.JavaLegacy), written["Key"].AsBsonBinaryData.Bytes);
        Assert.Equal(BsonBinarySubType.UuidStandard, written["MaybeKey"].AsBsonBinaryData.SubType);
        Assert.Equal(GuidConverter.ToBytes(Second, GuidRepresentation.Standard), written["MaybeKey"].AsBsonBinaryData.Bytes);
        Assert.Equal(First.ToString(), written["Text"].AsString);
        var item = Assert.Single(written["Keys"].AsBsonArray).AsBsonBinaryData;
        Assert.Equal(BsonBinarySubType.UuidLegacy, item.SubType);
        Assert.Equal(GuidConverter.ToBytes(Second, GuidRepresentation.JavaLegacy), item.Bytes);

        Assert.True(RekeyedBsonSerializer.TryReadDocument(bytes, out var spanRead));
        Assert.Equal((First, (Guid?)Second, First), (spanRead.Key, spanRead.MaybeKey, spanRead.Text));
        Assert.Equal(Second, Assert.Single(spanRead.Keys));
        foreach (var byteBuffer in new[] { true, false })
        {
            var read = Drift.Read<Rekeyed>(bytes, byteBuffer);
            Assert.Equal((1, First, (Guid?)Second, First), (read.Id, read.Key, read.MaybeKey, read.Text));
            Assert.Equal(Second, Assert.Single(read.Keys));
        }
    }

    private static byte[] Write<T>(IBsonSerializer<T> serializer, T value)
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
        }

        return stream.ToArray();
    }

    /// <summary>The bytes as a document whose binaries keep their subtypes (a 2.x reader in V2 would mark legacy UUIDs with its default representation).</summary>
    private static BsonDocument ReadAsWritten(byte[] bytes)
    {
#if MONGODB_BSON_3
        using var reader = new BsonBinaryReader(new MemoryStream(bytes));
#else
#pragma warning disable CS0618 // the V2-mode setting is obsolete, and the only way to read any UUID subtype as it is
        using var reader = new BsonBinaryReader(new MemoryStream(bytes), new BsonBinaryReaderSettings { GuidRepresentation = GuidRepresentation.Unspecified });
#pragma warning restore CS0618
#endif
        return BsonSerializer.Deserialize<BsonDocument>(reader);
    }
}
