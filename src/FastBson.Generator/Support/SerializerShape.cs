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

    /// <summary>A Guid, read and written as the driver's GuidSerializer there is configured to (any representation).</summary>
    Guid,

    /// <summary>BSON Binary with the generic subtype.</summary>
    Bytes,

    /// <summary>A nested document served by another generated serializer.</summary>
    Document,

    /// <summary>An array, <c>List&lt;T&gt;</c> or list interface written as a BSON array.</summary>
    Array,

    /// <summary>A <c>Dictionary&lt;string, T&gt;</c> written as a BSON document.</summary>
    Dictionary,
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
