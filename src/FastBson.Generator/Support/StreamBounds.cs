using System;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// Lengths that claim more bytes than a binary reader's stream holds. The driver's binary reader trusts them: it
/// allocates what they claim (a string's buffer, up to 1 GB; a binary's array, up to 2 GB) and only then finds the end
/// of the stream, so a few bytes of hostile input cost gigabytes. FastBson looks first, and where the driver's reader
/// would fail for want of bytes, fails as it does: <see cref="EndOfStreamException"/>, with the stream at its end.
/// Every other length, and every stream that cannot tell its length, is left to the driver's reader and its errors.
/// </summary>
internal static class StreamBounds
{
    /// <summary>The largest buffer the driver's streams rent for a string (1 GB, in 2.x and 3.x alike); past it they refuse the length themselves.</summary>
    private const int DriverMaxStringBuffer = 1024 * 1024 * 1024;

    private const byte OldBinary = 0x02;

    private const byte GenericBinary = 0x00;

    /// <summary>
    /// The reader, once the value it is on (a string, JavaScript, symbol, binary or code with scope) is found to fit in
    /// its stream; for <c>reader.ReadX()</c> calls that read the value next.
    /// </summary>
    /// <exception cref="EndOfStreamException">The value claims more bytes than the stream holds.</exception>
    /// <param name="reader">The reader, on a value.</param>
    /// <param name="expected">The type the read that follows reads: on another, that read's own error comes first.</param>
    public static IBsonReader Checked(IBsonReader reader, BsonType expected)
    {
        Check(reader, expected, Read.Value);
        return reader;
    }

    /// <summary>As <see cref="Checked"/>, for <c>ReadBytes</c>, which refuses other binary subtypes before it reads any byte.</summary>
    public static IBsonReader CheckedForBytes(IBsonReader reader)
    {
        Check(reader, BsonType.Binary, Read.Bytes);
        return reader;
    }

    /// <summary>
    /// As <see cref="Checked"/>, for <c>ReadRawBsonDocument</c>: a stream over a plain Stream allocates the document's
    /// claimed size before reading it.
    /// </summary>
    public static IBsonReader CheckedForSlice(IBsonReader reader)
    {
        Check(reader, reader.GetCurrentBsonType() == BsonType.Array ? BsonType.Array : BsonType.Document, Read.Slice);
        return reader;
    }

    private enum Read
    {
        Value,
        Bytes,
        Slice,
    }

    /// <summary>
    /// Checks the value the reader is on before a driver's serializer reads it: a string, JavaScript, symbol, binary or
    /// code with scope by its own length; a document or an array, when <paramref name="wholeTree"/>, by every length in
    /// it, in the order a BsonValue serializer reads them. Where the first thing the driver's reader would stop at is a
    /// length beyond the stream, fails as it would there.
    /// </summary>
    /// <param name="reader">The reader, on a value.</param>
    /// <param name="wholeTree">Whether the serializer reads the value through to its end in order (BsonValue, object).</param>
    public static void CheckForDriver(IBsonReader reader, bool wholeTree)
    {
        if (reader is not BsonBinaryReader { State: BsonReaderState.Value } binary || !binary.BsonStream.CanSeek)
        {
            return;
        }

        var stream = binary.BsonStream;
        var start = stream.Position;
        var beyond = false;
        try
        {
            var type = binary.CurrentBsonType;
            beyond = wholeTree || type is not (BsonType.Document or BsonType.Array or BsonType.JavaScriptWithScope)
                ? FirstStopIsLengthBeyond(stream, type, binary.Settings.MaxDocumentSize)
                : type == BsonType.JavaScriptWithScope && ValueIsBeyond(stream, type, binary.Settings.MaxDocumentSize, bytesOnly: false);
        }
        catch (Exception exception) when (exception is EndOfStreamException or IOException or FormatException or ArgumentException)
        {
            // Something else stops the driver's reader first: its error.
        }
        finally
        {
            stream.Position = start;
        }

        if (beyond)
        {
            Fail(stream);
        }
    }

    private static void Check(IBsonReader reader, BsonType expected, Read read)
    {
        if (reader is not BsonBinaryReader { State: BsonReaderState.Value } binary || binary.CurrentBsonType != expected || !binary.BsonStream.CanSeek)
        {
            return;
        }

        var stream = binary.BsonStream;
        var start = stream.Position;
        var beyond = false;
        try
        {
            beyond = read == Read.Slice
                ? stream.ReadInt32() is var size && size > 4 && size - 4 > stream.Length - stream.Position
                : ValueIsBeyond(stream, expected, binary.Settings.MaxDocumentSize, bytesOnly: read == Read.Bytes);
        }
        catch (Exception exception) when (exception is EndOfStreamException or IOException)
        {
            // Not even its length is there: the stream's own error, raised by the driver's read.
        }
        finally
        {
            stream.Position = start;
        }

        if (beyond)
        {
            Fail(stream);
        }
    }

    /// <summary>Whether the value of <paramref name="type"/> at the stream's position claims more bytes than follow.</summary>
    private static bool ValueIsBeyond(BsonStream stream, BsonType type, int maxSize, bool bytesOnly)
    {
        switch (type)
        {
            case BsonType.String:
            case BsonType.JavaScript:
            case BsonType.Symbol:
            case (BsonType)0x0C: // DBPointer: its namespace first
                return StringIsBeyond(stream);
            case BsonType.JavaScriptWithScope:
                var size = stream.ReadInt32();
                return size >= 0 && size <= maxSize && StringIsBeyond(stream);
            case BsonType.Binary:
                return BinaryIsBeyond(stream, maxSize, bytesOnly);
            default:
                return false;
        }
    }

    private static bool StringIsBeyond(BsonStream stream)
    {
        var length = stream.ReadInt32();
        return length > 0 && length <= DriverMaxStringBuffer && length > stream.Length - stream.Position;
    }

    /// <summary>As BsonBinaryReader reads a binary: its size (refused when negative or too large), subtype, and an old binary's second size.</summary>
    private static bool BinaryIsBeyond(BsonStream stream, int maxSize, bool bytesOnly)
    {
        var size = stream.ReadInt32();
        if (size < 0 || size > maxSize)
        {
            return false;
        }

        var subType = (byte)stream.ReadByte();
        if (bytesOnly)
        {
            return (subType is GenericBinary or OldBinary) && size > stream.Length - stream.Position;
        }

        if (subType == OldBinary)
        {
            var inner = stream.ReadInt32();
            return inner == size - 4 && inner >= 0 && inner > stream.Length - stream.Position;
        }

        return size > stream.Length - stream.Position;
    }

    /// <summary>
    /// Walks the value's elements in one loop, in the driver's reading order, and returns whether the first thing that
    /// would stop the driver's reader is a length beyond the stream. Anything else that would stop it (an unknown type,
    /// a negative or unterminated string, a document whose size does not match its end) ends the walk with false.
    /// </summary>
    private static bool FirstStopIsLengthBeyond(BsonStream stream, BsonType type, int maxSize)
    {
        if (type is not (BsonType.Document or BsonType.Array or BsonType.JavaScriptWithScope))
        {
            return ValueIsBeyond(stream, type, maxSize, bytesOnly: false);
        }

        var ends = new System.Collections.Generic.Stack<long>();
        if (!OpenValue(stream, type, maxSize, ends, out var beyond))
        {
            return beyond;
        }

        while (ends.Count > 0)
        {
            var elementType = (BsonType)stream.ReadByte();
            if (elementType == BsonType.EndOfDocument)
            {
                if (stream.Position != ends.Pop())
                {
                    return false;
                }

                continue;
            }

            stream.SkipCString();
            if (!OpenValue(stream, elementType, maxSize, ends, out beyond))
            {
                return beyond;
            }
        }

        return false;
    }

    /// <summary>
    /// Reads past one value (entering a document or array, whose end it pushes); false when the walk ends here, with
    /// <paramref name="beyond"/> telling whether it ends at a length beyond the stream.
    /// </summary>
    private static bool OpenValue(BsonStream stream, BsonType type, int maxSize, System.Collections.Generic.Stack<long> ends, out bool beyond)
    {
        beyond = false;
        var start = stream.Position;
        switch (type)
        {
            case BsonType.Document:
            case BsonType.Array:
                var size = stream.ReadInt32();
                if (size < 5 || size > maxSize)
                {
                    return false;
                }

                ends.Push(start + size);
                return true;
            case BsonType.JavaScriptWithScope:
                var total = stream.ReadInt32();
                if (total < 0 || total > maxSize || !SkipString(stream, out beyond))
                {
                    return false;
                }

                var scope = stream.Position;
                var scopeSize = stream.ReadInt32();
                if (scopeSize < 5)
                {
                    return false;
                }

                ends.Push(scope + scopeSize);
                return true;
            case BsonType.String:
            case BsonType.JavaScript:
            case BsonType.Symbol:
                return SkipString(stream, out beyond);
            case (BsonType)0x0C:
                return SkipString(stream, out beyond) && Skip(stream, 12);
            case BsonType.Binary:
                if (ValueIsBeyond(stream, type, maxSize, bytesOnly: false))
                {
                    beyond = true;
                    return false;
                }

                stream.Position = start;
                var binarySize = stream.ReadInt32();
                return binarySize >= 0 && Skip(stream, 1L + binarySize);
            case BsonType.RegularExpression:
                stream.SkipCString();
                stream.SkipCString();
                return true;
            case BsonType.Double or BsonType.DateTime or BsonType.Timestamp or BsonType.Int64:
                return Skip(stream, 8);
            case BsonType.Int32:
                return Skip(stream, 4);
            case BsonType.Boolean:
                return Skip(stream, 1);
            case BsonType.ObjectId:
                return Skip(stream, 12);
            case BsonType.Decimal128:
                return Skip(stream, 16);
            case BsonType.Undefined or BsonType.Null or BsonType.MinKey or BsonType.MaxKey:
                return true;
            default:
                return false;
        }
    }

    /// <summary>Moves past a string whose bytes are all there and end in its terminator; else the walk ends (beyond, if they are not there).</summary>
    private static bool SkipString(BsonStream stream, out bool beyond)
    {
        var length = stream.ReadInt32();
        beyond = length > 0 && length <= DriverMaxStringBuffer && length > stream.Length - stream.Position;
        if (length <= 0 || beyond)
        {
            return false;
        }

        stream.Position += length - 1;
        return stream.ReadByte() == 0;
    }

    private static bool Skip(BsonStream stream, long count)
    {
        if (count > stream.Length - stream.Position)
        {
            return false;
        }

        stream.Position += count;
        return true;
    }

    /// <summary>Fails as the driver's stream does when bytes it reads are missing: at its end.</summary>
    private static void Fail(BsonStream stream)
    {
        stream.Position = stream.Length;
        throw new EndOfStreamException();
    }
}
