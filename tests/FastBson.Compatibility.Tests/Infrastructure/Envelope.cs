using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// A document nested in another, <c>{ before: "…", value: document, after: 1 }</c>, read element by element
/// so that the serializer under test starts and ends mid-stream, where a registered serializer works.
/// </summary>
public static class Envelope
{
    public static byte[] Wrap(byte[] document)
    {
        var inner = new RawBsonDocument(document);
        return Oracle.ToRawBson(new BsonDocument { { "before", "xyz" }, { "value", inner }, { "after", 1 } });
    }

    /// <summary>
    /// The value read and the state of the reader after it (the rest of the envelope), or the exception's type,
    /// inner exception's type and message.
    /// </summary>
    public static string Outcome<T>(IBsonSerializer<T> serializer, ReaderKind kind, byte[] envelope)
    {
        // Built outside the try, as in Oracle: a reader that cannot be built is a failure of the test.
        using var reader = Readers.Create(kind, envelope);
        try
        {
            reader.ReadStartDocument();
            var before = reader.ReadString("before");
            reader.ReadName("value");
            var value = serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
            var after = reader.ReadInt32("after");
            reader.ReadEndDocument();
            return $"ok:{before}:{after}:" + Oracle.Rewritten(value);
        }
        catch (Exception ex) when (ex is not Xunit.Sdk.XunitException)
        {
            return $"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }
}
