using System;
using System.Linq;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// Decides how the blob codec writes a member's value, by its C# type, as MemoryPack's default formatters do: the
/// unmanaged types MemoryPack copies as they lie in memory, strings, nullables of those, the collections it has
/// formatters for (immutable ones too), System.Tuple, value tuples that hold a reference and KeyValuePair, and nested
/// documents that opt in too; plus ObjectId, the BsonValue classes, RawBsonDocument and object, in encodings of FastBson's own.
/// Null for anything else, which the parser reports (FBSON014).
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

        if (KnownTypeSymbols.Is(type, _known.Uri))
        {
            return new BlobForm(BlobWire.Uri, name);
        }

        if (KnownTypeSymbols.Is(type, _known.Version))
        {
            return new BlobForm(BlobWire.Version, name);
        }

        if (KnownTypeSymbols.Is(type, _known.BsonDocument))
        {
            return new BlobForm(BlobWire.BsonDocument, name);
        }

        if (type.SpecialType == SpecialType.System_Object)
        {
            return new BlobForm(BlobWire.Boxed, name);
        }

        if (KnownTypeSymbols.Is(type, _known.RawBsonDocument))
        {
            return new BlobForm(BlobWire.RawBsonDocument, name);
        }

        if (_known.IsBlobBsonValueClass(type))
        {
            return new BlobForm(BlobWire.BsonValue, name);
        }

        if (TypeNames.IsNullableValueType(type))
        {
            var underlying = TypeNames.UnwrapNullable(type);
            if (IsUnmanaged(underlying))
            {
                return new BlobForm(BlobWire.NullableUnmanaged, TypeNames.Core(underlying));
            }

            // A pair or a value tuple that holds a reference: MemoryPack's NullableFormatter writes an object of it.
            return Classify(underlying) is { Wire: BlobWire.Pair or BlobWire.ValueTuple } value
                ? new BlobForm(BlobWire.NullableStruct, TypeNames.Core(underlying), value)
                : null;
        }

        if (IsUnmanaged(type))
        {
            return new BlobForm(BlobWire.Unmanaged, name);
        }

        if (type is IArrayTypeSymbol { Rank: 1 } array)
        {
            return Collection(IsUnmanaged(array.ElementType) ? BlobWire.UnmanagedArray : BlobWire.Array, name, array.ElementType);
        }

        if (type is IArrayTypeSymbol { Rank: 2 or 3 } grid)
        {
            // As the driver maps them: two- and three-dimensional arrays (TwoDimensionalArraySerializer ...).
            return Classify(grid.ElementType) is { } cell ? new BlobForm(BlobWire.MultiDimensionalArray, name, cell, Rank: grid.Rank) : null;
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

        if (_known.IsTuple(definition))
        {
            return Tuple(named, name);
        }

        if (_known.IsValueTuple(definition))
        {
            return ValueTuple(named, name);
        }

        if (KnownTypeSymbols.Is(definition, _known.KeyValuePairOfTKeyTValue))
        {
            return Pair(named, name);
        }

        if (Constructed(named, name) is { } constructed)
        {
            return constructed;
        }

        if (named.TypeKind == TypeKind.Class && _nestedCodec(named) is { } codec)
        {
            return new BlobForm(BlobWire.Object, name, Codec: codec.Codec, Nested: codec.Fingerprint);
        }

        return null;
    }

    /// <summary>
    /// A dictionary (its keys single values), or a collection of a type MemoryPack has a formatter for that writes what its
    /// List (or Dictionary) formatter writes: the interfaces (IList and its kin, ISet, IDictionary, IReadOnlyDictionary),
    /// and Queue, Stack (bottom first), LinkedList, Collection, ObservableCollection, ReadOnlyCollection, ConcurrentQueue,
    /// SortedSet (of scalars), SortedDictionary and SortedList (not the other concurrent collections, whose order of
    /// enumeration a copy does not keep); and the immutable collections the driver maps, which MemoryPack's formatters
    /// write as lists, sets and dictionaries (an ImmutableStack bottom first, a default ImmutableArray as null). A read
    /// creates what the driver creates for the declared type (a List for IList and its kin, a HashSet for ISet, a Dictionary
    /// for IDictionary; the others from the List or Dictionary read, through the constructor that takes it, or CreateRange
    /// for the immutable ones, as the driver builds them), so that a projection reads the object a full document gives.
    /// </summary>
    private BlobForm? Constructed(INamedTypeSymbol named, string name)
    {
        var arguments = named.TypeArguments.ToArray();
        var kind = _known.CollectionOf(named.OriginalDefinition);
        switch (kind)
        {
            case CollectionKind.ListInterface or CollectionKind.Queue or CollectionKind.Stack or CollectionKind.LinkedList or CollectionKind.Collection
                or CollectionKind.ObservableCollection or CollectionKind.ReadOnlyCollection or CollectionKind.ConcurrentQueue when _known.ListOfT is { } list:
                return Collection(BlobWire.List, name, arguments[0]) is { } items
                    ? items with
                    {
                        Created = TypeNames.Core(list.Construct(arguments)),
                        Finish = kind == CollectionKind.ListInterface ? null : "new " + name,
                        Uncounted = named.OriginalDefinition.SpecialType == SpecialType.System_Collections_Generic_IEnumerable_T,
                        Reversed = kind == CollectionKind.Stack,
                    }
                    : null;
            case CollectionKind.SortedSet when _known.ListOfT is { } list:
                return Collection(BlobWire.List, name, arguments[0]) is { } sorted && OrdersItself(sorted.Item!)
                    ? sorted with { Created = TypeNames.Core(list.Construct(arguments)), Finish = "new " + name }
                    : null;
            case CollectionKind.SetInterface when _known.HashSetOfT is { } set:
                return Collection(BlobWire.HashSet, name, arguments[0]) is { } members ? members with { Created = TypeNames.Core(set.Construct(arguments)) } : null;
            case CollectionKind.Dictionary or CollectionKind.DictionaryInterface or CollectionKind.ReadOnlyDictionaryInterface or CollectionKind.SortedDictionary
                or CollectionKind.SortedList when _known.DictionaryOfTKeyTValue is { } dictionary:
                var key = Single(arguments[0]);
                var value = Classify(arguments[1]);
                if (key is null || value is null)
                {
                    return null;
                }

                if (kind == CollectionKind.Dictionary)
                {
                    return new BlobForm(BlobWire.Dictionary, name, key, value);
                }

                if (kind == CollectionKind.ReadOnlyDictionaryInterface && _known.ReadOnlyDictionaryOfTKeyTValue is null)
                {
                    return null; // no ReadOnlyDictionary to create, as the driver does
                }

                var created = TypeNames.Core(dictionary.Construct(arguments));
                var finish = kind switch
                {
                    CollectionKind.DictionaryInterface => null,
                    CollectionKind.ReadOnlyDictionaryInterface => "new " + TypeNames.Core(_known.ReadOnlyDictionaryOfTKeyTValue!.Construct(arguments)),
                    _ => "new " + name,
                };
                return new BlobForm(BlobWire.Dictionary, name, key, value, Created: created, Finish: finish);
            case CollectionKind.ImmutableList or CollectionKind.ImmutableQueue or CollectionKind.ImmutableStack when _known.ListOfT is { } list:
                return Collection(BlobWire.List, name, arguments[0]) is { } sequence
                    ? sequence with
                    {
                        Created = TypeNames.Core(list.Construct(arguments)),
                        Finish = CreateRange(named),
                        Uncounted = kind != CollectionKind.ImmutableList, // a queue and a stack have no Count
                        Reversed = kind == CollectionKind.ImmutableStack,
                    }
                    : null;
            case CollectionKind.ImmutableHashSet when _known.HashSetOfT is { } set:
                return Collection(BlobWire.HashSet, name, arguments[0]) is { } unique
                    ? unique with { Created = TypeNames.Core(set.Construct(arguments)), Finish = CreateRange(named) }
                    : null;
            case CollectionKind.ImmutableSortedSet when _known.ListOfT is { } list:
                return Collection(BlobWire.List, name, arguments[0]) is { } ranked && OrdersItself(ranked.Item!)
                    ? ranked with { Created = TypeNames.Core(list.Construct(arguments)), Finish = CreateRange(named) }
                    : null;
            case CollectionKind.ImmutableArray:
                // A struct, whose default instance (no array) MemoryPack writes as a null collection and reads back.
                return Collection(BlobWire.Array, name, arguments[0]) is { } array
                    ? array with { Finish = CreateRange(named), DefaultIsNull = true }
                    : null;
            case CollectionKind.ImmutableDictionary or CollectionKind.ImmutableSortedDictionary when _known.DictionaryOfTKeyTValue is { } dictionary:
                return Single(arguments[0]) is { } immutableKey && Classify(arguments[1]) is { } immutableValue
                    ? new BlobForm(BlobWire.Dictionary, name, immutableKey, immutableValue, Created: TypeNames.Core(dictionary.Construct(arguments)), Finish: CreateRange(named))
                    : null;
            default:
                return null;
        }
    }

    // The items a sorted set of the blob may hold: those that order themselves without fail (scalars), so that a read cannot
    // meet two it cannot compare.
    private static bool OrdersItself(BlobForm item) =>
        item.Wire is BlobWire.Unmanaged or BlobWire.NullableUnmanaged or BlobWire.String or BlobWire.ObjectId or BlobWire.NullableObjectId;

    private const string ImmutableNamespace = "global::System.Collections.Immutable.";

    /// <summary>
    /// The factory that makes an immutable collection of the items read (<c>ImmutableList.CreateRange</c> ...), as the
    /// driver's serializer makes it of them through a builder: CreateRange adds them in their order, a stack pushing them
    /// bottom first.
    /// </summary>
    private static string CreateRange(INamedTypeSymbol named) => ImmutableNamespace + named.Name + ".CreateRange";

    /// <summary>
    /// A <c>System.Tuple</c> whose items the codec writes, as MemoryPack's TupleFormatter writes them; an eight-item one only with
    /// a tuple for its Rest, as the tuple's constructor requires.
    /// </summary>
    private BlobForm? Tuple(INamedTypeSymbol named, string name)
    {
        if (!KnownTypeSymbols.RestIsTuple(named, _known.IsTuple))
        {
            return null;
        }

        return Items(named) is { } items ? new BlobForm(BlobWire.Tuple, name, Items: items) : null;
    }

    /// <summary>
    /// A value tuple that holds a reference, as MemoryPack's ValueTupleFormatter writes it: its items in order, with no header.
    /// One of unmanaged items MemoryPack copies as memory, in the layout the runtime gives it (value tuples lay out
    /// automatically), and one of eight items or more holds a tuple (Rest) that may be either: the codec takes neither.
    /// </summary>
    private BlobForm? ValueTuple(INamedTypeSymbol named, string name)
    {
        if (named.IsUnmanagedType || named.TypeArguments.Length > 7)
        {
            return null;
        }

        return Items(named) is { } items ? new BlobForm(BlobWire.ValueTuple, name, Items: items) : null;
    }

    /// <summary>The forms of a tuple's items, in order, or null where the codec writes one of them in none.</summary>
    private EquatableArray<BlobForm>? Items(INamedTypeSymbol tuple)
    {
        var items = new BlobForm[tuple.TypeArguments.Length];
        for (var i = 0; i < items.Length; i++)
        {
            if (Classify(tuple.TypeArguments[i]) is not { } item)
            {
                return null;
            }

            items[i] = item;
        }

        return items.ToEquatableArray();
    }

    /// <summary>
    /// A <c>KeyValuePair&lt;TKey, TValue&gt;</c>, as MemoryPack's KeyValuePairFormatter writes it: the key, then the value, where
    /// either holds a reference; else the struct's memory, taken only where its layout is fixed (both of
    /// <see cref="BlobWire.Unmanaged"/> types other than DateTime and DateTimeOffset, whose automatic layout lets the runtime
    /// order a struct that holds them as it likes).
    /// </summary>
    private BlobForm? Pair(INamedTypeSymbol named, string name)
    {
        if (Classify(named.TypeArguments[0]) is not { } key || Classify(named.TypeArguments[1]) is not { } value)
        {
            return null;
        }

        if (!named.TypeArguments[0].IsUnmanagedType || !named.TypeArguments[1].IsUnmanagedType)
        {
            return new BlobForm(BlobWire.Pair, name, key, value);
        }

        return key.Wire == BlobWire.Unmanaged && value.Wire == BlobWire.Unmanaged && FixedLayout(named.TypeArguments[0]) && FixedLayout(named.TypeArguments[1])
            ? new BlobForm(BlobWire.UnmanagedPair, name, key, value)
            : null;
    }

    private bool FixedLayout(ITypeSymbol type) =>
        type.SpecialType != SpecialType.System_DateTime && !KnownTypeSymbols.Is(type, _known.DateTimeOffset);

    // Items and values may be collections in turn (List<List<int>>, Dictionary<string, string[]> ...), as MemoryPack nests
    // its formatters; keys are single values, as the driver's dictionary keys are.
    private BlobForm? Collection(BlobWire wire, string name, ITypeSymbol itemType) =>
        Classify(itemType) is { } item ? new BlobForm(wire, name, item) : null;

    private BlobForm? Single(ITypeSymbol type) =>
        Classify(type) is { Wire: BlobWire.Unmanaged or BlobWire.NullableUnmanaged or BlobWire.ObjectId or BlobWire.NullableObjectId or BlobWire.String or BlobWire.Object } form ? form : null;

    /// <summary>
    /// The types MemoryPack writes as raw memory and whose layout is fixed by the runtime: the primitives, decimal, enums
    /// and the structs of <see cref="KnownNames.BlobUnmanagedStructs"/> (DateTime, DateTimeOffset, TimeSpan, Guid, DateOnly,
    /// TimeOnly, Half, Int128, UInt128; see BlobUnmanaged). Other unmanaged structs (ObjectId ...) lay out private fields
    /// that a library may change, so they are not taken as raw memory.
    /// </summary>
    private bool IsUnmanaged(ITypeSymbol type) =>
        type.TypeKind == TypeKind.Enum
        || type.SpecialType is SpecialType.System_Boolean or SpecialType.System_Char or SpecialType.System_SByte or SpecialType.System_Byte
            or SpecialType.System_Int16 or SpecialType.System_UInt16 or SpecialType.System_Int32 or SpecialType.System_UInt32
            or SpecialType.System_Int64 or SpecialType.System_UInt64 or SpecialType.System_Single or SpecialType.System_Double
            or SpecialType.System_Decimal
        || _known.IsBlobUnmanagedStruct(type);
}
