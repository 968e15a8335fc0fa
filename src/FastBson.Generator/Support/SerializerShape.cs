using System;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Runtime;

/// <summary>
/// How the generated code stands towards the driver's serializer at a place. Only the structure is named here: what the
/// generated code expects of the serializer of a value is the <see cref="ShapeCheck"/> its value kind wrote into the map.
/// </summary>
internal enum ShapeKind
{
    /// <summary>Served by the driver's own member serializer, whatever it is.</summary>
    Driver,

    /// <summary>A value the generated code reads and writes itself.</summary>
    Value,

    /// <summary>A nested document served by another generated serializer.</summary>
    Document,

    /// <summary>A collection written as a BSON array; <see cref="SerializerShape.Item"/> is its items' shape.</summary>
    Array,

    /// <summary>A dictionary, in <see cref="SerializerShape.Representation"/>; its key and value shapes are given.</summary>
    Dictionary,
}

/// <summary>
/// What a generated serializer expects the driver to use for a member, checked at registration:
/// the kind, the expectation of its value kind, whether it is wrapped in <see cref="Nullable{T}"/>, and the item shapes of collections and tuples.
/// </summary>
internal sealed class SerializerShape
{
    /// <summary>Creates a shape; called by generated code.</summary>
    public SerializerShape(
        ShapeKind kind,
        Type valueType,
        ShapeCheck? check = null,
        bool isNullable = false,
        SerializerShape? item = null,
        SerializerShape? key = null,
        DictionaryRepresentation representation = DictionaryRepresentation.Document,
        SerializerShape[]? elements = null,
        bool itemsConfigured = false)
    {
        Kind = kind;
        ValueType = valueType;
        Check = check ?? ((_, _, _) => null);
        IsNullable = isNullable;
        Item = item;
        Key = key;
        Representation = representation;
        Elements = elements ?? Array.Empty<SerializerShape>();
        ItemsConfigured = itemsConfigured;
    }

    /// <summary>The kind of value.</summary>
    public ShapeKind Kind { get; }

    /// <summary>The member (or item) type.</summary>
    public Type ValueType { get; }

    /// <summary>What the generated code expects of the driver's serializer here (nothing, where the driver serves it).</summary>
    public ShapeCheck Check { get; }

    /// <summary>The value type is wrapped in <see cref="Nullable{T}"/>.</summary>
    public bool IsNullable { get; }

    /// <summary>The item (or dictionary value) shape of a collection.</summary>
    public SerializerShape? Item { get; }

    /// <summary>The key shape of a dictionary.</summary>
    public SerializerShape? Key { get; }

    /// <summary>How a dictionary is written.</summary>
    public DictionaryRepresentation Representation { get; }

    /// <summary>The shapes of a tuple's items, in order (none for any other value).</summary>
    public SerializerShape[] Elements { get; }

    /// <summary>
    /// The member's options configured the item (value) serializer of this collection, and the generated code hands items to
    /// that serializer, not to the one the driver looks up for their type.
    /// </summary>
    public bool ItemsConfigured { get; }
}
