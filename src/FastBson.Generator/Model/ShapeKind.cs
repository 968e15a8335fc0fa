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

    /// <summary>A Guid, read and written as the driver's GuidSerializer of the place is configured to at run time.</summary>
    Guid,
    Bytes,
    Document,
    Array,
    Dictionary,
}
