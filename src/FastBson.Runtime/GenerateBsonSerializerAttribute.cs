using System;

namespace FastBson;

/// <summary>
/// Asks the FastBson source generator to emit a sealed, reflection-free BSON serializer for
/// this class or record. The mapping is the driver's own: the <c>MongoDB.Bson.Serialization.Attributes</c>
/// attributes and the default conventions apply exactly as they do for <c>BsonClassMap</c>, and the run-time conventions
/// the assembly declares with <see cref="FastBsonConventionsAttribute"/>.
/// </summary>
/// <remarks>
/// The generated serializer is named <c>{TypeName}BsonSerializer</c>, lives in the type's namespace and
/// is registered with <c>BsonSerializer</c> by <see cref="FastBsonSerializers.RegisterAll"/>.
/// A type the generator cannot serialize exactly like the driver gets a compile-time diagnostic
/// (FBSON001 and up) and no serializer, so the driver keeps serving it unchanged.
/// </remarks>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false, AllowMultiple = false)]
public sealed class GenerateBsonSerializerAttribute : Attribute
{
    /// <summary>The name of the element that holds the blob unless <see cref="BlobElementName"/> names another.</summary>
    public const string DefaultBlobElementName = "MemPacked";

    /// <summary>
    /// Whether documents of the type also store the whole object as a blob, in MemoryPack's binary format, beside their
    /// BSON fields, so that a Find projected to <c>_id</c> and the blob (<c>BlobProjection</c> on the generated
    /// serializer) is rebuilt from the blob alone. The BSON fields stay the source of truth: a full document is always
    /// read from them. Every member that is read back must be of a type the codec writes (primitives, enums, decimal,
    /// DateTime, DateTimeOffset, TimeSpan, Guid, strings, <c>ObjectId</c> (in an encoding of FastBson's own: MemoryPack
    /// has no formatter for it), their nullables, arrays, <c>List</c>, <c>HashSet</c> and <c>Dictionary</c> of those, and
    /// classes that set <c>Blob</c> too, which are written inline); any other is reported as FBSON014.
    /// </summary>
    /// <remarks>
    /// <para>
    /// The blob is the last element of each document: a Binary of the user-defined subtype (0x80) holding the blob schema's
    /// 8-byte fingerprint, then the object as a read of its fields gives it back. A class with <c>Blob</c> nested in
    /// another generated document is written and read there without a blob of its own: the outer blob holds it.
    /// </para>
    /// <para>
    /// The generated serializer also offers <c>EncodeBlob</c> and <c>TryDecodeBlob</c> (MemoryPack's bytes alone), and the
    /// update helpers <c>WithBlob</c>, <c>WithoutBlob</c> and <c>FullUpdate</c>, which keep the blob in step with the
    /// fields. A projected document whose blob is missing, of another schema or unreadable throws
    /// <see cref="FastBsonBlobException"/>, naming its <c>_id</c>. The driver's class map (code without FastBson) reads
    /// these documents only if the class has <c>[BsonIgnoreExtraElements]</c>. See README, "The blob path".
    /// </para>
    /// </remarks>
    public bool Blob { get; set; }

    /// <summary>The name of the element that holds the blob in each document; <see cref="DefaultBlobElementName"/> by default.</summary>
    public string BlobElementName { get; set; } = DefaultBlobElementName;

    /// <summary>
    /// How the blob stores strings: <see cref="FastBson.BlobStringEncoding.Utf8"/> (MemoryPack's default, the smallest) by
    /// default, or <see cref="FastBson.BlobStringEncoding.Utf16"/> (the fastest read). The setting of the document type
    /// that stores the blob applies to every string in it, nested documents included. Readers take both forms.
    /// </summary>
    public BlobStringEncoding BlobStringEncoding { get; set; } = BlobStringEncoding.Utf8;

    /// <summary>
    /// How the blob lays out this class: <see cref="FastBson.BlobLayout.Default"/> (MemoryPack's default layout) by default,
    /// or <see cref="FastBson.BlobLayout.VersionTolerant"/>. A blob stored under the other layout carries another schema
    /// fingerprint, so it is refused like a blob of another schema.
    /// </summary>
    public BlobLayout BlobLayout { get; set; } = BlobLayout.Default;
}
