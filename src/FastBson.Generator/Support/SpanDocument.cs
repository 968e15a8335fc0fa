using System;
using System.Buffers;
using System.Buffers.Binary;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// The span path's view of one document: its bytes as one span and, when they came from a
/// <see cref="BsonBinaryReader"/>, that reader, positioned on the document.
/// </summary>
/// <remarks>
/// <para>
/// The bytes come straight from the reader's buffer when they lie in one chunk, else they are copied once into a
/// pooled array. The reader is what makes the span path cost no more than the driver on any element it does not read
/// itself (a member a custom serializer serves, a value in another BSON type, malformed bytes): that element is
/// handed to the reader (<see cref="HandOff"/>), which reads it with the driver's rules over the original buffer, and
/// the span path goes on after it. The driver reads a document strictly in order, so the reader, moved to the element
/// where the driver would be, behaves exactly as the driver does there, errors included.
/// </para>
/// <para>
/// A detached document (<see cref="TryDetach"/>: bytes without a reader) cannot hand off; the span path then
/// declines the whole document instead.
/// </para>
/// </remarks>
internal ref struct SpanDocument
{
    // The context of the document this thread is reading on the span path: the reader settings of 2.x decide how a legacy
    // UUID anywhere in it is read, in its nested documents and items too, which the span path reads from detached bytes.
    [ThreadStatic]
    private static BsonDeserializationContext? t_ambient;

    private readonly BsonDeserializationContext? _context;
    private readonly BsonBinaryReader? _reader;
    private readonly ByteBufferStream? _stream;
    private readonly long _start;
    private byte[]? _rented;
    private State _state;
    private bool _ownsAmbient;
    private BsonDeserializationContext? _outerAmbient;

    private SpanDocument(ReadOnlySpan<byte> bytes, BsonDeserializationContext? context, BsonBinaryReader? reader, ByteBufferStream? stream, long start, byte[]? rented)
    {
        Bytes = bytes;
        _context = context;
        _reader = reader;
        _stream = stream;
        _start = start;
        _rented = rented;
        _state = State.Untouched;
    }

    private enum State
    {
        /// <summary>The reader is still on the document's start: the span path has read everything so far.</summary>
        Untouched,

        /// <summary>The reader has entered the document for an element handed to it.</summary>
        Entered,

        /// <summary>The reader has read the document to its end.</summary>
        Finished,
    }

    /// <summary>The document, length prefix to terminator.</summary>
    public ReadOnlySpan<byte> Bytes { get; }

    /// <summary>
    /// The context of the reader the bytes came from; for a detached document, that of the document this thread is reading
    /// (whose reader reads the detached bytes' values too, as far as the driver is concerned), or null outside one.
    /// </summary>
    /// <remarks>A detached document looks the ambient context up only when a value asks for it: most never do, and the span path makes one per nested document and item.</remarks>
    public readonly BsonDeserializationContext? Context => _reader is null ? t_ambient : _context;

    /// <summary>The context of the document this thread is reading on the span path, or null: for the items of its collections.</summary>
    public static BsonDeserializationContext? Ambient => t_ambient;

    /// <summary>
    /// Whether the reader has read part of the document. From then on the span path must finish the document: it can
    /// no longer decline it, because the reader cannot go back.
    /// </summary>
    public readonly bool Entered => _state != State.Untouched;

    /// <summary>
    /// Opens bytes that no reader stands behind (a nested document's, or a caller's), from which nothing can be handed
    /// off. Returns false when they do not start with a well-framed document: a length prefix of at least 5 bytes that
    /// they hold, ending in the terminator. The document is the prefix's bytes, as the driver's reader reads them.
    /// </summary>
    public static bool TryDetach(ReadOnlySpan<byte> bytes, out SpanDocument document)
    {
        document = default;
        if (bytes.Length < 5)
        {
            return false;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(bytes);
        if (length < 5 || length > bytes.Length || bytes[length - 1] != 0)
        {
            return false;
        }

        document = new SpanDocument(bytes.Slice(0, length), null, null, null, 0, null);
        return true;
    }

    /// <summary>
    /// Opens the document the context's reader is positioned on (its current BSON type must be Document), or returns
    /// false when the reader is not a binary reader over a byte buffer, or the bytes do not form a document.
    /// </summary>
    public static bool TryOpen(BsonDeserializationContext context, out SpanDocument document)
    {
        document = default;
        if (context.Reader is not BsonBinaryReader reader || reader.BsonStream is not ByteBufferStream stream)
        {
            return false;
        }

        // The BsonDocuments the span path builds, nested ones too (read from detached bytes, which carry no context), refuse
        // repeated names as under a root context. A context that allows them (the driver's, for change streams and replies
        // read as BsonDocument) is read through the reader.
        if (context.AllowDuplicateElementNames)
        {
            return false;
        }

        if (!BufferedDocument.TryView(stream, out var bytes, out var rented))
        {
            return false;
        }

        document = new SpanDocument(bytes, context, reader, stream, stream.Position, rented);
        if (bytes[^1] != 0)
        {
            document.Dispose();
            document = default;
            return false;
        }

        document._outerAmbient = t_ambient;
        document._ownsAmbient = true;
        t_ambient = context;
        return true;
    }

    /// <summary>
    /// Whether the document's type was found to be the one being read (no subclass's, by its discriminator) before its
    /// elements: the discriminator is then skipped, as the driver skips it. A document a reader stands behind always is (its
    /// serializer's entry looked); detached bytes are where a subclass is mapped and their discriminator was looked up.
    /// </summary>
    public bool TypeResolved { get; set; }

    /// <summary>Whether elements can be handed to a reader (false for a detached document).</summary>
    public readonly bool CanHandOff => _reader is not null;

    /// <summary>
    /// Moves the reader to the element that starts at <paramref name="offset"/> and reads its type, exactly as the
    /// driver's loop over the document does there: the generated IBsonReader path then reads the element's name and
    /// value. Entering the document on the first hand-off. Returns false at the end of the document, which the reader
    /// has then checked and left, as the driver does (for a stray terminator, that check throws the driver's error).
    /// </summary>
    /// <remarks>Call only when <see cref="CanHandOff"/>.</remarks>
    public bool HandOff(int offset)
    {
        var reader = _reader!;
        if (_state == State.Untouched)
        {
            reader.ReadStartDocument();
            _state = State.Entered;
        }

        _stream!.Position = _start + offset;
        if (reader.ReadBsonType() != MongoDB.Bson.BsonType.EndOfDocument)
        {
            return true;
        }

        reader.ReadEndDocument();
        _state = State.Finished;
        return false;
    }

    /// <summary>
    /// The <paramref name="length"/> bytes at <paramref name="offset"/> as a slice of the reader's own buffer, as the
    /// driver's <c>ReadRawBsonDocument</c> takes it there; false for a writable buffer, which the driver refuses to slice
    /// (its error, raised by the reader after a hand-off).
    /// </summary>
    /// <remarks>Call only when <see cref="CanHandOff"/>.</remarks>
    public readonly bool TrySlice(int offset, int length, out IByteBuffer slice)
    {
        var buffer = _stream!.Buffer;
        slice = buffer.IsReadOnly ? buffer.GetSlice((int)(_start + offset), length) : null!;
        return slice is not null;
    }

    /// <summary>Where the reader stands after the element handed to it, as an offset in <see cref="Bytes"/>: where the span path goes on.</summary>
    public readonly int Offset
    {
        get
        {
            // A value that lied about its length may leave the reader beyond the document: the span reader sees that
            // offset as malformed and hands it back, so the reader raises the driver's error where the driver would.
            var offset = _stream!.Position - _start;
            return offset <= int.MaxValue ? (int)offset : int.MaxValue;
        }
    }

    /// <summary>
    /// Moves the reader past the document the span path has read, through its own start and end checks (entering it,
    /// unless an element hand-off did, and leaving it from its terminator).
    /// </summary>
    public void Complete()
    {
        switch (_state)
        {
            case State.Untouched:
                _reader!.ReadStartDocument();
                break;
            case State.Finished:
                return;
        }

        _stream!.Position = _start + Bytes.Length - 1;
        _reader!.ReadEndDocument();
        _state = State.Finished;
    }

    /// <summary>Returns the pooled copy, if one was made, and gives the thread back the document it was reading before.</summary>
    public void Dispose()
    {
        if (_ownsAmbient)
        {
            t_ambient = _outerAmbient;
            _ownsAmbient = false;
            _outerAmbient = null;
        }

        if (_rented is not null)
        {
            ArrayPool<byte>.Shared.Return(_rented);
            _rented = null;
        }
    }
}
