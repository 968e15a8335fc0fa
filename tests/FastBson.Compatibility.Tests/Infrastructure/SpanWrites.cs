using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The buffers a binary writer writes to through the driver's <see cref="ByteBufferStream"/>: one growing array, and the
/// driver's wire buffers of small chunks. (A plain stream, as ToBson writes to, is the oracle's: Oracle.Write.)
/// </summary>
public enum WriteStream
{
    ContiguousBuffer,
    MultiChunkBuffer,
}

/// <summary>
/// What a binary writer wrote: the bytes, and the element names it wrote itself, those of the document's own elements and
/// those below them. The span writer's bytes (BsonSpanWriter: a value handed to the writer in one piece) reach the stream as
/// one copy, so none of their names is counted: zero names below the document's own proves that all its content went that
/// way, and zero names at all that the whole document did.
/// </summary>
public sealed record WrittenNames(byte[] Bytes, int OwnNames, int ChildNames);

/// <summary>Writes a value with a binary writer whose stream counts the element names the writer writes itself (see <see cref="WrittenNames"/>).</summary>
public static class SpanWrites
{
    /// <summary>Each <see cref="WriteStream"/>, as theory data.</summary>
    public static IEnumerable<object[]> Streams() => Enum.GetValues<WriteStream>().Select(stream => new object[] { stream });

    public static (byte[] Bytes, int ChildNames) Write<T>(IBsonSerializer<T> serializer, T value, WriteStream kind, BsonBinaryWriterSettings? settings = null)
    {
        var written = WriteCounted(serializer, value, kind, settings);
        return (written.Bytes, written.ChildNames);
    }

    /// <summary>
    /// Writes the value at the top of a fresh binary writer (after <paramref name="prepare"/>, which may push a validator or
    /// start a document), and counts the names the writer writes itself. With <paramref name="idFirst"/>, the serializer
    /// is asked for the id first, as an insert asks.
    /// </summary>
    public static WrittenNames WriteCounted<T>(IBsonSerializer<T> serializer, T value, WriteStream kind, BsonBinaryWriterSettings? settings = null, Action<BsonBinaryWriter>? prepare = null, Action<BsonBinaryWriter>? finish = null, bool idFirst = false)
    {
        settings ??= BsonBinaryWriterSettings.Defaults;
        var names = new NameCounter();
        using IByteBuffer buffer = kind == WriteStream.ContiguousBuffer
            ? new ByteArrayBuffer(new byte[256], 0, isReadOnly: false)
            : new MultiChunkBuffer(new BsonChunkPool(maxChunkCount: 256, chunkSize: 64));
        using (var stream = new CountingBufferStream(buffer, names))
        using (var writer = new BsonBinaryWriter(stream, settings))
        {
            Serialize(writer);
            var bytes = new byte[stream.Position];
            buffer.GetBytes(0, bytes, 0, bytes.Length);
            return new WrittenNames(bytes, names.Own, names.Child);
        }

        void Serialize(BsonBinaryWriter writer)
        {
            prepare?.Invoke(writer);
            names.Writer = writer;
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), new BsonSerializationArgs(typeof(T), serializeAsNominalType: false, serializeIdFirst: idFirst), value);
            names.Writer = null;
            finish?.Invoke(writer);
        }
    }

    /// <summary>
    /// Counts the names the writer writes, by its depth at the time: a document's own element names are written at depth 1
    /// (a nested document's or array's own name just after its start, so at its depth: below the top).
    /// </summary>
    private sealed class NameCounter
    {
        public BsonBinaryWriter? Writer { get; set; }

        public int Own { get; private set; }

        public int Child { get; private set; }

        public void Count()
        {
            if (Writer is null)
            {
                return;
            }

            if (Writer.SerializationDepth > 1)
            {
                Child++;
            }
            else
            {
                Own++;
            }
        }
    }

    // The binary writer writes each element name of a document with WriteCString (an array item's with WriteCStringBytes;
    // a regular expression's pattern and options with WriteCString too, counted alike), and the bytes handed over in one
    // piece with Write.
    private sealed class CountingBufferStream(IByteBuffer buffer, NameCounter names) : ByteBufferStream(buffer)
    {
        public override void WriteCString(string value)
        {
            names.Count();
            base.WriteCString(value);
        }
    }
}
