#if !MONGODB_BSON_3
using System;
using System.IO;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// 2.x in GuidRepresentationMode V2: a GuidSerializer with no representation of its own writes with the writer's
/// settings and reads subtype-3 UUIDs with the reader's, which an application may set per reader and writer, apart from
/// the process default. Both serializers, with the same settings, write the same bytes and read the same values or
/// exceptions; the span path reads with the settings of the reader it was handed.
/// </summary>
#pragma warning disable CS0618 // the V2-mode settings are obsolete, and what 2.x applications set
public class GuidSettingsTests
{
    public static TheoryData<GuidRepresentation> Representations() => new()
    {
        GuidRepresentation.CSharpLegacy, GuidRepresentation.JavaLegacy, GuidRepresentation.PythonLegacy, GuidRepresentation.Standard, GuidRepresentation.Unspecified,
    };

    [Theory]
    [MemberData(nameof(Representations))]
    public void Writers_set_to_a_representation_get_the_drivers_bytes(GuidRepresentation representation)
    {
        foreach (var value in InstanceFactory.Many<Guids>(200, seed: 51))
        {
            Assert.Equal(WriteOutcome(Oracle.Driver<Guids>(), value, representation), WriteOutcome(GuidsBsonSerializer.Instance, value, representation));
        }
    }

    [Theory]
    [MemberData(nameof(Representations))]
    public void Readers_set_to_a_representation_read_as_the_driver_does(GuidRepresentation written)
    {
        foreach (var value in InstanceFactory.Many<Guids>(50, seed: 52))
        {
            if (!TryWrite(Oracle.Driver<Guids>(), value, written, out var bson))
            {
                continue;
            }

            foreach (var read in (GuidRepresentation[])Enum.GetValues(typeof(GuidRepresentation)))
            {
                foreach (var kind in Readers.Binary)
                {
                    Assert.Equal(ReadOutcome(Oracle.Driver<Guids>(), bson, read, kind), ReadOutcome(GuidsBsonSerializer.Instance, bson, read, kind));
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Representations))]
    public void The_span_path_reads_legacy_uuids_with_its_readers_settings(GuidRepresentation representation)
    {
        if (representation is GuidRepresentation.Standard or GuidRepresentation.Unspecified)
        {
            return;
        }

        foreach (var value in InstanceFactory.Many<Guids>(50, seed: 53))
        {
            Assert.True(TryWrite(Oracle.Driver<Guids>(), value, representation, out var bson));
            using var reader = new BsonBinaryReader(Readers.BinaryStream(ReaderKind.ByteArrayBuffer, bson), new BsonBinaryReaderSettings { GuidRepresentation = representation });
            // Over a byte buffer the generated serializer reads on the span path, handing the reader only what it declines.
            var read = GuidsBsonSerializer.Instance.Deserialize(BsonDeserializationContext.CreateRoot(reader));
            Assert.Equal(ReadOutcome(Oracle.Driver<Guids>(), bson, representation, ReaderKind.ByteArrayBuffer), "ok:" + Oracle.Rewritten(read));
        }
    }

    private static bool TryWrite(IBsonSerializer<Guids> serializer, Guids value, GuidRepresentation representation, out byte[] bson)
    {
        try
        {
            bson = Write(serializer, value, representation);
            return true;
        }
        catch (BsonSerializationException)
        {
            bson = Array.Empty<byte>();
            return false;
        }
    }

    private static string WriteOutcome(IBsonSerializer<Guids> serializer, Guids value, GuidRepresentation representation)
    {
        try
        {
            return Convert.ToHexString(Write(serializer, value, representation));
        }
        catch (Exception ex)
        {
            return $"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }

    private static byte[] Write(IBsonSerializer<Guids> serializer, Guids value, GuidRepresentation representation)
    {
        using var stream = new MemoryStream();
        using (var writer = new BsonBinaryWriter(stream, new BsonBinaryWriterSettings { GuidRepresentation = representation }))
        {
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), value);
        }

        return stream.ToArray();
    }

    private static string ReadOutcome(IBsonSerializer<Guids> serializer, byte[] bson, GuidRepresentation representation, ReaderKind kind)
    {
        using var reader = new BsonBinaryReader(Readers.BinaryStream(kind, bson), new BsonBinaryReaderSettings { GuidRepresentation = representation });
        try
        {
            return "ok:" + Oracle.Rewritten(Oracle.Read(serializer, reader, bson));
        }
        catch (Exception ex) when (ex is not Xunit.Sdk.XunitException)
        {
            return $"throws:{ex.GetType().FullName}({ex.InnerException?.GetType().FullName}): {ex.Message}";
        }
    }
}
#pragma warning restore CS0618
#endif
