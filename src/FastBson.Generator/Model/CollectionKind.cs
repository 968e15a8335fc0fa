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

    /// <summary><c>SortedSet&lt;T&gt;</c> of comparable scalars: the driver builds it from the <c>List&lt;T&gt;</c> it read.</summary>
    SortedSet,

    /// <summary><c>LinkedList&lt;T&gt;</c>: the driver builds it from the <c>List&lt;T&gt;</c> it read.</summary>
    LinkedList,
}
