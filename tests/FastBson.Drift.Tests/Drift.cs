using System;
using System.IO;
using System.Linq;
using FastBson.Runtime;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>The assertions every kind of difference shares.</summary>
internal static class Drift
{
    /// <summary>
    /// The part of the registration message about <typeparamref name="T"/> (one line per refused type), so a
    /// difference reported for another type cannot satisfy the test.
    /// </summary>
    public static string ReportFor<T>(FastBsonRegistrationException error)
    {
        var prefix = $"The generated serializer for {typeof(T).FullName} does not match the driver's class map";
        var lines = error.Message.Split(Environment.NewLine).Where(line => line.StartsWith(prefix, StringComparison.Ordinal));
        return Assert.Single(lines);
    }

    /// <summary>
    /// RegisterAll named <typeparamref name="T"/> with each difference, left it to the driver (not registered as
    /// generated, its serializer served by the driver), and names it again on every later call.
    /// </summary>
    public static void AssertRefused<T>(DriftFixture fixture, params string[] differences)
    {
        AssertNamed<T>(fixture.Error, differences);
        Assert.DoesNotContain(typeof(T), FastBsonSerializers.RegisteredTypes);
        var serializer = Assert.IsAssignableFrom<IGeneratedBsonSerializer>(BsonSerializer.LookupSerializer<T>());
        Assert.True(serializer.ServedByDriver);

        var again = Assert.Throws<FastBsonRegistrationException>(FastBsonSerializers.RegisterAll);
        AssertNamed<T>(again, differences);
        Assert.DoesNotContain(typeof(T), FastBsonSerializers.RegisteredTypes);
    }

    private static void AssertNamed<T>(FastBsonRegistrationException error, string[] differences)
    {
        Assert.Contains(typeof(T), error.Types);
        var report = ReportFor<T>(error);
        foreach (var difference in differences)
        {
            Assert.Contains(difference, report);
        }
    }

    /// <summary>
    /// The value goes through the driver's entry point (<c>ToBson</c>, which looks up the registered serializer)
    /// and comes out as the hand-built document; the JSON is compared first for a readable failure.
    /// </summary>
    public static void AssertWrites<T>(BsonDocument expected, T value)
    {
        var bytes = value.ToBson();
        Assert.Equal(expected.ToJson(), BsonSerializer.Deserialize<BsonDocument>(bytes).ToJson());
        Assert.Equal(expected.ToBson(), bytes);
    }

    /// <summary>As <see cref="AssertWrites{T}"/>, with the id asked for first (as the driver's insert does).</summary>
    public static void AssertWritesIdFirst<T>(BsonDocument expected, T value)
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream))
        {
            BsonSerializer.Serialize(writer, value, args: new BsonSerializationArgs { NominalType = typeof(T), SerializeIdFirst = true });
        }

        var bytes = stream.ToArray();
        Assert.Equal(expected.ToJson(), BsonSerializer.Deserialize<BsonDocument>(bytes).ToJson());
        Assert.Equal(expected.ToBson(), bytes);
    }

    /// <summary>Reads the document through both readers the driver hands a serializer, checking each result.</summary>
    public static void AssertReads<T>(BsonDocument document, Action<T> check)
    {
        var bson = document.ToBson();
        check(Read<T>(bson, byteBuffer: true));
        check(Read<T>(bson, byteBuffer: false));
    }

    /// <summary>Reading the document fails through both readers; returns what each threw.</summary>
    public static Exception[] AssertReadFails<T>(BsonDocument document)
    {
        var bson = document.ToBson();
        return new[] { true, false }
            .Select(byteBuffer => Assert.ThrowsAny<Exception>(() => Read<T>(bson, byteBuffer)))
            .ToArray();
    }

    /// <summary>
    /// The generated static span entry point declines a document it would otherwise read itself (its own form), so a
    /// caller falls back to the driver's rules through an IBsonReader.
    /// </summary>
    public static void AssertSpanEntryDeclines<T>(SpanEntry<T> tryReadDocument, BsonDocument generatedForm) =>
        Assert.False(tryReadDocument(generatedForm.ToBson(), out _));

    public delegate bool SpanEntry<T>(ReadOnlySpan<byte> bson, out T value);

    public static T Read<T>(byte[] bson, bool byteBuffer)
    {
        // The byte buffer is what the driver's cursor hands a serializer (the span path); a plain stream is not.
        using var reader = byteBuffer
            ? new BsonBinaryReader(new ByteBufferStream(new ByteArrayBuffer(bson, isReadOnly: true)))
            : new BsonBinaryReader(new MemoryStream(bson));
        return BsonSerializer.Deserialize<T>(reader);
    }
}
