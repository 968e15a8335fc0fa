using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Text;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Writes the value of one element of a document (an array or a document, with everything in it) into a buffer of its
/// own, byte for byte as the driver's <see cref="BsonBinaryWriter"/> would write it there, and then hands those bytes to
/// that writer in one piece (<see cref="IBsonWriter.WriteRawBsonArray"/> or <see cref="IBsonWriter.WriteRawBsonDocument"/>),
/// which copies them after the element's name. The writer's work on each element inside (its state, its checks, its
/// calls) is what this saves.
/// </summary>
/// <remarks>
/// <para>
/// The writer's own checks still apply where they can refuse anything. The element's name, written by the writer, is checked
/// by the element-name validator in use, and a value goes in one piece only where that validator checks nothing (see
/// <see cref="ChecksNoElementNames"/>): the names inside are then never checked. The checks the writer makes inside a
/// value are made here, and where one would fail (the serialization depth, the document size, an element name with a null
/// character, text the strict encoding refuses), this writer says no rather than raise the error: the generated code then
/// writes the value through the writer, element by element, which raises the driver's own error at the driver's own
/// place. The same goes for every value the generated code does not write itself (a subclass whose serializer is the
/// driver's or another assembly's, a member the driver's serializer serves). So the bytes are the writer's whenever this writer completes,
/// and its errors are the writer's whenever it does not.
/// </para>
/// <para>
/// Only a <see cref="BsonBinaryWriter"/> itself, with the strict UTF-8 encoding its settings have by default and the
/// driver's no-op element-name validator in use, is written to this way (<see cref="TryRent(IBsonWriter, out BsonSpanWriter?)"/>): any other writer (a
/// document writer, a wrapping writer, a subclass) gets the generated code's calls, as it always has.
/// </para>
/// </remarks>
internal sealed partial class BsonSpanWriter
{
    // A buffer grown past this goes back to the shared pool after its value, rather than stay with the thread: one huge
    // document does not pin its size to the thread. (Larger buffers come from that pool as they grow.)
    private const int MaxKeptLength = 1 << 20;

    private const int InitialLength = 1024;

    // The encoding BsonBinaryWriterSettings has by default (its Utf8Encodings.Strict): no byte order mark, an exception for
    // text that is not well-formed UTF-16. A writer with an equal encoding (UTF8Encoding.Equals) writes the same bytes.
    private static readonly UTF8Encoding StrictUtf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    // The longest "G" text of a decimal: a sign, 29 digits, a point and the rest of a 28-digit scale's zeros.
    private const int MaxDecimalLength = 64;

    // The "D" text of a Guid, as Guid.ToString() gives it.
    private const int GuidTextLength = 36;

    // The longest "c" text of a TimeSpan: "-10675199.02:48:05.4775808".
    private const int MaxTimeSpanLength = 26;

    // Text of more chars than this could need more bytes than an array holds (up to three per char).
    private const int MaxEncodedLength = (int.MaxValue / 3) - 64;

    [ThreadStatic]
    private static BsonSpanWriter? t_cached;

    private byte[] _buffer = new byte[InitialLength];
    private int _position;

    // The writer's serialization depth at the value (the value's own document or array is one more), and the limit its
    // settings set: the writer refuses a document or array deeper than that.
    private int _depth;
    private int _maxDepth;

    // The size the writer's settings allow a document (or array) at most; it refuses a larger one when it ends.
    private int _maxDocumentSize;

    // The writer's own Guid representation, from its settings: 2.x's GuidSerializer writes in it where it has none of its own
    // (GuidRepresentationMode V2). 3.x writers have none.
    private GuidRepresentation _writerGuids;

    // Whether the writer's settings turn the old binary subtype into the generic one (they do by default).
    private bool _fixOldBinarySubType;

    /// <summary>
    /// A buffer for a value about to be written by <paramref name="writer"/>, or false where the writer is not one whose
    /// bytes this writer can write for it (see the remarks of <see cref="BsonSpanWriter"/>).
    /// </summary>
    public static bool TryRent(IBsonWriter writer, [NotNullWhen(true)] out BsonSpanWriter? buffer) => TryRent(writer, context: null, out buffer);

    /// <summary>
    /// As <see cref="TryRent(IBsonWriter, out BsonSpanWriter?)"/> for the context's writer, keeping the context for the values
    /// whose bytes it decides (<see cref="Context"/>).
    /// </summary>
    public static bool TryRent(BsonSerializationContext context, [NotNullWhen(true)] out BsonSpanWriter? buffer) => TryRent(context.Writer, context, out buffer);

    /// <summary>
    /// The serialization context the value is written in, where the generated code rented the buffer with it; null otherwise
    /// (a BsonValue's buffer), where no value that depends on it is written here. The driver passes a document's context on to
    /// its members, items and nested documents unchanged, so it holds for everything in the value.
    /// </summary>
    public BsonSerializationContext? Context { get; private set; }

    /// <summary>
    /// A fact of <see cref="Context"/> that a value's writer keeps for the rest of the value, since the context is the same
    /// throughout it: <see cref="DynamicValues"/>' types that the context takes as dynamic, asked of the context's
    /// delegate once rather than at every value. Negative until first kept.
    /// </summary>
    internal int ContextDynamicTypes { get; set; }

    private static bool TryRent(IBsonWriter writer, BsonSerializationContext? context, [NotNullWhen(true)] out BsonSpanWriter? buffer)
    {
        buffer = null;
        if (writer.GetType() != typeof(BsonBinaryWriter) || writer.Settings is not BsonBinaryWriterSettings settings || !StrictUtf8.Equals(settings.Encoding) ||
            !ChecksNoElementNames((BsonWriter)writer))
        {
            return false;
        }

        // The thread's buffer, unless a value is being written into it already (a getter that writes another document).
        buffer = t_cached ?? new BsonSpanWriter();
        t_cached = null;
        buffer._position = 0;
        buffer.Refused = false;
        buffer.Context = context;
        buffer.ContextDynamicTypes = -1;
        buffer._depth = writer.SerializationDepth;
        buffer._maxDepth = settings.MaxSerializationDepth;
        buffer._maxDocumentSize = settings.MaxDocumentSize;
        buffer._fixOldBinarySubType = settings.FixOldBinarySubTypeOnOutput;
#if MONGODB_BSON_3
        buffer._writerGuids = GuidRepresentation.Unspecified;
#else
#pragma warning disable CS0618 // the 2.x writer's Guid representation, which GuidRepresentationMode V2 writes Guids in (V3 refuses to give it)
        buffer._writerGuids = BsonDefaults.GuidRepresentationMode == GuidRepresentationMode.V2 ? settings.GuidRepresentation : GuidRepresentation.Unspecified;
#pragma warning restore CS0618
#endif
        return true;
    }

    /// <summary>
    /// Whether the document Serialize is about to start is at a point of the writer where a document can start (at the top,
    /// or as an element's value), so that the writer takes it in one piece (through <see cref="TryRent(IBsonWriter, out BsonSpanWriter?)"/>) as it would take
    /// its start. Anywhere else the writer raises its own error for the start of a document.
    /// </summary>
    public static bool TakesWholeDocument(IBsonWriter writer) =>
        writer.State is BsonWriterState.Initial or BsonWriterState.Value or BsonWriterState.Done;

    /// <summary>
    /// Whether the last value was given up for something in that value alone, rather than because it holds a value the span
    /// writer leaves to the writer (a subclass, a discriminator ...): the writer would refuse something in it (its depth, its
    /// size, a name, a text), and then raises its error; or a BsonValue in it is of a class the writer's path writes (see
    /// <see cref="TryBsonValue"/>). Either way the span writer still writes the next one.
    /// </summary>
    public bool Refused { get; private set; }

    /// <summary>Hands the array written into the buffer to the writer, whose current element it is, and releases the buffer.</summary>
    public void WriteArrayTo(IBsonWriter writer)
    {
        writer.WriteRawBsonArray(new ByteArrayBuffer(_buffer, _position, isReadOnly: true));
        Release();
    }

    /// <summary>Hands the document written into the buffer to the writer, whose current element it is, and releases the buffer.</summary>
    public void WriteDocumentTo(IBsonWriter writer)
    {
        writer.WriteRawBsonDocument(new ByteArrayBuffer(_buffer, _position, isReadOnly: true));
        Release();
    }

    /// <summary>Gives the buffer back for the thread's next value (after the generated code said no, its bytes are dropped).</summary>
    public void Release()
    {
        if (_buffer.Length > MaxKeptLength)
        {
            ArrayPool<byte>.Shared.Return(_buffer);
            _buffer = new byte[InitialLength];
        }

        Context = null;
        t_cached = this;
    }

    /// <summary>Starts a document or an array (its length, filled in by <see cref="TryEnd"/>); false where the writer would refuse its depth.</summary>
    public bool TryStart(out int start)
    {
        start = _position;
        if (++_depth > _maxDepth)
        {
            return Refuse();
        }

        Reserve(4);
        _position += 4;
        return true;
    }

    /// <summary>Ends the document or array started at <paramref name="start"/>; false where the writer would refuse its size.</summary>
    public bool TryEnd(int start)
    {
        Reserve(1);
        _buffer[_position++] = 0;
        var size = _position - start;
        if (size > _maxDocumentSize)
        {
            return Refuse();
        }

        BinaryPrimitives.WriteInt32LittleEndian(_buffer.AsSpan(start), size);
        _depth--;
        return true;
    }

    /// <summary>An element's type and its name, given without its terminating null (a name the generated code knows).</summary>
    public void Element(BsonType type, ReadOnlySpan<byte> name)
    {
        var span = Reserve(name.Length + 2);
        span[0] = (byte)type;
        name.CopyTo(span.Slice(1));
        span[name.Length + 1] = 0;
        _position += name.Length + 2;
    }

    /// <summary>An array item's type and its name, the item's index.</summary>
    public void Element(BsonType type, int index)
    {
        var span = Reserve(12);
        span[0] = (byte)type;
        index.TryFormat(span.Slice(1), out var written, provider: CultureInfo.InvariantCulture);
        span[written + 1] = 0;
        _position += written + 2;
    }

    /// <summary>
    /// An element's type and a name known only now (a dictionary's key); false where the writer would refuse it: a null
    /// character, or text the strict encoding refuses.
    /// </summary>
    public bool TryElement(BsonType type, string? name)
    {
        if (name is null)
        {
            return Refuse();
        }

        Reserve(1)[0] = (byte)type;
        _position++;
        return TryCString(name);
    }

    /// <summary>
    /// A cstring (an element's name, a regular expression's pattern or options): its UTF-8 bytes and a null; false where
    /// the writer would refuse it: a null character, or text the strict encoding refuses.
    /// </summary>
    private bool TryCString(string text)
    {
        if (TryShortAscii(text))
        {
            Reserve(1)[0] = 0;
            _position++;
            return true;
        }

        if (text.Contains('\0') || !TryEncode(text))
        {
            return Refuse();
        }

        Reserve(1)[0] = 0;
        _position++;
        return true;
    }

    // Text this short is copied a byte per char rather than handed to the transcoder, whose call costs more than the copy.
    private const int ShortTextLength = 16;

    /// <summary>
    /// Short ASCII text (element names, a dictionary's keys, short values), written a byte per char, and true; false, with
    /// the position where it was (what was copied is written over), for longer text or any char outside 1 to 127 (a null,
    /// which the writer refuses in a cstring, or one that takes more than a byte), for the transcoder.
    /// </summary>
    private bool TryShortAscii(string text)
    {
        if (text.Length > ShortTextLength)
        {
            return false;
        }

        var span = Reserve(text.Length);
        for (var i = 0; i < text.Length; i++)
        {
            var c = text[i];
            if ((uint)(c - 1) >= 0x7F)
            {
                return false;
            }

            span[i] = (byte)c;
        }

        _position += text.Length;
        return true;
    }

    public void Int32(int value)
    {
        BinaryPrimitives.WriteInt32LittleEndian(Reserve(4), value);
        _position += 4;
    }

    public void Int64(long value)
    {
        BinaryPrimitives.WriteInt64LittleEndian(Reserve(8), value);
        _position += 8;
    }

    /// <summary>
    /// A long (or a uint, widened) as an Int32, as a checked conversion writes it; false (refused) past int's range, where
    /// that conversion throws.
    /// </summary>
    public bool TryInt32(long value)
    {
        if (value is < int.MinValue or > int.MaxValue)
        {
            return Refuse();
        }

        Int32((int)value);
        return true;
    }

    /// <summary>
    /// A ulong as the Int32 of its low 32 bits, as a checked conversion to uint and an unchecked one to int write it; false
    /// (refused) past uint's range, where the checked one throws.
    /// </summary>
    public bool TryInt32Bits(ulong value)
    {
        if (value > uint.MaxValue)
        {
            return Refuse();
        }

        Int32(unchecked((int)(uint)value));
        return true;
    }

    /// <summary>A ulong as an Int64, as its serializer's checked conversion writes it; false (refused) past long's range, where that conversion throws.</summary>
    public bool TryInt64(ulong value)
    {
        if (value > long.MaxValue)
        {
            return Refuse();
        }

        Int64((long)value);
        return true;
    }

    public void Double(double value)
    {
        BinaryPrimitives.WriteDoubleLittleEndian(Reserve(8), value);
        _position += 8;
    }

    public void Boolean(bool value)
    {
        Reserve(1)[0] = value ? (byte)1 : (byte)0;
        _position++;
    }

    /// <summary>A BSON DateTime: milliseconds since the Unix epoch.</summary>
    public void DateTime(long millisecondsSinceEpoch) => Int64(millisecondsSinceEpoch);

    public void ObjectId(ObjectId value)
    {
        Reserve(12);
        value.ToByteArray(_buffer, _position);
        _position += 12;
    }

    /// <summary>
    /// A string as an ObjectId, as the driver's StringSerializer with the ObjectId representation writes it
    /// (<c>ObjectId.Parse</c>); false (refused) for text that does not parse, where that throws.
    /// </summary>
    public bool TryObjectIdText(string value)
    {
        if (!MongoDB.Bson.ObjectId.TryParse(value, out var parsed))
        {
            return Refuse();
        }

        ObjectId(parsed);
        return true;
    }

    /// <summary>A Decimal128: its low 64 bits, then its high 64 bits.</summary>
    public void Decimal128(Decimal128 value)
    {
        var span = Reserve(16);
        BinaryPrimitives.WriteUInt64LittleEndian(span, value.GetIEEELowBits());
        BinaryPrimitives.WriteUInt64LittleEndian(span.Slice(8), value.GetIEEEHighBits());
        _position += 16;
    }

    /// <summary>
    /// <paramref name="serializer"/> where it is the driver's own DecimalSerializer with the String representation (2.x's
    /// default) or the Decimal128 one (3.x's), whose <see cref="DecimalSerializer.Representation"/> is the element's type, or
    /// the one the driver's own NullableSerializer of decimals hands a value to (it writes a null itself); null for any
    /// other, whose values the writer writes.
    /// </summary>
    public static DecimalSerializer? DriversDecimals(IBsonSerializer serializer)
    {
        if (serializer.GetType() == typeof(NullableSerializer<decimal>))
        {
            serializer = ((IChildSerializerConfigurable)serializer).ChildSerializer;
        }

        return serializer.GetType() == typeof(DecimalSerializer) && ((DecimalSerializer)serializer).Representation is BsonType.String or BsonType.Decimal128
            ? (DecimalSerializer)serializer
            : null;
    }

    /// <summary>A decimal as <paramref name="decimals"/> (from <see cref="DriversDecimals"/>) writes it.</summary>
    public void Decimal(DecimalSerializer decimals, decimal value)
    {
        if (decimals.Representation == BsonType.Decimal128)
        {
            Decimal128(decimals.Converter.ToDecimal128(value));
            return;
        }

        // JsonConvert.ToString's text: the "G" format, invariant.
        FormattedString(value, MaxDecimalLength, "G", NumberFormatInfo.InvariantInfo);
    }

    /// <summary>
    /// The BSON type in which a Guid is written at a place of <paramref name="format"/>: Binary or String, as
    /// <see cref="GuidValues"/> writes it through the writer. False where the place's serializer is not the driver's
    /// GuidSerializer (its values are the writer's to write), or where that serializer has no representation to write the
    /// value in, and throws (the writer then raises its error).
    /// </summary>
    public bool TryGuidType(GuidFormat format, out BsonType type)
    {
        type = format.Representation;
        if (!format.IsGuidSerializer)
        {
            return false;
        }

        return type == BsonType.String || GuidValues.BinaryRepresentation(format, _writerGuids) != GuidRepresentation.Unspecified || Refuse();
    }

    /// <summary>A Guid as the serializer of <paramref name="format"/> writes it, in the type <see cref="TryGuidType"/> gave.</summary>
    public void Guid(GuidFormat format, Guid value)
    {
        if (format.Representation == BsonType.String)
        {
            // Its ToString() text, the "D" format.
            FormattedString(value, GuidTextLength, "D", provider: null);
            return;
        }

        // A binary of 16 bytes, of the representation's subtype.
        var representation = GuidValues.BinaryRepresentation(format, _writerGuids);
        var span = Reserve(21);
        BinaryPrimitives.WriteInt32LittleEndian(span, 16);
        span[4] = (byte)GuidConverter.GetSubType(representation);
        GuidValues.Encode(value, representation, span.Slice(5, 16));
        _position += 21;
    }

    /// <summary>
    /// A DateTimeOffset as a 2.x DateTimeOffsetSerializer writes it by default (see WriterValues): the array [ticks, offset
    /// in minutes]; false where the writer would refuse its depth.
    /// </summary>
    public bool TryDateTimeOffsetArray(DateTimeOffset value)
    {
        if (!TryStart(out var start))
        {
            return false;
        }

        Element(BsonType.Int64, 0);
        Int64(value.Ticks);
        Element(BsonType.Int32, 1);
        Int32(WriterValues.OffsetMinutes(value));
        return TryEnd(start);
    }

    /// <summary>
    /// A DateTimeOffset as a 3.x DateTimeOffsetSerializer writes it by default (see WriterValues): the document { DateTime,
    /// Ticks, Offset }; false where the writer would refuse its depth.
    /// </summary>
    public bool TryDateTimeOffsetDocument(DateTimeOffset value)
    {
        if (!TryStart(out var start))
        {
            return false;
        }

        Element(BsonType.DateTime, "DateTime"u8);
        DateTime(WriterValues.DateTimeOffsetMilliseconds(value));
        Element(BsonType.Int64, "Ticks"u8);
        Int64(value.Ticks);
        Element(BsonType.Int32, "Offset"u8);
        Int32(WriterValues.OffsetMinutes(value));
        return TryEnd(start);
    }

    /// <summary>A TimeSpan as the driver's TimeSpanSerializer writes it by default: its ToString() text (the invariant "c" format).</summary>
    public void TimeSpan(TimeSpan value) => FormattedString(value, MaxTimeSpanLength, "c", CultureInfo.InvariantCulture);

    /// <summary>A byte array as BSON Binary of the generic subtype, as the writer's WriteBytes writes it (ByteArraySerializer's default).</summary>
    public void Bytes(byte[] value) => Binary(value, BsonBinarySubType.Binary);

    /// <summary>
    /// A byte array as the String of its lower-case hex digits, as ByteArraySerializer with the String representation
    /// writes it (BsonUtils.ToHexString), formatted straight into the buffer; false for an array whose text could not be
    /// held (the writer's own error, if it has one).
    /// </summary>
    public bool TryHexString(byte[] value)
    {
        if (value.Length > MaxEncodedLength / 2)
        {
            return false;
        }

        var lengthAt = StartString();
        var span = Reserve(value.Length * 2);
        for (var i = 0; i < value.Length; i++)
        {
            span[2 * i] = HexDigit(value[i] >> 4);
            span[(2 * i) + 1] = HexDigit(value[i] & 0xf);
        }

        _position += value.Length * 2;
        EndString(lengthAt);
        return true;
    }

    private static byte HexDigit(int value) => (byte)(value < 10 ? '0' + value : 'a' + value - 10);

    // A binary's length, its subtype and its bytes, as the writer writes them; the old binary subtype (where the settings
    // keep it) has the bytes' length again inside, for historical reasons.
    private void Binary(byte[] bytes, BsonBinarySubType subType)
    {
#pragma warning disable CS0618 // the old binary subtype, obsolete for new data, which a value may still hold
        var header = subType == BsonBinarySubType.OldBinary ? 9 : 5;
#pragma warning restore CS0618
        var span = Reserve(bytes.Length + header);
        BinaryPrimitives.WriteInt32LittleEndian(span, header == 9 ? bytes.Length + 4 : bytes.Length);
        span[4] = (byte)subType;
        if (header == 9)
        {
            BinaryPrimitives.WriteInt32LittleEndian(span.Slice(5), bytes.Length);
        }

        bytes.CopyTo(span.Slice(header));
        _position += bytes.Length + header;
    }

    /// <summary>A BSON string: its length, its UTF-8 bytes and a null; false for text the strict encoding refuses.</summary>
    public bool TryString(string value)
    {
        var lengthAt = StartString();
        if (!TryShortAscii(value) && !TryEncode(value))
        {
            return Refuse();
        }

        EndString(lengthAt);
        return true;
    }

    // A BSON string of a value's text, which is ASCII of at most maxLength bytes in this format, formatted straight into the
    // buffer (a struct's constrained call: no boxing, no string).
    private void FormattedString<T>(T value, int maxLength, ReadOnlySpan<char> format, IFormatProvider? provider)
        where T : IUtf8SpanFormattable
    {
        var lengthAt = StartString();
        value.TryFormat(Reserve(maxLength), out var written, format, provider);
        _position += written;
        EndString(lengthAt);
    }

    // A BSON string's length, filled in by EndString once its bytes are written.
    private int StartString()
    {
        var lengthAt = _position;
        Reserve(4);
        _position += 4;
        return lengthAt;
    }

    // The string's terminating null, and its length (bytes and null) before them.
    private void EndString(int lengthAt)
    {
        Reserve(1)[0] = 0;
        _position++;
        BinaryPrimitives.WriteInt32LittleEndian(_buffer.AsSpan(lengthAt), _position - lengthAt - 4);
    }

    // The text's UTF-8 bytes, as the writer's strict encoding writes them (well-formed UTF-16 has one UTF-8 form); false
    // where it would throw, for a lone surrogate.
    private bool TryEncode(string text)
    {
        if (text.Length > MaxEncodedLength)
        {
            return false; // more than the buffer could hold: the writer's own error, if it has one
        }

        var status = System.Text.Unicode.Utf8.FromUtf16(text, Reserve(text.Length * 3), out _, out var written, replaceInvalidSequences: false);
        _position += written;
        return status == OperationStatus.Done;
    }

    /// <summary>
    /// Gives the value up to the writer's path for something in it alone (see <see cref="Refused"/>): always false, for the
    /// span write to return.
    /// </summary>
    public bool Refuse()
    {
        Refused = true;
        return false;
    }

    // The buffer from the current position, with room for at least `count` more bytes.
    private Span<byte> Reserve(int count)
    {
        if (_buffer.Length - _position < count)
        {
            // Past the first buffer, from the shared pool: a large document's buffers are reused, not allocated each time.
            var grown = ArrayPool<byte>.Shared.Rent(Math.Max(_buffer.Length * 2, _position + count));
            _buffer.AsSpan(0, _position).CopyTo(grown);
            if (_buffer.Length > InitialLength)
            {
                ArrayPool<byte>.Shared.Return(_buffer);
            }

            _buffer = grown;
        }

        return _buffer.AsSpan(_position);
    }
}
