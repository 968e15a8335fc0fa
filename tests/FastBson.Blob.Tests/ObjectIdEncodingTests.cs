using System;
using System.Collections.Generic;
using FastBson.Blob.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Blob.Tests;

/// <summary>
/// ObjectId in a blob. MemoryPack has no formatter for it, so FastBson defines the encoding (docs/diagnostics/FBSON014.md):
/// the 12 bytes in their BSON order; a nullable one is a null object header (255), or 1 followed by them.
/// </summary>
public class ObjectIdEncodingTests
{
    private static readonly ObjectId First = ObjectId.Parse("0123456789abcdef01234567");
    private static readonly ObjectId Second = ObjectId.Parse("fedcba9876543210fedcba98");

    [Fact]
    public void An_ObjectId_is_its_twelve_BSON_bytes_and_a_nullable_one_has_a_header()
    {
        var value = new Identified { Id = First, Parent = Second, Refs = new List<ObjectId> { Second, First }, ByName = new Dictionary<string, ObjectId?> { ["a"] = null } };

        var blob = IdentifiedBsonSerializer.EncodeBlob(value);

        Assert.Equal(
            "04" // four members
            + "0123456789abcdef01234567" // Id
            + "01" + "fedcba9876543210fedcba98" // Parent: present
            + "02000000" + "fedcba9876543210fedcba98" + "0123456789abcdef01234567" // Refs: two items
            + "01000000" + "feffffff" + "01000000" + "61" + "ff", // ByName: "a" (UTF-8 form) => null
            Convert.ToHexStringLower(blob));
    }

    [Fact]
    public void Round_trips_keep_every_value()
    {
        var values = new[]
        {
            new Identified(),
            new Identified { Id = ObjectId.GenerateNewId(), Parent = null, Refs = new List<ObjectId>(), ByName = new Dictionary<string, ObjectId?>() },
            new Identified { Id = First, Parent = First, Refs = new List<ObjectId> { First, Second, ObjectId.Empty }, ByName = new Dictionary<string, ObjectId?> { ["x"] = Second, ["y"] = null } },
        };

        foreach (var value in values)
        {
            Assert.True(IdentifiedBsonSerializer.TryDecodeBlob(IdentifiedBsonSerializer.EncodeBlob(value), out var decoded));
            Assert.Equal(value.Id, decoded.Id);
            Assert.Equal(value.Parent, decoded.Parent);
            Assert.Equal(value.Refs, decoded.Refs);
            Assert.Equal(value.ByName, decoded.ByName);
        }
    }

    [Fact]
    public void Every_truncation_and_a_wrong_nullable_header_are_refused()
    {
        var blob = IdentifiedBsonSerializer.EncodeBlob(new Identified { Id = First, Parent = Second, Refs = new List<ObjectId> { First } });
        for (var length = 0; length < blob.Length; length++)
        {
            Assert.False(IdentifiedBsonSerializer.TryDecodeBlob(blob.AsSpan(0, length), out _), $"{length} of {blob.Length} bytes decoded");
        }

        // The nullable's header byte (after the member count and the 12 bytes of Id): only 1 and 255 mean something.
        foreach (var header in new byte[] { 0, 2, 0x7f, 0xfe })
        {
            var wrong = (byte[])blob.Clone();
            wrong[13] = header;
            Assert.False(IdentifiedBsonSerializer.TryDecodeBlob(wrong, out _), $"header {header} decoded");
        }
    }
}
