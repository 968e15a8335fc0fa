using System;
using System.Collections.Generic;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// What <see cref="GuidModeTests"/> calls, by reflection, in the copy of this assembly that runs one Guid mode: the
/// copy's start-up has configured its own driver for the mode. The checks are the test process's own test methods, run
/// over the Guids model. Damaged bytes are the readers' to refuse, whatever the Guid configuration: the test process's
/// corruption checks cover them (they cost the driver's readers gigabytes of allocations per document here).
/// </summary>
public static class GuidModeRun
{
    private const string Model = nameof(Guids);

    /// <summary>Runs every check; returns the mode it ran in.</summary>
    public static string Run()
    {
        var mode = GuidModes.OfThisCopy();
        if (GuidModes.WritesPlainGuids(mode))
        {
            var corpus = new CorpusTests();
            corpus.Generated_serializer_writes_the_drivers_bytes(Model);
            corpus.Generated_serializer_reads_what_the_driver_reads(Model);
            corpus.Span_path_reads_canonical_documents_itself(Model);
            var mutations = new MutationTests();
            mutations.Reordered_duplicated_missing_and_unknown_elements(Model);
            mutations.Values_of_every_bson_type_in_every_place(Model);
            AssertCollectionsWrittenInOnePiece();
        }
        else
        {
            AssertWritesFailAlike();
        }

        GuidEncodingTests.AssertEveryEncodingInEveryPlace();
        GuidEncodingTests.AssertStringsOnTheSpanPath();
        AssertUuidBinariesWrittenAlike();
        return mode;
    }

    /// <summary>
    /// A BsonBinaryData of a UUID subtype, in a BsonValue member, item, and document: 2.x's serializer converts it to the
    /// writer's GuidRepresentation in V2 mode, and its writer checks the subtype (the span writer leaves it to them); 3.x, and
    /// 2.x in V3 mode, write it as it is (the span writer writes it). The bytes, or the failure, are the driver's.
    /// </summary>
    private static void AssertUuidBinariesWrittenAlike()
    {
        var bytes = Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10").ToByteArray();
        foreach (var subType in new[] { BsonBinarySubType.UuidStandard, BsonBinarySubType.UuidLegacy })
        {
            var binary = new BsonBinaryData(bytes, subType);
            var value = new SpanWriteValues
            {
                Id = 1,
                Values = new List<BsonValue> { 1, binary },
                Document = new BsonDocument("uuid", binary),
                Nested = new SpanWriteValues { Binary = binary, Array = new BsonArray { binary } },
            };
            Oracle.AssertSameWriteOrFailure(SpanWriteValuesBsonSerializer.Instance, value);
        }
    }

    /// <summary>
    /// Where the mode writes every Guid, the span writer writes the model's collections and dictionaries of Guids whole, in
    /// the representation of the mode: no element inside them reaches the writer (the corpus has compared the bytes).
    /// </summary>
    private static void AssertCollectionsWrittenInOnePiece()
    {
        foreach (var value in InstanceFactory.Many<Guids>(20, seed: 43))
        {
            var (generated, childNames) = SpanWrites.Write(GuidsBsonSerializer.Instance, value, WriteStream.ContiguousBuffer);
            Assert.Equal(Convert.ToHexString(Oracle.Write(Oracle.Driver<Guids>(), value)), Convert.ToHexString(generated));
            Assert.Equal(0, childNames);
        }
    }

    /// <summary>The driver writes no Guid without a representation: the generated serializer fails the same way.</summary>
    private static void AssertWritesFailAlike()
    {
        foreach (var value in InstanceFactory.Many<Guids>(20, seed: 41))
        {
            var driver = Record.Exception(() => Oracle.Write(Oracle.Driver<Guids>(), value));
            var generated = Record.Exception(() => Oracle.Write(GuidsBsonSerializer.Instance, value));
            Assert.NotNull(driver);
            Assert.NotNull(generated);
            Assert.Equal(driver!.GetType(), generated!.GetType());
            Assert.Equal(driver.Message, generated.Message);
            Assert.Equal(driver.InnerException?.GetType(), generated.InnerException?.GetType());
        }
    }
}
