using System;
using System.IO;
using System.Threading;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// Values read by the driver's own serializers on the IBsonReader path (a member a custom serializer serves, a value in
/// a BSON type the generated code does not read itself, a BsonDocument tree), under FastBson's nesting limit.
/// </summary>
/// <remarks>
/// <para>
/// The driver's serializers recurse once per nested document with no limit of their own, so a hostile value nested
/// tens of thousands of levels deep would overflow the stack. Before one reads a document or an array, its depth is
/// measured without recursion: one deeper than <see cref="FastBson.FastBsonSerializers.MaxReadDepth"/> allows is
/// refused with <see cref="FastBson.FastBsonDepthException"/>; one deeper than the server ever stores is read by the
/// driver on a thread whose stack holds that depth, as the calling thread's may not. Every other value, which is every
/// value the server stores, is read as the driver reads it, on the calling thread, with its errors.
/// </para>
/// <para>
/// The same walk finds lengths that claim more bytes than the stream holds, which the driver's reader would allocate
/// before finding them missing. A value whose first flaw is such a length is read through a
/// <see cref="CheckedBinaryReader"/>: the driver's serializer meets every error before it as it would, and that length
/// fails as the driver's stream fails, without the allocation.
/// </para>
/// </remarks>
internal static class DriverValues
{
    /// <summary>The deepest nesting the server stores: values up to this deep are read on the calling thread.</summary>
    private const int ServerDepth = 100;

    /// <summary>Stack for each level of the driver's recursion on a deep value's own thread, with room to spare.</summary>
    private const int StackPerLevel = 4 * 1024;

    /// <summary>
    /// As <c>serializer.Deserialize(context)</c>, within the nesting limit; a value whose first flaw is a length beyond
    /// the stream is read through a <see cref="CheckedBinaryReader"/>, which fails there as the driver does without
    /// allocating what it claims.
    /// </summary>
    public static TValue Deserialize<TValue>(IBsonSerializer<TValue> serializer, BsonDeserializationContext context) =>
        Deserialize(serializer, context, new BsonDeserializationArgs { NominalType = typeof(TValue) });

    /// <summary>As <see cref="Deserialize{TValue}(IBsonSerializer{TValue}, BsonDeserializationContext)"/>, with the caller's arguments (its nominal type).</summary>
    public static TValue Deserialize<TValue>(IBsonSerializer<TValue> serializer, BsonDeserializationContext context, BsonDeserializationArgs args)
    {
        var reader = context.Reader;
        var type = reader.GetCurrentBsonType();

        // A serializer that slices the value whole as its first read: the check made here, at the slice, is exact. Only a
        // value of the type it slices: a memory of bytes is a Binary too, whose bytes the serializer reads into an array
        // of the size it claims, which the walk below checks.
        if (SlicedWhole<TValue>.As is { } sliced && type == sliced)
        {
            StreamBounds.CheckedForSlice(reader, sliced);
            return serializer.Deserialize(context, args);
        }

        // A scalar nests nothing: the thread's depth (a thread-static read) is looked up only for values that nest.
        var nests = type is BsonType.Document or BsonType.Array or BsonType.JavaScriptWithScope;
        var remaining = nests ? NestingDepth.Remaining : 0;
        var lengthBeyond = false;
        int levels;
        if (reader is BsonBinaryReader binary && reader is not CheckedBinaryReader && binary.BsonStream.CanSeek)
        {
            // Most values a custom serializer reads are scalars: those of a fixed size nest nothing and claim no length, and a
            // string's only flaw that matters here is its length, read without the whole walk.
            switch (type)
            {
                case BsonType.Document or BsonType.Array or BsonType.JavaScriptWithScope or BsonType.Binary:
                    levels = BinaryLevels(binary.BsonStream, type, binary.Settings.MaxDocumentSize, remaining, out lengthBeyond);
                    break;
                case BsonType.String or BsonType.JavaScript or BsonType.Symbol:
                    levels = 0;
                    lengthBeyond = StringIsBeyond(binary.BsonStream);
                    break;
                default:
                    levels = 0;
                    break;
            }
        }
        else
        {
            levels = nests ? ReaderLevels(reader, type, remaining) : 0;
        }

        if (levels > remaining)
        {
            var limit = FastBson.FastBsonSerializers.MaxReadDepth;
            throw new FastBsonDepthException(limit, limit - remaining + levels, stackExhausted: false);
        }

        var checkedReader = lengthBeyond ? CheckedBinaryReader.TryCopy((BsonBinaryReader)reader) : null;
        if (checkedReader is not null)
        {
            return DeserializeChecked(checkedReader, serializer, context, args, levels);
        }

        return levels <= ServerDepth ? serializer.Deserialize(context, args) : DeserializeOnDeepStack(serializer, context, args, levels);
    }

    /// <summary>
    /// The BSON type in which the driver's serializer of <typeparamref name="TValue"/> slices a value whole
    /// (<c>ReadRawBsonDocument</c>, <c>ReadRawBsonArray</c>) before it reads anything else of it, or null. A plain stream
    /// allocates a slice at its claimed size, which the walk of a value read element by element does not look at (its
    /// reader goes on to the elements there are, and its errors quote where they are, which a copy could not).
    /// </summary>
    private static class SlicedWhole<TValue>
    {
        public static readonly BsonType? As = Of(Nullable.GetUnderlyingType(typeof(TValue)) ?? typeof(TValue));

        private static BsonType? Of(Type type) =>
            type == typeof(RawBsonDocument) || type == typeof(LazyBsonDocument) ? BsonType.Document
            : type == typeof(RawBsonArray) || type == typeof(LazyBsonArray) ? BsonType.Array
            : type.IsGenericType && (type.GetGenericTypeDefinition() == typeof(Memory<>) || type.GetGenericTypeDefinition() == typeof(ReadOnlyMemory<>)) ? BsonType.Array // the MemorySerializer of 2.26 and later
            : null;
    }

    // Apart from Deserialize, so that the closures here cost nothing on the way every value the server stores takes.
    private static TValue DeserializeChecked<TValue>(CheckedBinaryReader reader, IBsonSerializer<TValue> serializer, BsonDeserializationContext context, BsonDeserializationArgs args, int levels) =>
        levels <= ServerDepth ? reader.Deserialize(serializer, context, args) : OnDeepStack(() => reader.Deserialize(serializer, context, args), levels);

    private static TValue DeserializeOnDeepStack<TValue>(IBsonSerializer<TValue> serializer, BsonDeserializationContext context, BsonDeserializationArgs args, int levels) =>
        OnDeepStack(() => serializer.Deserialize(context, args), levels);

    /// <summary>
    /// How many documents and arrays a binary reader's value nests (0 for a scalar), from its bytes, in one walk in the
    /// driver's reading order that stops past the nesting limit or at the first flaw; and whether that flaw is a length
    /// the driver's reader would allocate beyond the stream. A malformed value counts the levels before the damage (the
    /// driver's serializer then reads it and raises the reader's error where it would). The stream is put back where it
    /// was, and the reader's own state (its context, array indexes and names, which its error messages quote) is never
    /// touched.
    /// </summary>
    private static int BinaryLevels(BsonStream stream, BsonType type, int maxSize, int remaining, out bool lengthBeyond)
    {
        var start = stream.Position;
        var depth = 0;
        var deepest = 0;
        lengthBeyond = false;
        try
        {
            while (true)
            {
                var size = type switch
                {
                    BsonType.Document or BsonType.Array => Size(stream, maxSize) < 0 ? -1 : 0,
                    BsonType.JavaScriptWithScope => ScopeStart(stream, maxSize),
                    _ => ScalarSize(stream, type, maxSize),
                };
                if (size < 0)
                {
                    lengthBeyond = size == Flaw.Beyond;
                    return deepest;
                }

                if (type is BsonType.Document or BsonType.Array or BsonType.JavaScriptWithScope)
                {
                    deepest = Math.Max(deepest, ++depth);
                    if (deepest > remaining)
                    {
                        return deepest;
                    }
                }
                else
                {
                    stream.Position += size;
                }

                // The next value, closing every level that ends first.
                while (true)
                {
                    if (depth == 0)
                    {
                        return deepest;
                    }

                    var next = stream.ReadByte();
                    if (next < 0)
                    {
                        return deepest;
                    }

                    if (next != 0)
                    {
                        stream.SkipCString();
                        type = (BsonType)next;
                        break;
                    }

                    depth--;
                }
            }
        }
        catch (Exception exception) when (exception is EndOfStreamException or IOException or FormatException or ArgumentException)
        {
            // Damaged: the driver's reader fails there too, after recursing as deep as this walk went.
            return deepest;
        }
        finally
        {
            stream.Position = start;
        }
    }

    /// <summary>
    /// The bytes of a scalar value after its length prefix (read here), or a <see cref="Flaw"/>: no BSON type, a length
    /// the driver's reader refuses, or one it would allocate beyond the stream.
    /// </summary>
    private static long ScalarSize(BsonStream stream, BsonType type, int maxSize)
    {
        switch (type)
        {
            case BsonType.Double or BsonType.DateTime or BsonType.Timestamp or BsonType.Int64:
                return Flaw.Within(stream, 8);
            case BsonType.String or BsonType.JavaScript or BsonType.Symbol:
                return TerminatedString(stream);
            case BsonType.Binary:
                // Its subtype and bytes (an old binary's second size among them); past the largest array, the runtime refuses it at once.
                var size = Size(stream, maxSize);
                return size < 0 || size > StreamBounds.MaxByteArray ? Flaw.Damage : Flaw.IsBeyond(stream, size + 1L) ? Flaw.Beyond : size + 1L;
            case BsonType.Undefined or BsonType.Null or BsonType.MinKey or BsonType.MaxKey:
                return 0;
            case BsonType.ObjectId:
                return Flaw.Within(stream, 12);
            case BsonType.Boolean:
                return Flaw.Within(stream, 1);
            case BsonType.RegularExpression:
                stream.SkipCString();
                stream.SkipCString();
                return 0;
            case BsonType.Int32:
                return Flaw.Within(stream, 4);
            case BsonType.Decimal128:
                return Flaw.Within(stream, 16);
            default:
                return Flaw.Damage;
        }
    }

    /// <summary>Code with scope up to its scope document, whose size is read: its size, then its code.</summary>
    private static long ScopeStart(BsonStream stream, int maxSize)
    {
        if (Size(stream, maxSize) < 0)
        {
            return Flaw.Damage;
        }

        var code = TerminatedString(stream);
        if (code < 0)
        {
            return code;
        }

        stream.Position += code;
        return Size(stream, maxSize) < 0 ? Flaw.Damage : 0;
    }

    /// <summary>Whether the string at the stream's position claims more bytes than follow (a length its reader would allocate); the stream is put back.</summary>
    private static bool StringIsBeyond(BsonStream stream)
    {
        var start = stream.Position;
        try
        {
            return StringSize(stream) is var length and >= 0 && Flaw.IsBeyond(stream, length);
        }
        catch (Exception exception) when (exception is EndOfStreamException or IOException)
        {
            // Not even its length is there: the driver's reader fails there too, before allocating anything.
            return false;
        }
        finally
        {
            stream.Position = start;
        }
    }

    /// <summary>The bytes of a string after its length (read here), or a <see cref="Flaw"/>: a length the streams refuse or allocate beyond the stream, or a missing terminator.</summary>
    private static long TerminatedString(BsonStream stream)
    {
        var length = StringSize(stream);
        if (length < 0 || Flaw.IsBeyond(stream, length))
        {
            return length < 0 ? length : Flaw.Beyond;
        }

        var start = stream.Position;
        stream.Position += length - 1;
        var terminator = stream.ReadByte();
        stream.Position = start;
        return terminator == 0 ? length : Flaw.Damage;
    }

    /// <summary>A string's length, or <see cref="Flaw.Damage"/> for one the driver's streams refuse before allocating it (not positive, or past their 1 GB buffer).</summary>
    private static long StringSize(BsonStream stream)
    {
        var length = stream.ReadInt32();
        return length > 0 && length <= StreamBounds.DriverMaxStringBuffer ? length : Flaw.Damage;
    }

    /// <summary>A size as the driver's binary reader reads one (of a document, a binary, code with scope), or <see cref="Flaw.Damage"/> for one it refuses: negative, or past the largest document.</summary>
    private static long Size(BsonStream stream, int maxSize)
    {
        var size = stream.ReadInt32();
        return size >= 0 && size <= maxSize ? size : Flaw.Damage;
    }

    /// <summary>What stops the walk: sizes below zero, so that one test tells a flaw from a size.</summary>
    private static class Flaw
    {
        /// <summary>Bytes the driver's reader refuses, or runs out of, before allocating anything for them.</summary>
        public const long Damage = -1;

        /// <summary>A length the driver's reader allocates before finding its bytes missing.</summary>
        public const long Beyond = -2;

        /// <summary>Whether <paramref name="size"/> (not a flaw) claims more bytes than the stream holds after its position.</summary>
        public static bool IsBeyond(BsonStream stream, long size) => size > stream.Length - stream.Position;

        /// <summary><paramref name="size"/>, or <see cref="Damage"/> when the stream runs out first.</summary>
        public static long Within(BsonStream stream, long size) => IsBeyond(stream, size) ? Damage : size;
    }

    /// <summary>
    /// The levels of another reader's value (JSON, a BsonDocument), read through the reader from a bookmark it then
    /// returns to. Such readers hold well-formed values only; one it cannot walk is left to the driver's serializer.
    /// </summary>
    private static int ReaderLevels(IBsonReader reader, BsonType type, int remaining)
    {
        var bookmark = reader.GetBookmark();
        var deepest = 0;
        try
        {
            Walk(reader, type, remaining, ref deepest);
        }
        catch (Exception exception) when (exception is not OutOfMemoryException)
        {
            // Not a value the reader can read: the driver's serializer fails there too, as deep as this walk went.
        }
        finally
        {
            reader.ReturnToBookmark(bookmark);
        }

        return deepest;
    }

    /// <summary>Reads through the value, level by level in one loop, keeping the deepest level it reached (stopping past <paramref name="remaining"/>).</summary>
    private static void Walk(IBsonReader reader, BsonType type, int remaining, ref int deepest)
    {
        // Whether each open level is an array (ReadEndArray) or a document (ReadEndDocument); a scope is a document.
        var isArray = new System.Collections.Generic.Stack<bool>();
        while (true)
        {
            switch (type)
            {
                case BsonType.Document:
                    reader.ReadStartDocument();
                    isArray.Push(false);
                    break;
                case BsonType.Array:
                    reader.ReadStartArray();
                    isArray.Push(true);
                    break;
                case BsonType.JavaScriptWithScope:
                    reader.ReadJavaScriptWithScope();
                    reader.ReadStartDocument();
                    isArray.Push(false);
                    break;
                default:
                    reader.SkipValue();
                    break;
            }

            if (isArray.Count > deepest)
            {
                deepest = isArray.Count;
                if (deepest > remaining)
                {
                    return;
                }
            }

            // The next value, closing every level that ends first.
            while (true)
            {
                if (isArray.Count == 0)
                {
                    return;
                }

                if (reader.ReadBsonType() != BsonType.EndOfDocument)
                {
                    if (!isArray.Peek())
                    {
                        reader.SkipName();
                    }

                    type = reader.CurrentBsonType;
                    break;
                }

                if (isArray.Pop())
                {
                    reader.ReadEndArray();
                }
                else
                {
                    reader.ReadEndDocument();
                }
            }
        }
    }

    /// <summary>
    /// Reads a value nested deeper than the server stores on a thread of its own, with a stack for its depth: the driver
    /// recurses once per level, and the calling thread may have a small stack. The calling thread waits for it.
    /// </summary>
    private static TValue OnDeepStack<TValue>(Func<TValue> read, int levels)
    {
        TValue value = default!;
        Exception? failure = null;
        var thread = new Thread(
            () =>
            {
                try
                {
                    value = read();
                }
                catch (Exception exception)
                {
                    failure = exception;
                }
            },
            maxStackSize: (int)Math.Min(int.MaxValue, 1024L * 1024 + (long)levels * StackPerLevel));
        thread.Start();
        thread.Join();
        if (failure is not null)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Capture(failure).Throw();
        }

        return value;
    }
}
