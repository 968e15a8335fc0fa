using System;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Behaviour that changed between the driver versions FastBson supports (2.14 through 3.x). Each test compares with the
/// driver in use and also states what that version does, chosen by the version under test (run the suite with
/// -p:MongoDbBsonDll=... to test another build), so a test cannot pass by both sides doing the wrong thing.
/// </summary>
public class DriverVersionTests
{
    private static readonly Version Driver = typeof(BsonDocument).Assembly.GetName().Version!;

    private static bool AtLeast(int major, int minor) => Driver.Major > major || (Driver.Major == major && Driver.Minor >= minor);

    [Fact]
    public void Queryable_encryption_metadata_is_skipped_from_2_21_and_refused_before()
    {
        var document = BsonSerializer.Deserialize<BsonDocument>(Oracle.Write(Oracle.Driver<Scalars>(), new Scalars { Text = "a" }));
        document.InsertAt(1, new BsonElement("__safeContent__", new BsonArray { new BsonBinaryData(new byte[] { 1, 2 }) }));
        var bson = Oracle.ToRawBson(document);

        ModelCatalog.Get(nameof(Scalars)).AssertSameReadAndMessage(bson, Readers.All);

        var outcome = Oracle.OutcomeWithMessage(ScalarsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson);
        Assert.Equal(AtLeast(2, 21), outcome.StartsWith("ok:", StringComparison.Ordinal));
        Assert.Equal(AtLeast(2, 21), ScalarsBsonSerializer.TryReadDocument(bson, out _));
    }

    [Theory]
    [InlineData("9999999999999999999999999999999999E+6111")] // Decimal128.MaxValue
    [InlineData("-9999999999999999999999999999999999E+6111")] // Decimal128.MinValue
    public void Decimal128_extremes_read_as_decimal_extremes_on_the_span_path(string text)
    {
        var bson = new BsonDocument { { "_id", ObjectId.GenerateNewId() }, { "Decimal", Decimal128.Parse(text) } }.ToBson();

        ModelCatalog.Get(nameof(Scalars)).AssertSameReadAndMessage(bson, Readers.All);

        Assert.True(ScalarsBsonSerializer.TryReadDocument(bson, out var value));
        Assert.Equal(text.StartsWith('-') ? decimal.MinValue : decimal.MaxValue, value.Decimal);
    }

    [Theory]
    [InlineData("1.2345678901234567890123456789012")] // more digits than a decimal holds
    [InlineData("1E-40")]
    [InlineData("1E+40")]
    [InlineData("NaN")]
    [InlineData("-Infinity")]
    public void Decimal128_values_a_decimal_cannot_hold_follow_this_drivers_converter(string text)
    {
        var bson = new BsonDocument { { "_id", ObjectId.GenerateNewId() }, { "Decimal", Decimal128.Parse(text) } }.ToBson();

        ModelCatalog.Get(nameof(Scalars)).AssertSameReadAndMessage(bson, Readers.All);

        // Truncation is allowed by the default converter from 2.25 (CSHARP-4993); overflow, NaN and infinity never.
        var truncates = text.Contains('.', StringComparison.Ordinal) || text == "1E-40";
        var expected = truncates && AtLeast(2, 25);
        Assert.Equal(expected, Oracle.OutcomeWithMessage(ScalarsBsonSerializer.Instance, ReaderKind.ByteArrayBuffer, bson).StartsWith("ok:", StringComparison.Ordinal));
    }

    [Fact]
    public void A_members_write_error_is_wrapped_from_2_19_and_raw_before()
    {
        var value = new WriteFails { Id = 1, Name = "fail" };

        var driver = Record.Exception(() => Oracle.Write(Oracle.Driver<WriteFails>(), value));
        var generated = Record.Exception(() => Oracle.Write(WriteFailsBsonSerializer.Instance, value));

        Assert.NotNull(driver);
        Assert.NotNull(generated);
        Assert.Equal(driver!.GetType(), generated!.GetType());
        Assert.Equal(driver.Message, generated.Message);
        Assert.Equal(driver.InnerException?.GetType(), generated.InnerException?.GetType());
        var expected = AtLeast(2, 19) ? typeof(BsonSerializationException) : typeof(InvalidOperationException);
        Assert.IsType(expected, generated);
        if (AtLeast(2, 19))
        {
            Assert.Equal($"An error occurred while serializing the Name property of class {typeof(WriteFails).FullName}: The name cannot be read.", generated.Message);
        }
    }

    [Fact]
    public void Object_ids_read_on_the_span_path_equal_the_drivers()
    {
        var id = ObjectId.Parse("65a1b2c3d4e5f60718293a4b");
        var bson = new BsonDocument { { "_id", id }, { "Reference", ObjectId.Parse("ffffffffffffffffffffffff") } }.ToBson();

        Assert.True(ScalarsBsonSerializer.TryReadDocument(bson, out var value));
        Assert.Equal(id, value.Id);
        Assert.Equal(ObjectId.Parse("ffffffffffffffffffffffff"), value.Reference);
    }
}
