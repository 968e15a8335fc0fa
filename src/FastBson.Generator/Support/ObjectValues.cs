using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// <c>object</c> values as the driver's ObjectSerializer reads and writes them without a discriminator: the BSON types it
/// reads into a boxed CLR value, the CLR types it writes as a plain BSON value. These do not depend on the serializer's
/// configuration (discriminator convention, allowed types, Guid representation), so any ObjectSerializer does the same.
/// Every other value goes to the driver's serializer of the place.
/// </summary>
internal static class ObjectValues
{
    /// <summary>
    /// The span path: reads a value of those BSON types (an in-range DateTime as UTC, as the serializer converts it);
    /// false for any other type, malformed bytes, and a DateTime the reader's settings or the conversion decide.
    /// </summary>
    public static bool TryRead(ref BsonSpanReader reader, int type, out object? value)
    {
        bool read;
        switch ((BsonType)type)
        {
            case BsonType.String:
                read = SpanBsonValues.TryReadString(ref reader, out var text);
                value = text;
                return read;
            case BsonType.Int32:
                read = reader.TryReadInt32(out var int32);
                value = int32;
                return read;
            case BsonType.Double:
                read = reader.TryReadDouble(out var number);
                value = number;
                return read;
            case BsonType.Boolean:
                read = reader.TryReadBoolean(out var flag);
                value = flag;
                return read;
            case BsonType.Int64:
                read = reader.TryReadInt64(out var int64);
                value = int64;
                return read;
            case BsonType.DateTime:
                read = reader.TryReadDateTime(out var dateTime);
                value = dateTime;
                return read;
            case BsonType.ObjectId:
                read = reader.TryReadObjectId(out var id);
                value = id;
                return read;
            case BsonType.Decimal128:
                read = SpanBsonValues.TryReadDecimal128(ref reader, out var decimal128);
                value = decimal128;
                return read;
            case BsonType.Null:
                value = null;
                return true;
            default:
                value = null;
                return false;
        }
    }

    /// <summary>The IBsonReader path: reads the current value.</summary>
    public static TValue Read<TValue>(BsonDeserializationContext context, IBsonSerializer<TValue> serializer)
        where TValue : class?
    {
        var reader = context.Reader;
        object? value;
        switch (reader.CurrentBsonType)
        {
            case BsonType.Boolean:
                value = reader.ReadBoolean();
                break;
            case BsonType.DateTime:
                value = new BsonDateTime(reader.ReadDateTime()).ToUniversalTime();
                break;
            case BsonType.Decimal128:
                value = reader.ReadDecimal128();
                break;
            case BsonType.Double:
                value = reader.ReadDouble();
                break;
            case BsonType.Int32:
                value = reader.ReadInt32();
                break;
            case BsonType.Int64:
                value = reader.ReadInt64();
                break;
            case BsonType.Null:
                reader.ReadNull();
                value = null;
                break;
            case BsonType.ObjectId:
                value = reader.ReadObjectId();
                break;
            case BsonType.String:
                value = ReaderValues.ReadString(reader);
                break;
            default:
                // Documents and arrays (discriminated, dynamic), binary Guids, and the serializer's errors.
                return DriverValues.Deserialize(serializer, context);
        }

        return (TValue)value!;
    }

    /// <summary>Writes a value as <paramref name="serializer"/> (the driver's ObjectSerializer of the place) does.</summary>
    public static void Write<TValue>(BsonSerializationContext context, TValue value, IBsonSerializer<TValue> serializer)
        where TValue : class?
    {
        if (!TryWrite(context.Writer, value))
        {
            serializer.Serialize(context, value);
        }
    }

    /// <summary>
    /// Writes null, a plain <c>object</c> (an empty document) and the values ObjectSerializer writes as a plain BSON value (an
    /// enum by its underlying type, as the serializer's type code does), or returns false for any other value.
    /// </summary>
    public static bool TryWrite(IBsonWriter writer, object? value)
    {
        if (value is null)
        {
            writer.WriteNull();
            return true;
        }

        var type = value.GetType();
        if (type == typeof(object))
        {
            writer.WriteStartDocument();
            writer.WriteEndDocument();
            return true;
        }

        // The serializer writes plain values where a value is expected (always, for a member, item or dictionary value).
        if (writer.State != BsonWriterState.Value && writer is not JsonWriter)
        {
            return false;
        }

        switch (Type.GetTypeCode(type))
        {
            case TypeCode.Boolean:
                writer.WriteBoolean((bool)value);
                return true;
            case TypeCode.DateTime:
                WriterValues.WriteDateTime(writer, (DateTime)value);
                return true;
            case TypeCode.Double:
                writer.WriteDouble((double)value);
                return true;
            case TypeCode.Int16:
                writer.WriteInt32((short)value);
                return true;
            case TypeCode.Int32:
                writer.WriteInt32((int)value);
                return true;
            case TypeCode.Int64:
                writer.WriteInt64((long)value);
                return true;
            case TypeCode.String:
                writer.WriteString((string)value);
                return true;
            case TypeCode.Object when type == typeof(Decimal128):
                writer.WriteDecimal128((Decimal128)value);
                return true;
            case TypeCode.Object when type == typeof(ObjectId):
                writer.WriteObjectId((ObjectId)value);
                return true;
            default:
                // Guids (the serializer's Guid serializer) and everything written with a discriminator.
                return false;
        }
    }
}
