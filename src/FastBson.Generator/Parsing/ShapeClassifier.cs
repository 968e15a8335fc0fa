using System;
using System.Linq;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// Decides, for a member type, whether the generated code reads and writes it itself (and how), or
/// hands it to the driver's own serializer. Only shapes whose driver behaviour the generated code matches
/// exactly are owned; everything else stays with the driver, so it is correct first.
/// </summary>
internal sealed class ShapeClassifier
{
    private readonly KnownTypeSymbols _known;
    private readonly Func<INamedTypeSymbol, string?> _generatedSerializerOf;

    /// <param name="known">The compilation's known types.</param>
    /// <param name="generatedSerializerOf">The generated serializer of a nested document type, or null if it gets none.</param>
    public ShapeClassifier(KnownTypeSymbols known, Func<INamedTypeSymbol, string?> generatedSerializerOf)
    {
        _known = known;
        _generatedSerializerOf = generatedSerializerOf;
    }

    /// <summary>The shape of a member's value.</summary>
    public ValueShape Classify(ITypeSymbol type) =>
        ClassifyValue(type) ?? ClassifyCollection(type) ?? Driver(type);

    private ValueShape? ClassifyValue(ITypeSymbol type)
    {
        var core = TypeNames.UnwrapNullable(type);
        var isNullable = TypeNames.IsNullableValueType(type);
        var kind = ScalarKind(core);
        if (kind is not null)
        {
            return new ValueShape(kind.Value, TypeNames.Declared(type), TypeNames.Core(type), isNullable, type.IsReferenceType, EnumUnderlyingType: EnumUnderlyingKeyword(core));
        }

        if (PrimitiveMemoryItem(core) is { } primitive)
        {
            return new ValueShape(ShapeKind.PrimitiveMemory, TypeNames.Declared(type), TypeNames.Core(type), isNullable, false, PrimitiveItem: primitive);
        }

        // A generated struct (where the driver reads structs: it gets a serializer only there) is called as a class is; its
        // serializer reads a BSON null as the default value, as the driver's does, and a Nullable<T> of one reads it as
        // null, as the driver's NullableSerializer does.
        if (core is INamedTypeSymbol { TypeKind: TypeKind.Class or TypeKind.Struct } named && _known.IsGenerated(named))
        {
            var serializer = _generatedSerializerOf(named);
            if (serializer is not null)
            {
                var documentKind = StoresBlob(named) ? ShapeKind.BlobDocument : ShapeKind.Document;
                var local = SymbolEqualityComparer.Default.Equals(named.ContainingAssembly, _known.CompilationAssembly);
                return new ValueShape(documentKind, TypeNames.Declared(type), TypeNames.Core(type), isNullable, type.IsReferenceType, SerializerTypeName: serializer, LocalSerializer: local);
            }
        }

        // An interface the driver's DiscriminatedInterfaceSerializer serves: each document is read by the generated serializer of
        // the class its discriminator names, where one is registered.
        if (_known.IsDiscriminatedInterface(core))
        {
            return new ValueShape(ShapeKind.Interface, TypeNames.Declared(type), TypeNames.Core(type), false, true);
        }

        return null;
    }

    /// <summary>
    /// The C# keyword of <c>T</c> in a <c>Memory&lt;T&gt;</c> or <c>ReadOnlyMemory&lt;T&gt;</c> the driver's MemorySerializer
    /// writes (a primitive it has an array reader and writer for), or null for any other type, which it refuses.
    /// </summary>
    private string? PrimitiveMemoryItem(ITypeSymbol type) =>
        MemoryItem(type, _known) is { } item ? MemoryPrimitiveKeyword(item) : null;

    /// <summary>
    /// The items' type of a <c>Memory&lt;T&gt;</c> or <c>ReadOnlyMemory&lt;T&gt;</c> where the driver has its MemorySerializer
    /// (2.26 and later), or null for any other type.
    /// </summary>
    internal static ITypeSymbol? MemoryItem(ITypeSymbol type, KnownTypeSymbols known) =>
        type is INamedTypeSymbol { IsGenericType: true } named &&
        (KnownTypeSymbols.Is(named.OriginalDefinition, known.MemoryDefinition) || KnownTypeSymbols.Is(named.OriginalDefinition, known.ReadOnlyMemoryDefinition))
            ? named.TypeArguments[0]
            : null;

    /// <summary>
    /// The C# keyword of a primitive the driver's MemorySerializer has an array reader and writer for, or null for any other
    /// type, whose serializer's constructor throws (NotSupportedException).
    /// </summary>
    internal static string? MemoryPrimitiveKeyword(ITypeSymbol item) => item.SpecialType switch
    {
        SpecialType.System_Boolean => "bool",
        SpecialType.System_SByte => "sbyte",
        SpecialType.System_Byte => "byte",
        SpecialType.System_Char => "char",
        SpecialType.System_Int16 => "short",
        SpecialType.System_UInt16 => "ushort",
        SpecialType.System_Int32 => "int",
        SpecialType.System_UInt32 => "uint",
        SpecialType.System_Int64 => "long",
        SpecialType.System_UInt64 => "ulong",
        SpecialType.System_Single => "float",
        SpecialType.System_Double => "double",
        SpecialType.System_Decimal => "decimal",
        _ => null,
    };

    /// <summary>The C# keyword of an enum's underlying type, or null for any other type.</summary>
    private static string? EnumUnderlyingKeyword(ITypeSymbol type) =>
        type is INamedTypeSymbol { TypeKind: TypeKind.Enum, EnumUnderlyingType: { } underlying }
            ? underlying.SpecialType switch
            {
                SpecialType.System_Int32 => "int",
                SpecialType.System_UInt32 => "uint",
                SpecialType.System_Int64 => "long",
                SpecialType.System_UInt64 => "ulong",
                SpecialType.System_Int16 => "short",
                SpecialType.System_UInt16 => "ushort",
                SpecialType.System_Byte => "byte",
                SpecialType.System_SByte => "sbyte",
                _ => null,
            }
            : null;

    private ShapeKind? ScalarKind(ITypeSymbol type)
    {
        // Most kinds claim their type themselves (ValueKind.Claim); enums and byte arrays are known by their shape.
        if (_known.ClaimedKindOf(type) is { } claimed)
        {
            return claimed;
        }

        // The driver's default EnumSerializer writes long- and ulong-based enums as Int64, every other one as Int32.
        switch (EnumUnderlyingKeyword(type))
        {
            case "long" or "ulong":
                return ShapeKind.Enum64;
            case "int" or "uint" or "short" or "ushort" or "byte" or "sbyte":
                return ShapeKind.Enum;
        }

        return type is IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte } ? ShapeKind.Bytes : null;
    }

    /// <summary>An array, a collection, a dictionary or a tuple of values the generated code reads itself, items that are collections too.</summary>
    private ValueShape? ClassifyCollection(ITypeSymbol type)
    {
        if (type is IArrayTypeSymbol { Rank: 1 } array)
        {
            return Sequence(type, CollectionKind.Array, array.ElementType);
        }

        // The driver's collections provider has serializers for arrays of rank 2 and 3, and refuses any other rank.
        if (type is IArrayTypeSymbol { Rank: 2 or 3 } multiDimensional)
        {
            var item = ClassifyItem(multiDimensional.ElementType);
            var rank = multiDimensional.Rank == 2 ? CollectionKind.TwoDimensionalArray : CollectionKind.ThreeDimensionalArray;
            return item is null ? null : new ValueShape(ShapeKind.MultiDimensionalArray, TypeNames.Declared(type), TypeNames.Core(type), false, true, rank, item);
        }

        // A Nullable<T> of a struct (a value tuple, an ImmutableArray<T>) is the driver's NullableSerializer around its serializer.
        if (TypeNames.UnwrapNullable(type) is not INamedTypeSymbol named)
        {
            return null;
        }

        if (_known.IsTuple(named.OriginalDefinition))
        {
            return Tuple(type, named, ShapeKind.Tuple, _known.IsTuple);
        }

        if (_known.IsValueTuple(named.OriginalDefinition))
        {
            return Tuple(type, named, ShapeKind.ValueTuple, _known.IsValueTuple);
        }

        // A key and a value: a pair of items, as the driver's KeyValuePairSerializer reads them.
        if (KnownTypeSymbols.Is(named.OriginalDefinition, _known.KeyValuePairOfTKeyTValue))
        {
            return Tuple(type, named, ShapeKind.KeyValuePair, _ => false);
        }

        var kind = _known.CollectionOf(named.OriginalDefinition);
        if (kind == CollectionKind.None)
        {
            return null;
        }

        // The non-generic collections (ArrayList, Queue, Stack, Hashtable) hold objects, which the driver's ObjectSerializer
        // reads; a Hashtable's serializer holds its own, to which its values (and keys) go. Its entries' values may be null.
        if (!named.IsGenericType)
        {
            var entry = _known.Object.WithNullableAnnotation(NullableAnnotation.Annotated);
            return CollectionTypes.Of(kind).IsDictionary
                ? Dictionary(type, kind, entry, entry) is { } table ? table with { ItemsConfigured = true } : null
                : Sequence(type, kind, _known.Object);
        }

        return CollectionTypes.Of(kind).IsDictionary
            ? Dictionary(type, kind, named.TypeArguments[0], named.TypeArguments[1])
            : Sequence(type, kind, named.TypeArguments[0]);
    }

    private ValueShape? ClassifyItem(ITypeSymbol type) => ClassifyValue(type) ?? ClassifyCollection(type);

    private ValueShape? Sequence(ITypeSymbol type, CollectionKind kind, ITypeSymbol itemType)
    {
        var item = ClassifyItem(itemType);
        return item is null
            ? null
            : new ValueShape(ShapeKind.Array, TypeNames.Declared(type), TypeNames.Core(type), TypeNames.IsNullableValueType(type), type.IsReferenceType, kind, item);
    }

    /// <summary>
    /// A tuple (or value tuple, possibly in a <c>Nullable&lt;T&gt;</c>) whose every item (an eight-item tuple's <c>Rest</c>
    /// too) is of an owned shape: the driver's serializer of it looks each item's serializer up in the registry, as the
    /// generated code's items do. Named as <c>ValueTuple&lt;...&gt;</c>, which the generated code can construct.
    /// </summary>
    private ValueShape? Tuple(ITypeSymbol type, INamedTypeSymbol tuple, ShapeKind kind, Func<INamedTypeSymbol, bool> isTupleDefinition)
    {
        // An eight-item tuple's Rest that is no tuple fails the constructor (in the driver too): no value has one.
        if (!KnownTypeSymbols.RestIsTuple(tuple, isTupleDefinition))
        {
            return null;
        }

        var elements = new ValueShape[tuple.TypeArguments.Length];
        for (var i = 0; i < elements.Length; i++)
        {
            if (ClassifyItem(tuple.TypeArguments[i]) is not { } element)
            {
                return null;
            }

            elements[i] = element;
        }

        return new ValueShape(kind, TypeNames.DeclaredExpanded(type), TypeNames.CoreExpanded(type), TypeNames.IsNullableValueType(type), type.IsReferenceType, Elements: elements.ToEquatableArray());
    }

    /// <summary>
    /// Keys of a kind the generated code reads (as element names through the driver's key serializer, or as values in
    /// the array representations); values of any owned shape.
    /// </summary>
    private ValueShape? Dictionary(ITypeSymbol type, CollectionKind kind, ITypeSymbol keyType, ITypeSymbol valueType)
    {
        var key = ClassifyValue(keyType);
        var value = ClassifyItem(valueType);
        return key is null || value is null
            ? null
            : new ValueShape(ShapeKind.Dictionary, TypeNames.Declared(type), TypeNames.Core(type), TypeNames.IsNullableValueType(type), type.IsReferenceType, kind, value, Key: key);
    }

    /// <summary>
    /// The shape of a value the driver's own serializer reads and writes. A type parameter's value can be null (the closed
    /// type decides), as the driver's <c>ShouldSerialize</c> sees it for IgnoreIfNull, unless it is constrained to structs.
    /// </summary>
    public static ValueShape Driver(ITypeSymbol type) =>
        new(ShapeKind.Driver, TypeNames.Declared(type), TypeNames.Core(type), TypeNames.IsNullableValueType(type),
            type.IsReferenceType || type is ITypeParameterSymbol { HasValueTypeConstraint: false });

    /// <summary>Whether the type asks for a blob (<c>Blob = true</c>), which its documents then store.</summary>
    private bool StoresBlob(INamedTypeSymbol type) =>
        _known.GenerateAttributeOf(type) is { } attribute && AttributeReader.TryGetNamed<bool>(attribute, "Blob", out var blob) && blob;
}
