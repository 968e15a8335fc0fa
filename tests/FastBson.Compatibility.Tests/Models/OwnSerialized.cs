using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Members whose serializer is an application's that is no <c>IBsonSerializer&lt;T&gt;</c> of the member's type, which the
/// driver's class map takes and calls untyped: the serializer a type names for itself (the driver checks no value type
/// there), one of a base type or only untyped, and a member's own untyped serializer whose <c>ValueType</c> is the
/// member's type (all its member map checks).
/// </summary>
[GenerateBsonSerializer]
public class OwnSerialized
{
    public int Id { get; set; }

    /// <summary>A type whose serializer implements only the untyped <see cref="IBsonSerializer"/>.</summary>
    public Money? Price { get; set; }

    /// <summary>A type whose serializer is one of <c>object</c>.</summary>
    public Label? Tag { get; set; }

    /// <summary>A member whose own serializer implements only the untyped <see cref="IBsonSerializer"/>.</summary>
    [BsonSerializer(typeof(UntypedCountSerializer))]
    public int Count { get; set; }

    public string? Note { get; set; }
}

/// <summary>An amount in cents, stored as <c>{ c, cur }</c> by its untyped serializer.</summary>
[BsonSerializer(typeof(MoneySerializer))]
public sealed class Money
{
    public long Cents { get; set; }

    public string? Currency { get; set; }
}

/// <summary>A text label, stored as a string by a serializer of <c>object</c>.</summary>
[BsonSerializer(typeof(LabelSerializer))]
public sealed class Label
{
    public string? Text { get; set; }
}

/// <summary>An application's serializer that implements only the untyped interface, as older code bases write them.</summary>
public sealed class MoneySerializer : IBsonSerializer
{
    public Type ValueType => typeof(Money);

    public object Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args)
    {
        var reader = context.Reader;
        if (reader.GetCurrentBsonType() == BsonType.Null)
        {
            reader.ReadNull();
            return null!;
        }

        reader.ReadStartDocument();
        var money = new Money { Cents = reader.ReadInt64("c"), Currency = reader.ReadString("cur") };
        reader.ReadEndDocument();
        return money;
    }

    public void Serialize(BsonSerializationContext context, BsonSerializationArgs args, object value)
    {
        var writer = context.Writer;
        if (value is not Money money)
        {
            writer.WriteNull();
            return;
        }

        writer.WriteStartDocument();
        writer.WriteInt64("c", money.Cents);
        writer.WriteString("cur", money.Currency ?? string.Empty);
        writer.WriteEndDocument();
    }
}

/// <summary>A serializer of <c>object</c> that a type names for itself: its values are <see cref="Label"/>s.</summary>
public sealed class LabelSerializer : SerializerBase<object>
{
    public override object Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args)
    {
        var reader = context.Reader;
        if (reader.GetCurrentBsonType() == BsonType.Null)
        {
            reader.ReadNull();
            return null!;
        }

        return new Label { Text = reader.ReadString() };
    }

    public override void Serialize(BsonSerializationContext context, BsonSerializationArgs args, object value)
    {
        if (value is Label { Text: { } text })
        {
            context.Writer.WriteString(text);
        }
        else
        {
            context.Writer.WriteNull();
        }
    }
}

/// <summary>An untyped serializer of <c>int</c> that a member names, which stores the count as a string.</summary>
public sealed class UntypedCountSerializer : IBsonSerializer
{
    public Type ValueType => typeof(int);

    public object Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) =>
        int.Parse(context.Reader.ReadString(), System.Globalization.CultureInfo.InvariantCulture);

    public void Serialize(BsonSerializationContext context, BsonSerializationArgs args, object value) =>
        context.Writer.WriteString(((int)value).ToString(System.Globalization.CultureInfo.InvariantCulture));
}
