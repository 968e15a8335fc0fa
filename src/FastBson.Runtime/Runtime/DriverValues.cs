using System;
using System.Buffers;
using System.Buffers.Binary;
using System.ComponentModel;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace FastBson.Runtime;

/// <summary>
/// Lets the span path read a member that the driver's own serializer serves (a Guid, a DateTimeOffset, a
/// HashSet ...) without giving up the whole document: the value's bytes are wrapped as a one-element document
/// and read by that serializer through a BsonBinaryReader with the original reader's settings (which decide,
/// for example, the Guid representation of a 2.x driver).
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class DriverValues
{
    /// <summary>
    /// Reads one value with the driver's serializer; false when it throws, so that the IBsonReader path raises the
    /// driver's exception with the driver's wrapping.
    /// </summary>
    public static bool TryRead<T>(ReadOnlySpan<byte> valueBytes, int type, BsonDeserializationContext context, IBsonSerializer<T> serializer, out T value)
    {
        value = default!;
        if (context.Reader is not BsonBinaryReader original)
        {
            return false;
        }

        // { "": <value> }: length, type, empty name, value, terminator.
        var length = valueBytes.Length + 7;
        var rented = ArrayPool<byte>.Shared.Rent(length);
        try
        {
            BinaryPrimitives.WriteInt32LittleEndian(rented, length);
            rented[4] = (byte)type;
            rented[5] = 0;
            valueBytes.CopyTo(rented.AsSpan(6));
            rented[length - 1] = 0;

            using var buffer = new ByteArrayBuffer(rented, length, isReadOnly: true);
            using var stream = new ByteBufferStream(buffer);
            using var reader = new BsonBinaryReader(stream, original.Settings);
            reader.ReadStartDocument();
            reader.ReadBsonType();
            reader.SkipName();
            var valueContext = BsonDeserializationContext.CreateRoot(reader, builder =>
            {
                builder.AllowDuplicateElementNames = context.AllowDuplicateElementNames;
                builder.DynamicArraySerializer = context.DynamicArraySerializer;
                builder.DynamicDocumentSerializer = context.DynamicDocumentSerializer;
            });
            value = serializer.Deserialize(valueContext);
            reader.ReadEndDocument();
            return true;
        }
        catch (Exception)
        {
            value = default!;
            return false;
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(rented);
        }
    }
}
