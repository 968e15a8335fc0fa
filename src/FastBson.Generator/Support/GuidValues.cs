using System;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Reads and writes Guids as the driver's GuidSerializer of a place does (its <see cref="GuidFormat"/>), under the rules of
/// this driver version: 3.x reads and writes the serializer's own representation; 2.x does too in
/// GuidRepresentationMode V3, while in V2 (its default) a serializer with no representation of its own takes the reader's
/// or writer's settings. Only outcomes known to be the driver's are produced here. Anything else is declined: the span
/// path returns false (the IBsonReader path then runs), and the IBsonReader path and writes call the driver's serializer.
/// </summary>
internal static class GuidValues
{
    /// <summary>Span path: a BSON Binary value that the serializer reads as a Guid; false for any other outcome.</summary>
    public static bool TryReadBinary(ref BsonSpanReader reader, GuidFormat format, BsonDeserializationContext? context, out Guid value)
    {
        value = default;
        if (!reader.TryReadBinary(out var subType, out var bytes) || bytes.Length != 16)
        {
            return false;
        }

        var representation = RepresentationToRead(format, subType, context);
        if (representation == GuidRepresentation.Unspecified)
        {
            return false;
        }

        value = Decode(bytes, representation);
        return true;
    }

    /// <summary>Span path: a BSON String value, which every GuidSerializer parses with <c>new Guid(string)</c>; false when it would throw.</summary>
    public static bool TryReadString(ref BsonSpanReader reader, GuidFormat format, out Guid value)
    {
        value = default;
        if (!format.IsGuidSerializer || !reader.TryReadUtf8(out var utf8))
        {
            return false;
        }

        // UTF-16 never needs more code units than UTF-8 has bytes. Invalid UTF-8 is the driver's error (or its reader's
        // lenient decoding) to deal with.
        Span<char> chars = utf8.Length <= 128 ? stackalloc char[128] : new char[utf8.Length];
        return System.Text.Unicode.Utf8.ToUtf16(utf8, chars, out _, out var length, replaceInvalidSequences: false) == System.Buffers.OperationStatus.Done &&
            Guid.TryParse(chars.Slice(0, length), out value);
    }

    /// <summary>IBsonReader path: reads the current value of a Guid member, item or value.</summary>
    public static Guid Read(BsonDeserializationContext context, GuidFormat format, IBsonSerializer<Guid> serializer) =>
        TryRead(context, format, out var value) ? value : serializer.Deserialize(context);

    /// <summary>IBsonReader path: reads the current value of a Guid? member, item or value (null is the driver's to read).</summary>
    public static Guid? Read(BsonDeserializationContext context, GuidFormat format, IBsonSerializer<Guid?> serializer) =>
        TryRead(context, format, out var value) ? value : serializer.Deserialize(context);

    /// <summary>Writes a Guid as the serializer would.</summary>
    public static void Write(BsonSerializationContext context, GuidFormat format, IBsonSerializer<Guid> serializer, Guid value)
    {
        if (!TryWrite(context.Writer, format, value))
        {
            serializer.Serialize(context, value);
        }
    }

    /// <summary>Writes a Guid? as the serializer would: null as BSON null, as the driver's NullableSerializer does.</summary>
    public static void Write(BsonSerializationContext context, GuidFormat format, IBsonSerializer<Guid?> serializer, Guid? value)
    {
        if (value is not { } guid)
        {
            context.Writer.WriteNull();
        }
        else if (!TryWrite(context.Writer, format, guid))
        {
            serializer.Serialize(context, value);
        }
    }

    /// <summary>
    /// The representation the serializer decodes a 16-byte binary of this subtype with, or Unspecified when it would not
    /// decode it (an error, or a representation this code does not decide).
    /// </summary>
    private static GuidRepresentation RepresentationToRead(GuidFormat format, int subType, BsonDeserializationContext? context)
    {
        if (!format.IsGuidSerializer)
        {
            return GuidRepresentation.Unspecified;
        }

        if (format.GuidRepresentation != GuidRepresentation.Unspecified)
        {
            return subType == format.SubType ? format.GuidRepresentation : GuidRepresentation.Unspecified;
        }

#if MONGODB_BSON_3
        return GuidRepresentation.Unspecified;
#else
#pragma warning disable CS0618 // GuidRepresentationMode and the settings' GuidRepresentation decide how 2.x reads Guids
        if (BsonDefaults.GuidRepresentationMode != GuidRepresentationMode.V2)
        {
            return GuidRepresentation.Unspecified;
        }

        // V2 with no representation of the serializer's own: subtype 4 is Standard; subtype 3 is what the reader's settings
        // say (one of the legacy representations; a Standard or Unspecified setting makes the driver throw).
        if (subType == (int)BsonBinarySubType.UuidStandard)
        {
            return GuidRepresentation.Standard;
        }

        return subType == (int)BsonBinarySubType.UuidLegacy && context?.Reader is BsonReader reader && reader.Settings.GuidRepresentation is
            GuidRepresentation.CSharpLegacy or GuidRepresentation.JavaLegacy or GuidRepresentation.PythonLegacy
            ? reader.Settings.GuidRepresentation
            : GuidRepresentation.Unspecified;
#pragma warning restore CS0618
#endif
    }

    /// <summary>
    /// Reads the current value when the serializer would read it the way this code does; false, having read nothing, when
    /// the serializer must read it.
    /// </summary>
    private static bool TryRead(BsonDeserializationContext context, GuidFormat format, out Guid value)
    {
        value = default;
        if (!format.IsGuidSerializer)
        {
            return false;
        }

        var reader = context.Reader;
        switch (reader.CurrentBsonType)
        {
            case BsonType.String:
                value = new Guid(ReaderValues.ReadString(reader));
                return true;
            case BsonType.Binary:
                return TryReadBinary(context, format, out value);
            default:
                return false;
        }
    }

#if MONGODB_BSON_3
    // The reader call the serializer makes, so its checks and errors are the reader's own (a JsonReader holding a
    // $uuid has the Guid already).
    private static bool TryReadBinary(BsonDeserializationContext context, GuidFormat format, out Guid value)
    {
        value = default;
        if (format.GuidRepresentation == GuidRepresentation.Unspecified)
        {
            return false;
        }

        // ReadGuid reads the binary, which the driver's stream allocates at its claimed length before it finds the bytes.
        value = StreamBounds.Checked(context.Reader, BsonType.Binary).ReadGuid(format.GuidRepresentation);
        return true;
    }
#else
#pragma warning disable CS0618 // GuidRepresentationMode, the V2 reading call and BsonBinaryData.GuidRepresentation decide how 2.x reads Guids
    // The reading call the serializer makes in this mode (which decides the GuidRepresentation a V2 reader attaches to the
    // binary), then the decoding of a well-formed value. What the serializer would refuse once read is refused by the
    // serializer itself, over the very binary read.
    private static bool TryReadBinary(BsonDeserializationContext context, GuidFormat format, out Guid value)
    {
        value = default;
        var fromSettings = format.GuidRepresentation == GuidRepresentation.Unspecified;
        if (fromSettings && BsonDefaults.GuidRepresentationMode != GuidRepresentationMode.V2)
        {
            // V3 with no representation: the serializer refuses every binary.
            return false;
        }

        var reader = context.Reader;
        StreamBounds.Checked(reader, BsonType.Binary);
        var binary = fromSettings ? reader.ReadBinaryData() : reader.ReadBinaryDataWithGuidRepresentationUnspecified();
        var representation = fromSettings ? binary.GuidRepresentation : format.GuidRepresentation;
        if (binary.Bytes.Length == 16 && representation != GuidRepresentation.Unspecified && binary.SubType == GuidConverter.GetSubType(representation))
        {
            value = Decode(binary.Bytes, representation);
            return true;
        }

        value = ReadAgain(binary, format.Serializer!);
        return true;
    }
#pragma warning restore CS0618

    /// <summary>
    /// The driver's outcome for a binary already read (its error: the serializer accepts no other binary once read as it
    /// reads them): the serializer reads the very same value again, from a document reader.
    /// </summary>
    private static Guid ReadAgain(BsonBinaryData binary, GuidSerializer serializer)
    {
        using var reader = new BsonDocumentReader(new BsonDocument("value", binary));
        reader.ReadStartDocument();
        reader.ReadBsonType();
        reader.SkipName();
        return serializer.Deserialize(BsonDeserializationContext.CreateRoot(reader));
    }
#endif

    /// <summary>Writes the value when the serializer would write it the way this code does; false when the serializer must write it.</summary>
    private static bool TryWrite(IBsonWriter writer, GuidFormat format, Guid value)
    {
        if (!format.IsGuidSerializer)
        {
            return false;
        }

        if (format.Representation == BsonType.String)
        {
            writer.WriteString(value.ToString());
            return true;
        }

#if MONGODB_BSON_3
        if (BinaryRepresentation(format, GuidRepresentation.Unspecified) == GuidRepresentation.Unspecified)
        {
            return false;
        }

        // A BsonBinaryWriter writes a Guid as this binary; other writers have their own form (JSON's UUID(...)).
        if (writer.GetType() == typeof(BsonBinaryWriter))
        {
            writer.WriteBinaryData(new BsonBinaryData(Encode(value, format.GuidRepresentation), (BsonBinarySubType)format.SubType));
        }
        else
        {
            writer.WriteGuid(value, format.GuidRepresentation);
        }

        return true;
#else
#pragma warning disable CS0618 // GuidRepresentationMode and the settings' GuidRepresentation decide how 2.x writes Guids
        var v2 = BsonDefaults.GuidRepresentationMode == GuidRepresentationMode.V2;
        var representation = BinaryRepresentation(format, v2 ? writer.Settings.GuidRepresentation : GuidRepresentation.Unspecified);
        if (representation == GuidRepresentation.Unspecified)
        {
            return false;
        }

        var bytes = Encode(value, representation);
        var subType = GuidConverter.GetSubType(representation);
        if (!v2)
        {
            writer.WriteBinaryData(new BsonBinaryData(bytes, subType));
            return true;
        }

        // V2 binaries carry their representation; the serializer clears the writer's own for the write, so that a writer set
        // to another one does not refuse it. A BsonBinaryWriter already set to this one accepts it as it is.
        var binary = new BsonBinaryData(bytes, subType, representation);
        var settings = writer.Settings.GuidRepresentation;
        if (settings == GuidRepresentation.Unspecified || (settings == representation && writer.GetType() == typeof(BsonBinaryWriter)))
        {
            writer.WriteBinaryData(binary);
            return true;
        }

        writer.PushSettings(static s => s.GuidRepresentation = GuidRepresentation.Unspecified);
        try
        {
            writer.WriteBinaryData(binary);
        }
        finally
        {
            writer.PopSettings();
        }

        return true;
#pragma warning restore CS0618
#endif
    }

    /// <summary>
    /// The Guid in 16 bytes of the given representation, as GuidConverter.FromBytes reads it, without allocating: CSharpLegacy
    /// is .NET's own little-endian layout, Standard and PythonLegacy big-endian, JavaLegacy big-endian with each half reversed.
    /// </summary>
    private static Guid Decode(ReadOnlySpan<byte> bytes, GuidRepresentation representation)
    {
        switch (representation)
        {
            case GuidRepresentation.CSharpLegacy:
                return new Guid(bytes);
            case GuidRepresentation.JavaLegacy:
                Span<byte> reordered = stackalloc byte[16];
                bytes.CopyTo(reordered);
                reordered.Slice(0, 8).Reverse();
                reordered.Slice(8, 8).Reverse();
                return new Guid(reordered, bigEndian: true);
            default:
                return new Guid(bytes, bigEndian: true);
        }
    }

    /// <summary>
    /// The representation in which the serializer of <paramref name="format"/> writes a Guid as a binary, given the writer's
    /// own (<paramref name="writers"/>: 2.x's settings; 3.x writers have none); Unspecified where the serializer refuses to
    /// write one. Only for a format of the driver's GuidSerializer with the Binary representation.
    /// </summary>
    public static GuidRepresentation BinaryRepresentation(GuidFormat format, GuidRepresentation writers)
    {
#if MONGODB_BSON_3
        return format.GuidRepresentation;
#else
#pragma warning disable CS0618 // in 2.x's GuidRepresentationMode V2, a serializer without a representation takes the writer's
        return format.GuidRepresentation == GuidRepresentation.Unspecified && BsonDefaults.GuidRepresentationMode == GuidRepresentationMode.V2
            ? writers
            : format.GuidRepresentation;
#pragma warning restore CS0618
#endif
    }

    /// <summary>
    /// Writes into <paramref name="destination"/> (16 bytes) what GuidConverter.ToBytes writes for the representation (the
    /// reverse of <see cref="Decode"/>): CSharpLegacy is .NET's own byte order, the others big-endian, JavaLegacy with each
    /// half reversed.
    /// </summary>
    public static void Encode(Guid value, GuidRepresentation representation, Span<byte> destination)
    {
        value.TryWriteBytes(destination, bigEndian: representation != GuidRepresentation.CSharpLegacy, out _);
        if (representation == GuidRepresentation.JavaLegacy)
        {
            destination.Slice(0, 8).Reverse();
            destination.Slice(8, 8).Reverse();
        }
    }

    private static byte[] Encode(Guid value, GuidRepresentation representation)
    {
        var bytes = new byte[16];
        Encode(value, representation, bytes);
        return bytes;
    }
}
