using System.Collections;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// <c>BitArray</c> members at the edges of what the driver's BitArraySerializer reads, in its Binary and String
/// representations alike: the span path reads a generic Binary, the { Length, Bytes } document in the writer's form and
/// text of '0' and '1' itself, to the driver's value, and declines the rest,
/// whose value or error the IBsonReader path then gives as the driver does on every reader.
/// </summary>
public class BitArrayTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(HostInfo));

    [Fact]
    public void BitArrays_stay_on_the_span_path_in_the_writers_forms_and_match_the_driver_everywhere()
    {
        var writersForms = new BsonValue[]
        {
            new BsonBinaryData(new byte[] { 0xA5, 0x01 }), new BsonBinaryData(System.Array.Empty<byte>()),
            new BsonDocument { { "Length", 13 }, { "Bytes", new BsonBinaryData(new byte[] { 0xFF, 0x1F }) } },
            new BsonDocument { { "Length", 0 }, { "Bytes", new BsonBinaryData(System.Array.Empty<byte>()) } },
            new BsonDocument { { "Length", 3 }, { "Bytes", new BsonBinaryData(new byte[] { 0xFF }) } },
            "0101", string.Empty, "1", new string('1', 300) + "0",
        };
        var others = new BsonValue[]
        {
            new BsonBinaryData(new byte[] { 1 }, BsonBinarySubType.UserDefined),
            new BsonBinaryData(new byte[] { 1 }, BsonBinarySubType.Encrypted),
            new BsonDocument { { "Bytes", new BsonBinaryData(new byte[] { 0xFF }) }, { "Length", 3 } },
            new BsonDocument { { "Length", 20 }, { "Bytes", new BsonBinaryData(new byte[] { 0xFF }) } },
            new BsonDocument { { "Length", -1 }, { "Bytes", new BsonBinaryData(new byte[] { 0xFF }) } },
            new BsonDocument { { "Length", 3L }, { "Bytes", new BsonBinaryData(new byte[] { 0xFF }) } },
            new BsonDocument { { "Length", 3 } },
            new BsonDocument { { "Bytes", new BsonBinaryData(new byte[] { 0xFF }) } },
            new BsonDocument { { "Length", 3 }, { "Bytes", new BsonBinaryData(new byte[] { 0xFF }) }, { "Extra", 1 } },
            new BsonDocument { { "Length", 3 }, { "Bytes", "text" } },
            new BsonDocument(),
            "012", "01 ", "true", "\u0661", 5, BsonNull.Value, new BsonArray { true, false },
        };

        RepresentationTests.AssertPlaces(
            Model,
            HostInfoBsonSerializer.Instance,
            1,
            new[] { "Flags", "Bits" },
            writersForms.Concat(others).ToArray(),
            (_, value) => value.IsBsonNull || writersForms.Any(form => ReferenceEquals(form, value)));
    }

    [Fact]
    public void BitArrays_of_every_length_are_written_as_the_driver_writes_them()
    {
        for (var length = 0; length <= 40; length++)
        {
            var bits = new BitArray(length);
            for (var i = 0; i < length; i += 3)
            {
                bits[i] = true;
            }

            Oracle.AssertSameRoundTrip(HostInfoBsonSerializer.Instance, new HostInfo { Id = length, Flags = bits, Masks = new() { bits, null }, Bits = bits, BitRows = new[] { null, bits } });
        }
    }
}
