namespace FastBson.Generator.Model;

/// <summary>The blob codec of a document type that opts in (<c>[GenerateBsonSerializer(Blob = true)]</c>).</summary>
/// <param name="ElementName">The element that holds the blob in each document.</param>
/// <param name="Members">The members in the blob's order: MemoryPack's, the order the type declares them (base class first).</param>
/// <param name="Fingerprint">The schema fingerprint: a hash of the members' names, forms and types in order, and of the
/// nested documents' fingerprints, so that a blob written under any other schema is told apart.</param>
/// <param name="Utf16Strings">Whether the blob stores its strings as UTF-16 rather than UTF-8 (<c>BlobStringEncoding</c>);
/// readers take both forms, so the fingerprint leaves it out.</param>
/// <param name="VersionTolerant">Whether the blob lays the object out in MemoryPack's version-tolerant layout (member
/// lengths before the members) rather than its default one (<c>BlobLayout</c>); part of the fingerprint.</param>
internal sealed record BlobModel(string ElementName, EquatableArray<BlobMember> Members, ulong Fingerprint, bool Utf16Strings, bool VersionTolerant);

/// <summary>One member of a blob.</summary>
/// <param name="MemberIndex">Its index in <see cref="DocumentModel.Members"/>.</param>
/// <param name="Form">How its value is written.</param>
internal sealed record BlobMember(int MemberIndex, BlobForm Form);

/// <summary>
/// How a value is written in MemoryPack's binary format. The form follows the C# type alone, as MemoryPack picks its
/// formatter by type: a member's BSON representation makes no difference to its blob.
/// </summary>
/// <param name="Wire">The wire form.</param>
/// <param name="TypeName">The <c>global::</c>-qualified C# type.</param>
/// <param name="Item">The items' form (collections), the keys' (dictionaries and pairs), or the value's (<see cref="BlobWire.NullableStruct"/>).</param>
/// <param name="Value">The values' form (dictionaries).</param>
/// <param name="Codec">The serializer whose codec writes a nested document (<see cref="BlobWire.Object"/>).</param>
/// <param name="Nested">That codec's schema fingerprint; null where the nested type nests this one in turn (a cycle).</param>
/// <param name="Created">For a collection declared as an interface (<c>IList&lt;T&gt;</c> ...) or built from another
/// (<c>Queue&lt;T&gt;</c> ...), the type a read fills (<c>List&lt;T&gt;</c> ...); null where it is <paramref name="TypeName"/> itself.</param>
/// <param name="Finish">The call that makes the declared type of the collection read, as the driver builds it: a constructor
/// (<c>new ReadOnlyDictionary&lt;TKey, TValue&gt;</c> for <c>IReadOnlyDictionary&lt;TKey, TValue&gt;</c>, <c>new Queue&lt;T&gt;</c>
/// for itself ...) or a factory (<c>ImmutableList.CreateRange</c> ...); null where the collection read is the value.</param>
/// <param name="Uncounted">Whether the declared type has no Count (<c>IEnumerable&lt;T&gt;</c>): a sequence that cannot tell its
/// count without enumerating is enumerated once, into a list, before it is written.</param>
/// <param name="Reversed">Whether the items are written in the reverse of their enumeration order (a <c>Stack&lt;T&gt;</c>, bottom
/// first, as MemoryPack writes it and as its constructor pushes them back).</param>
/// <param name="DefaultIsNull">Whether the collection is a struct whose default instance is its null (<c>ImmutableArray&lt;T&gt;</c>).</param>
/// <param name="Rank">The rank of a multidimensional array (<see cref="BlobWire.MultiDimensionalArray"/>: 2 or 3).</param>
/// <param name="Items">The forms of a tuple's items, in order (<see cref="BlobWire.Tuple"/>, the eighth its Rest; <see cref="BlobWire.ValueTuple"/>).</param>
internal sealed record BlobForm(
    BlobWire Wire,
    string TypeName,
    BlobForm? Item = null,
    BlobForm? Value = null,
    string? Codec = null,
    ulong? Nested = null,
    string? Created = null,
    string? Finish = null,
    bool Uncounted = false,
    bool Reversed = false,
    bool DefaultIsNull = false,
    int Rank = 1,
    EquatableArray<BlobForm> Items = default);

/// <summary>The wire forms of MemoryPack's default formatters that the blob codec writes.</summary>
internal enum BlobWire
{
    /// <summary>A value of an unmanaged type, its bytes as they lie in memory (little-endian).</summary>
    Unmanaged,

    /// <summary>A <c>Nullable&lt;T&gt;</c> of an unmanaged type, laid out as the struct is.</summary>
    NullableUnmanaged,

    /// <summary>
    /// A <c>Nullable&lt;T&gt;</c> of a struct that holds a reference (a <see cref="Pair"/>, a <see cref="ValueTuple"/>), as
    /// MemoryPack's NullableFormatter writes it: an object of one member, the value in its form (<see cref="BlobForm.Item"/>),
    /// or the null object header.
    /// </summary>
    NullableStruct,

    /// <summary>An ObjectId (no MemoryPack formatter): its 12 bytes in BSON order.</summary>
    ObjectId,

    /// <summary>A nullable ObjectId: a null object header, or 1 and the ObjectId.</summary>
    NullableObjectId,

    /// <summary>A Uri: its original string, as MemoryPack's formatter writes it.</summary>
    Uri,

    /// <summary>A Version: an object of its 4 parts (-1 for those it has not), as MemoryPack's formatter writes it.</summary>
    Version,

    /// <summary>A BsonDocument (no MemoryPack formatter): its BSON bytes, framed as a <c>byte[]</c> (see BlobBsonValues).</summary>
    BsonDocument,

    /// <summary>A RawBsonDocument (no MemoryPack formatter): its bytes, framed as a <c>byte[]</c>, as a BsonDocument is (see BlobBsonValues).</summary>
    RawBsonDocument,

    /// <summary>Any other BsonValue class (no MemoryPack formatter): the BSON document <c>{ v: value }</c>, framed as a <c>byte[]</c>.</summary>
    BsonValue,

    /// <summary>
    /// An <c>object</c> (no MemoryPack formatter): the BSON document <c>{ v: value }</c> as the driver's ObjectSerializer writes
    /// it, framed as a <c>byte[]</c> (see BlobBsonValues).
    /// </summary>
    Boxed,

    /// <summary>A string: its length headers, then UTF-8 (or its char count, then UTF-16, where the blob asks for it).</summary>
    String,

    /// <summary>A nested document of a type that opts in too, written by its own codec.</summary>
    Object,

    /// <summary>
    /// A <c>KeyValuePair&lt;TKey, TValue&gt;</c> that holds a reference: the key, then the value, each in its form (the key's is
    /// <see cref="BlobForm.Item"/>, the value's <see cref="BlobForm.Value"/>), as MemoryPack's KeyValuePairFormatter writes it.
    /// </summary>
    Pair,

    /// <summary>
    /// A <c>KeyValuePair&lt;TKey, TValue&gt;</c> of unmanaged types of a fixed layout, which MemoryPack copies as memory: the
    /// struct's image (the key, padding, the value, padding).
    /// </summary>
    UnmanagedPair,

    /// <summary>
    /// A <c>System.Tuple</c>: an object of its items, as MemoryPack's TupleFormatter writes it (the item count, 255 for null,
    /// then each item in its own form; the eighth, Rest, a tuple in turn). A read takes exactly that count, as MemoryPack's does.
    /// </summary>
    Tuple,

    /// <summary>
    /// A value tuple that holds a reference: its items in order, each in its own form, with no header, as MemoryPack's
    /// ValueTupleFormatter writes it.
    /// </summary>
    ValueTuple,

    /// <summary>An array of unmanaged items: the count, then the items' bytes in one block.</summary>
    UnmanagedArray,

    /// <summary>A <c>List&lt;T&gt;</c> of unmanaged items: the count, then the items' bytes in one block.</summary>
    UnmanagedList,

    /// <summary>
    /// A two- or three-dimensional array, as MemoryPack's TwoDimensionalArrayFormatter (and ThreeDimensional...) writes it: an
    /// object header of the rank plus one (255 for null), each dimension's length, then the item count and each item in its
    /// form, row by row. A read refuses lengths whose product is not the count.
    /// </summary>
    MultiDimensionalArray,

    /// <summary>An array: the count, then each item in its own form.</summary>
    Array,

    /// <summary>
    /// A <c>List&lt;T&gt;</c>, or an interface the driver reads as one (<c>IList&lt;T&gt;</c>, <c>ICollection&lt;T&gt;</c>,
    /// <c>IEnumerable&lt;T&gt;</c> and their read-only kin, which MemoryPack writes alike): the count, then each item in its own form.
    /// </summary>
    List,

    /// <summary>A <c>HashSet&lt;T&gt;</c> or <c>ISet&lt;T&gt;</c>: the count, then each item in its own form.</summary>
    HashSet,

    /// <summary>
    /// A <c>Dictionary&lt;TKey, TValue&gt;</c>, <c>IDictionary&lt;TKey, TValue&gt;</c> or <c>IReadOnlyDictionary&lt;TKey, TValue&gt;</c>:
    /// the count, then each key and its value.
    /// </summary>
    Dictionary,
}
