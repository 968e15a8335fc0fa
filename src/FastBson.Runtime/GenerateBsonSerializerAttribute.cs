using System;

namespace FastBson;

/// <summary>
/// Asks the FastBson source generator to emit a sealed, reflection-free BSON serializer for
/// this class or record. The mapping is the driver's own: the <c>MongoDB.Bson.Serialization.Attributes</c>
/// attributes and the default conventions apply exactly as they do for <c>BsonClassMap</c>.
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
    /// Whether the type also gets a blob codec: the whole object in MemoryPack's binary format (its default layout),
    /// written and read by generated code, so no MemoryPack package is needed and the bytes stay interchangeable with
    /// MemoryPack's. The serializer then offers <c>EncodeBlob</c> and <c>TryDecodeBlob</c>. Every member that is read
    /// back must be of a type the codec writes (primitives, enums, decimal, DateTime, DateTimeOffset, TimeSpan, Guid,
    /// strings, <c>ObjectId</c> (in an encoding of FastBson's own: MemoryPack has no formatter for it), their nullables,
    /// arrays, <c>List</c>, <c>HashSet</c> and <c>Dictionary</c> of those, and classes that ask for a blob too); any other
    /// is reported as FBSON014.
    /// </summary>
    /// <remarks>
    /// This version generates the codec only. Storing the blob in each document beside its BSON fields, and reading a
    /// document projected to <c>_id</c> and the blob, are the next steps of the blob projection path (see README).
    /// </remarks>
    public bool Blob { get; set; }

    /// <summary>The name of the element that holds the blob in each document; <see cref="DefaultBlobElementName"/> by default.</summary>
    public string BlobElementName { get; set; } = DefaultBlobElementName;
}
