using System;
using System.Buffers.Binary;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The driver as the oracle. This test assembly never registers the generated serializers, so the
/// driver's <see cref="BsonClassMapSerializer{TClass}"/> serves every type end to end.
/// </summary>
public static partial class Oracle
{
    public static T Read<T>(IBsonSerializer<T> serializer, ReaderKind kind, byte[] bson)
    {
        using var reader = Readers.Create(kind, bson);
        return Read(serializer, reader, bson);
    }

    /// <summary>
    /// Reads with <paramref name="serializer"/>'s <c>Deserialize</c> from a reader over <paramref name="bson"/>, as the driver
    /// calls it: under <typeparamref name="T"/>, or under <paramref name="nominal"/> where another serializer of the driver
    /// hands the document down under its own nominal type (an interface's, object's, a base class's).
    /// </summary>
    public static T Read<T>(IBsonSerializer<T> serializer, IBsonReader reader, byte[] bson, Type? nominal = null)
    {
        var context = BsonDeserializationContext.CreateRoot(reader);
        var value = serializer.Deserialize(context, new BsonDeserializationArgs { NominalType = nominal ?? typeof(T) });
        if (reader is BsonBinaryReader binary)
        {
            // After a top-level document this driver's reader is back in state Initial (ready for the next one),
            // which tells nothing about where the serializer left it: the position does.
            Assert.Equal(BinaryPrimitives.ReadInt32LittleEndian(bson), binary.BsonStream.Position);
        }

        return value;
    }

    /// <summary>Reads through a <see cref="CountingReader"/> over the binary reader kind's stream.</summary>
    public static (T Value, CountingReader Reader) ReadCounted<T>(IBsonSerializer<T> serializer, ReaderKind kind, byte[] bson)
    {
        using var reader = new CountingReader(Readers.BinaryStream(kind, bson));
        return (Read(serializer, reader, bson), reader);
    }

    /// <summary>Asserts both serializers write the same bytes for the value (both id orders).</summary>
    public static void AssertSameBytes<T>(IBsonSerializer<T> generated, T value)
    {
        var driver = Driver<T>();
        Assert.Equal(Convert.ToHexString(Write(driver, value)), Convert.ToHexString(Write(generated, value)));
        Assert.Equal(Convert.ToHexString(Write(driver, value, serializeIdFirst: true)), Convert.ToHexString(Write(generated, value, serializeIdFirst: true)));
    }

    /// <summary>
    /// Asserts a round trip against the driver: both serializers write the same bytes for the value (both id orders), and
    /// read the driver's bytes alike on every reader kind. Returns those bytes.
    /// </summary>
    public static byte[] AssertSameRoundTrip<T>(IBsonSerializer<T> generated, T value)
    {
        AssertSameBytes(generated, value);
        var written = Write(Driver<T>(), value);
        AssertSameReadAndMessage(generated, written, Readers.All);
        return written;
    }

    /// <summary>
    /// Asserts both serializers write the same bytes for the value (both id orders), or both fail to write it with the same
    /// exception type, inner exception type and message. Returns the driver's bytes, or null where both failed.
    /// </summary>
    public static byte[]? AssertSameWriteOrFailure<T>(IBsonSerializer<T> generated, T value)
    {
        byte[]? written = null;
        var driverFailure = Record.Exception(() => written = Write(Driver<T>(), value));
        var generatedFailure = Record.Exception(() => Write(generated, value));
        Assert.Equal(driverFailure?.GetType(), generatedFailure?.GetType());
        Assert.Equal(driverFailure?.InnerException?.GetType(), generatedFailure?.InnerException?.GetType());
        Assert.Equal(driverFailure?.Message, generatedFailure?.Message);
        if (driverFailure is null)
        {
            AssertSameBytes(generated, value);
        }

        return written;
    }

    /// <summary>
    /// Asserts both serializers read the same object, or throw the same exception type with the same message,
    /// on each reader kind: the generated code intends to raise the driver's own errors. Read under <typeparamref name="T"/>,
    /// or under <paramref name="nominal"/> (see <see cref="Read{T}(IBsonSerializer{T}, IBsonReader, byte[], Type?)"/>).
    /// </summary>
    public static void AssertSameReadAndMessage<T>(IBsonSerializer<T> generated, byte[] bson, ReaderKind[]? kinds = null, Type? nominal = null)
    {
        foreach (var kind in kinds ?? Readers.All)
        {
            var expected = OutcomeWithMessage(Driver<T>(), kind, bson, nominal);
            var actual = OutcomeWithMessage(generated, kind, bson, nominal);
            Assert.True(expected == actual, $"Reader {kind}{(nominal is null ? string.Empty : $", under {nominal.Name}")}: driver gave {Shorten(expected)}, generated gave {Shorten(actual)} for {Convert.ToHexString(bson)}");
        }
    }

    public static byte[] ToBson(BsonDocument document) => document.ToBson();

    /// <summary>The document's bytes as they are, odd UUID subtypes included (see <see cref="RawBsonWriter"/>).</summary>
    public static byte[] ToRawBson(BsonDocument document) => RawBsonWriter.ToBytes(document);

    /// <summary>
    /// The outcome of reading: the value re-serialized by the driver and its <see cref="Fingerprint"/>, or the
    /// exception's type, its inner exception's type and its message.
    /// </summary>
    public static string OutcomeWithMessage<T>(IBsonSerializer<T> serializer, ReaderKind kind, byte[] bson, Type? nominal = null)
    {
        // Built outside the try: a reader that cannot hold the input must fail the test, not pass as an exception
        // both sides "threw" before either serializer saw the document.
        using var reader = Readers.Create(kind, bson);
        try
        {
            return "ok:" + Rewritten(Read(serializer, reader, bson, nominal));
        }
        catch (Exception ex) when (ex is not Xunit.Sdk.XunitException)
        {
            return $"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }

    private static string Shorten(string text) => text.Length > 300 ? text.Substring(0, 300) + "..." : text;
}
