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
/// The driver's serializers recurse once per nested document with no limit of their own, so a hostile value nested
/// tens of thousands of levels deep would overflow the stack. Before one reads a document or an array, its depth is
/// measured without recursion: one deeper than <see cref="FastBson.FastBsonSerializers.MaxReadDepth"/> allows is
/// refused with <see cref="FastBson.FastBsonDepthException"/>; one deeper than the server ever stores is read by the
/// driver on a thread whose stack holds that depth, as the calling thread's may not. Every other value, which is every
/// value the server stores, is read as the driver reads it, on the calling thread, with its errors.
/// </remarks>
internal static class DriverValues
{
    /// <summary>The deepest nesting the server stores: values up to this deep are read on the calling thread.</summary>
    private const int ServerDepth = 100;

    /// <summary>The smallest BSON document (a length and a terminator), so a value of n bytes nests at most n / 5 levels.</summary>
    private const int SmallestDocument = 5;

    /// <summary>Stack for each level of the driver's recursion on a deep value's own thread, with room to spare.</summary>
    private const int StackPerLevel = 4 * 1024;

    /// <summary>As <c>serializer.Deserialize(context)</c>, within the nesting limit.</summary>
    public static TValue Deserialize<TValue>(IBsonSerializer<TValue> serializer, BsonDeserializationContext context)
    {
        var levels = NestedLevels(context.Reader);
        return levels <= ServerDepth
            ? serializer.Deserialize(context)
            : DeserializeOnDeepStack(serializer, context, levels);
    }

    /// <summary>
    /// How many documents and arrays the value at the reader nests (0 for a scalar), measured without recursion and
    /// without moving the reader. A malformed value counts the levels before the damage: the driver's serializer then
    /// reads it and raises the reader's error where it would.
    /// </summary>
    /// <exception cref="FastBsonDepthException">The value nests deeper than the limit allows here.</exception>
    private static int NestedLevels(IBsonReader reader)
    {
        var type = reader.GetCurrentBsonType();
        if (type is not (BsonType.Document or BsonType.Array or BsonType.JavaScriptWithScope))
        {
            return 0;
        }

        var remaining = NestingDepth.Remaining;
        var levels = reader is BsonBinaryReader binary ? BinaryLevels(binary.BsonStream, type, remaining) : ReaderLevels(reader, type, remaining);
        if (levels > remaining)
        {
            var limit = FastBson.FastBsonSerializers.MaxReadDepth;
            throw new FastBsonDepthException(limit, limit - remaining + levels, stackExhausted: false);
        }

        return levels;
    }

    /// <summary>
    /// The levels of a binary reader's value, from its bytes: the stream is put back where it was, and the reader's own
    /// state (its context, array indexes and names, which its error messages quote) is never touched.
    /// </summary>
    private static int BinaryLevels(BsonStream stream, BsonType type, int remaining)
    {
        var start = stream.Position;
        if (!stream.CanSeek || stream.Length - start < 4)
        {
            return 1;
        }

        try
        {
            if (type == BsonType.JavaScriptWithScope)
            {
                // The code, then the scope document.
                stream.ReadInt32();
                Skip(stream, stream.ReadInt32());
            }

            // Each level takes at least the smallest document: a value this short cannot reach the limit.
            var length = stream.ReadInt32();
            if (length >= 0 && length <= (long)Math.Min(remaining, ServerDepth) * SmallestDocument)
            {
                return 1;
            }

            return WalkBytes(stream, remaining);
        }
        catch (Exception exception) when (exception is EndOfStreamException or IOException or FormatException or ArgumentException)
        {
            return 1;
        }
        finally
        {
            stream.Position = start;
        }
    }

    /// <summary>
    /// Walks the elements of the document whose length the stream has just read, level by level in one loop, and returns
    /// the deepest level reached: past <paramref name="remaining"/>, or at the first malformed byte, it stops there.
    /// </summary>
    private static int WalkBytes(BsonStream stream, int remaining)
    {
        var depth = 1;
        var deepest = 1;
        try
        {
            while (depth > 0 && deepest <= remaining)
            {
                var type = stream.ReadByte();
                if (type == 0)
                {
                    depth--;
                    continue;
                }

                stream.SkipCString();
                switch ((BsonType)type)
                {
                    case BsonType.Document:
                    case BsonType.Array:
                        stream.ReadInt32();
                        deepest = Math.Max(deepest, ++depth);
                        break;
                    case BsonType.JavaScriptWithScope:
                        stream.ReadInt32();
                        Skip(stream, stream.ReadInt32());
                        stream.ReadInt32();
                        deepest = Math.Max(deepest, ++depth);
                        break;
                    default:
                        var size = ScalarSize(stream, (BsonType)type);
                        if (size < 0)
                        {
                            return deepest;
                        }

                        Skip(stream, size);
                        break;
                }
            }
        }
        catch (Exception exception) when (exception is EndOfStreamException or IOException or FormatException or ArgumentException)
        {
            // Damaged: the driver's reader fails there too, after recursing as deep as this walk went.
        }

        return deepest;
    }

    /// <summary>The bytes of a scalar value from here (its length prefix, if any, read already), or -1 for no BSON type.</summary>
    private static long ScalarSize(BsonStream stream, BsonType type) => type switch
    {
        BsonType.Double or BsonType.DateTime or BsonType.Timestamp or BsonType.Int64 => 8,
        BsonType.String or BsonType.JavaScript or BsonType.Symbol => stream.ReadInt32(),
        BsonType.Binary => 1L + stream.ReadInt32(),
        BsonType.Undefined or BsonType.Null or BsonType.MinKey or BsonType.MaxKey => 0,
        BsonType.ObjectId => 12,
        BsonType.Boolean => 1,
        BsonType.RegularExpression => SkipCStrings(stream, 2),
        (BsonType)0x0C => stream.ReadInt32() + 12L, // DBPointer: a string and an ObjectId
        BsonType.Int32 => 4,
        BsonType.Decimal128 => 16,
        _ => -1,
    };

    private static long SkipCStrings(BsonStream stream, int count)
    {
        for (var i = 0; i < count; i++)
        {
            stream.SkipCString();
        }

        return 0;
    }

    /// <summary>Moves past <paramref name="size"/> bytes, refusing a size that lies (negative, or beyond the stream).</summary>
    private static void Skip(BsonStream stream, long size)
    {
        if (size < 0 || size > stream.Length - stream.Position)
        {
            throw new EndOfStreamException();
        }

        stream.Position += size;
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
    private static TValue DeserializeOnDeepStack<TValue>(IBsonSerializer<TValue> serializer, BsonDeserializationContext context, int levels)
    {
        TValue value = default!;
        Exception? failure = null;
        var thread = new Thread(
            () =>
            {
                try
                {
                    value = serializer.Deserialize(context);
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
