using System;
using System.IO;
using MongoDB.Bson;
using MongoDB.Bson.IO;

namespace FastBson.Runtime;

/// <summary>
/// Lengths that claim more bytes than a binary reader's stream holds. The driver's binary reader trusts them: it
/// allocates what they claim (a string's buffer, up to 1 GB; a binary's array, up to 2 GB) and only then finds the end
/// of the stream, so a few bytes of hostile input cost gigabytes. Called just before such a read, these checks look
/// first, and where the driver's reader would fail for want of bytes, fail as it does: <see cref="EndOfStreamException"/>,
/// with the stream at its end. Every other length (one the driver's reader refuses without allocating it, or that fits),
/// and every stream that cannot tell its length, is left to the driver's reader and its errors.
/// </summary>
/// <remarks>
/// The checks are exact only at the moment the read is made: FastBson's own reads call them directly, and a driver's
/// serializer handed a hostile value reads it through a <see cref="CheckedBinaryReader"/>, which calls them in each read.
/// </remarks>
internal static class StreamBounds
{
    /// <summary>The largest buffer the driver's streams rent for a string (1 GB, in 2.x and 3.x alike); past it they refuse the length themselves.</summary>
    public const int DriverMaxStringBuffer = 1024 * 1024 * 1024;

    /// <summary>The longest byte array the runtime creates: a longer one fails at once (OutOfMemoryException), without allocating.</summary>
    public const int MaxByteArray = 0x7FFFFFC7;

    private const byte OldBinary = 0x02;

    private const byte GenericBinary = 0x00;

    private enum Read
    {
        /// <summary>A string, JavaScript, symbol, binary, or code with scope's code.</summary>
        Value,

        /// <summary><c>ReadBytes</c>, which refuses other binary subtypes before it reads any byte.</summary>
        Bytes,

        /// <summary><c>ReadRawBsonDocument</c> or <c>ReadRawBsonArray</c>.</summary>
        Slice,
    }

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

    /// <summary>As <see cref="Checked"/>, for <c>ReadBytes</c>.</summary>
    public static IBsonReader CheckedForBytes(IBsonReader reader)
    {
        Check(reader, BsonType.Binary, Read.Bytes);
        return reader;
    }

    /// <summary>
    /// As <see cref="Checked"/>, for <c>ReadRawBsonDocument</c>: a stream over a plain Stream allocates the document's
    /// claimed size before reading it.
    /// </summary>
    public static IBsonReader CheckedForSlice(IBsonReader reader) => CheckedForSlice(reader, BsonType.Document);

    /// <summary>As <see cref="CheckedForSlice(IBsonReader)"/>, for <c>ReadRawBsonDocument</c> or <c>ReadRawBsonArray</c>, as <paramref name="expected"/> says.</summary>
    public static IBsonReader CheckedForSlice(IBsonReader reader, BsonType expected)
    {
        Check(reader, expected, Read.Slice);
        return reader;
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
            beyond = read switch
            {
                Read.Slice => SliceIsBeyond(stream),
                Read.Bytes => BinaryIsBeyond(stream, binary.Settings.MaxDocumentSize, bytesOnly: true),
                _ => ValueIsBeyond(stream, expected, binary.Settings.MaxDocumentSize),
            };
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
            stream.Position = stream.Length;
            throw new EndOfStreamException();
        }
    }

    /// <summary>Whether the value of <paramref name="type"/> at the stream's position claims more bytes than follow.</summary>
    private static bool ValueIsBeyond(BsonStream stream, BsonType type, int maxSize)
    {
        switch (type)
        {
            case BsonType.String:
            case BsonType.JavaScript:
            case BsonType.Symbol:
                return StringIsBeyond(stream);
            case BsonType.JavaScriptWithScope:
                // Its size (refused when negative or too large), then its code.
                var size = stream.ReadInt32();
                return size >= 0 && size <= maxSize && StringIsBeyond(stream);
            case BsonType.Binary:
                return BinaryIsBeyond(stream, maxSize, bytesOnly: false);
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
            return (subType is GenericBinary or OldBinary) && IsBeyond(stream, size);
        }

        if (subType == OldBinary)
        {
            var inner = stream.ReadInt32();
            return inner == size - 4 && inner >= 0 && IsBeyond(stream, inner);
        }

        return IsBeyond(stream, size);
    }

    /// <summary>A raw document's size, beyond the stream after the four bytes of the size itself.</summary>
    private static bool SliceIsBeyond(BsonStream stream)
    {
        // The stream has read the size's own four bytes; the array it would create holds them too.
        var size = stream.ReadInt32();
        return size > 4 && size <= MaxByteArray && size - 4 > stream.Length - stream.Position;
    }

    /// <summary>Whether an array of <paramref name="size"/> bytes, which the runtime would create, would be filled past the stream's end.</summary>
    private static bool IsBeyond(BsonStream stream, int size) => size <= MaxByteArray && size > stream.Length - stream.Position;
}
