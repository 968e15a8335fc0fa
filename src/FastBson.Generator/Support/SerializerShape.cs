using System;

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

    /// <summary>BSON Binary with the generic subtype.</summary>
    Bytes,

    /// <summary>A nested document served by another generated serializer.</summary>
    Document,

    /// <summary>An array, <c>List&lt;T&gt;</c> or list interface written as a BSON array.</summary>
    Array,

    /// <summary>A <c>Dictionary&lt;string, T&gt;</c> written as a BSON document.</summary>
    Dictionary,

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
    public SerializerShape(ShapeKind kind, Type valueType, bool isNullable = false, SerializerShape? item = null)
    {
        Kind = kind;
        ValueType = valueType;
        IsNullable = isNullable;
        Item = item;
    }

    /// <summary>The kind of value.</summary>
    public ShapeKind Kind { get; }

    /// <summary>The member (or item) type.</summary>
    public Type ValueType { get; }

    /// <summary>The value type is wrapped in <see cref="Nullable{T}"/>.</summary>
    public bool IsNullable { get; }

    /// <summary>The item (or dictionary value) shape of a collection.</summary>
    public SerializerShape? Item { get; }
}
