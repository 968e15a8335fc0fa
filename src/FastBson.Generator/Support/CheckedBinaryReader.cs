using System;
using System.Buffers.Binary;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// A binary reader that checks every length it reads against its stream, at the moment the driver's code reads it
/// (<see cref="StreamBounds"/>), over a copy of another binary reader's value and all that follows it. A driver's
/// serializer handed a value with a lying length reads it through one: it meets everything else in the value exactly as
/// it would on the original reader, in its own order (its type checks, a string's terminator and UTF-8, an unknown
/// element), and fails at the lying length as the original would a moment after allocating what that length claims.
/// </summary>
/// <remarks>
/// The copy starts with a document of one element (a length, the value's type byte, an empty name), so that the reader
/// stands on the value as the original does. The copy is made only for values that hold a lying length or damage that
/// could hide one: every value the server stores is read on the original reader.
/// </remarks>
internal sealed class CheckedBinaryReader : BsonBinaryReader
{
    /// <summary>The bytes before the copied value: a document's length, the element's type and its empty name.</summary>
    private const int Prefix = 6;

    private readonly BsonStream _original;

    private readonly long _start;

    private CheckedBinaryReader(BsonStream copy, BsonBinaryReaderSettings settings, BsonStream original, long start)
        : base(copy, settings)
    {
        _original = original;
        _start = start;
    }

    /// <summary>
    /// A reader over a copy of the value <paramref name="original"/> stands on and everything after it, standing on that
    /// value; null for a stream of a kind it does not copy (not the driver's ByteBufferStream or BsonStreamAdapter).
    /// </summary>
    /// <remarks>The copy is of the same kind as the original, whose errors differ (a negative string length, for one).</remarks>
    public static CheckedBinaryReader? TryCopy(BsonBinaryReader original)
    {
        var stream = original.BsonStream;
        var start = stream.Position;
        var count = stream.Length - start;
        if (original.State != BsonReaderState.Value || count > int.MaxValue - Prefix)
        {
            return null;
        }

        var prefix = new byte[Prefix];
        BinaryPrimitives.WriteInt32LittleEndian(prefix, (int)(Prefix + count));
        prefix[4] = (byte)original.CurrentBsonType;
        BsonStream copy;
        switch (stream)
        {
            case ByteBufferStream buffered:
                var bytes = new byte[Prefix + count];
                prefix.CopyTo(bytes, 0);
                buffered.Buffer.GetBytes((int)start, bytes, Prefix, (int)count);
                copy = new ByteBufferStream(new ByteArrayBuffer(bytes, bytes.Length, buffered.Buffer.IsReadOnly));
                break;
            case BsonStreamAdapter adapter:
                // A plain stream may run on far past the document (a file of many): it is read in place, behind the prefix.
                copy = new BsonStreamAdapter(new PrefixedStream(prefix, adapter.BaseStream, start));
                break;
            default:
                return null;
        }

        var reader = new CheckedBinaryReader(copy, original.Settings, stream, start);
        reader.ReadStartDocument();
        reader.ReadBsonType();
        reader.ReadName();
        return reader;
    }

    /// <summary>
    /// As <c>serializer.Deserialize(context)</c>, reading from this reader instead of the context's, then moving the
    /// original reader past the value (or, on an error, its stream to where this reader failed).
    /// </summary>
    public TValue Deserialize<TValue>(IBsonSerializer<TValue> serializer, BsonDeserializationContext context, BsonDeserializationArgs args)
    {
        var checkedContext = BsonDeserializationContext.CreateRoot(this, builder =>
        {
            builder.AllowDuplicateElementNames = context.AllowDuplicateElementNames;
            builder.DynamicArraySerializer = context.DynamicArraySerializer;
            builder.DynamicDocumentSerializer = context.DynamicDocumentSerializer;
        });

        TValue value;
        try
        {
            value = serializer.Deserialize(checkedContext, args);
        }
        catch
        {
            _original.Position = Math.Min(_original.Length, _start + Math.Max(0, BsonStream.Position - Prefix));
            throw;
        }

        // The value read through: the original reader's own skip moves it past the same bytes, its state with it.
        _original.Position = _start;
        context.Reader.SkipValue();
        return value;
    }

    /// <inheritdoc/>
    public override string ReadString()
    {
        StreamBounds.Checked(ToValue(), BsonType.String);
        return base.ReadString();
    }

    /// <inheritdoc/>
    public override string ReadJavaScript()
    {
        StreamBounds.Checked(ToValue(), BsonType.JavaScript);
        return base.ReadJavaScript();
    }

    /// <inheritdoc/>
    public override string ReadJavaScriptWithScope()
    {
        StreamBounds.Checked(ToValue(), BsonType.JavaScriptWithScope);
        return base.ReadJavaScriptWithScope();
    }

    /// <inheritdoc/>
    public override string ReadSymbol()
    {
        StreamBounds.Checked(ToValue(), BsonType.Symbol);
        return base.ReadSymbol();
    }

    /// <inheritdoc/>
    public override BsonBinaryData ReadBinaryData()
    {
        StreamBounds.Checked(ToValue(), BsonType.Binary);
        return base.ReadBinaryData();
    }

    /// <inheritdoc/>
    public override byte[] ReadBytes()
    {
        StreamBounds.CheckedForBytes(ToValue());
        return base.ReadBytes();
    }

    /// <inheritdoc/>
    public override IByteBuffer ReadRawBsonDocument()
    {
        StreamBounds.CheckedForSlice(ToValue(), BsonType.Document);
        return base.ReadRawBsonDocument();
    }

    /// <inheritdoc/>
    public override IByteBuffer ReadRawBsonArray()
    {
        StreamBounds.CheckedForSlice(ToValue(), BsonType.Array);
        return base.ReadRawBsonArray();
    }

    /// <summary>
    /// Moves to the value as each of the driver's reads does before it checks the value's type (reading the type, then
    /// skipping the name, where the caller has not): the check then sees the bytes that read would.
    /// </summary>
    private CheckedBinaryReader ToValue()
    {
        if (State is BsonReaderState.Initial or BsonReaderState.ScopeDocument or BsonReaderState.Type)
        {
            ReadBsonType();
        }

        if (State == BsonReaderState.Name)
        {
            SkipName();
        }

        return this;
    }

    /// <summary>A plain stream from a position on, read in place behind a few bytes of its own.</summary>
    private sealed class PrefixedStream : Stream
    {
        private readonly byte[] _prefix;
        private readonly Stream _stream;
        private readonly long _start;
        private long _position;

        public PrefixedStream(byte[] prefix, Stream stream, long start)
        {
            _prefix = prefix;
            _stream = stream;
            _start = start;
        }

        public override bool CanRead => true;

        public override bool CanSeek => true;

        public override bool CanWrite => false;

        public override long Length => _prefix.Length + _stream.Length - _start;

        public override long Position
        {
            get => _position;
            set => _position = value;
        }

        public override int Read(byte[] buffer, int offset, int count)
        {
            if (_position < _prefix.Length)
            {
                var fromPrefix = (int)Math.Min(count, _prefix.Length - _position);
                Array.Copy(_prefix, _position, buffer, offset, fromPrefix);
                _position += fromPrefix;
                return fromPrefix;
            }

            _stream.Position = _start + _position - _prefix.Length;
            var read = _stream.Read(buffer, offset, count);
            _position += read;
            return read;
        }

        public override long Seek(long offset, SeekOrigin origin)
        {
            _position = origin switch
            {
                SeekOrigin.Begin => offset,
                SeekOrigin.Current => _position + offset,
                _ => Length + offset,
            };
            return _position;
        }

        public override void Flush()
        {
        }

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}
