using System;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The driver's writes that the oracle compares reads by, with no test framework in them: the fuzzer
/// (tools/FastBson.Fuzz) links this file and judges its inputs by the same rules as the tests.
/// </summary>
public static partial class Oracle
{
    public static IBsonSerializer<T> Driver<T>() => new BsonClassMapSerializer<T>(BsonClassMap.LookupClassMap(typeof(T)));

    public static byte[] Write<T>(IBsonSerializer<T> serializer, T value, bool serializeIdFirst = false, int? maxSerializationDepth = null)
    {
        var settings = (BsonBinaryWriterSettings)BsonBinaryWriterSettings.Defaults.Clone();
        settings.MaxSerializationDepth = maxSerializationDepth ?? settings.MaxSerializationDepth;
        using var stream = new MemoryStream();
        try
        {
            using var writer = new BsonBinaryWriter(stream, settings);
            var context = BsonSerializationContext.CreateRoot(writer);
            serializer.Serialize(context, new BsonSerializationArgs(typeof(T), false, serializeIdFirst), value);
        }
        catch
        {
            ReturnThreadStaticBuffer();
            throw;
        }

        return stream.ToArray();
    }

    // MongoDB.Bson 2.x encodes strings into a thread-static buffer and, when encoding throws (a lone surrogate in a string
    // or char), never marks it returned (EncodingHelper.GetBytesUsingThreadStaticBuffer has no finally; 3.x has one).
    // Every later string the thread writes, or reads across buffer chunks, then fails with "Thread static buffer is
    // already in use": one failed write would change the outcome of every later read on the thread.
    private static readonly System.Reflection.FieldInfo? ThreadStaticBufferRented = typeof(BsonBinaryWriter).Assembly
        .GetType("MongoDB.Bson.IO.ThreadStaticBuffer")?
        .GetField("__isBufferRented", System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static);

    /// <summary>Returns the driver's thread-static buffer after a write that threw, as 3.x's finally does.</summary>
    private static void ReturnThreadStaticBuffer() => ThreadStaticBufferRented?.SetValue(null, false);

    /// <summary>
    /// The value as the driver writes it, with its <see cref="Fingerprint"/>: what two reads must agree on. Written
    /// without the writer's depth limit, which would otherwise turn any read of a deeper document into the same
    /// writer exception on both sides. A value the driver cannot write (a Guid where no representation is configured,
    /// or a number its representation cannot hold)
    /// is compared by its fingerprint alone.
    /// </summary>
    public static string Rewritten<T>(T value)
    {
        var fingerprint = Fingerprint.Of(value, out var orderedByIdentity);
        if (orderedByIdentity)
        {
            // A Hashtable keyed by objects hashed by identity writes its entries in an order no two reads share.
            return "(written in an order by chance) " + fingerprint;
        }

        string written;
        try
        {
            written = Text(Write(Driver<T>(), value, maxSerializationDepth: int.MaxValue));
        }
        catch (Exception ex) when (ex is BsonSerializationException or OverflowException or TruncationException)
        {
            // Numbers in a representation they do not fit (a long beyond Int32 ...) fail to write too: their fingerprint decides.
            written = $"(not writable: {ex.GetType().Name}: {ex.Message})";
        }

        return written + " " + fingerprint;
    }

    /// <summary>
    /// Written bytes as text: hex, readable in a failure message; past 64 KB their length and SHA-256, as equal exactly
    /// when the bytes are. A value a document states its size with (a BitArray's Length) writes back hundreds of
    /// megabytes, whose hex would be gigabytes of text in each of the reads being compared.
    /// </summary>
    private static string Text(byte[] written) => written.Length <= 64 * 1024
        ? Convert.ToHexString(written)
        : $"({written.Length} bytes, SHA-256 {Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(written))})";
}
