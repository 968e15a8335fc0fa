using System;
using System.Linq;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// Decides how the blob codec writes a member's value, by its C# type, as MemoryPack's default formatters do: the
/// unmanaged types MemoryPack copies as they lie in memory, strings, nullables of those, the collections it has
/// formatters for, and nested documents that opt in too; plus ObjectId, in an encoding of FastBson's own. Null for anything else, which the parser reports (FBSON014).
/// </summary>
internal sealed class BlobClassifier
{
    private readonly KnownTypeSymbols _known;
    private readonly Func<INamedTypeSymbol, (string Codec, ulong? Fingerprint)?> _nestedCodec;

    /// <param name="known">The compilation's known symbols.</param>
    /// <param name="nestedCodec">The serializer whose codec writes a nested document type and that codec's schema fingerprint, or null when it has none.</param>
    public BlobClassifier(KnownTypeSymbols known, Func<INamedTypeSymbol, (string Codec, ulong? Fingerprint)?> nestedCodec)
    {
        _known = known;
        _nestedCodec = nestedCodec;
    }

    public BlobForm? Classify(ITypeSymbol type)
    {
        var name = TypeNames.Core(type);
        if (type.SpecialType == SpecialType.System_String)
        {
            return new BlobForm(BlobWire.String, name);
        }

        if (KnownTypeSymbols.Is(TypeNames.UnwrapNullable(type), _known.ObjectId))
        {
            return TypeNames.IsNullableValueType(type) ? new BlobForm(BlobWire.NullableObjectId, name) : new BlobForm(BlobWire.ObjectId, name);
        }

        if (TypeNames.IsNullableValueType(type))
        {
            return IsUnmanaged(TypeNames.UnwrapNullable(type)) ? new BlobForm(BlobWire.NullableUnmanaged, TypeNames.Core(TypeNames.UnwrapNullable(type))) : null;
        }

        if (IsUnmanaged(type))
        {
            return new BlobForm(BlobWire.Unmanaged, name);
        }

        if (type is IArrayTypeSymbol { Rank: 1 } array)
        {
            return Collection(IsUnmanaged(array.ElementType) ? BlobWire.UnmanagedArray : BlobWire.Array, name, array.ElementType);
        }

        if (type is not INamedTypeSymbol named)
        {
            return null;
        }

        var definition = named.OriginalDefinition;
        if (KnownTypeSymbols.Is(definition, _known.ListOfT))
        {
            var item = named.TypeArguments[0];
            return Collection(IsUnmanaged(item) ? BlobWire.UnmanagedList : BlobWire.List, name, item);
        }

        if (KnownTypeSymbols.Is(definition, _known.HashSetOfT))
        {
            return Collection(BlobWire.HashSet, name, named.TypeArguments[0]);
        }

        if (KnownTypeSymbols.Is(definition, _known.DictionaryOfTKeyTValue))
        {
            var key = Single(named.TypeArguments[0]);
            var value = Single(named.TypeArguments[1]);
            return key is null || value is null ? null : new BlobForm(BlobWire.Dictionary, name, key, value);
        }

        if (named.TypeKind == TypeKind.Class && _nestedCodec(named) is { } codec)
        {
            return new BlobForm(BlobWire.Object, name, Codec: codec.Codec, Nested: codec.Fingerprint);
        }

        return null;
    }

    // Items, keys and values are single values: a collection of collections is not written (yet).
    private BlobForm? Collection(BlobWire wire, string name, ITypeSymbol itemType) =>
        Single(itemType) is { } item ? new BlobForm(wire, name, item) : null;

    private BlobForm? Single(ITypeSymbol type) =>
        Classify(type) is { Wire: BlobWire.Unmanaged or BlobWire.NullableUnmanaged or BlobWire.ObjectId or BlobWire.NullableObjectId or BlobWire.String or BlobWire.Object } form ? form : null;

    /// <summary>
    /// The types MemoryPack writes as raw memory and whose layout is fixed by the runtime: the primitives, decimal,
    /// DateTime, TimeSpan, Guid, DateTimeOffset (see BlobUnmanaged) and enums. Other unmanaged structs (ObjectId ...) lay
    /// out private fields that a library may change, so they are not taken as raw memory.
    /// </summary>
    private bool IsUnmanaged(ITypeSymbol type)
    {
        if (type.TypeKind == TypeKind.Enum)
        {
            return true;
        }

        switch (type.SpecialType)
        {
            case SpecialType.System_Boolean:
            case SpecialType.System_Char:
            case SpecialType.System_SByte:
            case SpecialType.System_Byte:
            case SpecialType.System_Int16:
            case SpecialType.System_UInt16:
            case SpecialType.System_Int32:
            case SpecialType.System_UInt32:
            case SpecialType.System_Int64:
            case SpecialType.System_UInt64:
            case SpecialType.System_Single:
            case SpecialType.System_Double:
            case SpecialType.System_Decimal:
            case SpecialType.System_DateTime:
                return true;
        }

        return new[] { _known.Guid, _known.TimeSpan, _known.DateTimeOffset }.Any(known => KnownTypeSymbols.Is(type, known));
    }
}
