using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The span entry point every generated serializer has, <c>TryReadDocument(bson, out value)</c>: the span path over
/// detached bytes, which declines any element it would hand to a reader.
/// </summary>
public delegate bool SpanRead<T>(ReadOnlySpan<byte> bson, out T value);

/// <summary>One test model with its generated serializer, so tests can run the same checks over every model by name.</summary>
public abstract class ModelCase
{
    protected ModelCase(string name)
    {
        Name = name;
    }

    public string Name { get; }

    /// <summary>The model's class.</summary>
    public abstract Type ModelType { get; }

    /// <summary>Seeded random instances, written by the driver.</summary>
    public abstract byte[][] DriverDocuments(int count, int seed);

    /// <summary>Seeded random instances: the generated serializer writes the driver's bytes (both id orders).</summary>
    public abstract void AssertSameBytes(int count, int seed);

    /// <summary>Both serializers read these bytes the same way (value, or exception type and message) on the given reader kinds.</summary>
    public abstract void AssertSameReadAndMessage(byte[] bson, ReaderKind[] kinds);

    /// <summary>
    /// Both serializers read the <c>value</c> element of an envelope <c>{ before, value, after }</c> the same way
    /// (value and position, or exception type and message), called mid-stream as the driver calls a registered
    /// serializer for a nested document.
    /// </summary>
    public abstract void AssertSameNestedRead(byte[] envelope, ReaderKind[] kinds);

    /// <summary>
    /// Reads with the span entry point over detached bytes; null when it declines, else the value re-written by the
    /// driver, with its fingerprint.
    /// </summary>
    public abstract string? SpanReadRewritten(byte[] bson);

    /// <summary>
    /// Both serializers read the bytes the same way on every reader kind (the value, or the exception and its message), and
    /// the span entry point over detached bytes reads them as the driver does, or declines (unless <paramref name="spanReads"/>,
    /// which requires it to read them).
    /// </summary>
    public void AssertSameReadOnEveryPath(byte[] bson, bool spanReads = false)
    {
        AssertSameReadAndMessage(bson, Readers.All);
        var span = SpanReadRewritten(bson);
        Assert.True(span is not null || !spanReads, "the span path declines the document");
        if (span is not null)
        {
            Assert.Equal(DriverReadRewritten(bson), span);
        }
    }

    /// <summary>
    /// Both serializers read a document holding only this member's value the same way on every reader kind, and the span
    /// path reads it itself or declines, as <paramref name="spanReads"/> says.
    /// </summary>
    public void AssertSameMemberRead(string member, BsonValue value, bool spanReads)
    {
        var bson = Oracle.ToRawBson(new BsonDocument(member, value));
        AssertSameReadAndMessage(bson, Readers.All);
        Assert.True((SpanReadRewritten(bson) is not null) == spanReads, $"the span path {(spanReads ? "declined" : "read")} {member}: {value}");
    }

    /// <summary>
    /// Each (member, value) in a document of <paramref name="id"/> and that one element is read by the span path itself (it
    /// does not decline) to the driver's value.
    /// </summary>
    public void AssertSpanReads(BsonValue id, IEnumerable<(string Member, BsonValue Value)> elements)
    {
        foreach (var (member, value) in elements)
        {
            var bson = Oracle.ToBson(new BsonDocument { { "_id", id }, { member, value } });
            var span = SpanReadRewritten(bson);
            Assert.True(span is not null, $"{member} = {value}: the span path declines it");
            Assert.Equal(DriverReadRewritten(bson), span);
        }
    }

    /// <summary>The elements the span path hands to the document's reader (see <see cref="HandOffs"/>).</summary>
    public abstract IReadOnlySet<string> HandedOffElements { get; }

    /// <summary>The elements for which a span read of detached bytes may decline the document (see <see cref="HandOffs.DetachedDeclinesOf"/>).</summary>
    public abstract IReadOnlySet<string> DetachedDeclines { get; }

    /// <summary>
    /// Whether the driver reads the document as a subclass of the model (by its discriminator): the serializer the driver
    /// looks up for the subclass reads it, which in this process, where nothing is registered, is the driver's own.
    /// </summary>
    public abstract bool IsSubclassDocument(byte[] bson);

    /// <summary>Reads with the driver and re-writes with the driver.</summary>
    public abstract string DriverReadRewritten(byte[] bson, ReaderKind kind = ReaderKind.ByteArrayBuffer);

    /// <summary>
    /// Reads with the generated serializer's <c>Deserialize</c> through a <see cref="CountingReader"/> over the binary
    /// reader kind's stream: the value re-written by the driver, and the reader that counted what was read through it.
    /// </summary>
    public abstract (string Rewritten, CountingReader Reader) GeneratedReadCounted(byte[] bson, ReaderKind kind);

    public override string ToString() => Name;
}

/// <inheritdoc/>
public sealed class ModelCase<T> : ModelCase
{
    private readonly IBsonSerializer<T> _generated;
    private readonly SpanRead<T> _spanRead;

    public ModelCase(IBsonSerializer<T> generated, SpanRead<T> spanRead)
        : base(ModelTypeNames.NameOf(typeof(T)))
    {
        _generated = generated;
        _spanRead = spanRead;
    }

    public override Type ModelType => typeof(T);

    public override byte[][] DriverDocuments(int count, int seed)
    {
        var driver = Oracle.Driver<T>();
        var documents = new byte[count][];
        var i = 0;
        foreach (var instance in InstanceFactory.Many<T>(count, seed))
        {
            documents[i++] = Oracle.Write(driver, instance);
        }

        return documents;
    }

    public override void AssertSameBytes(int count, int seed)
    {
        foreach (var instance in InstanceFactory.Many<T>(count, seed))
        {
            Oracle.AssertSameBytes(_generated, instance);
        }
    }

    public override void AssertSameReadAndMessage(byte[] bson, ReaderKind[] kinds) => Oracle.AssertSameReadAndMessage(_generated, bson, kinds);

    public override void AssertSameNestedRead(byte[] envelope, ReaderKind[] kinds)
    {
        foreach (var kind in kinds)
        {
            var expected = Envelope.Outcome(Oracle.Driver<T>(), kind, envelope);
            var actual = Envelope.Outcome(_generated, kind, envelope);
            Xunit.Assert.True(expected == actual, $"Reader {kind}: driver gave {expected}, generated gave {actual} for {Convert.ToHexString(envelope)}");
        }
    }

    public override string? SpanReadRewritten(byte[] bson) => _spanRead(bson, out var value) ? Oracle.Rewritten(value) : null;

    public override IReadOnlySet<string> HandedOffElements => HandOffs.ElementsOf(typeof(T));

    public override IReadOnlySet<string> DetachedDeclines => HandOffs.DetachedDeclinesOf(typeof(T));

    public override bool IsSubclassDocument(byte[] bson) =>
        Oracle.Read(Oracle.Driver<T>(), ReaderKind.ByteArrayBuffer, bson) is { } value && value.GetType() != typeof(T);

    public override string DriverReadRewritten(byte[] bson, ReaderKind kind = ReaderKind.ByteArrayBuffer) =>
        Oracle.Rewritten(Oracle.Read(Oracle.Driver<T>(), kind, bson));

    public override (string Rewritten, CountingReader Reader) GeneratedReadCounted(byte[] bson, ReaderKind kind)
    {
        var (value, reader) = Oracle.ReadCounted(_generated, kind, bson);
        return (Oracle.Rewritten(value), reader);
    }
}
