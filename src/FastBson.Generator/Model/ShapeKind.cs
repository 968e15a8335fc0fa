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
}
