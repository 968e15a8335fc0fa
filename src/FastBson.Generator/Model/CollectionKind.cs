namespace FastBson.Generator.Model;

/// <summary>
/// The declared type of an array- or dictionary-shaped value, which decides what the reader creates (the type the driver's
/// serializer for it creates) and which runtime types the writer writes itself.
/// </summary>
internal enum CollectionKind
{
    None,

    /// <summary><c>T[]</c>: an exact-size array.</summary>
    Array,

    /// <summary><c>List&lt;T&gt;</c>.</summary>
    List,

    /// <summary><c>IList&lt;T&gt;</c>, <c>IReadOnlyList&lt;T&gt;</c>, <c>ICollection&lt;T&gt;</c>, <c>IReadOnlyCollection&lt;T&gt;</c>, <c>IEnumerable&lt;T&gt;</c>: the driver creates a <c>List&lt;T&gt;</c>.</summary>
    ListInterface,

    /// <summary><c>HashSet&lt;T&gt;</c>.</summary>
    HashSet,

    /// <summary><c>ISet&lt;T&gt;</c>: the driver creates a <c>HashSet&lt;T&gt;</c>.</summary>
    SetInterface,

    /// <summary><c>Collection&lt;T&gt;</c>: the driver wraps the <c>List&lt;T&gt;</c> it read.</summary>
    Collection,

    /// <summary><c>ReadOnlyCollection&lt;T&gt;</c>: the driver wraps the <c>List&lt;T&gt;</c> it read.</summary>
    ReadOnlyCollection,

    /// <summary><c>Dictionary&lt;TKey, TValue&gt;</c>.</summary>
    Dictionary,

    /// <summary><c>IDictionary&lt;TKey, TValue&gt;</c>: the driver creates a <c>Dictionary&lt;TKey, TValue&gt;</c>.</summary>
    DictionaryInterface,

    /// <summary><c>ReadOnlyDictionary&lt;TKey, TValue&gt;</c>: the driver wraps the <c>Dictionary&lt;TKey, TValue&gt;</c> it read.</summary>
    ReadOnlyDictionary,

    /// <summary><c>IReadOnlyDictionary&lt;TKey, TValue&gt;</c>: the driver creates a <c>ReadOnlyDictionary&lt;TKey, TValue&gt;</c>.</summary>
    ReadOnlyDictionaryInterface,

    /// <summary><c>Queue&lt;T&gt;</c>: items in queue order.</summary>
    Queue,

    /// <summary><c>Stack&lt;T&gt;</c>: written bottom first, read back by pushing each item, as the driver's StackSerializer does.</summary>
    Stack,

    /// <summary><c>SortedSet&lt;T&gt;</c>: the driver builds it from the <c>List&lt;T&gt;</c> it read, with the constructor it calls through reflection.</summary>
    SortedSet,

    /// <summary><c>LinkedList&lt;T&gt;</c>: the driver builds it from the <c>List&lt;T&gt;</c> it read.</summary>
    LinkedList,

    /// <summary><c>ObservableCollection&lt;T&gt;</c>: the driver builds it from the <c>List&lt;T&gt;</c> it read.</summary>
    ObservableCollection,

    /// <summary><c>ConcurrentQueue&lt;T&gt;</c>: the driver builds it from the <c>List&lt;T&gt;</c> it read, in queue order.</summary>
    ConcurrentQueue,

    /// <summary>
    /// <c>ConcurrentStack&lt;T&gt;</c>: the driver builds it from the <c>List&lt;T&gt;</c> it read (pushing the items in array order)
    /// and writes it in its own order, top first, so each round trip reverses it.
    /// </summary>
    ConcurrentStack,

    /// <summary><c>ConcurrentBag&lt;T&gt;</c>: the driver builds it from the <c>List&lt;T&gt;</c> it read and writes it in its own order.</summary>
    ConcurrentBag,

    /// <summary><c>SortedDictionary&lt;TKey, TValue&gt;</c> of comparable keys: the driver creates one and adds each entry read.</summary>
    SortedDictionary,

    /// <summary><c>SortedList&lt;TKey, TValue&gt;</c> of comparable keys: the driver creates one and adds each entry read.</summary>
    SortedList,

    /// <summary><c>ConcurrentDictionary&lt;TKey, TValue&gt;</c>: the driver creates one and adds each entry read.</summary>
    ConcurrentDictionary,

    /// <summary>
    /// <c>ArrayList</c>: the driver creates one and adds each item read, as an <c>object</c> (its ObjectSerializer); its
    /// serializer takes no option.
    /// </summary>
    ArrayList,

    /// <summary>
    /// The non-generic <c>Hashtable</c>: the driver's DictionaryInterfaceImplementerSerializer&lt;Hashtable&gt;, which creates
    /// one and adds each entry read; keys and values are read and written by its own ObjectSerializers.
    /// </summary>
    Hashtable,

    /// <summary>
    /// The non-generic <c>IEnumerable</c>, <c>ICollection</c> and <c>IList</c>: the driver's
    /// ImpliedImplementationInterfaceSerializer over an <c>ArrayList</c>, which it creates on read; a value of another
    /// runtime type is written by the serializer the registry gives that type.
    /// </summary>
    ObjectListInterface,
    /// <summary>
    /// The non-generic <c>IDictionary</c>: the driver's ImpliedImplementationInterfaceSerializer over a <c>Hashtable</c>, which
    /// it creates on read; a value of another runtime type is written by the serializer the registry gives that type.
    /// </summary>
    ObjectDictionaryInterface,
    /// <summary>The non-generic <c>Queue</c>: as <c>Queue&lt;object&gt;</c> (the driver's non-generic QueueSerializer).</summary>
    ObjectQueue,

    /// <summary>The non-generic <c>Stack</c>: as <c>Stack&lt;object&gt;</c>, written bottom first (the driver's non-generic StackSerializer).</summary>
    ObjectStack,

    /// <summary><c>ImmutableList&lt;T&gt;</c> (3.x built for .NET 6 and later): the driver's ImmutableListSerializer.</summary>
    ImmutableList,

    /// <summary><c>ImmutableHashSet&lt;T&gt;</c>: the driver's ImmutableHashSetSerializer, with the default comparer.</summary>
    ImmutableHashSet,

    /// <summary><c>ImmutableSortedSet&lt;T&gt;</c> of comparable scalars: the driver's ImmutableSortedSetSerializer.</summary>
    ImmutableSortedSet,

    /// <summary><c>ImmutableQueue&lt;T&gt;</c>: items in queue order.</summary>
    ImmutableQueue,

    /// <summary><c>ImmutableStack&lt;T&gt;</c>: written bottom first and read back in array order, as the driver's serializer does.</summary>
    ImmutableStack,

    /// <summary><c>ImmutableDictionary&lt;TKey, TValue&gt;</c>: the driver's ImmutableDictionarySerializer.</summary>
    ImmutableDictionary,

    /// <summary><c>ImmutableSortedDictionary&lt;TKey, TValue&gt;</c> of comparable keys: the driver's ImmutableSortedDictionarySerializer.</summary>
    ImmutableSortedDictionary,

    /// <summary>
    /// <c>ImmutableArray&lt;T&gt;</c>, a struct: the driver's ImmutableArraySerializer, which refuses a BSON null (a value type)
    /// and fails to write a default instance (its enumeration throws).
    /// </summary>
    ImmutableArray,

    /// <summary><c>T[,]</c>: the driver's TwoDimensionalArraySerializer, an array of rows that must all be as long as the first.</summary>
    TwoDimensionalArray,

    /// <summary><c>T[,,]</c>: the driver's ThreeDimensionalArraySerializer, an array of arrays of rows, all as long as the first's.</summary>
    ThreeDimensionalArray,
}
