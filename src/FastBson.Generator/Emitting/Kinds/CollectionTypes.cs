using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// One entry per <see cref="CollectionKind"/>: what the driver's serializer for that declared type creates when it reads
/// (its collections provider's choice, the same in every supported driver version) and which values it writes as a
/// plain array or document. Adding a collection type is one entry here and one in the parser's known collections.
/// </summary>
internal static class CollectionTypes
{
    // Arrays cannot be subclassed, and the driver's ArraySerializer writes any array it is given.
    private static readonly CollectionType Array = new(
        t => t + "[]",
        (_, pooled) => $"{pooled}.ToArray()",
        (_, items) => items,
        _ => System.Array.Empty<string>())
    {
        IsIndexed = true,
    };

    // The driver writes a subclass instance with a discriminator: only the declared type itself is written here.
    private static readonly CollectionType List = new(
        t => $"{Globals.List}<{t}>",
        (t, pooled) => $"{Globals.ListPool}<{t}>.ToList({pooled})",
        (_, items) => items,
        t => new[] { $"{Globals.List}<{t}>" });

    // The driver writes these interfaces' List<T> and T[] values as arrays; other implementations go to their own serializer.
    // An option on the member configures the List<T> the interface's serializer creates; a T[] is then written as the
    // driver's serializer for the member writes it (2.x: by the array's own serializer, unconfigured; 3.x: configured).
    private static readonly CollectionType ListInterface = List with
    {
        Written = t => new[] { $"{Globals.List}<{t}>", t + "[]" },
        WrittenConfigured = t => new[] { $"{Globals.List}<{t}>" },
    };

    private static readonly CollectionType HashSet = new(
        t => $"{Globals.HashSet}<{t}>",
        (t, pooled) => $"new {Globals.HashSet}<{t}>({pooled})",
        (_, items) => items,
        t => new[] { $"{Globals.HashSet}<{t}>" });

    // The driver reads a List<T> and hands it to the constructor that wraps it.
    private static readonly CollectionType Collection = List with
    {
        Result = (t, items) => $"new {Globals.Collection}<{t}>({items})",
        Written = t => new[] { $"{Globals.Collection}<{t}>" },
    };

    // Its serializer takes no option for the items: the driver refuses such a class map.
    private static readonly CollectionType ReadOnlyCollection = List with
    {
        TakesOptions = false,
        RefusesOptions = "ReadOnlyCollectionSerializer",
        Result = (t, items) => $"new {Globals.ReadOnlyCollection}<{t}>({items})",
        Written = t => new[] { $"{Globals.ReadOnlyCollection}<{t}>" },
    };

    private static readonly CollectionType Dictionary = new(
        t => $"{Globals.Dictionary}<{t}>",
        (_, _) => throw new InvalidOperationException("Dictionaries are not pooled."),
        (_, items) => items,
        t => new[] { $"{Globals.Dictionary}<{t}>" })
    {
        IsDictionary = true,
    };

    // The driver reads a Dictionary<TKey, TValue> and hands it to the constructor that wraps it.
    private static readonly CollectionType ReadOnlyDictionary = Dictionary with
    {
        Result = (t, items) => $"new {Globals.ReadOnlyDictionary}<{t}>({items})",
        Written = t => new[] { $"{Globals.ReadOnlyDictionary}<{t}>" },
    };

    // The driver enqueues the items read, and writes them in queue order; a subclass goes to the driver.
    private static readonly CollectionType Queue = new(
        t => $"{Globals.Queue}<{t}>",
        (t, pooled) => $"new {Globals.Queue}<{t}>({pooled})",
        (_, items) => items,
        t => new[] { $"{Globals.Queue}<{t}>" })
    {
        AddMethod = "Enqueue",
    };

    // The driver writes a stack bottom first (its items reversed) and pushes the items read, so the top comes back on top.
    private static readonly CollectionType Stack = new(
        t => $"{Globals.Stack}<{t}>",
        (t, pooled) => $"new {Globals.Stack}<{t}>({pooled})",
        (_, items) => items,
        t => new[] { $"{Globals.Stack}<{t}>" })
    {
        AddMethod = "Push",
        WriteOrder = value => $"{Globals.Enumerable}.Reverse({value})",
    };

    // The driver's EnumerableInterfaceImplementerSerializer reads a List<T> and hands it to the type's constructor that
    // takes it (its IEnumerable<T> one), through reflection: a sorted set orders the items with the default comparer and
    // drops repeated ones as that constructor does, and is written in its own order. Items that fail to compare are the
    // constructor's exception, wrapped as the driver's reflective call wraps it (SortedSets), so any item is owned. The
    // constructor copies, so the IBsonReader path hands it the pooled list itself.
    private static readonly CollectionType SortedSet = List with
    {
        Copy = (_, pooled) => pooled,
        Result = (t, items) => $"{Globals.SortedSets}.Create<{t}>({items})",
        TryResult = (t, items) => $"{Globals.SortedSets}.TryCreate<{t}>({items}, out value)",
        Written = t => new[] { $"{Globals.SortedSet}<{t}>" },
    };

    private static readonly CollectionType LinkedList = List with
    {
        Result = (t, items) => $"new {Globals.LinkedList}<{t}>({items})",
        Written = t => new[] { $"{Globals.LinkedList}<{t}>" },
    };

    // The driver's EnumerableInterfaceImplementerSerializer reads a List<T> and hands it to the type's first public
    // constructor that takes it; each of these copies the items in array order (a concurrent stack pushes them, so it
    // comes back top first, reversed), and is written in its own order. The constructor copies, so the IBsonReader path
    // hands it the pooled list itself.
    private static readonly CollectionType ObservableCollection = CopiedSequence(Globals.ObservableCollection);

    private static readonly CollectionType ConcurrentQueue = CopiedSequence(Globals.Concurrent + "ConcurrentQueue");

    private static readonly CollectionType ConcurrentStack = CopiedSequence(Globals.Concurrent + "ConcurrentStack");

    private static readonly CollectionType ConcurrentBag = CopiedSequence(Globals.Concurrent + "ConcurrentBag");

    // The driver's DictionaryInterfaceImplementerSerializer, as for Dictionary<TKey, TValue>: it creates the type with its
    // parameterless constructor and adds each entry read through ICollection<KeyValuePair<TKey, TValue>>, which refuses a
    // key it holds (by its comparer: a sorted one's culture-equal string keys too) and, but in a SortedDictionary, a null
    // key. The span path declines both, and the driver decides. A sorted one compares each key with those it holds: keys
    // that fail to compare (documents without a default order, objects of different types) raise its comparer's exception
    // in the same Add on the IBsonReader path as in the driver's, and the span path declines them.
    private static readonly CollectionType SortedDictionary = SortedAddedDictionary(Globals.SortedDictionary);

    private static readonly CollectionType SortedList = SortedAddedDictionary(Globals.SortedList);

    private static readonly CollectionType ConcurrentDictionary = AddedDictionary(Globals.Concurrent + "ConcurrentDictionary");

    // The non-generic collections: their serializers (EnumerableInterfaceImplementerSerializer<ArrayList>, and the
    // non-generic QueueSerializer and StackSerializer) create the type, add each item read with the registered object
    // serializer, and write it in its own order (a stack bottom first). Their serializers hand a serializer option to that
    // item serializer, an ObjectSerializer, which takes none: the driver's class map refuses the attribute (DriverRefusals
    // follows it to the items). The constructor from the pooled list copies it in order (a stack
    // pushes each item, so the top comes back on top). The non-generic IEnumerable, ICollection and IList are an ArrayList
    // to the driver (its ImpliedImplementationInterfaceSerializer), as IDictionary is a Hashtable: it creates one on read
    // and writes one as the implementation's serializer does, and a value of any other runtime type as the registry's
    // serializer for that type (a string in an IEnumerable member is a BSON String), as the generated code does.
    private static readonly CollectionType ArrayList = NonGenericSequence(Globals.NonGeneric + "ArrayList");

    private static readonly CollectionType ObjectQueue = NonGenericSequence(Globals.NonGeneric + "Queue") with { AddMethod = "Enqueue" };

    private static readonly CollectionType ObjectStack = NonGenericSequence(Globals.NonGeneric + "Stack") with
    {
        AddMethod = "Push",
        WriteOrder = value => $"{Globals.Enumerable}.Reverse({Globals.Enumerable}.Cast<object>({value}))",
    };

    // The non-generic dictionary: the driver's DictionaryInterfaceImplementerSerializer<Hashtable> creates one with its
    // parameterless constructor (the capacity decides the order its entries are enumerated in, so none is given), adds
    // each entry read (Hashtable.Add refuses a repeated or null key: the span path declines both), and writes it in its own
    // order, each entry a DictionaryEntry. Keys and values are read and written by the serializer's own ObjectSerializers.
    private static readonly CollectionType Hashtable = Dictionary with
    {
        Accumulator = _ => Globals.NonGeneric + "Hashtable",
        Written = _ => new[] { Globals.NonGeneric + "Hashtable" },
        HoldsItemSerializers = true,
        EntryType = Globals.NonGeneric + "DictionaryEntry",
        Creation = (_, _) => $"new {Globals.NonGeneric}Hashtable()",
        TryAdd = (key, value) => $"{Globals.DictionaryKeys}.TryAddNew(items, {key}, {value})",

        // A null key (the array forms can hold one) is Hashtable.Add's ArgumentNullException, as in the driver.
        Add = (key, value) => $"items.Add({key}!, {value})",
    };

    // The driver's immutable collection serializers (3.1 and later, built for .NET 6 and later) add the items read, in
    // array order, to a builder (a List<T> for a queue or a stack) and make the collection of it; CreateRange over the
    // same items makes the same collection, and copies them before the pooled list goes back. The types are sealed, so
    // every value is written alike, in its own order.
    private static readonly CollectionType ImmutableList = ImmutableSequence("ImmutableList");

    private static readonly CollectionType ImmutableHashSet = ImmutableSequence("ImmutableHashSet");

    // Its serializer adds each item read to a builder, whose comparer fails for items that do not compare themselves
    // (documents without a default order, objects of different types ...) once a second item comes: the IBsonReader path
    // fills a builder alike, the span path declines where it fails (SortedSets).
    private static readonly CollectionType ImmutableSortedSet = ImmutableSequence("ImmutableSortedSet") with
    {
        TryResult = (t, items) => $"{Globals.SortedSets}.TryCreateImmutable<{t}>({items}, out value)",
        ReaderBuilder = t => $"{Globals.Immutable}ImmutableSortedSet.CreateBuilder<{t}>()",
    };

    private static readonly CollectionType ImmutableQueue = ImmutableSequence("ImmutableQueue");

    // Written bottom first (the driver's serializer enumerates the stack reversed); CreateRange pushes the items read.
    private static readonly CollectionType ImmutableStack = ImmutableSequence("ImmutableStack") with
    {
        WriteOrder = value => $"{Globals.Enumerable}.Reverse({value})",
    };

    // A struct: filled at its exact size and made with CreateRange, as the driver's builder makes it. A default instance
    // (no array) is refused as the driver's enumeration through IEnumerable<T> refuses it, with the same exception.
    private static readonly CollectionType ImmutableArray = Array with
    {
        TakesOptions = false,
        RefusesOptions = "ImmutableArraySerializer",
        Copy = (_, pooled) => pooled,
        Result = (t, items) => $"{Globals.Immutable}ImmutableArray.CreateRange<{t}>({items})",
        WriteGuard = (t, value) => $"if ({value}.IsDefault) (({Globals.IEnumerableOfT}<{t}>){value}).GetEnumerator(); // throws, as the driver's enumeration does",
    };

    // The driver's own builder, on both paths: a key that comes again is kept with the same value and refused with
    // another (by the builder's comparers), which the span path leaves to the driver.
    private static readonly CollectionType ImmutableDictionary = ImmutableDictionaryOf("ImmutableDictionary");

    // Keys that fail to compare raise the builder's comparer's exception in the same Add as the driver's (the IBsonReader
    // path); the span path declines them.
    private static readonly CollectionType ImmutableSortedDictionary = ImmutableDictionaryOf("ImmutableSortedDictionary") with
    {
        TryAdd = (key, value) => $"{Globals.DictionaryKeys}.TryAddSorted(items, {key}, {value})",
    };

    // The driver's TwoDimensionalArraySerializer and ThreeDimensionalArraySerializer: arrays of rows, read into lists and
    // copied into an array of the first rows' lengths (MultiDimensionalArrayKind reads and writes them). Arrays cannot be
    // subclassed, so every value is written alike; the serializers hand an option to their items' serializer.
    private static readonly CollectionType TwoDimensionalArray = MultiDimensional(2);

    private static readonly CollectionType ThreeDimensionalArray = MultiDimensional(3);

    /// <summary>The entry of a shape's collection kind.</summary>
    public static CollectionType Of(ValueShape shape) => Of(shape.Collection);

    /// <summary>The entry of a collection kind.</summary>
    public static CollectionType Of(CollectionKind kind) => kind switch
    {
        CollectionKind.Array => Array,
        CollectionKind.List => List,
        CollectionKind.ListInterface => ListInterface,
        CollectionKind.HashSet or CollectionKind.SetInterface => HashSet,
        CollectionKind.Collection => Collection,
        CollectionKind.ReadOnlyCollection => ReadOnlyCollection,
        CollectionKind.Dictionary or CollectionKind.DictionaryInterface => Dictionary,
        CollectionKind.ReadOnlyDictionary or CollectionKind.ReadOnlyDictionaryInterface => ReadOnlyDictionary,
        CollectionKind.Queue => Queue,
        CollectionKind.Stack => Stack,
        CollectionKind.SortedSet => SortedSet,
        CollectionKind.LinkedList => LinkedList,
        CollectionKind.ObservableCollection => ObservableCollection,
        CollectionKind.ConcurrentQueue => ConcurrentQueue,
        CollectionKind.ConcurrentStack => ConcurrentStack,
        CollectionKind.ConcurrentBag => ConcurrentBag,
        CollectionKind.SortedDictionary => SortedDictionary,
        CollectionKind.SortedList => SortedList,
        CollectionKind.ConcurrentDictionary => ConcurrentDictionary,
        CollectionKind.ArrayList or CollectionKind.ObjectListInterface => ArrayList,
        CollectionKind.Hashtable or CollectionKind.ObjectDictionaryInterface => Hashtable,
        CollectionKind.ObjectQueue => ObjectQueue,
        CollectionKind.ObjectStack => ObjectStack,
        CollectionKind.ImmutableArray => ImmutableArray,
        CollectionKind.ImmutableList => ImmutableList,
        CollectionKind.ImmutableHashSet => ImmutableHashSet,
        CollectionKind.ImmutableSortedSet => ImmutableSortedSet,
        CollectionKind.ImmutableQueue => ImmutableQueue,
        CollectionKind.ImmutableStack => ImmutableStack,
        CollectionKind.ImmutableDictionary => ImmutableDictionary,
        CollectionKind.ImmutableSortedDictionary => ImmutableSortedDictionary,
        CollectionKind.TwoDimensionalArray => TwoDimensionalArray,
        CollectionKind.ThreeDimensionalArray => ThreeDimensionalArray,
        _ => throw new InvalidOperationException($"No collection type for CollectionKind.{kind}."),
    };

    // A sequence built by its constructor from the List<T> read (see ObservableCollection), written only as that very type.
    private static CollectionType CopiedSequence(string type) => List with
    {
        Copy = (_, pooled) => pooled,
        Result = (t, items) => $"new {type}<{t}>({items})",
        Written = t => new[] { $"{type}<{t}>" },
    };

    // A non-generic collection of objects, written only as that very type.
    private static CollectionType NonGenericSequence(string type) => new(
        _ => type,
        (_, pooled) => $"new {type}({pooled})",
        (_, items) => items,
        _ => new[] { type });

    // A dictionary created empty (the driver's parameterless construction) and filled entry by entry, written only as that
    // very type.
    private static CollectionType AddedDictionary(string type) => Dictionary with
    {
        Accumulator = t => $"{type}<{t}>",
        Creation = (t, _) => $"new {type}<{t}>()",
        TryAdd = (key, value) => $"{Globals.DictionaryKeys}.TryAddNew(items, {key}, {value})",
        Add = (key, value) => $"{Globals.DictionaryKeys}.Add(items, {key}, {value})",
        Written = t => new[] { $"{type}<{t}>" },
    };

    // As AddedDictionary, whose keys its comparer may fail to compare: the span path declines them too.
    private static CollectionType SortedAddedDictionary(string type) => AddedDictionary(type) with
    {
        TryAdd = (key, value) => $"{Globals.DictionaryKeys}.TryAddSorted(items, {key}, {value})",
    };

    // The immutable collections' serializers take no option (the sequences', which the driver's class map refuses), or
    // become, configured, the plain DictionaryInterfaceImplementerSerializer, which cannot create them (the dictionaries').
    private static CollectionType ImmutableSequence(string name) => List with
    {
        TakesOptions = false,
        RefusesOptions = name + "Serializer",
        Copy = (_, pooled) => pooled,
        Result = (t, items) => $"{Globals.Immutable}{name}.CreateRange<{t}>({items})",
        Written = _ => System.Array.Empty<string>(),
    };

    private static CollectionType ImmutableDictionaryOf(string name) => Dictionary with
    {
        TakesOptions = false,
        Accumulator = t => $"{Globals.Immutable}{name}<{t}>.Builder",
        Creation = (t, _) => $"{Globals.Immutable}{name}.CreateBuilder<{t}>()",
        TryAdd = (key, value) => $"{Globals.DictionaryKeys}.TryAddNew(items, {key}, {value})",
        Result = (_, items) => $"{items}.ToImmutable()",
        Written = _ => System.Array.Empty<string>(),
    };

    // An array of this rank: created at its exact size once its lengths are known, never from a pooled list.
    private static CollectionType MultiDimensional(int rank) => new(
        t => $"{t}[{new string(',', rank - 1)}]",
        (_, _) => throw new InvalidOperationException("Multi-dimensional arrays are not pooled."),
        (_, items) => items,
        _ => System.Array.Empty<string>())
    {
        Rank = rank,
    };
}
