namespace FastBson.Generator.Model;

/// <summary>
/// What the generated code reads and writes itself for a value; mirrors FastBson.Runtime.ShapeKind,
/// whose names the emitter writes into the generated member maps.
/// </summary>
internal enum ShapeKind
{
    Driver,
    Boolean,
    Int32,
    Int64,
    Double,
    String,
    DateTime,
    ObjectId,
    Decimal,
    Enum,

    /// <summary>An enum over <c>long</c> or <c>ulong</c>, written as its Int64 underlying value.</summary>
    Enum64,
    Bytes,
    Document,
    Array,
    Dictionary,

    /// <summary><c>BsonValue</c>: a value of any BSON type.</summary>
    BsonValue,
    BsonDocument,
    BsonArray,
    BsonBinaryData,
    BsonBoolean,
    BsonDateTime,
    BsonDecimal128,
    BsonDouble,
    BsonInt32,
    BsonInt64,
    BsonJavaScript,
    BsonJavaScriptWithScope,
    BsonMaxKey,
    BsonMinKey,
    BsonNull,
    BsonObjectId,
    BsonRegularExpression,
    BsonString,
    BsonSymbol,
    BsonTimestamp,
    BsonUndefined,

    /// <summary><c>object</c>, as the driver's ObjectSerializer reads and writes it.</summary>
    Object,
}
