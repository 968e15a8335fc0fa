using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Lets the span path read a member that the driver's own serializer serves (a Guid, a DateTimeOffset, a
/// HashSet ...) without giving up the whole document: the value's bytes are wrapped as a one-element document
/// and read by that serializer through a BsonBinaryReader with the original reader's settings (which decide,
/// for example, the Guid representation of a 2.x driver).
/// </summary>
internal static class DriverValues
{
    // Values up to this size reuse one reader per thread; larger ones get their own.
    private const int ReusableSize = 1024;

    /// <summary>
    /// The driver's serializers that read plain values and keep nothing of the reader's buffer. Anything else (a
    /// RawBsonDocument keeps a slice of the bytes it was read from; a custom serializer may do the same) gets a
    /// buffer of its own, never one that the next value overwrites.
    /// </summary>
    private static readonly HashSet<Type> KeepsNoBuffer = new()
    {
        typeof(GuidSerializer), typeof(DateTimeOffsetSerializer), typeof(TimeSpanSerializer), typeof(SingleSerializer),
        typeof(CharSerializer), typeof(Int16Serializer), typeof(UInt16Serializer), typeof(ByteSerializer), typeof(SByteSerializer),
        typeof(UInt32Serializer), typeof(UInt64Serializer), typeof(DecimalSerializer), typeof(Decimal128Serializer),
        typeof(DateTimeSerializer), typeof(StringSerializer), typeof(BooleanSerializer), typeof(Int32Serializer),
        typeof(Int64Serializer), typeof(DoubleSerializer), typeof(ObjectIdSerializer),
    };

    [ThreadStatic]
    private static ValueReader? t_reader;

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
        var reusable = length <= ReusableSize && KeepsNothingOfItsBuffer(serializer);
        var reader = reusable ? Rent(original.Settings) : new ValueReader(original.Settings, length);
        try
        {
            var bytes = reader.Bytes;
            BinaryPrimitives.WriteInt32LittleEndian(bytes, length);
            bytes[4] = (byte)type;
            bytes[5] = 0;
            valueBytes.CopyTo(bytes.AsSpan(6));
            bytes[length - 1] = 0;

            reader.Stream.Position = 0;
            var bsonReader = reader.Reader;
            bsonReader.ReadStartDocument();
            bsonReader.ReadBsonType();
            bsonReader.SkipName();
            value = serializer.Deserialize(reader.ContextLike(context));
            bsonReader.ReadEndDocument();
            if (reusable)
            {
                t_reader = reader;
            }

            return true;
        }
        catch (Exception)
        {
            // The reader is left mid-document: it is not reused.
            value = default!;
            return false;
        }
    }

    private static ValueReader Rent(BsonBinaryReaderSettings settings)
    {
        var cached = t_reader;
        if (cached is not null && SameSettings(cached.Settings, settings))
        {
            // A driver-served value can hold a generated document holding another driver-served value: the inner
            // one must not reuse the reader the outer one is still reading.
            t_reader = null;
            return cached;
        }

        return new ValueReader(settings, ReusableSize);
    }

    private static bool KeepsNothingOfItsBuffer(IBsonSerializer serializer)
    {
        var type = serializer.GetType();
        if (type.IsGenericType)
        {
            var definition = type.GetGenericTypeDefinition();
            if (definition == typeof(NullableSerializer<>) && serializer is IChildSerializerConfigurable nullable)
            {
                return KeepsNothingOfItsBuffer(nullable.ChildSerializer);
            }

            return definition == typeof(EnumSerializer<>);
        }

        return KeepsNoBuffer.Contains(type);
    }

    /// <summary>
    /// Whether a reader made with <paramref name="cached"/> reads like one made with <paramref name="settings"/>. Compared
    /// by value: a reader made with the default settings gets its own frozen copy of them, so each reader has another instance.
    /// </summary>
    private static bool SameSettings(BsonBinaryReaderSettings cached, BsonBinaryReaderSettings settings) =>
        ReferenceEquals(cached, settings) ||
        (ReferenceEquals(cached.Encoding, settings.Encoding) &&
         cached.FixOldBinarySubTypeOnInput == settings.FixOldBinarySubTypeOnInput &&
         cached.FixOldDateTimeMaxValueOnInput == settings.FixOldDateTimeMaxValueOnInput &&
#if MONGODB_BSON_3
         cached.MaxDocumentSize == settings.MaxDocumentSize);
#else
         cached.MaxDocumentSize == settings.MaxDocumentSize &&
#pragma warning disable CS0618 // still decides how a 2.x driver reads Guids (GuidRepresentationMode.V2)
         cached.GuidRepresentation == settings.GuidRepresentation);
#pragma warning restore CS0618
#endif

    /// <summary>A reader over a private buffer, positioned back at its start for each value.</summary>
    private sealed class ValueReader
    {
        private BsonDeserializationContext? _context;

        public ValueReader(BsonBinaryReaderSettings settings, int size)
        {
            Settings = settings;
            Bytes = new byte[size];
            Stream = new ByteBufferStream(new ByteArrayBuffer(Bytes, isReadOnly: true));
            Reader = new BsonBinaryReader(Stream, settings);
        }

        public BsonBinaryReaderSettings Settings { get; }

        public byte[] Bytes { get; }

        public ByteBufferStream Stream { get; }

        public BsonBinaryReader Reader { get; }

        /// <summary>A context over this reader with the original context's options (cached while they stay the same).</summary>
        public BsonDeserializationContext ContextLike(BsonDeserializationContext original)
        {
            var cached = _context;
            if (cached is not null &&
                cached.AllowDuplicateElementNames == original.AllowDuplicateElementNames &&
                ReferenceEquals(cached.DynamicArraySerializer, original.DynamicArraySerializer) &&
                ReferenceEquals(cached.DynamicDocumentSerializer, original.DynamicDocumentSerializer))
            {
                return cached;
            }

            return _context = BsonDeserializationContext.CreateRoot(Reader, builder =>
            {
                builder.AllowDuplicateElementNames = original.AllowDuplicateElementNames;
                builder.DynamicArraySerializer = original.DynamicArraySerializer;
                builder.DynamicDocumentSerializer = original.DynamicDocumentSerializer;
            });
        }
    }
}
