using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.StoredModels;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// The blob stored in each document beside its fields, against the driver's own reading of the same documents: full
/// documents are the driver's fields plus the blob and read from the fields; documents projected to <c>_id</c> and the
/// blob read as the driver reads the whole document; a missing, foreign or damaged blob fails with the <c>_id</c> named;
/// and the update helpers keep the blob in step. Updates are applied as the server applies top-level <c>$set</c> and
/// <c>$unset</c> (see <see cref="ApplyUpdate"/>): no server runs here.
/// </summary>
public class StoredBlobTests
{
    private const string BlobName = StoredMarketBsonSerializer.BlobElementName;

    public static IEnumerable<object[]> AllKinds() => Readers.AllKinds();

    [Fact]
    public void Full_documents_are_the_drivers_fields_then_the_blob()
    {
        foreach (var (market, ours) in Stored(seed: 1))
        {
            foreach (var idFirst in new[] { false, true })
            {
                var written = Oracle.Write(StoredMarketBsonSerializer.Instance, market, serializeIdFirst: idFirst);
                var driver = Oracle.Write(Oracle.Driver<StoredMarket>(), market, serializeIdFirst: idFirst);

                // The driver's elements, byte for byte (nested selections hold no blob of their own), then the blob last.
                Assert.Equal(Convert.ToHexString(driver.AsSpan(4, driver.Length - 5)), Convert.ToHexString(written.AsSpan(4, driver.Length - 5)));
                var blob = BsonSerializer.Deserialize<BsonDocument>(written).Last();
                Assert.Equal(BlobName, blob.Name);
                var binary = Assert.IsType<BsonBinaryData>(blob.Value);
                Assert.Equal(BsonBinarySubType.UserDefined, binary.SubType);
                Assert.Equal(StoredMarketBsonSerializer.BlobSchemaFingerprint, BitConverter.ToUInt64(binary.Bytes, 0));
                Assert.Equal(written.Length, driver.Length + 1 + BlobName.Length + 1 + 4 + 1 + binary.Bytes.Length);
            }
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Full_documents_are_read_from_their_fields_as_the_driver_reads_them(ReaderKind kind)
    {
        foreach (var (_, ours) in Stored(seed: 2))
        {
            Oracle.AssertSameReadAndMessage(StoredMarketBsonSerializer.Instance, ours, new[] { kind });
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Projected_documents_read_as_the_driver_reads_the_whole_document(ReaderKind kind)
    {
        foreach (var (_, ours) in Stored(seed: 3))
        {
            var expected = Oracle.Rewritten(Oracle.Read(Oracle.Driver<StoredMarket>(), ReaderKind.ByteArrayBuffer, ours));
            Assert.Equal(expected, Oracle.Rewritten(Oracle.Read(StoredMarketBsonSerializer.Instance, kind, Project(ours, "_id", BlobName))));

            // A projection without _id ({ _id: 0, blob: 1 }) reads the same object: the blob holds the id too.
            Assert.Equal(expected, Oracle.Rewritten(Oracle.Read(StoredMarketBsonSerializer.Instance, kind, Project(ours, BlobName))));
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Blobs_with_utf16_strings_in_the_version_tolerant_layout_read_as_the_driver_reads_the_whole_document(ReaderKind kind)
    {
        foreach (var (words, projected, _, _) in StoredInstances(StoredWordsBsonSerializer.Instance, StoredWordsBsonSerializer.BlobElementName, seed: 12, kind))
        {
            if (!string.IsNullOrEmpty(words.Title))
            {
                var blob = BsonSerializer.Deserialize<BsonDocument>(projected)[StoredWordsBsonSerializer.BlobElementName].AsBsonBinaryData.Bytes;
                Assert.True(blob.AsSpan().IndexOf(System.Text.Encoding.Unicode.GetBytes(words.Title)) >= 0, "the title is not in UTF-16 in the blob");
            }
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void A_class_created_through_its_constructor_is_created_from_its_blob_as_from_its_fields(ReaderKind kind)
    {
        foreach (var voucher in InstanceFactory.Many<StoredVoucher>(1000, seed: 14))
        {
            var driver = Oracle.Write(Oracle.Driver<StoredVoucher>(), voucher);
            var ours = Oracle.Write(StoredVoucherBsonSerializer.Instance, voucher);
            var (projected, expected) = AssertStoredAsTheDriverReads(StoredVoucherBsonSerializer.Instance, StoredVoucherBsonSerializer.BlobElementName, driver, ours, kind);
            Assert.True(StoredVoucherBsonSerializer.TryReadDocument(projected, out var detached));
            Assert.Equal(expected, Oracle.Rewritten(detached));
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Dates_times_halves_128_bit_integers_uris_and_versions_read_from_the_blob_as_the_driver_reads_the_fields(ReaderKind kind)
    {
        foreach (var (reading, _, _, _) in StoredInstances(StoredReadingBsonSerializer.Instance, StoredReadingBsonSerializer.BlobElementName, seed: 15, kind))
        {

            // A stored blob holds the object as its fields read back (the text keeps no NaN payload); a blob of its own
            // (EncodeBlob, for caches and queues) keeps each value bit for bit.
            Assert.True(StoredReadingBsonSerializer.TryDecodeBlob(StoredReadingBsonSerializer.EncodeBlob(reading), out var decoded));
            Assert.Equal(BitConverter.HalfToInt16Bits(reading.Gain), BitConverter.HalfToInt16Bits(decoded.Gain));
            Assert.Equal((reading.Total, reading.Mask, reading.Taken, reading.Time), (decoded.Total, decoded.Mask, decoded.Taken, decoded.Time));
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Interfaces_nested_and_constructed_collections_read_from_the_blob_as_the_driver_reads_the_fields(ReaderKind kind)
    {
        // Each collection is of the type the driver creates for its declared type.
        foreach (var (_, _, full, fromBlob) in StoredInstances(StoredShelfBsonSerializer.Instance, StoredShelfBsonSerializer.BlobElementName, seed: 16, kind))
        {
            AssertSameClasses(full, fromBlob, shelf => new object?[]
            {
                shelf.Titles, shelf.Counts, shelf.Selections, shelf.Prices, shelf.Restocked, shelf.Tags, shelf.Stock, shelf.Labels,
                shelf.Aliases?.Values.FirstOrDefault(), shelf.Undo, shelf.Picks, shelf.Sorted, shelf.Inbox, shelf.Ranked,
            });
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Bson_values_read_from_the_blob_as_the_driver_reads_the_fields(ReaderKind kind)
    {
        // The same classes as the driver's read of the fields: BsonNull.Value and C# null told apart, a short boxed in an
        // object read back as an int, as the driver's ObjectSerializer reads it.
        foreach (var (_, _, full, fromBlob) in StoredInstances(StoredNoteBsonSerializer.Instance, StoredNoteBsonSerializer.BlobElementName, seed: 17, kind))
        {
            AssertSameClasses(full, fromBlob, note => new object?[]
            {
                note.Extra, note.Any, note.Items, note.Count, note.Pages?.FirstOrDefault(), note.Attributes?.Values.FirstOrDefault(),
                note.Raw, note.Loose, note.Bag?.Values.FirstOrDefault(),
            });
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Tuples_and_key_value_pairs_read_from_the_blob_as_the_driver_reads_the_fields(ReaderKind kind)
    {
        var tuples = 0;
        foreach (var (pairs, _, full, fromBlob) in StoredInstances(StoredPairsBsonSerializer.Instance, StoredPairsBsonSerializer.BlobElementName, seed: 18, kind))
        {
            AssertSameClasses(full, fromBlob, read => new object?[] { read.Point, read.Nested?.Item2, read.Nested?.Item3, read.Wide?.Rest, read.Entry.Key, read.Picks?.FirstOrDefault().Value, read.Maybe });
            tuples += pairs.Wide is null ? 0 : 1;
        }

        Assert.True(tuples > 100, $"only {tuples} documents held an eight-item tuple");
    }

#if MONGODB_BSON_IMMUTABLE
    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Immutable_collections_read_from_the_blob_as_the_driver_reads_the_fields(ReaderKind kind)
    {
        var stacks = 0;
        foreach (var (value, _, full, fromBlob) in StoredInstances(StoredImmutablesBsonSerializer.Instance, StoredImmutablesBsonSerializer.BlobElementName, seed: 19, kind))
        {
            AssertSameClasses(full, fromBlob, read => new object?[] { read.Names, read.Waiting, read.Undo, read.Seen, read.Ranked, read.ById, read.Lists });
            stacks += value.Undo?.Skip(1).Any() == true ? 1 : 0;
        }

        Assert.True(stacks > 100, $"only {stacks} documents held a stack of two items or more");
    }
#endif

#if MONGODB_BSON_VALUE_TUPLES
    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Value_tuples_read_from_the_blob_as_the_driver_reads_the_fields(ReaderKind kind)
    {
        foreach (var (_, _, full, fromBlob) in StoredInstances(StoredValueTuplesBsonSerializer.Instance, StoredValueTuplesBsonSerializer.BlobElementName, seed: 20, kind))
        {
            AssertSameClasses(full, fromBlob, read => new object?[] { read.Point.Name, read.Nested.Item2, read.Nested.Item3, read.Scores, read.Ranges });
        }
    }
#endif

    [Fact]
    public void The_span_path_reads_projected_documents_from_detached_bytes_too()
    {
        foreach (var (_, ours) in Stored(seed: 4).Take(200))
        {
            var expected = Oracle.Rewritten(Oracle.Read(Oracle.Driver<StoredMarket>(), ReaderKind.ByteArrayBuffer, ours));
            Assert.True(StoredMarketBsonSerializer.TryReadDocument(Project(ours, "_id", BlobName), out var projected));
            Assert.Equal(expected, Oracle.Rewritten(projected));
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void A_stale_blob_never_wins_over_the_fields(ReaderKind kind)
    {
        foreach (var (market, ours) in Stored(seed: 5).Take(200))
        {
            // A writer that sets a field without the helper: the blob still holds the old title.
            var document = BsonSerializer.Deserialize<BsonDocument>(ours);
            document["Title"] = "changed " + market.Title;
            var stale = document.ToBson();
            Oracle.AssertSameReadAndMessage(StoredMarketBsonSerializer.Instance, stale, new[] { kind });
            Assert.Equal("changed " + market.Title, Oracle.Read(StoredMarketBsonSerializer.Instance, kind, stale).Title);
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Documents_written_without_FastBson_are_read_from_their_fields(ReaderKind kind)
    {
        foreach (var (market, _) in Stored(seed: 15).Take(200))
        {
            // A foreign write: the driver alone (another service, before the type set Blob) stores no blob.
            var foreign = Oracle.Write(Oracle.Driver<StoredMarket>(), market);
            Oracle.AssertSameReadAndMessage(StoredMarketBsonSerializer.Instance, foreign, new[] { kind });
            Assert.Equal(BlobFailure.Missing, ReadFails(kind, Project(foreign, "_id", BlobName)).Failure);
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void A_projection_of_a_document_without_a_blob_fails_naming_the_id(ReaderKind kind)
    {
        var (market, ours) = Stored(seed: 6).First();
        var failure = ReadFails(kind, Project(ours, "_id"));
        Assert.Equal(BlobFailure.Missing, failure.Failure);
        Assert.Equal(new BsonObjectId(market.Id).ToJson(), failure.DocumentId);
        Assert.Contains(market.Id.ToString(), failure.Message, StringComparison.Ordinal);
        Assert.Equal(typeof(StoredMarket), failure.DocumentType);
        Assert.Equal(BlobName, failure.ElementName);
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void A_blob_of_another_schema_is_refused(ReaderKind kind)
    {
        foreach (var (_, ours) in Stored(seed: 7).Take(50))
        {
            var failure = ReadFails(kind, WithBlobElement(ours, payload => payload[0] ^= 1));
            Assert.Equal(BlobFailure.OtherSchema, failure.Failure);
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void A_damaged_or_foreign_blob_is_refused(ReaderKind kind)
    {
        var (_, ours) = Stored(seed: 8).First(m => m.Market.Selections is { Count: > 0 });
        var projected = BsonSerializer.Deserialize<BsonDocument>(Project(ours, "_id", BlobName));
        var payload = projected[BlobName].AsBsonBinaryData.Bytes;
        var damaged = new BsonValue[]
        {
            new BsonString("not a blob"),
            new BsonBinaryData(payload, BsonBinarySubType.Binary),
            new BsonBinaryData(payload.Take(payload.Length - 1).ToArray(), BsonBinarySubType.UserDefined),
            new BsonBinaryData(payload.Append((byte)0).ToArray(), BsonBinarySubType.UserDefined),
            new BsonBinaryData(payload.Take(5).ToArray(), BsonBinarySubType.UserDefined),
            new BsonBinaryData(payload.Take(8).Append((byte)255).ToArray(), BsonBinarySubType.UserDefined), // a null object
            BsonNull.Value,
        };
        foreach (var value in damaged)
        {
            var document = new BsonDocument { { "_id", projected["_id"] }, { BlobName, value } };
            Assert.Equal(BlobFailure.Unreadable, ReadFails(kind, document.ToBson()).Failure);
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void An_empty_document_is_read_as_the_driver_reads_it(ReaderKind kind)
    {
        Oracle.AssertSameReadAndMessage(StoredMarketBsonSerializer.Instance, new BsonDocument().ToBson(), new[] { kind });
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void A_type_that_refuses_extra_elements_reads_its_blob_and_its_projection(ReaderKind kind)
    {
        var strict = new StoredStrict { Id = 7, Name = "seven", Count = 3 };
        var ours = Oracle.Write(StoredStrictBsonSerializer.Instance, strict);
        Assert.Equal("packed", BsonSerializer.Deserialize<BsonDocument>(ours).GetElement(3).Name);

        // The driver's class map refuses the blob element it does not map (README: readers without FastBson need
        // [BsonIgnoreExtraElements]); the generated serializer reads the fields.
        Assert.Throws<FormatException>(() => Oracle.Read(Oracle.Driver<StoredStrict>(), kind, ours));
        var full = Oracle.Read(StoredStrictBsonSerializer.Instance, kind, ours);
        Assert.Equal((7, "seven", 3), (full.Id, full.Name, full.Count));

        // The projection has no Count element, which is required: it is read from the blob, not refused as a document.
        var projected = Oracle.Read(StoredStrictBsonSerializer.Instance, kind, Project(ours, "_id", "packed"));
        Assert.Equal((7, "seven", 3), (projected.Id, projected.Name, projected.Count));
    }

    [Fact]
    public void The_projection_is_the_id_and_the_blob()
    {
        Assert.Equal(new BsonDocument { { "_id", 1 }, { "MemPacked", 1 } }, StoredMarketBsonSerializer.BlobProjection);
        Assert.Equal(new BsonDocument { { "_id", 1 }, { "packed", 1 } }, StoredStrictBsonSerializer.BlobProjection);
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void An_update_with_the_blob_refreshed_reads_back_the_updated_object(ReaderKind kind)
    {
        var pairs = Stored(seed: 9).Zip(Stored(seed: 10)).Take(100);
        foreach (var ((before, stored), (after, _)) in pairs)
        {
            after.Id = before.Id;
            var update = new BsonDocument("$set", new BsonDocument { { "Title", (BsonValue?)after.Title ?? BsonNull.Value }, { "Volume", after.Volume } });
            var copy = update.DeepClone();
            var helped = StoredMarketBsonSerializer.WithBlob(update, WithTitleAndVolume(before, after));
            Assert.Equal(copy, update);

            var updated = ApplyUpdate(stored, helped);
            var expected = Oracle.Rewritten(Oracle.Read(Oracle.Driver<StoredMarket>(), ReaderKind.ByteArrayBuffer, updated));
            Assert.Equal(expected, Oracle.Rewritten(Oracle.Read(StoredMarketBsonSerializer.Instance, kind, Project(updated, "_id", BlobName))));
            Assert.Equal(after.Title, Oracle.Read(StoredMarketBsonSerializer.Instance, kind, Project(updated, "_id", BlobName)).Title);
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void An_update_without_the_object_removes_the_blob(ReaderKind kind)
    {
        foreach (var (_, stored) in Stored(seed: 11).Take(50))
        {
            var update = StoredMarketBsonSerializer.WithoutBlob(new BsonDocument("$inc", new BsonDocument("Volume", 1)));
            var updated = ApplyUpdate(stored, update);
            Oracle.AssertSameReadAndMessage(StoredMarketBsonSerializer.Instance, updated, new[] { kind });
            Assert.Equal(BlobFailure.Missing, ReadFails(kind, Project(updated, "_id", BlobName)).Failure);
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void A_full_update_stores_the_object_fields_and_blob(ReaderKind kind)
    {
        foreach (var ((before, stored), (after, _)) in Stored(seed: 12).Zip(Stored(seed: 13)).Take(100))
        {
            after.Id = before.Id;
            var updated = ApplyUpdate(stored, StoredMarketBsonSerializer.FullUpdate(after));

            // Read by the driver, the updated document is the new object, members left out when null included (its
            // values went through a BsonDocument, as any update's do: there -0.0 is 0.0, so the blob follows the fields).
            var read = Oracle.Read(Oracle.Driver<StoredMarket>(), ReaderKind.ByteArrayBuffer, updated);
            Assert.Equal((after.Title, after.Note, after.Volume, after.Selections?.Count, after.Tags?.Count), (read.Title, read.Note, read.Volume, read.Selections?.Count, read.Tags?.Count));
            var expected = Oracle.Rewritten(read);
            Assert.Equal(expected, Oracle.Rewritten(Oracle.Read(StoredMarketBsonSerializer.Instance, kind, updated)));
            Assert.Equal(expected, Oracle.Rewritten(Oracle.Read(StoredMarketBsonSerializer.Instance, kind, Project(updated, "_id", BlobName))));
        }
    }

    [Fact]
    public void The_update_helpers_refuse_what_they_cannot_keep_in_step()
    {
        var market = Stored(seed: 14).First().Market;
        Assert.Throws<ArgumentException>(() => StoredMarketBsonSerializer.WithBlob(new BsonDocument("Title", "a replacement"), market));
        Assert.Throws<ArgumentException>(() => StoredMarketBsonSerializer.WithoutBlob(new BsonDocument("$set", new BsonDocument(BlobName, 1))));
        Assert.Throws<ArgumentException>(() => StoredMarketBsonSerializer.WithoutBlob(new BsonDocument("$unset", new BsonDocument(BlobName + ".x", ""))));
        Assert.Throws<ArgumentNullException>(() => StoredMarketBsonSerializer.WithBlob(new BsonDocument("$set", new BsonDocument("Title", "t")), null!));
        Assert.Throws<ArgumentNullException>(() => StoredMarketBsonSerializer.FullUpdate(null!));
    }

    /// <summary>Seeded markets the driver can write, with the document the generated serializer writes for each.</summary>
    /// <summary>
    /// A document written by the generated serializer is the driver's fields (<paramref name="driver"/>, byte for byte)
    /// then the blob; read on <paramref name="kind"/>, the full document (from its fields) and its projection to <c>_id</c>
    /// and the blob (from the blob) each give the driver's object of the whole document. Returns the projection and that
    /// object, re-written.
    /// </summary>
    private static (byte[] Projected, string Expected) AssertStoredAsTheDriverReads<T>(IBsonSerializer<T> generated, string blobName, byte[] driver, byte[] ours, ReaderKind kind)
    {
        Assert.Equal(Convert.ToHexString(driver.AsSpan(4, driver.Length - 5)), Convert.ToHexString(ours.AsSpan(4, driver.Length - 5)));
        Oracle.AssertSameReadAndMessage(generated, ours, new[] { kind });
        var expected = Oracle.Rewritten(Oracle.Read(Oracle.Driver<T>(), ReaderKind.ByteArrayBuffer, ours));
        var projected = Project(ours, "_id", blobName);
        Assert.Equal(expected, Oracle.Rewritten(Oracle.Read(generated, kind, projected)));
        return (projected, expected);
    }

    /// <summary>
    /// The seeded instances the driver can write (at least 900 of 1,000), each written by the generated serializer and
    /// checked as <see cref="AssertStoredAsTheDriverReads"/> checks it on <paramref name="kind"/>; with its projection, the
    /// driver's read of the whole document and the generated read of the projection.
    /// </summary>
    private static IEnumerable<(T Value, byte[] Projected, T Full, T FromBlob)> StoredInstances<T>(IBsonSerializer<T> generated, string blobName, int seed, ReaderKind kind)
    {
        var written = 0;
        foreach (var value in InstanceFactory.Many<T>(1000, seed))
        {
            byte[] driver;
            try
            {
                driver = Oracle.Write(Oracle.Driver<T>(), value);
            }
            catch (Exception ex) when (ex is BsonSerializationException or ArgumentException)
            {
                continue; // a value the driver cannot write either (a lone surrogate in a string ...)
            }

            var ours = Oracle.Write(generated, value);
            var (projected, _) = AssertStoredAsTheDriverReads(generated, blobName, driver, ours, kind);
            written++;
            yield return (value, projected, Oracle.Read(Oracle.Driver<T>(), ReaderKind.ByteArrayBuffer, ours), Oracle.Read(generated, kind, projected));
        }

        Assert.True(written >= 900, $"only {written} of 1000 seeded documents were writable");
    }

    /// <summary>The runtime classes of the values <paramref name="members"/> picks, the same in both objects.</summary>
    private static void AssertSameClasses<T>(T full, T fromBlob, Func<T, object?[]> members) =>
        Assert.Equal(members(full).Select(value => value?.GetType()), members(fromBlob).Select(value => value?.GetType()));

    private static IEnumerable<(StoredMarket Market, byte[] Bytes)> Stored(int seed)
    {
        var written = 0;
        foreach (var market in InstanceFactory.Many<StoredMarket>(1000, seed))
        {
            byte[] bytes;
            try
            {
                Oracle.Write(Oracle.Driver<StoredMarket>(), market);
                bytes = Oracle.Write(StoredMarketBsonSerializer.Instance, market);
            }
            catch (Exception ex) when (ex is BsonSerializationException or ArgumentException)
            {
                continue; // a value the driver cannot write either (a lone surrogate in a string ...)
            }

            written++;
            yield return (market, bytes);
        }

        Assert.True(written >= 900, $"only {written} of 1000 seeded markets were writable");
    }

    private static StoredMarket WithTitleAndVolume(StoredMarket before, StoredMarket after)
    {
        var document = BsonSerializer.Deserialize<BsonDocument>(Oracle.Write(StoredMarketBsonSerializer.Instance, before));
        document["Title"] = (BsonValue?)after.Title ?? BsonNull.Value;
        document["Volume"] = after.Volume;
        return Oracle.Read(StoredMarketBsonSerializer.Instance, ReaderKind.BsonDocument, document.ToBson());
    }

    private static FastBsonBlobException ReadFails(ReaderKind kind, byte[] projected) =>
        Assert.Throws<FastBsonBlobException>(() => Oracle.Read(StoredMarketBsonSerializer.Instance, kind, projected));

    /// <summary>The document as a projection returns it: the named elements, in the document's order.</summary>
    private static byte[] Project(byte[] document, params string[] names)
    {
        var full = BsonSerializer.Deserialize<BsonDocument>(document);
        var projected = new BsonDocument();
        foreach (var element in full)
        {
            if (names.Contains(element.Name))
            {
                projected.Add(element);
            }
        }

        return projected.ToBson();
    }

    private static byte[] WithBlobElement(byte[] document, Action<byte[]> change)
    {
        var projected = BsonSerializer.Deserialize<BsonDocument>(Project(document, "_id", BlobName));
        var payload = (byte[])projected[BlobName].AsBsonBinaryData.Bytes.Clone();
        change(payload);
        projected[BlobName] = new BsonBinaryData(payload, BsonBinarySubType.UserDefined);
        return projected.ToBson();
    }

    /// <summary>
    /// Applies an update of top-level <c>$set</c>, <c>$unset</c> and <c>$inc</c> as the server does: a set field keeps its
    /// place, a new one goes last, an unset one goes away.
    /// </summary>
    private static byte[] ApplyUpdate(byte[] stored, BsonDocument update)
    {
        var document = BsonSerializer.Deserialize<BsonDocument>(stored);
        foreach (var operation in update)
        {
            foreach (var field in operation.Value.AsBsonDocument)
            {
                Assert.DoesNotContain('.', field.Name);
                switch (operation.Name)
                {
                    case "$set":
                        document[field.Name] = field.Value;
                        break;
                    case "$unset":
                        document.Remove(field.Name);
                        break;
                    case "$inc":
                        document[field.Name] = document[field.Name].ToInt64() + field.Value.ToInt64();
                        break;
                    default:
                        throw new NotSupportedException(operation.Name);
                }
            }
        }

        return document.ToBson();
    }
}
