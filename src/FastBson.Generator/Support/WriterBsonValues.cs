using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Writes BsonValues as the driver's serializers do. A value of one of the driver's own classes is written here, as the
/// serializer that the driver's registry holds for that class writes it (the drift check makes sure the registry holds
/// the driver's own); a value of any other class (RawBsonDocument, BsonDocumentWrapper, an application's subclass) by
/// the serializer the driver looks up for its class, as the driver does; but a LazyBsonDocument or LazyBsonArray changed
/// since it was read, which the driver's serializer cannot write, is refused.
/// </summary>
internal static class WriterBsonValues
{
    /// <summary>
    /// A member's value, as the member map's C# null serializer writes it: C# null as the document
    /// <c>{ _csharpnull: true }</c>, any other value as the serializer of its class.
    /// </summary>
    public static void WriteMember(BsonSerializationContext context, BsonValue? value)
    {
        if (TryWriteInOnePiece(context.Writer, value, member: true))
        {
            return;
        }

        if (value is null)
        {
            var writer = context.Writer;
            writer.WriteStartDocument();
            writer.WriteBoolean("_csharpnull", true);
            writer.WriteEndDocument();
            return;
        }

        Write(context, value);
    }

    /// <summary>An item or dictionary value: C# null is <paramref name="serializer"/>'s (the driver's serializer of the item type) error to raise.</summary>
    public static void WriteItem<TValue>(BsonSerializationContext context, TValue value, IBsonSerializer<TValue> serializer)
        where TValue : BsonValue?
    {
        if (value is null)
        {
            serializer.Serialize(context, value);
            return;
        }

        if (!TryWriteInOnePiece(context.Writer, value, member: false))
        {
            Write(context, value);
        }
    }

    /// <summary>
    /// A document or array of the driver's own class (or a member's C# null document), written by the span writer and
    /// handed to the writer in one piece where the writer takes it so (<see cref="BsonSpanWriter"/>); false, with nothing
    /// written, for any other value, and for one the span writer leaves to the writer (which then writes it element by
    /// element, and raises any error). Only where a member's, an item's or a scope's value starts: not again for each
    /// document or array inside one left to the writer.
    /// </summary>
    private static bool TryWriteInOnePiece(IBsonWriter writer, BsonValue? value, bool member)
    {
        var isDocument = value is null ? member : value.GetType() == typeof(BsonDocument);
        if ((!isDocument && (value is null || value.GetType() != typeof(BsonArray))) || !BsonSpanWriter.TryRent(writer, out var buffer))
        {
            return false;
        }

        if (member ? buffer.TryBsonMember(value) : buffer.TryBsonItem(value))
        {
            if (isDocument)
            {
                buffer.WriteDocumentTo(writer);
            }
            else
            {
                buffer.WriteArrayTo(writer);
            }

            return true;
        }

        buffer.Release();
        return false;
    }

    /// <summary>A value that is not C# null, as the serializer of its class writes it.</summary>
    public static void Write(BsonSerializationContext context, BsonValue value)
    {
        var writer = context.Writer;
        switch (value.BsonType)
        {
            case BsonType.Document when value.GetType() == typeof(BsonDocument):
                WriteDocument(context, (BsonDocument)value);
                return;
            case BsonType.Array when value.GetType() == typeof(BsonArray):
                WriteArray(context, (BsonArray)value);
                return;
            case BsonType.String when value.GetType() == typeof(BsonString):
                writer.WriteString(((BsonString)value).Value);
                return;
            case BsonType.Int32 when value.GetType() == typeof(BsonInt32):
                writer.WriteInt32(((BsonInt32)value).Value);
                return;
            case BsonType.Int64 when value.GetType() == typeof(BsonInt64):
                writer.WriteInt64(((BsonInt64)value).Value);
                return;
            case BsonType.Double when value.GetType() == typeof(BsonDouble):
                writer.WriteDouble(((BsonDouble)value).Value);
                return;
            case BsonType.Boolean when value.GetType() == typeof(BsonBoolean):
                writer.WriteBoolean(((BsonBoolean)value).Value);
                return;
            case BsonType.Null when value.GetType() == typeof(BsonNull):
                writer.WriteNull();
                return;
            case BsonType.DateTime when value.GetType() == typeof(BsonDateTime):
                writer.WriteDateTime(((BsonDateTime)value).MillisecondsSinceEpoch);
                return;
            case BsonType.ObjectId when value.GetType() == typeof(BsonObjectId):
                writer.WriteObjectId(((BsonObjectId)value).Value);
                return;
            case BsonType.Decimal128 when value.GetType() == typeof(BsonDecimal128):
                writer.WriteDecimal128(((BsonDecimal128)value).Value);
                return;
            case BsonType.Binary when value.GetType() == typeof(BsonBinaryData):
                WriteBinaryData(context, (BsonBinaryData)value);
                return;
            case BsonType.Timestamp when value.GetType() == typeof(BsonTimestamp):
                writer.WriteTimestamp(((BsonTimestamp)value).Value);
                return;
            case BsonType.RegularExpression when value.GetType() == typeof(BsonRegularExpression):
                writer.WriteRegularExpression((BsonRegularExpression)value);
                return;
            case BsonType.JavaScript when value.GetType() == typeof(BsonJavaScript):
                writer.WriteJavaScript(((BsonJavaScript)value).Code);
                return;
            case BsonType.JavaScriptWithScope when value.GetType() == typeof(BsonJavaScriptWithScope):
                var script = (BsonJavaScriptWithScope)value;
                writer.WriteJavaScriptWithScope(script.Code);
                WriteScope(context, script.Scope);
                return;
            case BsonType.Symbol when value.GetType() == typeof(BsonSymbol):
                writer.WriteSymbol(((BsonSymbol)value).Name);
                return;
            case BsonType.Undefined when value.GetType() == typeof(BsonUndefined):
                writer.WriteUndefined();
                return;
            case BsonType.MinKey when value.GetType() == typeof(BsonMinKey):
                writer.WriteMinKey();
                return;
            case BsonType.MaxKey when value.GetType() == typeof(BsonMaxKey):
                writer.WriteMaxKey();
                return;
        }

        // Any other class: its own serializer.
        var type = value.GetType();
        if (value is LazyBsonDocument { Slice: null } or LazyBsonArray { Slice: null })
        {
            // Changed since it was read, a lazy value keeps no bytes, and the driver's serializer of its class hands it to
            // BsonDocumentSerializer (BsonArraySerializer), which hands it back to the serializer of its class: the driver
            // recurses until the stack overflows, which ends the process. Refused here instead, with the reason.
            throw new BsonSerializationException(
                $"A {type.Name} changed since it was read keeps no bytes, and the driver's {type.Name}Serializer cannot write it "
                + $"(it calls itself until the stack overflows). Write a copy of its elements instead: new {(value.IsBsonArray ? "BsonArray" : "BsonDocument")}(value).");
        }

        BsonSerializer.LookupSerializer(type).Serialize(context, value);
    }

    /// <summary>As BsonDocumentSerializer, asked for no id first (as it is asked for any value but a top-level document).</summary>
    private static void WriteDocument(BsonSerializationContext context, BsonDocument document)
    {
        var writer = context.Writer;
        writer.WriteStartDocument();
        var count = document.ElementCount;
        for (var i = 0; i < count; i++)
        {
            var element = document.GetElement(i);
            writer.WriteName(element.Name);
            WriteElement(context, element.Value);
        }

        writer.WriteEndDocument();
    }

    /// <summary>As BsonArraySerializer.</summary>
    private static void WriteArray(BsonSerializationContext context, BsonArray array)
    {
        var writer = context.Writer;
        writer.WriteStartArray();
        for (var i = 0; i < array.Count; i++)
        {
            WriteElement(context, array[i]);
        }

        writer.WriteEndArray();
    }

    /// <summary>A value inside a document or array, which the driver writes with BsonValueSerializer (C# null is its error).</summary>
    private static void WriteElement(BsonSerializationContext context, BsonValue? value)
    {
        if (value is null)
        {
            BsonValueSerializer.Instance.Serialize(context, value!);
            return;
        }

        Write(context, value);
    }

    /// <summary>
    /// A JavaScript scope, which the driver writes with BsonDocumentSerializer. The writer takes its bytes in one piece too
    /// (its WriteRawBsonDocument ends the scope's value as its WriteEndDocument does).
    /// </summary>
    private static void WriteScope(BsonSerializationContext context, BsonDocument? scope)
    {
        if (scope is not null && scope.GetType() == typeof(BsonDocument))
        {
            if (!TryWriteInOnePiece(context.Writer, scope, member: false))
            {
                WriteDocument(context, scope);
            }

            return;
        }

        BsonDocumentSerializer.Instance.Serialize(context, scope!);
    }

    private static void WriteBinaryData(BsonSerializationContext context, BsonBinaryData value)
    {
        if (IsConvertedUuid(value.SubType))
        {
            BsonBinaryDataSerializer.Instance.Serialize(context, value);
            return;
        }

        context.Writer.WriteBinaryData(value);
    }

    /// <summary>
    /// Whether the driver's BsonBinaryDataSerializer converts a binary of this subtype before the writer writes it: in 2.x's
    /// GuidRepresentationMode V2, a UUID goes to the writer's GuidRepresentation first (and the writer checks it). Never in 3.x.
    /// </summary>
    internal static bool IsConvertedUuid(BsonBinarySubType subType)
    {
#if MONGODB_BSON_3
        return false;
#else
#pragma warning disable CS0618 // GuidRepresentationMode, 2.x's
        return BsonDefaults.GuidRepresentationMode == GuidRepresentationMode.V2 && subType is BsonBinarySubType.UuidStandard or BsonBinarySubType.UuidLegacy;
#pragma warning restore CS0618
#endif
    }
}
