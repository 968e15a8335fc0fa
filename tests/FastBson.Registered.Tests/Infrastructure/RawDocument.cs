using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Registered.Tests.Infrastructure;

/// <summary>The bytes of a mutated document as it is: duplicate names kept, binary values of every UUID subtype written.</summary>
public static class RawDocument
{
    public static byte[] ToBytes(BsonDocument document)
    {
        using var stream = new MemoryStream();

        // With the default settings of this driver version (GuidRepresentationMode V2) the writer refuses a UUID
        // subtype that does not match its Guid representation; the mutations put every subtype everywhere.
#pragma warning disable CS0618 // the setting is obsolete, and the only way to let every UUID subtype through
        var settings = new BsonBinaryWriterSettings { GuidRepresentation = GuidRepresentation.Unspecified };
#pragma warning restore CS0618
        using (var writer = new BsonBinaryWriter(stream, settings))
        {
            BsonDocumentSerializer.Instance.Serialize(BsonSerializationContext.CreateRoot(writer), document);
        }

        return stream.ToArray();
    }
}
