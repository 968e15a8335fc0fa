using System;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// A generated serializer of this assembly that writes its class's documents into this assembly's span writer: what a
/// document's span write calls for a value whose class only that class's own serializer writes (a subclass of the place's
/// type, or any class under an interface). Another assembly's generated serializers implement their own assembly's
/// interface, not this one: their values are written through the writer.
/// </summary>
internal interface ISpanWritingSerializer
{
    /// <summary>
    /// Writes <paramref name="value"/>, of the serializer's class, as its Serialize writes it under
    /// <paramref name="nominalType"/> nested in another document (its discriminator where that nominal type asks for one);
    /// false for a value the span writer leaves to the writer.
    /// </summary>
    bool TryWriteSpan(BsonSpanWriter buffer, object value, Type nominalType);
}

/// <summary>
/// The span-writing serializer the driver's registry holds for a class, where it holds one of this assembly's. The driver
/// writes a value of a subclass with the serializer its registry looks up for the value's class; the span writer calls
/// that same serializer, and leaves the value to the writer where it is anything else.
/// </summary>
/// <remarks>
/// The registry gives a class the same serializer for the life of the process (it caches the first it looks up or is
/// registered, and refuses another), so each class's answer is kept (<see cref="TypeAnswers{TAnswer}"/>). A
/// generated serializer the drift check sends back to the driver says no in its own <c>TryWriteSpan</c>.
/// </remarks>
internal static class SpanWritingSerializers
{
    private static readonly TypeAnswers<ISpanWritingSerializer?> s_serializers = new(Of);

    /// <summary>
    /// Writes <paramref name="value"/> (not null) as the driver does under <paramref name="nominalType"/>: by the serializer
    /// its registry holds for the value's class; false where that is not one of this assembly's span-writing ones, or it
    /// leaves the value to the writer.
    /// </summary>
    public static bool TryWrite(BsonSpanWriter buffer, object value, Type nominalType) =>
        s_serializers.For(value.GetType()) is { } serializer && serializer.TryWriteSpan(buffer, value, nominalType);

    private static ISpanWritingSerializer? Of(Type? type)
    {
        // Only a serializer of exactly that class: one registered for it with another value type would be handed a value it
        // does not write itself, and hand it back here.
        var registered = BsonSerializer.LookupSerializer(type!);
        return registered.ValueType == type ? registered as ISpanWritingSerializer : null;
    }
}
