using System;
using System.Collections.Generic;
using System.Dynamic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A document member whose class map gives it the bare BsonDocumentSerializer, without the member map's C# null handling.</summary>
[GenerateBsonSerializer]
public class Unwrapped
{
    public int Id { get; set; }

    public BsonDocument? Data { get; set; }
}

/// <summary>An object member whose class map gives it a serializer of the application's.</summary>
[GenerateBsonSerializer]
public class Textual
{
    public int Id { get; set; }

    public object? Value { get; set; }
}

/// <summary>An ExpandoObject member whose class map gives it a serializer of the application's.</summary>
[GenerateBsonSerializer]
public class Flattened
{
    public int Id { get; set; }

    public ExpandoObject? Bag { get; set; }
}

/// <summary>A BsonValue member, whose values the driver writes with the serializer its registry holds for their class.</summary>
[GenerateBsonSerializer]
public class Stamped
{
    public int Id { get; set; }

    public BsonValue? Value { get; set; }
}

/// <summary>
/// Members the same run-time configuration leaves as the generated code reads and writes them: values of classes the
/// application's provider does not serve (whose values are written by their own class's serializer), and an
/// ObjectSerializer configured otherwise than the default, which reads and writes plain values all the same.
/// </summary>
[GenerateBsonSerializer]
public class SteadyValues
{
    public int Id { get; set; }

    public BsonInt64? Big { get; set; }

    public object? Value { get; set; }

    public List<BsonInt32>? Numbers { get; set; }

    public Dictionary<string, BsonString>? Names { get; set; }
}

/// <summary>An application's serializer that stores any object as its text.</summary>
public sealed class ObjectAsTextSerializer : SerializerBase<object>
{
    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, object value) =>
        context.Writer.WriteString(Convert.ToString(value, System.Globalization.CultureInfo.InvariantCulture)!);

    public override object Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) =>
        context.Reader.ReadString();
}

/// <summary>An application's serializer that stores an ExpandoObject's member names alone, as one comma-separated string.</summary>
public sealed class ExpandoNamesSerializer : SerializerBase<ExpandoObject>
{
    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, ExpandoObject value) =>
        context.Writer.WriteString(string.Join(",", ((IDictionary<string, object?>)value).Keys));

    public override ExpandoObject Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args)
    {
        var value = new ExpandoObject();
        foreach (var name in context.Reader.ReadString().Split(','))
        {
            ((IDictionary<string, object?>)value)[name] = null;
        }

        return value;
    }
}

/// <summary>An application's serializer that stores a BsonTimestamp as a plain Int64.</summary>
public sealed class TimestampAsInt64Serializer : SerializerBase<BsonTimestamp>
{
    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, BsonTimestamp value) =>
        context.Writer.WriteInt64(value.Value);

    public override BsonTimestamp Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) =>
        new(context.Reader.ReadInt64());
}

/// <summary>Serves BsonTimestamp with the application's serializer, ahead of the driver's own provider.</summary>
public sealed class TimestampProvider : IBsonSerializationProvider
{
    public IBsonSerializer? GetSerializer(Type type) => type == typeof(BsonTimestamp) ? new TimestampAsInt64Serializer() : null;
}

internal static class BsonValueDrift
{
    internal static void Configure()
    {
        BsonClassMap.RegisterClassMap<Unwrapped>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Data).SetSerializer(BsonDocumentSerializer.Instance);
        });
        BsonClassMap.RegisterClassMap<Textual>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Value).SetSerializer(new ObjectAsTextSerializer());
        });
        BsonClassMap.RegisterClassMap<Flattened>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Bag).SetSerializer(new ExpandoNamesSerializer());
        });
        BsonClassMap.RegisterClassMap<SteadyValues>(cm =>
        {
            cm.AutoMap();
#pragma warning disable CS0618 // the constructor with a GuidRepresentation is obsolete in 2.x, and the one every version has
            cm.GetMemberMap(x => x.Value).SetSerializer(new ObjectSerializer(BsonSerializer.LookupDiscriminatorConvention(typeof(object)), GuidRepresentation.Standard));
#pragma warning restore CS0618
        });
        BsonSerializer.RegisterSerializationProvider(new TimestampProvider());
    }
}

[Collection(DriftCollection.Name)]
public class BsonValueTests
{
    private readonly DriftFixture _fixture;

    public BsonValueTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_document_member_without_the_csharp_null_serializer_is_reported_and_the_driver_serves_it()
    {
        Drift.AssertRefused<Unwrapped>(_fixture, "Member 'Data': the driver uses BsonDocumentSerializer, the generated code reads and writes what the member map's BsonValueCSharpNullSerializer does");

        var form = new BsonDocument { { "_id", 1 }, { "Data", new BsonDocument("a", 1) } };
        Drift.AssertWrites(form, new Unwrapped { Id = 1, Data = new BsonDocument("a", 1) });

        // Without the member map's C# null serializer, null cannot be written, and its document reads as a document.
        Assert.Throws<BsonSerializationException>(() => new Unwrapped { Id = 2 }.ToBson());
        var nullForm = new BsonDocument { { "_id", 2 }, { "Data", new BsonDocument("_csharpnull", true) } };
        Drift.AssertReads<Unwrapped>(nullForm, read => Assert.Equal(new BsonDocument("_csharpnull", true), read.Data));
        Drift.AssertSpanEntryDeclines<Unwrapped>(UnwrappedBsonSerializer.TryReadDocument, form);
    }

    [Fact]
    public void An_object_member_with_another_serializer_is_reported_and_the_driver_serves_it()
    {
        Drift.AssertRefused<Textual>(_fixture, "Member 'Value': the driver uses ObjectAsTextSerializer, the generated code reads and writes what ObjectSerializer does.");

        var form = new BsonDocument { { "_id", 1 }, { "Value", "5" } };
        Drift.AssertWrites(form, new Textual { Id = 1, Value = 5 });
        Drift.AssertReads<Textual>(form, read => Assert.Equal("5", read.Value));
        Drift.AssertSpanEntryDeclines<Textual>(TextualBsonSerializer.TryReadDocument, form);
    }

    [Fact]
    public void An_expando_member_with_another_serializer_is_reported_and_the_driver_serves_it()
    {
        Drift.AssertRefused<Flattened>(_fixture, "Member 'Bag': the driver uses ExpandoNamesSerializer, the generated code reads and writes what ExpandoObjectSerializer does.");

        var bag = new ExpandoObject();
        ((IDictionary<string, object?>)bag)["a"] = 1;
        ((IDictionary<string, object?>)bag)["b"] = "two";
        var form = new BsonDocument { { "_id", 1 }, { "Bag", "a,b" } };
        Drift.AssertWrites(form, new Flattened { Id = 1, Bag = bag });
        Drift.AssertReads<Flattened>(form, read => Assert.Equal(new[] { "a", "b" }, ((IDictionary<string, object?>)read.Bag!).Keys));
        Drift.AssertSpanEntryDeclines<Flattened>(FlattenedBsonSerializer.TryReadDocument, form);
    }

    [Fact]
    public void Another_serializer_in_the_registry_for_a_value_class_is_reported_and_the_driver_writes_with_it()
    {
        Drift.AssertRefused<Stamped>(_fixture, "Member 'Value': the driver's registry serves BsonTimestamp with TimestampAsInt64Serializer, the generated code writes what BsonTimestampSerializer writes.");

        // The provider serves every timestamp of the process, those of hand-built documents too.
        var form = new BsonDocument { { "_id", 1 }, { "Value", 5L } };
        Drift.AssertWrites(form, new Stamped { Id = 1, Value = new BsonTimestamp(5) });
        Drift.AssertReads<Stamped>(form, read => Assert.Equal(new BsonInt64(5), read.Value));
        Drift.AssertSpanEntryDeclines<Stamped>(StampedBsonSerializer.TryReadDocument, form);
    }

    [Fact]
    public void Values_written_by_their_own_class_and_any_ObjectSerializer_are_no_difference()
    {
        Assert.DoesNotContain(typeof(SteadyValues), _fixture.Error.Types);
        Assert.Contains(typeof(SteadyValues), FastBsonSerializers.RegisteredTypes);

        var value = new SteadyValues
        {
            Id = 1,
            Big = 7L,
            Value = "text",
            Numbers = new List<BsonInt32> { 1, 200 },
            Names = new Dictionary<string, BsonString> { ["k"] = "v" },
        };
        var form = new BsonDocument
        {
            { "_id", 1 }, { "Big", 7L }, { "Value", "text" }, { "Numbers", new BsonArray { 1, 200 } }, { "Names", new BsonDocument("k", "v") },
        };
        Drift.AssertWrites(form, value);
        Assert.True(SteadyValuesBsonSerializer.TryReadDocument(form.ToBson(), out var read));
        Assert.Equal((new BsonInt64(7), "text"), (read.Big, read.Value));
        Drift.AssertReads<SteadyValues>(form, fromReader => Assert.Equal(new BsonInt32(200), fromReader.Numbers![1]));
    }
}
