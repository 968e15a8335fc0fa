using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// <c>object</c> values as the driver's ObjectSerializer reads and writes them without a discriminator: the BSON types it
/// reads into a boxed CLR value, the CLR types it writes as a plain BSON value. These do not depend on the serializer's
/// configuration (discriminator convention, allowed types, Guid representation), so any ObjectSerializer does the same.
/// Documents and arrays, which do depend on it, are read by <see cref="DynamicValues"/> where it is the default one. Every
/// other value goes to the driver's serializer of the place.
/// </summary>
internal static class ObjectValues
{
    /// <summary>The BSON types <see cref="TryRead(ref BsonSpanReader, int, out object?)"/> reads (each one's <see cref="BsonSpanReader.TypeBit"/>).</summary>
    private static readonly uint ReadTypes =
        BsonSpanReader.TypeBit((int)BsonType.String) | BsonSpanReader.TypeBit((int)BsonType.Int32) | BsonSpanReader.TypeBit((int)BsonType.Double) |
        BsonSpanReader.TypeBit((int)BsonType.Boolean) | BsonSpanReader.TypeBit((int)BsonType.Int64) | BsonSpanReader.TypeBit((int)BsonType.DateTime) |
        BsonSpanReader.TypeBit((int)BsonType.ObjectId) | BsonSpanReader.TypeBit((int)BsonType.Decimal128) | BsonSpanReader.TypeBit((int)BsonType.Null);

    private static readonly uint DynamicTypes = BsonSpanReader.TypeBit((int)BsonType.Document) | BsonSpanReader.TypeBit((int)BsonType.Array);

    /// <summary>
    /// The BSON types the span path may read in a place that <paramref name="place"/> reads (each one's
    /// <see cref="BsonSpanReader.TypeBit"/>): the plain ones, and documents and arrays where <see cref="DynamicValues"/> reads
    /// them. A collection of such values that holds one of another type declines it before reading any: a binary Guid, or
    /// where the ObjectSerializer's configuration is another than the default, any nested document, which the driver's
    /// serializer reads.
    /// </summary>
    public static uint SpanTypes(IBsonSerializer place) => DynamicValues.ReadsOnSpan(place) ? ReadTypes | DynamicTypes : ReadTypes;

    /// <summary>
    /// The span path, in a place that <paramref name="place"/> (the driver's ObjectSerializer of the place) reads: a value of
    /// those BSON types, or a document or array that <see cref="DynamicValues"/> reads; false for anything else.
    /// </summary>
    public static bool TryRead(ref BsonSpanReader reader, int type, IBsonSerializer place, out object? value) =>
        type is (int)BsonType.Document or (int)BsonType.Array
            ? DynamicValues.TryRead(ref reader, type, place, out value)
            : TryRead(ref reader, type, out value);

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
            case BsonType.Document when DynamicValues.Reads(serializer, context):
                return DynamicValues.ReadDocument(context, serializer);
            case BsonType.Array when DynamicValues.Reads(serializer, context):
                return DynamicValues.ReadArray(context, serializer);
            default:
                // Documents and arrays the serializer's configuration decides, binary Guids, and the serializer's errors.
                return DriverValues.Deserialize(serializer, context);
        }

        return (TValue)value!;
    }

    /// <summary>
    /// Writes a value as <paramref name="serializer"/> (the driver's ObjectSerializer of the place) does: the plain values
    /// here, an ExpandoObject or a <c>List&lt;object&gt;</c> that it writes as a dynamic value by <see cref="DynamicValues"/>,
    /// anything else by it.
    /// </summary>
    public static void Write<TValue>(BsonSerializationContext context, TValue value, IBsonSerializer<TValue> serializer)
        where TValue : class?
    {
        if (!TryWrite(context.Writer, value))
        {
            WriteOther(context, value, serializer);
        }
    }

    /// <summary>
    /// Writes a value that <see cref="TryWrite"/> does not as <paramref name="serializer"/> (the driver's ObjectSerializer of
    /// the place) does: a dynamic one by <see cref="DynamicValues"/>, anything else by it.
    /// </summary>
    public static void WriteOther<TValue>(BsonSerializationContext context, TValue value, IBsonSerializer<TValue> serializer)
        where TValue : class?
    {
        if (!DynamicValues.TryWrite(context, value, serializer))
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

        if (value.GetType() == typeof(object))
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

        var plain = new WriterPlainValues(writer);
        return TryWritePlain(ref plain, value);
    }

    /// <summary>
    /// The BSON type the span writer writes a member's, item's or dictionary value's value in (<see cref="TryWriteSpan"/>):
    /// a list of objects is an array where it is written as a dynamic value; for a value it gives up, any type (the
    /// document's).
    /// </summary>
    public static BsonType SpanType(object? value)
    {
        if (value is null)
        {
            return BsonType.Null;
        }

        if (value.GetType() == typeof(List<object>))
        {
            return BsonType.Array;
        }

        var plain = new PlainTypes();
        return value.GetType() != typeof(object) && TryWritePlain(ref plain, value) ? plain.Type : BsonType.Document;
    }

    /// <summary>
    /// Writes a member's, item's or dictionary value's value after its element (in the type <see cref="SpanType"/> gave), as
    /// <see cref="Write"/> writes it where a value is expected, in a place that <paramref name="place"/> (the driver's
    /// ObjectSerializer of the place) writes: the plain values, and the dynamic ones <see cref="DynamicValues"/> writes. Any
    /// other value (a Guid, a value written with a discriminator ...) is given up this once (refused), for the writer's path to
    /// write with the driver's serializer, as it depends on the value alone.
    /// </summary>
    public static bool TryWriteSpan(BsonSpanWriter buffer, object? value, IBsonSerializer place) =>
        value is null || TryWriteSpanPlain(buffer, value) || DynamicValues.TryWriteSpan(buffer, value, place) || buffer.Refuse();

    /// <summary>A value (not null) that the span writer writes whatever the configuration: a plain <c>object</c> or a plain value.</summary>
    internal static bool TryWriteSpanPlain(BsonSpanWriter buffer, object value)
    {
        if (value.GetType() == typeof(object))
        {
            return buffer.TryStart(out var start) && buffer.TryEnd(start);
        }

        var plain = new SpanPlainValues(buffer);
        return TryWritePlain(ref plain, value);
    }

    /// <summary>
    /// The one sorting of values that ObjectSerializer writes as a plain BSON value, by their type code as the serializer
    /// sorts them (an enum by its underlying type), for every writer of them; false for any other value.
    /// </summary>
    private static bool TryWritePlain<TWriter>(ref TWriter writer, object value)
        where TWriter : struct, IPlainValueWriter
    {
        switch (TypeCodeOf(value))
        {
            case TypeCode.Boolean:
                writer.Boolean((bool)value);
                return true;
            case TypeCode.DateTime:
                writer.DateTime((DateTime)value);
                return true;
            case TypeCode.Double:
                writer.Double((double)value);
                return true;
            case TypeCode.Int16:
                writer.Int32((short)value);
                return true;
            case TypeCode.Int32:
                writer.Int32((int)value);
                return true;
            case TypeCode.Int64:
                writer.Int64((long)value);
                return true;
            case TypeCode.String:
                return writer.String((string)value);
            case TypeCode.Object when value.GetType() == typeof(Decimal128):
                writer.Decimal128((Decimal128)value);
                return true;
            case TypeCode.Object when value.GetType() == typeof(ObjectId):
                writer.ObjectId((ObjectId)value);
                return true;
            default:
                // Guids (the serializer's Guid serializer) and everything written with a discriminator.
                return false;
        }
    }

    /// <summary>
    /// <see cref="Type.GetTypeCode"/> of a value's type, the common ones found first by comparing the value's type with each
    /// (which the JIT compiles to a compare of the object's method table, where getting its Type and that virtual call are
    /// calls): every value in an <c>object</c> place is sorted by it, twice on the span writer.
    /// </summary>
    private static TypeCode TypeCodeOf(object value) =>
        value.GetType() == typeof(string) ? TypeCode.String :
        value.GetType() == typeof(int) ? TypeCode.Int32 :
        value.GetType() == typeof(long) ? TypeCode.Int64 :
        value.GetType() == typeof(double) ? TypeCode.Double :
        value.GetType() == typeof(bool) ? TypeCode.Boolean :
        value.GetType() == typeof(DateTime) ? TypeCode.DateTime :
        Type.GetTypeCode(value.GetType());

    /// <summary>A writer of the plain values (see <see cref="TryWritePlain"/>); a struct, so each writer's calls are direct.</summary>
    private interface IPlainValueWriter
    {
        void Boolean(bool value);

        /// <summary>A DateTime, which the writers convert to the BSON DateTime (its UTC instant) and the type finder need not.</summary>
        void DateTime(DateTime value);

        void Double(double value);

        void Int32(int value);

        void Int64(long value);

        /// <summary>False where the writer refuses the text.</summary>
        bool String(string value);

        void Decimal128(Decimal128 value);

        void ObjectId(ObjectId value);
    }

    private readonly struct WriterPlainValues : IPlainValueWriter
    {
        private readonly IBsonWriter writer;

        public WriterPlainValues(IBsonWriter writer) => this.writer = writer;

        public void Boolean(bool value) => writer.WriteBoolean(value);

        public void DateTime(DateTime value) => WriterValues.WriteDateTime(writer, value);

        public void Double(double value) => writer.WriteDouble(value);

        public void Int32(int value) => writer.WriteInt32(value);

        public void Int64(long value) => writer.WriteInt64(value);

        public bool String(string value)
        {
            writer.WriteString(value);
            return true;
        }

        public void Decimal128(Decimal128 value) => writer.WriteDecimal128(value);

        public void ObjectId(ObjectId value) => writer.WriteObjectId(value);
    }

    private readonly struct SpanPlainValues : IPlainValueWriter
    {
        private readonly BsonSpanWriter buffer;

        public SpanPlainValues(BsonSpanWriter buffer) => this.buffer = buffer;

        public void Boolean(bool value) => buffer.Boolean(value);

        public void DateTime(DateTime value) => buffer.DateTime(WriterValues.DateTimeMilliseconds(value));

        public void Double(double value) => buffer.Double(value);

        public void Int32(int value) => buffer.Int32(value);

        public void Int64(long value) => buffer.Int64(value);

        public bool String(string value) => buffer.TryString(value);

        public void Decimal128(Decimal128 value) => buffer.Decimal128(value);

        public void ObjectId(ObjectId value) => buffer.ObjectId(value);
    }

    /// <summary>The BSON type of the value written last: what the span writer's element takes.</summary>
    private struct PlainTypes : IPlainValueWriter
    {
        public BsonType Type { get; private set; }

        public void Boolean(bool value) => Type = BsonType.Boolean;

        public void DateTime(DateTime value) => Type = BsonType.DateTime;

        public void Double(double value) => Type = BsonType.Double;

        public void Int32(int value) => Type = BsonType.Int32;

        public void Int64(long value) => Type = BsonType.Int64;

        public bool String(string value)
        {
            Type = BsonType.String;
            return true;
        }

        public void Decimal128(Decimal128 value) => Type = BsonType.Decimal128;

        public void ObjectId(ObjectId value) => Type = BsonType.ObjectId;
    }
}
