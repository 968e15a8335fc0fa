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
    Char,
    Byte,
    SByte,
    Int16,
    UInt16,
    UInt32,
    UInt64,
    Single,

    /// <summary><c>Half</c>, where the driver has its HalfSerializer (3.x built for .NET 6 and later): a BSON Double.</summary>
    Half,
    String,
    DateTime,
    ObjectId,
    Decimal,
    Enum,

    /// <summary>An enum over <c>long</c> or <c>ulong</c>, written as its Int64 underlying value.</summary>
    Enum64,

    /// <summary>A Guid, read and written as the driver's GuidSerializer of the place is configured to at run time.</summary>
    Guid,
    Bytes,
    Document,

    /// <summary>A generated document whose type stores a blob: nested in another document, it is written and read without one.</summary>
    BlobDocument,
    Array,
    Dictionary,

    /// <summary>A <c>DateTimeOffset</c> as the 2.x driver writes it by default: the array [ticks, offset minutes].</summary>
    DateTimeOffsetArray,

    /// <summary>A <c>DateTimeOffset</c> as the 3.x driver writes it by default: the document { DateTime, Ticks, Offset }.</summary>
    DateTimeOffsetDocument,
    TimeSpan,

    /// <summary>A <c>DateOnly</c>, owned only where the referenced MongoDB.Bson has a DateOnlySerializer.</summary>
    DateOnly,

    /// <summary>
    /// A <c>TimeOnly</c>, owned only where the referenced MongoDB.Bson has a TimeOnlySerializer: an Int64 count of its
    /// shape's <see cref="ValueShape.TimeOnlyUnits"/> (ticks unless <c>[BsonTimeOnlyOptions]</c> says otherwise).
    /// </summary>
    TimeOnly,

    /// <summary>A <c>Decimal128</c> as the 3.x driver writes it by default: BSON Decimal128.</summary>
    Decimal128,

    /// <summary>A <c>Decimal128</c> as the 2.x driver writes it by default: a BSON String of its text.</summary>
    Decimal128String,

    /// <summary>A <c>DateTimeOffset</c> under <c>[BsonRepresentation(BsonType.String)]</c>: the driver's text of it.</summary>
    DateTimeOffsetString,

    /// <summary>A <c>DateTimeOffset</c> under <c>[BsonRepresentation(BsonType.DateTime)]</c> (2.15 and later): its UTC instant, read back with offset zero.</summary>
    DateTimeOffsetDateTime,

    /// <summary>A <c>TimeSpan</c> written as an Int32 count of its shape's units.</summary>
    TimeSpanInt32,

    /// <summary>A <c>TimeSpan</c> written as an Int64 count of its shape's units.</summary>
    TimeSpanInt64,

    /// <summary>A <c>TimeSpan</c> written as a Double count of its shape's units.</summary>
    TimeSpanDouble,

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

    /// <summary>An interface, as the driver's DiscriminatedInterfaceSerializer reads and writes it.</summary>
    Interface,

    /// <summary>A <c>System.Dynamic.ExpandoObject</c>, as the driver's ExpandoObjectSerializer reads and writes it.</summary>
    ExpandoObject,

    /// <summary>A <c>System.Uri</c>, as the driver's UriSerializer reads and writes it.</summary>
    Uri,

    /// <summary>A <c>string</c> with <c>[BsonRepresentation(BsonType.ObjectId)]</c>: written as BSON ObjectId, read from ObjectId or String.</summary>
    StringObjectId,

    /// <summary>A <c>string</c> with <c>[BsonRepresentation(BsonType.Symbol)]</c>: written as BSON Symbol, read from Symbol or String.</summary>
    StringSymbol,

    /// <summary>A <c>DateOnly</c> with <c>[BsonRepresentation(BsonType.Int64)]</c>: the ticks of its midnight.</summary>
    DateOnlyInt64,

    /// <summary>A <c>DateOnly</c> with <c>[BsonRepresentation(BsonType.String)]</c>: its <c>yyyy-MM-dd</c> text.</summary>
    DateOnlyString,

    /// <summary>A <c>DateOnly</c> in the Document representation, DateTimeTicks format: <c>{ DateTime, Ticks }</c> of its midnight.</summary>
    DateOnlyDocument,

    /// <summary>A <c>DateOnly</c> in the Document representation, YearMonthDay format: <c>{ Year, Month, Day }</c>.</summary>
    DateOnlyYearMonthDay,

    /// <summary>A <c>TimeOnly</c> with <c>[BsonRepresentation(BsonType.String)]</c>: its round-trip text.</summary>
    TimeOnlyString,

    /// <summary>A <c>TimeOnly</c> as an Int32 count of its shape's <see cref="ValueShape.TimeOnlyUnits"/>.</summary>
    TimeOnlyInt32,

    /// <summary>A <c>TimeOnly</c> as a Double count of its shape's <see cref="ValueShape.TimeOnlyUnits"/>.</summary>
    TimeOnlyDouble,

    /// <summary>A <c>TimeOnly</c> in the Document representation: its components and ticks.</summary>
    TimeOnlyDocument,

    /// <summary>A <c>decimal</c> with <c>[BsonRepresentation(BsonType.Array)]</c>: the array of its four GetBits Int32s.</summary>
    DecimalArray,

    /// <summary>A <c>byte[]</c> with <c>[BsonRepresentation(BsonType.String)]</c>: its lower-case hex text.</summary>
    BytesHex,

    /// <summary>A <c>bool</c> with <c>[BsonRepresentation(BsonType.Int32)]</c>: written as 1 or 0, read as not zero.</summary>
    BooleanAsInt32,

    /// <summary>A <c>bool</c> with <c>[BsonRepresentation(BsonType.Int64)]</c>: written as 1 or 0, read as not zero.</summary>
    BooleanAsInt64,

    /// <summary>A <c>bool</c> with <c>[BsonRepresentation(BsonType.Double)]</c>: written as 1.0 or 0.0, read as not zero.</summary>
    BooleanAsDouble,

    /// <summary>A <c>bool</c> with <c>[BsonRepresentation(BsonType.Decimal128)]</c>: written as One or Zero, read as not Zero.</summary>
    BooleanAsDecimal128,

    /// <summary>A <c>bool</c> with <c>[BsonRepresentation(BsonType.String)]</c>: written as "true" or "false", read through JsonConvert.</summary>
    BooleanAsString,

    /// <summary>An <c>ObjectId</c> with <c>[BsonRepresentation(BsonType.String)]</c>: written as its hex string, read from String or ObjectId.</summary>
    ObjectIdString,

    /// <summary>An enum with <c>[BsonRepresentation(BsonType.String)]</c>: written as its name, read from String by name.</summary>
    EnumString,

    /// <summary>
    /// A <c>decimal</c> whose DecimalSerializer <c>[BsonRepresentation]</c> configures: read as <see cref="Decimal"/>, but a
    /// Decimal128 only where it converts exactly (whatever the converter); written by that serializer.
    /// </summary>
    DecimalExact,

    /// <summary>An enum over int or a narrower type with <c>[BsonRepresentation(BsonType.Int64)]</c>: its underlying value widened to Int64.</summary>
    EnumAsInt64,

    /// <summary>An enum over long or ulong with <c>[BsonRepresentation(BsonType.Int32)]</c>: its underlying value narrowed, checked, to Int32.</summary>
    Enum64AsInt32,

    /// <summary>A <c>System.Version</c>, as the driver's default VersionSerializer (String) reads and writes it.</summary>
    Version,

    /// <summary>A <c>System.Version</c> with <c>[BsonRepresentation(BsonType.Document)]</c>: { Major, Minor[, Build[, Revision]] }.</summary>
    VersionDocument,

    /// <summary>A <c>System.Collections.BitArray</c>, as the driver's BitArraySerializer (Binary) reads and writes it.</summary>
    BitArray,

    /// <summary>A <c>System.Collections.BitArray</c> with <c>[BsonRepresentation(BsonType.String)]</c>: one '1' or '0' per bit.</summary>
    BitArrayString,

    /// <summary>A <c>System.Text.RegularExpressions.Regex</c>, as the driver's RegexSerializer (RegularExpression) reads and writes it.</summary>
    Regex,

    /// <summary>A <c>System.Text.RegularExpressions.Regex</c> with <c>[BsonRepresentation(BsonType.String)]</c>: its pattern.</summary>
    RegexString,

    /// <summary>A <c>System.Net.IPAddress</c>, as the driver's IPAddressSerializer reads and writes it.</summary>
    IPAddress,

    /// <summary>A <c>System.Net.IPEndPoint</c>, as the driver's IPEndPointSerializer reads and writes it.</summary>
    IPEndPoint,

    /// <summary>A <c>System.Globalization.CultureInfo</c>, as the driver's CultureInfoSerializer reads and writes it.</summary>
    CultureInfo,

    /// <summary>A number with <c>[BsonRepresentation(BsonType.Int32)]</c> other than its serializer's default: converted by the driver's RepresentationConverter.</summary>
    NumberAsInt32,

    /// <summary>A number with <c>[BsonRepresentation(BsonType.Int64)]</c> other than its serializer's default: converted by the driver's RepresentationConverter.</summary>
    NumberAsInt64,

    /// <summary>A number with <c>[BsonRepresentation(BsonType.Double)]</c> other than its serializer's default: converted by the driver's RepresentationConverter.</summary>
    NumberAsDouble,

    /// <summary>A number with <c>[BsonRepresentation(BsonType.Decimal128)]</c> other than its serializer's default: converted by the driver's RepresentationConverter.</summary>
    NumberAsDecimal128,

    /// <summary>A number with <c>[BsonRepresentation(BsonType.String)]</c>: the driver's invariant text of it (<c>JsonConvert</c>).</summary>
    NumberAsString,

    /// <summary>A <c>byte</c>, <c>sbyte</c> or <c>char</c> with <c>[BsonRepresentation(BsonType.Int64)]</c>, as its serializer so configured writes it.</summary>
    SmallNumberAsInt64,

    /// <summary>A <c>byte</c> or <c>sbyte</c> as two hex digits, or a <c>char</c> as a one-character string: <c>[BsonRepresentation(BsonType.String)]</c>.</summary>
    SmallNumberAsString,

    /// <summary>A <c>byte</c> or <c>sbyte</c> as a one-byte Binary: <c>[BsonRepresentation(BsonType.Binary)]</c>.</summary>
    SmallNumberAsBinary,

    /// <summary>A <c>DateTime</c> in the String representation: the driver's text of it (a date only as <c>yyyy-MM-dd</c>), read back with its shape's kind.</summary>
    DateTimeString,

    /// <summary>A <c>DateTime</c> in the Int64 representation: the ticks of its UTC value, read back with its shape's kind.</summary>
    DateTimeInt64,

    /// <summary>A <c>DateTime</c> in the Document representation: { DateTime, Ticks } of its UTC value, read back from Ticks with its shape's kind.</summary>
    DateTimeDocument,

    /// <summary>A <c>RawBsonDocument</c>, as the driver's RawBsonDocumentSerializer reads and writes it: the document's own bytes.</summary>
    RawBsonDocument,

    /// <summary>A <c>RawBsonArray</c>, as the driver's RawBsonArraySerializer reads and writes it: the array's own bytes.</summary>
    RawBsonArray,

    /// <summary>A <c>LazyBsonDocument</c>, as the driver's LazyBsonDocumentSerializer reads and writes it: the document's own bytes, decoded when used.</summary>
    LazyBsonDocument,

    /// <summary>A <c>LazyBsonArray</c>, as the driver's LazyBsonArraySerializer reads and writes it: the array's own bytes, decoded when used.</summary>
    LazyBsonArray,

    /// <summary>A <c>System.Numerics.Complex</c>, as the driver's class map writes and reads it (2.19 and later): the document { Real, Imaginary } of Doubles.</summary>
    Complex,

    /// <summary>
    /// The extra-elements member (<c>[BsonExtraElements]</c>, or one named <c>ExtraElements</c>): a BsonDocument or an
    /// <c>IDictionary&lt;string, object&gt;</c> that holds the elements no member maps.
    /// </summary>
    ExtraElements,

    /// <summary>
    /// A two- or three-dimensional array (<c>T[,]</c>, <c>T[,,]</c>) of an owned item shape: nested BSON arrays of rows, as
    /// the driver's TwoDimensionalArraySerializer and ThreeDimensionalArraySerializer write them; the rank is the shape's
    /// <see cref="ValueShape.Collection"/>.
    /// </summary>
    MultiDimensionalArray,

    /// <summary>
    /// A <c>Tuple&lt;T1, ...&gt;</c> of owned item shapes (<see cref="ValueShape.Elements"/>): a BSON array of its items in
    /// order, as the driver's TupleSerializer writes it; the eighth item of an eight-item tuple is its <c>Rest</c>, itself a tuple.
    /// </summary>
    Tuple,

    /// <summary>
    /// A <c>ValueTuple&lt;T1, ...&gt;</c> of owned item shapes (<see cref="ValueShape.Elements"/>), where the driver has its
    /// ValueTupleSerializer (2.19.1 and later): written as a tuple's array, read from that array or from a document of its items by name.
    /// </summary>
    ValueTuple,

    /// <summary>
    /// A <c>KeyValuePair&lt;TKey, TValue&gt;</c> of owned key and value shapes (<see cref="ValueShape.Elements"/>), as the driver's
    /// KeyValuePairSerializer treats it by default: written as <c>{ k: key, v: value }</c>, read from that document or from
    /// <c>[key, value]</c>.
    /// </summary>
    KeyValuePair,

    /// <summary>
    /// A <c>Memory&lt;T&gt;</c> or <c>ReadOnlyMemory&lt;T&gt;</c> of a primitive (<see cref="ValueShape.PrimitiveItem"/>), where
    /// the driver has its MemorySerializer (2.26 and later): an array of one BSON type, or a Binary for bytes, as that serializer writes it.
    /// </summary>
    PrimitiveMemory,
}
