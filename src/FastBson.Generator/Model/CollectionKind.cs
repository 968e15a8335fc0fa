namespace FastBson.Generator.Model;

/// <summary>The declared type of an array-shaped member, which decides what the reader creates.</summary>
internal enum CollectionKind
{
    None,

    /// <summary><c>T[]</c>: an exact-size array.</summary>
    Array,

    /// <summary><c>List&lt;T&gt;</c>.</summary>
    List,

    /// <summary><c>IList&lt;T&gt;</c>, <c>IReadOnlyList&lt;T&gt;</c>, <c>IEnumerable&lt;T&gt;</c>...: the driver creates a <c>List&lt;T&gt;</c>.</summary>
    ListInterface,
}
