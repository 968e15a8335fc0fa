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
    Bytes,
    Document,
    Array,
    Dictionary,
}
