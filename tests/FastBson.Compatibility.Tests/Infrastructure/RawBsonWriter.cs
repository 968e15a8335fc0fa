using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>Writes a document's bytes as they are, whatever odd values the tests put in it.</summary>
public static class RawBsonWriter
{
    /// <summary>
    /// The document's bytes, UUID subtypes included: the default writer settings of a 2.x driver in GuidRepresentationMode
    /// V2 refuse to write a UUID binary that does not match their representation; 3.x writers, and 2.x ones in V3, check none.
    /// </summary>
    public static byte[] ToBytes(BsonDocument document)
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream, WriterSettings()))
        {
            BsonDocumentSerializer.Instance.Serialize(BsonSerializationContext.CreateRoot(writer), document);
        }

        return stream.ToArray();
    }

    /// <summary>
    /// An array's bytes as BSON frames them (the document of its indexes) in a read-only buffer, as a RawBsonArray or a
    /// LazyBsonArray holds them.
    /// </summary>
    public static ByteArrayBuffer ArrayBuffer(BsonArray array)
    {
        var document = new BsonDocument();
        for (var i = 0; i < array.Count; i++)
        {
            document.Add(i.ToString(System.Globalization.CultureInfo.InvariantCulture), array[i]);
        }

        return new ByteArrayBuffer(ToBytes(document), isReadOnly: true);
    }

#pragma warning disable CS0618 // the V2-mode settings are obsolete, and the only way to write any UUID subtype there
    private static BsonBinaryWriterSettings WriterSettings() =>
#if MONGODB_BSON_3
        BsonBinaryWriterSettings.Defaults;
#else
        BsonDefaults.GuidRepresentationMode == GuidRepresentationMode.V2
            ? new BsonBinaryWriterSettings { GuidRepresentation = GuidRepresentation.Unspecified }
            : BsonBinaryWriterSettings.Defaults;
#endif
#pragma warning restore CS0618
}
