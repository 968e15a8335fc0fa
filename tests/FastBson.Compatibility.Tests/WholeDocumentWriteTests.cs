using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Fixtures;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// A generated serializer's own document, handed to the driver's binary writer in one piece (its TryWriteRaw, from
/// Serialize) where the writer checks no element name: the writer's default, and what the driver sets for inserted
/// documents. Under a validator that checks names (the driver's for replacements and updates, pushed at the top or at an
/// update statement's element), the writer must check the same names as for the driver's class map, and raise its error.
/// </summary>
public class WholeDocumentWriteTests
{
    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void A_document_under_no_name_checks_is_written_in_one_piece_with_the_drivers_bytes(WriteStream stream)
    {
        AssertInOnePiece("an order", SpanWriteOrderBsonSerializer.Instance, Order(), stream);
        AssertInOnePiece("a market", MarketBsonSerializer.Instance, MarketGenerator.CreateBatch(1, seed: 11).Markets.Single(), stream);
        AssertInOnePiece("the every-BSON-type document", AllBsonTypesBsonSerializer.Instance, AllBsonTypesGenerator.Create(), stream);
        AssertInOnePiece("an event log of object attributes", EventLogBsonSerializer.Instance, EventLogGenerator.Create(events: 100), stream);
        AssertInOnePiece(
            "an order under an explicit no-op validator", SpanWriteOrderBsonSerializer.Instance, Order(), stream,
            writer => writer.PushElementNameValidator(NoOpElementNameValidator.Instance));
    }

    [Fact]
    public void Documents_written_one_after_another_at_the_top_are_the_drivers()
    {
        var orders = new[] { Order(seed: 1), Order(seed: 2), Order(seed: 3) };
        Assert.Equal(Convert.ToHexString(WriteAll(Oracle.Driver<SpanWriteOrder>(), orders)), Convert.ToHexString(WriteAll(SpanWriteOrderBsonSerializer.Instance, orders)));

        static byte[] WriteAll(IBsonSerializer<SpanWriteOrder> serializer, SpanWriteOrder[] orders)
        {
            using var memory = new MemoryStream();
            using (var writer = new BsonBinaryWriter(memory))
            {
                foreach (var order in orders)
                {
                    serializer.Serialize(BsonSerializationContext.CreateRoot(writer), order);
                }
            }

            return memory.ToArray();
        }
    }

    public static IEnumerable<object[]> Checks() =>
        from validator in new[] { "replacement", "update", "application" }
        from place in new[] { "top", "value" }
        from stream in Enum.GetValues<WriteStream>()
        select new object[] { validator, place, stream };

    [Theory]
    [MemberData(nameof(Checks))]
    public void Under_a_validator_that_checks_names_the_writer_checks_the_drivers_names_and_raises_its_error(string validator, string place, WriteStream stream)
    {
        // Lines holds several documents: before MongoDB.Bson 2.22, the writer checks those after the first with the
        // validator of the document that holds the list.
        var value = Order();
        var driver = Checked(Oracle.Driver<SpanWriteOrder>(), value, validator, place, stream);
        var generated = Checked(SpanWriteOrderBsonSerializer.Instance, value, validator, place, stream);

        Assert.Equal(driver.Failure?.GetType(), generated.Failure?.GetType());
        Assert.Equal(driver.Failure?.Message, generated.Failure?.Message);
        Assert.Equal(driver.Names, generated.Names);
        Assert.Equal(Convert.ToHexString(driver.Bytes), Convert.ToHexString(generated.Bytes));

        // An update's validator refuses the first name; the others accept every name they see.
        Assert.Equal(validator == "update", driver.Failure is BsonSerializationException);
        Assert.Equal("_id", driver.Names[0]);
        if (validator != "update")
        {
            Assert.Contains("Grid", driver.Names);
        }

        // The application's validator checks every name, at every depth, as the driver's writer asks it to.
        if (validator == "application")
        {
            Assert.Contains("Quantity", driver.Names);
        }
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void A_document_past_the_writers_size_limit_at_the_top_fails_as_it_fails_the_driver(WriteStream stream)
    {
        var value = Order();
        var size = SpanWrites.WriteCounted(Oracle.Driver<SpanWriteOrder>(), value, stream).Bytes.Length;

        var exact = SpanWrites.WriteCounted(SpanWriteOrderBsonSerializer.Instance, value, stream, new BsonBinaryWriterSettings { MaxDocumentSize = size });
        Assert.Equal(size, exact.Bytes.Length);
        Assert.Equal(0, exact.OwnNames + exact.ChildNames);

        var smaller = new BsonBinaryWriterSettings { MaxDocumentSize = size - 1 };
        var expected = Record.Exception(() => SpanWrites.WriteCounted(Oracle.Driver<SpanWriteOrder>(), value, stream, smaller));
        var actual = Record.Exception(() => SpanWrites.WriteCounted(SpanWriteOrderBsonSerializer.Instance, value, stream, smaller));
        Assert.IsType<FormatException>(expected);
        Assert.Equal(expected.GetType(), actual?.GetType());
        Assert.Equal(expected.Message, actual?.Message);
    }

    [Fact]
    public void A_writer_where_no_document_can_start_raises_the_error_it_raises_for_the_drivers_serializer()
    {
        var expected = Record.Exception(() => WriteAfterStart(Oracle.Driver<SpanWriteOrder>()));
        var actual = Record.Exception(() => WriteAfterStart(SpanWriteOrderBsonSerializer.Instance));
        Assert.IsType<InvalidOperationException>(expected);
        Assert.Equal(expected.GetType(), actual?.GetType());
        Assert.Equal(expected.Message, actual?.Message);

        // In a document, where an element's name is due: WriteStartDocument's error, not that of a raw document.
        static void WriteAfterStart(IBsonSerializer<SpanWriteOrder> serializer)
        {
            using var writer = new BsonBinaryWriter(new MemoryStream());
            writer.WriteStartDocument();
            serializer.Serialize(BsonSerializationContext.CreateRoot(writer), Order());
        }
    }

    private static void AssertInOnePiece<T>(string what, IBsonSerializer<T> generated, T value, WriteStream stream, Action<BsonBinaryWriter>? prepare = null)
    {
        var mine = SpanWrites.WriteCounted(generated, value, stream, prepare: prepare);
        var theirs = SpanWrites.WriteCounted(Oracle.Driver<T>(), value, stream, prepare: prepare);
        Assert.Equal(Convert.ToHexString(theirs.Bytes), Convert.ToHexString(mine.Bytes));

        // The driver's writer writes every name itself; the generated serializer's document reaches it in one piece.
        Assert.True(theirs.OwnNames + theirs.ChildNames > 5, $"{what}: the driver's writer wrote {theirs.OwnNames + theirs.ChildNames} names.");
        Assert.Equal(0, mine.OwnNames + mine.ChildNames);
    }

    private static SpanWriteOrder Order(int seed = 7) => new()
    {
        Id = seed,
        Status = SpanWriteStatus.Shipped,
        Lines = Enumerable.Range(0, 5).Select(i => (SpanWriteLine?)new SpanWriteLine { Name = $"line {seed}.{i}", Quantity = i, Price = i * 1.5, Amount = i * 2.25m }).ToList(),
        Labels = new Dictionary<string, string?> { ["a"] = "x", ["b"] = null },
        Main = new SpanWriteLine { Name = "main" },
        Grid = new List<List<int>> { new() { 1, 2 }, new() { 3 } },
    };

    private sealed record CheckedWrite(byte[] Bytes, List<string> Names, Exception? Failure);

    /// <summary>
    /// Writes the value under a validator like the driver's (or an application's): pushed at the top, or (as the driver
    /// pushes it for an update statement's document) after the name of the element whose value the document is.
    /// </summary>
    private static CheckedWrite Checked<T>(IBsonSerializer<T> serializer, T value, string kind, string place, WriteStream stream)
    {
        var validator = new RecordingValidator(kind);
        byte[] bytes = Array.Empty<byte>();
        var failure = Record.Exception(() => bytes = SpanWrites.WriteCounted(
            serializer,
            value,
            stream,
            prepare: writer =>
            {
                if (place == "value")
                {
                    writer.WriteStartDocument();
                    writer.WriteName("u");
                }

                writer.PushElementNameValidator(validator);
            },
            finish: writer =>
            {
                writer.PopElementNameValidator();
                if (place == "value")
                {
                    writer.WriteEndDocument();
                }
            }).Bytes);

        return new CheckedWrite(bytes, validator.Names, failure);
    }

    /// <summary>
    /// Records the names it is asked about and checks them as the driver's validators do (an update's: each starts with
    /// '$'; a replacement's: none does; neither checks anything below them), or, as an application's may, accepts every
    /// name at every depth.
    /// </summary>
    private sealed class RecordingValidator(string kind) : IElementNameValidator
    {
        public List<string> Names { get; } = new();

        public IElementNameValidator GetValidatorForChildContent(string elementName) => kind == "application" ? this : NoOpElementNameValidator.Instance;

        public bool IsValidElementName(string elementName)
        {
            Names.Add(elementName);
            return kind == "application" || (elementName.Length > 0 && (elementName[0] == '$') == (kind == "update"));
        }
    }
}
