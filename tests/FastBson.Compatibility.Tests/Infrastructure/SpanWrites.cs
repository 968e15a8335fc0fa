using System.IO;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>The streams a binary writer writes to: a plain stream (as ToBson writes), and the driver's wire buffers of small chunks.</summary>
public enum WriteStream
{
    Memory,
    MultiChunkBuffer,
}

/// <summary>
/// Writes a value with a binary writer that counts the element names it checks below the document's own elements. The
/// writer checks the name of every element it writes itself, so the names the span writer wrote (BsonSpanWriter: nested
/// content handed to the writer in one piece) are never counted: a count of zero proves that all of it went that way.
/// </summary>
public static class SpanWrites
{
    public static (byte[] Bytes, int ChildNames) Write<T>(IBsonSerializer<T> serializer, T value, WriteStream kind, BsonBinaryWriterSettings? settings = null)
    {
        settings ??= BsonBinaryWriterSettings.Defaults;
        var validator = new CountingValidator();
        if (kind == WriteStream.Memory)
        {
            using var memory = new MemoryStream();
            using (var writer = new BsonBinaryWriter(memory, settings))
            {
                Serialize(writer);
            }

            return (memory.ToArray(), validator.ChildNames);
        }

        using var buffer = new MultiChunkBuffer(new BsonChunkPool(maxChunkCount: 256, chunkSize: 64));
        using (var stream = new ByteBufferStream(buffer))
        using (var writer = new BsonBinaryWriter(stream, settings))
        {
            Serialize(writer);
            var bytes = new byte[stream.Position];
            buffer.GetBytes(0, bytes, 0, bytes.Length);
            return (bytes, validator.ChildNames);
        }

        void Serialize(BsonBinaryWriter writer)
        {
            writer.PushElementNameValidator(validator);
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
        }
    }

    /// <summary>Accepts every name; counts those the writer checks below the document's own elements.</summary>
    private sealed class CountingValidator : IElementNameValidator
    {
        private readonly Child _child = new();

        public int ChildNames => _child.Count;

        public IElementNameValidator GetValidatorForChildContent(string elementName) => _child;

        public bool IsValidElementName(string elementName) => true;

        private sealed class Child : IElementNameValidator
        {
            public int Count { get; private set; }

            public IElementNameValidator GetValidatorForChildContent(string elementName) => this;

            public bool IsValidElementName(string elementName)
            {
                Count++;
                return true;
            }
        }
    }
}
