using System;
using System.Buffers.Binary;
using System.Text;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// The span path's BsonValues: reads a value of any BSON type into the BsonValue that the driver's serializers
/// (BsonValueSerializer, and the serializer of each class) build from the same bytes: the same classes, constructors and
/// shared instances, documents and arrays built element by element as the driver adds them. Whatever the bytes alone do
/// not decide is declined (the method returns false and the driver reads the value): a value the reader's settings
/// change, and a value the driver refuses (malformed bytes, a repeated element name). Nesting deeper than
/// <c>FastBsonSerializers.MaxReadDepth</c> allows is refused (<see cref="NestingDepth"/>).
/// </summary>
/// <remarks>
/// Documents are built as under a context whose AllowDuplicateElementNames is false: <see cref="SpanDocument"/> opens no
/// other, so every document the span path reads, nested or detached, is read under such a context.
/// </remarks>
internal static class SpanBsonValues
{
    /// <summary>The old binary subtype, whose name is obsolete in the driver.</summary>
    private const byte OldBinarySubType = 0x02;

    /// <summary>The size of the driver's C# null document, <c>{ _csharpnull: true }</c>.</summary>
    private const int CSharpNullSize = 19;


    // The driver decodes empty and one-byte ASCII strings and names to shared instances: so does this code.
    private static readonly string[] AsciiStrings = CreateAsciiStrings();

    private enum CSharpNull
    {
        /// <summary>An ordinary document.</summary>
        No,

        /// <summary>The driver's C# null document.</summary>
        Yes,

        /// <summary>A document that starts as one and is not exactly one: the driver's member serializer decides it.</summary>
        Unsure,
    }

    /// <summary>
    /// Whether a member's element is C# null, as the member map's serializer reads it: BSON null, or the driver's
    /// <c>{ _csharpnull: true }</c>, which is then read. (Not for <c>BsonValue</c> and <c>BsonNull</c> members, which read
    /// BSON null as <c>BsonNull.Value</c>.)
    /// </summary>
    public static bool IsMemberNull(ref BsonSpanReader reader, int type) =>
        type == (int)BsonType.Null ||
        (type == (int)BsonType.Document && reader.TryReadDocument(out var document) && Classify(document) == CSharpNull.Yes);

    /// <summary>A <c>BsonValue</c> member's value: the driver's C# null document is null; BSON null is <c>BsonNull.Value</c>.</summary>
    public static bool TryReadMemberValue(ref BsonSpanReader reader, int type, BsonDeserializationContext? context, out BsonValue? value)
    {
        if (type == (int)BsonType.Document)
        {
            var read = TryReadMemberDocument(ref reader, context, out var document);
            value = document;
            return read;
        }

        var any = TryReadValue(ref reader, type, context, depth: 0, out var result);
        value = result;
        return any;
    }

    /// <summary>A <c>BsonDocument</c> member's document: the driver's C# null document is null.</summary>
    public static bool TryReadMemberDocument(ref BsonSpanReader reader, BsonDeserializationContext? context, out BsonDocument? value)
    {
        value = null;
        if (!reader.TryReadDocument(out var bytes))
        {
            return false;
        }

        switch (Classify(bytes))
        {
            case CSharpNull.Yes:
                return true;
            case CSharpNull.Unsure:
                return false;
        }

        var read = TryReadDocument(bytes, context, depth: 1, out var document);
        value = document;
        return read;
    }

    /// <summary>
    /// The bytes a <c>RawBsonDocument</c> member keeps (null for the driver's C# null document):
    /// from a document the reader stands in, a slice of the reader's buffer, as the driver's <c>ReadRawBsonDocument</c>
    /// gives it; from detached bytes, a read-only copy of them.
    /// </summary>
    public static bool TryReadMemberDocumentSlice(ref BsonSpanReader reader, in SpanDocument document, out IByteBuffer? value)
    {
        value = null;
        var start = reader.Position;
        if (!reader.TryReadDocument(out var bytes))
        {
            return false;
        }

        switch (Classify(bytes))
        {
            case CSharpNull.Yes:
                return true;
            case CSharpNull.Unsure:
                return false;
        }

        return FirstElementReads(bytes) && TryKeep(bytes, start, in document, out value);
    }

    /// <summary>
    /// Whether the reader reads the document's first element type and name without error: the member map's C# null
    /// serializer does so before it hands the document to RawBsonDocumentSerializer, which reads no further. (A type the
    /// driver may not know, DBPointer's, is declined too: the driver then decides.)
    /// </summary>
    private static bool FirstElementReads(ReadOnlySpan<byte> document)
    {
        var type = document[4];
        if (type == 0)
        {
            return true;
        }

        if (type is not ((>= 1 and <= 11) or (>= 13 and <= 19) or 0x7F or 0xFF))
        {
            return false;
        }

        var nameLength = document.Slice(5).IndexOf((byte)0);
        return nameLength >= 0 && BsonSpanReader.TryDecodeName(document.Slice(5, nameLength), out _);
    }

    /// <summary>The bytes a <c>RawBsonDocument</c> item keeps, read from detached bytes: a read-only copy.</summary>
    public static bool TryReadDocumentCopy(ref BsonSpanReader reader, out IByteBuffer value)
    {
        value = null!;
        if (!reader.TryReadDocument(out var bytes))
        {
            return false;
        }

        value = Copied(bytes);
        return true;
    }

    /// <summary>
    /// The bytes a <c>RawBsonArray</c> member keeps: from a document the reader stands in, a slice of
    /// the reader's buffer, as the driver's <c>ReadRawBsonArray</c> gives it; from detached bytes, a read-only copy of them.
    /// (No C# null document to tell apart: the member map's serializer looks for one only in a Document.)
    /// </summary>
    public static bool TryReadMemberArraySlice(ref BsonSpanReader reader, in SpanDocument document, out IByteBuffer value)
    {
        value = null!;
        var start = reader.Position;
        if (!reader.TryReadDocument(out var bytes) || !TryKeep(bytes, start, in document, out var kept))
        {
            return false;
        }

        value = kept!;
        return true;
    }

    /// <summary>The bytes a <c>RawBsonArray</c> item keeps, read from detached bytes: a read-only copy.</summary>
    public static bool TryReadArrayCopy(ref BsonSpanReader reader, out IByteBuffer value) => TryReadDocumentCopy(ref reader, out value);

    /// <summary>
    /// The bytes of a value read whole, as a class that keeps them holds them: a slice of the reader's own buffer where one
    /// stands behind the document (false for a writable one, which the driver refuses to slice), else a read-only copy.
    /// </summary>
    private static bool TryKeep(ReadOnlySpan<byte> bytes, int start, in SpanDocument document, out IByteBuffer? value)
    {
        if (!document.CanHandOff)
        {
            value = Copied(bytes);
            return true;
        }

        var sliced = document.TrySlice(start, bytes.Length, out var slice);
        value = sliced ? slice : null;
        return sliced;
    }

    /// <summary>A read-only buffer over a copy of the bytes, as the byte-array constructor of RawBsonDocument makes one.</summary>
    private static IByteBuffer Copied(ReadOnlySpan<byte> bytes) => new ByteArrayBuffer(bytes.ToArray(), isReadOnly: true);

    /// <summary>A value of any BSON type, as BsonValueSerializer reads it (BSON null is <c>BsonNull.Value</c>).</summary>
    public static bool TryReadValue(ref BsonSpanReader reader, int type, BsonDeserializationContext? context, out BsonValue value) =>
        TryReadValue(ref reader, type, context, depth: 0, out value);

    /// <summary>A BSON document, as BsonDocumentSerializer reads it.</summary>
    public static bool TryReadDocument(ref BsonSpanReader reader, BsonDeserializationContext? context, out BsonDocument value)
    {
        value = null!;
        return reader.TryReadDocument(out var bytes) && TryReadDocument(bytes, context, depth: 1, out value);
    }

    /// <summary>A BSON array, as BsonArraySerializer reads it.</summary>
    public static bool TryReadArray(ref BsonSpanReader reader, BsonDeserializationContext? context, out BsonArray value)
    {
        value = null!;
        return reader.TryReadDocument(out var bytes) && TryReadArray(bytes, context, depth: 1, out value);
    }

    /// <summary>A BSON JavaScriptWithScope, as BsonJavaScriptWithScopeSerializer reads it.</summary>
    public static bool TryReadJavaScriptWithScope(ref BsonSpanReader reader, BsonDeserializationContext? context, out BsonJavaScriptWithScope value) =>
        TryReadJavaScriptWithScope(ref reader, context, depth: 0, out value);

    /// <summary>A String (or JavaScript, or Symbol) value, decoded as the driver's reader decodes it with its default (strict) UTF-8.</summary>
    public static bool TryReadString(ref BsonSpanReader reader, out string value)
    {
        value = null!;

        // The value is its length (checked positive and in bounds), the text and a terminating zero.
        return reader.TryReadValue((int)BsonType.String, out var bytes) &&
            bytes[bytes.Length - 1] == 0 &&
            TryDecode(bytes.Slice(4, bytes.Length - 5), out value);
    }

    /// <summary>
    /// A DateTime value as the reader reads it: any number of milliseconds, but the old encoding of DateTime.MaxValue
    /// (one more than its milliseconds), which the reader's settings may fix up.
    /// </summary>
    public static bool TryReadDateTime(ref BsonSpanReader reader, out BsonDateTime value)
    {
        value = null!;
        if (!reader.TryReadInt64(out var milliseconds) || milliseconds == BsonConstants.DateTimeMaxValueMillisecondsSinceEpoch + 1)
        {
            return false;
        }

        value = new BsonDateTime(milliseconds);
        return true;
    }

    /// <summary>A Decimal128 value: its low 64 bits, then its high 64 bits.</summary>
    public static bool TryReadDecimal128(ref BsonSpanReader reader, out Decimal128 value)
    {
        value = default;
        if (!reader.TryReadValue((int)BsonType.Decimal128, out var bytes))
        {
            return false;
        }

        value = Decimal128.FromIEEEBits(BinaryPrimitives.ReadUInt64LittleEndian(bytes.Slice(8)), BinaryPrimitives.ReadUInt64LittleEndian(bytes));
        return true;
    }

    /// <summary>A RegularExpression value: its pattern and its options, each a C string (the constructor orders the options, as the driver's does).</summary>
    public static bool TryReadRegularExpression(ref BsonSpanReader reader, out BsonRegularExpression value)
    {
        value = null!;
        if (!reader.TryReadValue((int)BsonType.RegularExpression, out var bytes))
        {
            return false;
        }

        var end = bytes.IndexOf((byte)0);
        if (!TryDecode(bytes.Slice(0, end), out var pattern) || !TryDecode(bytes.Slice(end + 1, bytes.Length - end - 2), out var options))
        {
            return false;
        }

        value = new BsonRegularExpression(pattern, options);
        return true;
    }

    /// <summary>
    /// A Binary value, as the reader reads it. Declined: the old binary subtype (whose conversion the reader's settings
    /// decide), a UUID subtype of another length than 16 (the driver's error), and in 2.x's GuidRepresentationMode V2 a
    /// legacy UUID, whose representation the reader's settings give, when there is no reader (<paramref name="context"/> null).
    /// </summary>
    public static bool TryReadBinaryData(ref BsonSpanReader reader, BsonDeserializationContext? context, out BsonBinaryData value)
    {
        value = null!;

        // The value is the payload's length, the subtype and the payload.
        if (!reader.TryReadValue((int)BsonType.Binary, out var bytes))
        {
            return false;
        }

        var subType = (BsonBinarySubType)bytes[4];
        var payload = bytes.Slice(5);
        var isUuid = subType == BsonBinarySubType.UuidStandard || subType == BsonBinarySubType.UuidLegacy;
        if (bytes[4] == OldBinarySubType || (isUuid && payload.Length != 16))
        {
            return false;
        }

#if MONGODB_BSON_3
        value = new BsonBinaryData(payload.ToArray(), subType);
        return true;
#else
#pragma warning disable CS0618 // 2.x's reader gives binary values a GuidRepresentation in V2 mode, through obsolete APIs
        if (BsonDefaults.GuidRepresentationMode != GuidRepresentationMode.V2)
        {
            value = new BsonBinaryData(payload.ToArray(), subType);
            return true;
        }

        GuidRepresentation representation;
        switch (subType)
        {
            case BsonBinarySubType.UuidStandard:
                representation = GuidRepresentation.Standard;
                break;
            case BsonBinarySubType.UuidLegacy:
                // The reader's setting, which the constructor refuses when it is Standard (the driver's read then fails).
                if (context?.Reader is not MongoDB.Bson.IO.BsonReader legacyReader ||
                    legacyReader.Settings.GuidRepresentation == GuidRepresentation.Standard)
                {
                    return false;
                }

                representation = legacyReader.Settings.GuidRepresentation;
                break;
            default:
                representation = GuidRepresentation.Unspecified;
                break;
        }

        value = new BsonBinaryData(payload.ToArray(), subType, representation);
        return true;
#pragma warning restore CS0618
#endif
    }

    private static bool TryReadValue(ref BsonSpanReader reader, int type, BsonDeserializationContext? context, int depth, out BsonValue value)
    {
        value = null!;
        switch ((BsonType)type)
        {
            // The conversions and constructors the driver's serializers use, sharing the instances they share.
            case BsonType.Double:
                {
                    if (!reader.TryReadDouble(out var number))
                    {
                        return false;
                    }

                    value = (BsonDouble)number;
                    return true;
                }

            case BsonType.String:
                {
                    if (!TryReadString(ref reader, out var text))
                    {
                        return false;
                    }

                    value = (BsonString)text;
                    return true;
                }

            case BsonType.Document:
                {
                    if (!reader.TryReadDocument(out var bytes) || !TryReadDocument(bytes, context, depth + 1, out var document))
                    {
                        return false;
                    }

                    value = document;
                    return true;
                }

            case BsonType.Array:
                {
                    if (!reader.TryReadDocument(out var bytes) || !TryReadArray(bytes, context, depth + 1, out var array))
                    {
                        return false;
                    }

                    value = array;
                    return true;
                }

            case BsonType.Binary:
                {
                    if (!TryReadBinaryData(ref reader, context, out var binary))
                    {
                        return false;
                    }

                    value = binary;
                    return true;
                }

            case BsonType.Undefined:
                value = BsonUndefined.Value;
                return true;

            case BsonType.ObjectId:
                {
                    if (!reader.TryReadObjectId(out var id))
                    {
                        return false;
                    }

                    value = new BsonObjectId(id);
                    return true;
                }

            case BsonType.Boolean:
                {
                    if (!reader.TryReadBoolean(out var flag))
                    {
                        return false;
                    }

                    value = (BsonBoolean)flag;
                    return true;
                }

            case BsonType.DateTime:
                {
                    if (!TryReadDateTime(ref reader, out var dateTime))
                    {
                        return false;
                    }

                    value = dateTime;
                    return true;
                }

            case BsonType.Null:
                value = BsonNull.Value;
                return true;

            case BsonType.RegularExpression:
                {
                    if (!TryReadRegularExpression(ref reader, out var regex))
                    {
                        return false;
                    }

                    value = regex;
                    return true;
                }

            case BsonType.JavaScript:
                {
                    if (!TryReadString(ref reader, out var code))
                    {
                        return false;
                    }

                    value = new BsonJavaScript(code);
                    return true;
                }

            case BsonType.Symbol:
                {
                    if (!TryReadString(ref reader, out var name))
                    {
                        return false;
                    }

                    value = BsonSymbolTable.Lookup(name);
                    return true;
                }

            case BsonType.JavaScriptWithScope:
                {
                    if (!TryReadJavaScriptWithScope(ref reader, context, depth, out var script))
                    {
                        return false;
                    }

                    value = script;
                    return true;
                }

            case BsonType.Int32:
                {
                    if (!reader.TryReadInt32(out var number))
                    {
                        return false;
                    }

                    value = (BsonInt32)number;
                    return true;
                }

            case BsonType.Timestamp:
                {
                    if (!reader.TryReadInt64(out var timestamp))
                    {
                        return false;
                    }

                    value = new BsonTimestamp(timestamp);
                    return true;
                }

            case BsonType.Int64:
                {
                    if (!reader.TryReadInt64(out var number))
                    {
                        return false;
                    }

                    value = (BsonInt64)number;
                    return true;
                }

            case BsonType.Decimal128:
                {
                    if (!TryReadDecimal128(ref reader, out var number))
                    {
                        return false;
                    }

                    value = (BsonDecimal128)number;
                    return true;
                }

            case BsonType.MinKey:
                value = BsonMinKey.Value;
                return true;

            case BsonType.MaxKey:
                value = BsonMaxKey.Value;
                return true;

            default:
                // Not a BSON type: the reader's error.
                return false;
        }
    }

    /// <summary>A document's elements in order, each added as the driver adds it (refusing a repeated name).</summary>
    private static bool TryReadDocument(ReadOnlySpan<byte> bytes, BsonDeserializationContext? context, int depth, out BsonDocument value)
    {
        value = null!;
        NestingDepth.Check(depth);

        var reader = new BsonSpanReader(bytes);
        var document = new BsonDocument(allowDuplicateNames: false);
        while (true)
        {
            var type = reader.ReadElement(out var nameBytes);
            if (type == BsonSpanReader.EndOfDocument)
            {
                value = document;
                return true;
            }

            if (type == BsonSpanReader.Malformed ||
                !TryDecode(nameBytes, out var name) ||
                !TryReadValue(ref reader, type, context, depth, out var element) ||
                !TryAdd(document, name, element))
            {
                return false;
            }
        }
    }

    /// <summary>An array's items in order; their names, which the driver's reader skips unread, are not read either.</summary>
    private static bool TryReadArray(ReadOnlySpan<byte> bytes, BsonDeserializationContext? context, int depth, out BsonArray value)
    {
        value = null!;
        NestingDepth.Check(depth);

        var reader = new BsonSpanReader(bytes);
        var array = new BsonArray();
        while (true)
        {
            var type = reader.ReadElement(out _);
            if (type == BsonSpanReader.EndOfDocument)
            {
                value = array;
                return true;
            }

            if (type == BsonSpanReader.Malformed || !TryReadValue(ref reader, type, context, depth, out var item))
            {
                return false;
            }

            array.Add(item);
        }
    }

    /// <summary>
    /// The code and the scope document, whose sizes must fill the value's size exactly (the reader checks it when it leaves
    /// the scope).
    /// </summary>
    private static bool TryReadJavaScriptWithScope(ref BsonSpanReader reader, BsonDeserializationContext? context, int depth, out BsonJavaScriptWithScope value)
    {
        value = null!;

        // Its size, the code as a String value, then the scope document (at least five bytes).
        if (!reader.TryReadValue((int)BsonType.JavaScriptWithScope, out var bytes) || bytes.Length < 14)
        {
            return false;
        }

        var codeSize = BinaryPrimitives.ReadInt32LittleEndian(bytes.Slice(4));
        if (codeSize <= 0 || codeSize > bytes.Length - 13 || bytes[8 + codeSize - 1] != 0)
        {
            return false;
        }

        var scope = bytes.Slice(8 + codeSize);
        if (BinaryPrimitives.ReadInt32LittleEndian(scope) != scope.Length || scope[scope.Length - 1] != 0 ||
            !TryDecode(bytes.Slice(8, codeSize - 1), out var code) ||
            !TryReadDocument(scope, context, depth + 1, out var document))
        {
            return false;
        }

        value = new BsonJavaScriptWithScope(code, document);
        return true;
    }

    /// <summary>
    /// Whether a member's document is the driver's C# null document. The driver's member serializer takes a document whose
    /// first element is a Boolean named <c>_csharpnull</c> or <c>$csharpnull</c> for one if it holds true and nothing
    /// else; any other document starting so is left to that serializer (it reads some as documents, and fails on others).
    /// </summary>
    private static CSharpNull Classify(ReadOnlySpan<byte> document)
    {
        // Length, the Boolean type, "_csharpnull" or "$csharpnull" and its terminator, the value, the document's terminator.
        // The driver reads these from the stream whatever the length says: a document too short to hold them is told
        // apart by the bytes it has, and one that might be read as C# null is left to the driver.
        var name = document.Slice(5, Math.Min(12, document.Length - 5));
        if (document[4] != (byte)BsonType.Boolean ||
            name.Length == 0 ||
            (name[0] != (byte)'_' && name[0] != (byte)'$') ||
            !"csharpnull\0"u8.StartsWith(name.Slice(1)))
        {
            return CSharpNull.No;
        }

        return document.Length == CSharpNullSize && document[17] == 1 && document[18] == 0 ? CSharpNull.Yes : CSharpNull.Unsure;
    }

    private static bool TryAdd(BsonDocument document, string name, BsonValue value)
    {
        try
        {
            document.Add(name, value);
            return true;
        }
        catch (InvalidOperationException)
        {
            // A repeated name, which a document that does not allow them refuses: the driver's error, raised by its reader.
            return false;
        }
    }

    /// <summary>Decodes UTF-8 as the driver's reader does by default: strictly, to the shared instance of an empty or one-byte ASCII string.</summary>
    private static bool TryDecode(ReadOnlySpan<byte> utf8, out string value)
    {
        if (utf8.Length == 0)
        {
            value = string.Empty;
            return true;
        }

        if (utf8.Length == 1 && utf8[0] < 0x80)
        {
            value = AsciiStrings[utf8[0]];
            return true;
        }

        return Utf8Text.TryDecode(utf8, out value);
    }

    private static string[] CreateAsciiStrings()
    {
        var strings = new string[0x80];
        for (var i = 0; i < strings.Length; i++)
        {
            strings[i] = ((char)i).ToString();
        }

        return strings;
    }
}
