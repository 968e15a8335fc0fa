using System;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>The kinds of member value the generated code reads and writes itself.</summary>
internal enum ShapeKind
{
    /// <summary>Served by the driver's own member serializer, whatever it is.</summary>
    Driver,

    /// <summary>BSON Boolean.</summary>
    Boolean,

    /// <summary>BSON Int32.</summary>
    Int32,

    /// <summary>BSON Int64.</summary>
    Int64,

    /// <summary>BSON Double.</summary>
    Double,

    /// <summary>A char, as BSON Int32 (its UTF-16 code).</summary>
    Char,

    /// <summary>A byte, as BSON Int32.</summary>
    Byte,

    /// <summary>An sbyte, as BSON Int32.</summary>
    SByte,

    /// <summary>A short, as BSON Int32.</summary>
    Int16,

    /// <summary>A ushort, as BSON Int32.</summary>
    UInt16,

    /// <summary>A uint, as BSON Int32 (values beyond int's range are refused both ways).</summary>
    UInt32,

    /// <summary>A ulong, as BSON Int64 (values beyond long's range are refused both ways).</summary>
    UInt64,

    /// <summary>A float, as BSON Double.</summary>
    Single,

    /// <summary>BSON String.</summary>
    String,

    /// <summary>BSON UTC DateTime, read back with Kind=Utc.</summary>
    DateTime,

    /// <summary>BSON ObjectId.</summary>
    ObjectId,

    /// <summary>A decimal: read from BSON String or Decimal128, written by the driver's DecimalSerializer (its representation varies by driver version).</summary>
    Decimal,

    /// <summary>An enum written as its Int32 underlying value.</summary>
    Enum,

    /// <summary>An enum over long or ulong, written as its Int64 underlying value.</summary>
    Enum64,

    /// <summary>A Guid, read and written as the driver's GuidSerializer there is configured to (any representation).</summary>
    Guid,

    /// <summary>BSON Binary with the generic subtype.</summary>
    Bytes,

    /// <summary>A nested document served by another generated serializer.</summary>
    Document,

    /// <summary>An array, list, set, collection or collection interface written as a BSON array.</summary>
    Array,

    /// <summary>A dictionary or dictionary interface, written in its representation.</summary>
    Dictionary,

    /// <summary>A DateTimeOffset written as the BSON array [ticks, offset minutes] (the 2.x default).</summary>
    DateTimeOffsetArray,

    /// <summary>A DateTimeOffset written as the BSON document { DateTime, Ticks, Offset } (the 3.x default).</summary>
    DateTimeOffsetDocument,

    /// <summary>A TimeSpan written as a BSON String in .NET's constant format.</summary>
    TimeSpan,

    /// <summary>A DateOnly written as a BSON UTC DateTime at midnight.</summary>
    DateOnly,

    /// <summary>A TimeOnly written as BSON Int64 ticks.</summary>
    TimeOnly,

    /// <summary>A Decimal128 written as BSON Decimal128 (the 3.x default).</summary>
    Decimal128,

    /// <summary>A Decimal128 written as a BSON String of its text (the 2.x default).</summary>
    Decimal128String,

    /// <summary>A DateTimeOffset written as a BSON String (JsonConvert's text of it).</summary>
    DateTimeOffsetString,

    /// <summary>A DateTimeOffset written as a BSON DateTime (its UTC instant).</summary>
    DateTimeOffsetDateTime,

    /// <summary>A TimeSpan written as a BSON Int32 count of the shape's units.</summary>
    TimeSpanInt32,

    /// <summary>A TimeSpan written as a BSON Int64 count of the shape's units.</summary>
    TimeSpanInt64,

    /// <summary>A TimeSpan written as a BSON Double count of the shape's units.</summary>
    TimeSpanDouble,

    /// <summary>A <c>BsonValue</c> of any BSON type, as BsonValueSerializer writes it.</summary>
    BsonValue,

    /// <summary>A <c>BsonDocument</c>, as BsonDocumentSerializer writes it.</summary>
    BsonDocument,

    /// <summary>A <c>BsonArray</c>, as BsonArraySerializer writes it.</summary>
    BsonArray,

    /// <summary>A <c>BsonBinaryData</c>, as BsonBinaryDataSerializer writes it.</summary>
    BsonBinaryData,

    /// <summary>A <c>BsonBoolean</c>, as BsonBooleanSerializer writes it.</summary>
    BsonBoolean,

    /// <summary>A <c>BsonDateTime</c>, as BsonDateTimeSerializer writes it.</summary>
    BsonDateTime,

    /// <summary>A <c>BsonDecimal128</c>, as BsonDecimal128Serializer writes it.</summary>
    BsonDecimal128,

    /// <summary>A <c>BsonDouble</c>, as BsonDoubleSerializer writes it.</summary>
    BsonDouble,

    /// <summary>A <c>BsonInt32</c>, as BsonInt32Serializer writes it.</summary>
    BsonInt32,

    /// <summary>A <c>BsonInt64</c>, as BsonInt64Serializer writes it.</summary>
    BsonInt64,

    /// <summary>A <c>BsonJavaScript</c>, as BsonJavaScriptSerializer writes it.</summary>
    BsonJavaScript,

    /// <summary>A <c>BsonJavaScriptWithScope</c>, as BsonJavaScriptWithScopeSerializer writes it.</summary>
    BsonJavaScriptWithScope,

    /// <summary>A <c>BsonMaxKey</c>, as BsonMaxKeySerializer writes it.</summary>
    BsonMaxKey,

    /// <summary>A <c>BsonMinKey</c>, as BsonMinKeySerializer writes it.</summary>
    BsonMinKey,

    /// <summary>A <c>BsonNull</c>, as BsonNullSerializer writes it.</summary>
    BsonNull,

    /// <summary>A <c>BsonObjectId</c>, as BsonObjectIdSerializer writes it.</summary>
    BsonObjectId,

    /// <summary>A <c>BsonRegularExpression</c>, as BsonRegularExpressionSerializer writes it.</summary>
    BsonRegularExpression,

    /// <summary>A <c>BsonString</c>, as BsonStringSerializer writes it.</summary>
    BsonString,

    /// <summary>A <c>BsonSymbol</c>, as BsonSymbolSerializer writes it.</summary>
    BsonSymbol,

    /// <summary>A <c>BsonTimestamp</c>, as BsonTimestampSerializer writes it.</summary>
    BsonTimestamp,

    /// <summary>A <c>BsonUndefined</c>, as BsonUndefinedSerializer writes it.</summary>
    BsonUndefined,

    /// <summary>An <c>object</c>, as ObjectSerializer writes it.</summary>
    Object,
}

/// <summary>
/// What a generated serializer expects the driver to use for a member, checked at registration:
/// the kind, whether it is wrapped in <see cref="Nullable{T}"/>, and the item shape of collections.
/// </summary>
internal sealed class SerializerShape
{
    /// <summary>Creates a shape; called by generated code.</summary>
    public SerializerShape(
        ShapeKind kind,
        Type valueType,
        bool isNullable = false,
        SerializerShape? item = null,
        SerializerShape? key = null,
        DictionaryRepresentation representation = DictionaryRepresentation.Document,
        TimeSpanUnits units = TimeSpanUnits.Ticks,
        DateTimeKind dateTimeKind = DateTimeKind.Utc,
        bool dateOnly = false)
    {
        Kind = kind;
        ValueType = valueType;
        IsNullable = isNullable;
        Item = item;
        Key = key;
        Representation = representation;
        Units = units;
        DateTimeKind = dateTimeKind;
        DateOnly = dateOnly;
    }

    /// <summary>The kind of value.</summary>
    public ShapeKind Kind { get; }

    /// <summary>The member (or item) type.</summary>
    public Type ValueType { get; }

    /// <summary>The value type is wrapped in <see cref="Nullable{T}"/>.</summary>
    public bool IsNullable { get; }

    /// <summary>The item (or dictionary value) shape of a collection.</summary>
    public SerializerShape? Item { get; }

    /// <summary>The key shape of a dictionary.</summary>
    public SerializerShape? Key { get; }

    /// <summary>How a dictionary is written.</summary>
    public DictionaryRepresentation Representation { get; }

    /// <summary>The units of a TimeSpan written as a number.</summary>
    public TimeSpanUnits Units { get; }

    /// <summary>The kind a DateTime is read back with.</summary>
    public DateTimeKind DateTimeKind { get; }

    /// <summary>A DateTime is written and read as a date only.</summary>
    public bool DateOnly { get; }
}
