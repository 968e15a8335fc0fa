using System;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// A member's serializer that is no <see cref="IBsonSerializer{TValue}"/> of the member's type, seen as one: a serializer
/// that implements only the untyped <see cref="IBsonSerializer"/>, or one of a base type (a <c>SerializerBase&lt;object&gt;</c>),
/// which a type's own <c>[BsonSerializer]</c> may name (the driver checks no value type there) and a member's may name
/// where its <c>ValueType</c> says the member's type.
/// </summary>
/// <remarks>
/// The driver's class-map serializer calls a member's serializer untyped (the extension methods, which pass the
/// serializer's own <c>ValueType</c> as the nominal type), and its member accessors cast each value; this does the same,
/// whatever arguments the generated code passes, so each value read or written is
/// the driver's, and one of another type fails with the same <see cref="InvalidCastException"/> (or, a null for a
/// value type, <see cref="NullReferenceException"/>).
/// </remarks>
/// <typeparam name="TValue">The member's type.</typeparam>
internal sealed class CastingSerializer<TValue> : IBsonSerializer<TValue>
{
    private readonly IBsonSerializer _serializer;

    /// <summary>Wraps <paramref name="serializer"/>, the serializer the driver's member map holds.</summary>
    public CastingSerializer(IBsonSerializer serializer) => _serializer = serializer;

    /// <summary>The wrapped serializer's value type, the nominal type the driver passes it.</summary>
    public Type ValueType => _serializer.ValueType;

    /// <summary>The wrapped serializer's value, read as the driver's class map reads it and cast as its member setter casts it.</summary>
    public TValue Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) => (TValue)_serializer.Deserialize(context)!;

    /// <summary>Writes <paramref name="value"/> as the driver's class map writes a member's value.</summary>
    public void Serialize(BsonSerializationContext context, BsonSerializationArgs args, TValue value) => _serializer.Serialize(context, value);

    object IBsonSerializer.Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) => Deserialize(context, args)!;

    void IBsonSerializer.Serialize(BsonSerializationContext context, BsonSerializationArgs args, object value) => Serialize(context, args, (TValue)value);
}
