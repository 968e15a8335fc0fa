using System;
using System.Collections.Generic;
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
/// The span writer (BsonSpanWriter): a member's array or document, written by generated code into a buffer of its own and
/// handed to the driver's binary writer in one piece, must be the bytes the writer would have written element by element,
/// on every stream the writer writes to; and wherever the writer would refuse something inside (depth, size, a name, a
/// text), the same error must come, from the writer itself.
/// </summary>
public class SpanWriteTests
{
    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void Nested_content_is_written_in_one_piece_with_the_drivers_bytes(WriteStream stream)
    {
        var driverChildNames = AssertWrittenInOnePiece(SpanWriteOrderBsonSerializer.Instance, Orders(200, seed: 5), stream);
        Assert.True(driverChildNames > 1_000, $"The driver's writer checked {driverChildNames} names inside the documents.");
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void Markets_and_their_batch_are_written_in_one_piece_with_the_drivers_bytes(WriteStream stream)
    {
        var batch = MarketGenerator.CreateBatch(300, seed: 6);
        var (generated, generatedChildNames) = Write(MarketsBatchBsonSerializer.Instance, batch, stream);
        var (driver, _) = Write(Oracle.Driver<MarketsBatch>(), batch, stream);
        Assert.Equal(Convert.ToHexString(driver), Convert.ToHexString(generated));
        Assert.Equal(0, generatedChildNames);

        foreach (var market in batch.Markets.Take(50))
        {
            Assert.Equal(Convert.ToHexString(Write(Oracle.Driver<Market>(), market, stream).Bytes), Convert.ToHexString(Write(MarketBsonSerializer.Instance, market, stream).Bytes));
        }
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void Guids_times_and_small_numbers_are_written_in_one_piece_with_the_drivers_bytes(WriteStream stream) =>
        AssertWrittenInOnePiece(SpanWriteEventBsonSerializer.Instance, Events(150, seed: 21), stream);

    [Fact]
    public void Extreme_guids_times_and_numbers_are_written_with_the_drivers_bytes()
    {
        var measures = new List<SpanWriteMeasure?>
        {
            new() { Key = Guid.Empty, At = DateTimeOffset.MinValue, Took = TimeSpan.MinValue, Ratio = float.MaxValue, Small = short.MinValue, Delta = sbyte.MinValue, Grade = char.MaxValue, Count = int.MaxValue, Total = long.MaxValue },
            new() { Key = Guid.AllBitsSet, At = DateTimeOffset.MaxValue, Took = TimeSpan.MaxValue, Ratio = float.MinValue, Port = ushort.MaxValue, Level = byte.MaxValue },
            new() { At = new DateTimeOffset(2024, 2, 29, 23, 59, 59, 999, TimeSpan.FromHours(14)), Took = TimeSpan.FromTicks(-1), Ratio = float.NaN, MaybeRatio = float.PositiveInfinity },
            new() { At = new DateTimeOffset(1, 1, 1, 0, 0, 0, TimeSpan.FromHours(-14)).AddTicks(1), Took = new TimeSpan(1, 2, 3, 4, 5), Ratio = float.Epsilon, MaybeRatio = float.NegativeInfinity },
            new() { At = new DateTimeOffset(2000, 1, 1, 0, 0, 0, TimeSpan.FromMinutes(-570)), MaybeTook = TimeSpan.Zero, Ratio = -0f, MaybeCount = 0 },
            new() { Price = decimal.MaxValue, PriceText = decimal.MinValue, MaybePrice = decimal.MinValue, MaybeExactPrice = decimal.MaxValue },
            new() { Price = -0.0000000000000000000000000001m, PriceText = 1.0000000000000000000000000000m },
        };
        var value = new SpanWriteEvent { Id = 1, Measures = measures, Times = measures.Select(measure => measure!.At).ToList() };
        Oracle.AssertSameRoundTrip(SpanWriteEventBsonSerializer.Instance, value);
        Assert.Equal(0, Write(SpanWriteEventBsonSerializer.Instance, value, WriteStream.ContiguousBuffer).ChildNames);
    }

    [Theory]
    [InlineData("a uint past int's range", 1)]
    [InlineData("a uint? past int's range", 2)]
    [InlineData("a ulong past long's range", 3)]
    [InlineData("a uint item past int's range", 4)]
    [InlineData("a ulong? item past long's range", 5)]
    [InlineData("a long-based enum past int's range, as Int32", 6)]
    [InlineData("a ulong-based enum past uint's range, as Int32", 7)]
    public void A_number_its_conversion_overflows_fails_as_it_fails_the_driver_and_the_next_is_written_in_one_piece(string what, int place)
    {
        var value = Events(1, seed: 22).Single();
        value.Measures ??= new List<SpanWriteMeasure?>();
        var measure = new SpanWriteMeasure();
        value.Measures.Add(measure);
        switch (place)
        {
            case 1: measure.Count = uint.MaxValue; break;
            case 2: measure.MaybeCount = (uint)int.MaxValue + 1; break;
            case 3: measure.Total = ulong.MaxValue; break;
            case 4: value.Counts = new List<uint> { 1, uint.MaxValue }; break;
            case 6: measure.RankNumber = SpanWriteRank.High; break;
            case 7: measure.MaybeMaskNumber = (SpanWriteMask)(uint.MaxValue + 1UL); break;
            default: value.Totals = new List<ulong?> { null, (ulong)long.MaxValue + 1 }; break;
        }

        AssertFailsAsTheDriverThenWritesInOnePiece(SpanWriteEventBsonSerializer.Instance, value, Events(1, seed: 23).Single());
    }

    [Fact]
    public void A_uri_of_a_derived_class_is_the_writers_to_write()
    {
        var value = Events(1, seed: 26).Single();
        value.Measures = new List<SpanWriteMeasure?> { new() { Link = new Uri("https://example.com/plain") }, new() { Link = new SpanWriteUri("https://example.com/derived") } };
        Oracle.AssertSameWriteOrFailure(SpanWriteEventBsonSerializer.Instance, value);
    }

    [Theory]
    [InlineData("not hex")]
    [InlineData("0123456789abcdef0123456")]
    [InlineData("")]
    public void A_string_that_is_no_object_id_fails_as_it_fails_the_driver_and_the_next_is_written_in_one_piece(string text)
    {
        var value = Events(1, seed: 24).Single();
        value.Measures = new List<SpanWriteMeasure?> { new() { RefId = ObjectId.GenerateNewId().ToString() }, new() { RefId = text } };
        AssertFailsAsTheDriverThenWritesInOnePiece(SpanWriteEventBsonSerializer.Instance, value, Events(1, seed: 25).Single());
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    public void A_date_time_offset_counts_as_a_level_of_the_writers_depth(int limit)
    {
        var value = new SpanWriteEvent { Id = 2, Measures = new List<SpanWriteMeasure?> { new() { At = DateTimeOffset.UnixEpoch } }, Times = new List<DateTimeOffset> { DateTimeOffset.UnixEpoch } };
        var expected = Record.Exception(() => Oracle.Write(Oracle.Driver<SpanWriteEvent>(), value, maxSerializationDepth: limit));
        var actual = Record.Exception(() => Oracle.Write(SpanWriteEventBsonSerializer.Instance, value, maxSerializationDepth: limit));
        Assert.Equal(expected?.GetType(), actual?.GetType());
        Assert.Equal(expected?.Message, actual?.Message);
        if (expected is null)
        {
            Assert.Equal(
                Convert.ToHexString(Oracle.Write(Oracle.Driver<SpanWriteEvent>(), value, maxSerializationDepth: limit)),
                Convert.ToHexString(Oracle.Write(SpanWriteEventBsonSerializer.Instance, value, maxSerializationDepth: limit)));
        }
    }

    [Fact]
    public void Decimals_are_written_as_the_drivers_serializer_writes_them()
    {
        var amounts = new[]
        {
            decimal.MaxValue, decimal.MinValue, 0m, -0m, 0.0000000000000000000000000001m, -0.0000000000000000000000000001m, 1.10m,
            12345678901234567890.123456789m, new decimal(0, 0, 0, true, 28), 1e-10m,
        };
        var order = new SpanWriteOrder { Id = 1, Lines = amounts.Select(amount => (SpanWriteLine?)new SpanWriteLine { Amount = amount }).ToList() };
        Oracle.AssertSameBytes(SpanWriteOrderBsonSerializer.Instance, order);
        Assert.Equal(0, Write(SpanWriteOrderBsonSerializer.Instance, order, WriteStream.ContiguousBuffer).ChildNames);
    }

    // Named cases: xunit names a case by its arguments, and lone surrogates all display alike.
    [Theory]
    [InlineData("a lone high surrogate", "\uD800")]
    [InlineData("a lone low surrogate inside text", "a\uDC00b")]
    [InlineData("a high surrogate at the end", "ok\uD83D")]
    public void A_text_the_strict_encoding_refuses_fails_as_it_fails_the_driver_and_the_next_is_written_in_one_piece(string what, string text)
    {
        Oracle.AssertSameWriteOrFailure(SpanWriteOrderBsonSerializer.Instance, Order(line => line.Name = text));
        Oracle.AssertSameWriteOrFailure(SpanWriteOrderBsonSerializer.Instance, Order(line => { }, labels => labels["key"] = text));
        Oracle.AssertSameWriteOrFailure(SpanWriteOrderBsonSerializer.Instance, Order(line => { }, labels => labels[text] = "value"));

        // A value the writer refuses is its error, not a reason to give the span writer up.
        var valid = Order(line => line.Name = "after");
        Assert.Equal(0, Write(SpanWriteOrderBsonSerializer.Instance, valid, WriteStream.ContiguousBuffer).ChildNames);
    }

    [Fact]
    public void A_key_with_a_null_character_fails_as_it_fails_the_driver()
    {
        Oracle.AssertSameWriteOrFailure(SpanWriteOrderBsonSerializer.Instance, Order(line => { }, labels => labels["a\0b"] = "value"));
        Oracle.AssertSameBytes(SpanWriteOrderBsonSerializer.Instance, Order(line => { }, labels => labels["ключ.$x"] = "value"));
    }

    [Theory]
    [InlineData(30)]
    [InlineData(98)]
    [InlineData(99)]
    [InlineData(150)]
    public void A_tree_past_the_writers_depth_limit_fails_as_it_fails_the_driver(int depth)
    {
        var tree = new SpanWriteTree { Id = depth, Root = Chain(depth) };
        Oracle.AssertSameWriteOrFailure(SpanWriteTreeBsonSerializer.Instance, tree);
    }

    [Fact]
    public void The_deepest_tree_the_writer_takes_is_written_in_one_piece()
    {
        var depth = 1;
        while (Record.Exception(() => Oracle.Write(Oracle.Driver<SpanWriteTree>(), new SpanWriteTree { Root = Chain(depth + 1) })) is null)
        {
            depth++;
        }

        var deepest = new SpanWriteTree { Root = Chain(depth) };
        var (generated, childNames) = Write(SpanWriteTreeBsonSerializer.Instance, deepest, WriteStream.ContiguousBuffer);
        Assert.Equal(Convert.ToHexString(Write(Oracle.Driver<SpanWriteTree>(), deepest, WriteStream.ContiguousBuffer).Bytes), Convert.ToHexString(generated));
        Assert.Equal(0, childNames);
        Oracle.AssertSameWriteOrFailure(SpanWriteTreeBsonSerializer.Instance, new SpanWriteTree { Root = Chain(depth + 1) });
    }

    [Fact]
    public void A_document_of_exactly_the_writers_size_limit_is_written_in_one_piece()
    {
        var order = Orders(3, seed: 10).Last();
        var size = Write(Oracle.Driver<SpanWriteOrder>(), order, WriteStream.ContiguousBuffer).Bytes.Length;
        var (generated, childNames) = Write(SpanWriteOrderBsonSerializer.Instance, order, WriteStream.ContiguousBuffer, new BsonBinaryWriterSettings { MaxDocumentSize = size });
        Assert.Equal(size, generated.Length);
        Assert.Equal(0, childNames);

        var smaller = new BsonBinaryWriterSettings { MaxDocumentSize = size - 1 };
        var expected = Record.Exception(() => Write(Oracle.Driver<SpanWriteOrder>(), order, WriteStream.ContiguousBuffer, smaller));
        var actual = Record.Exception(() => Write(SpanWriteOrderBsonSerializer.Instance, order, WriteStream.ContiguousBuffer, smaller));
        Assert.NotNull(expected);
        Assert.Equal(expected.GetType(), actual?.GetType());
        Assert.Equal(expected.Message, actual?.Message);
    }

    [Theory]
    [InlineData(8, 40)]
    [InlineData(3, 60)]
    public void The_limit_of_the_writers_settings_decides_the_depth(int limit, int depth)
    {
        var tree = new SpanWriteTree { Id = 1, Root = Chain(depth) };
        var expected = Record.Exception(() => Oracle.Write(Oracle.Driver<SpanWriteTree>(), tree, maxSerializationDepth: limit));
        var actual = Record.Exception(() => Oracle.Write(SpanWriteTreeBsonSerializer.Instance, tree, maxSerializationDepth: limit));
        Assert.NotNull(expected);
        Assert.Equal(expected.GetType(), actual?.GetType());
        Assert.Equal(expected.Message, actual?.Message);
        Assert.Equal(
            Convert.ToHexString(Oracle.Write(Oracle.Driver<SpanWriteTree>(), tree, maxSerializationDepth: (2 * depth) + 5)),
            Convert.ToHexString(Oracle.Write(SpanWriteTreeBsonSerializer.Instance, tree, maxSerializationDepth: (2 * depth) + 5)));
    }

    [Theory]
    [InlineData(200)]
    [InlineData(1_000)]
    [InlineData(100_000)]
    public void A_document_past_the_writers_size_limit_fails_as_it_fails_the_driver(int maxDocumentSize)
    {
        var order = Orders(1, seed: 9).Single();
        order.Lines = Enumerable.Range(0, 40).Select(i => (SpanWriteLine?)new SpanWriteLine { Name = new string('x', i * 10) }).ToList();
        var settings = new BsonBinaryWriterSettings { MaxDocumentSize = maxDocumentSize };
        var expected = Record.Exception(() => Write(Oracle.Driver<SpanWriteOrder>(), order, WriteStream.ContiguousBuffer, settings));
        var actual = Record.Exception(() => Write(SpanWriteOrderBsonSerializer.Instance, order, WriteStream.ContiguousBuffer, settings));
        Assert.Equal(expected?.GetType(), actual?.GetType());
        Assert.Equal(expected?.Message, actual?.Message);
    }

    [Fact]
    public void Subclasses_among_the_items_are_the_writers_to_write()
    {
        var box = new SpanWriteGiftBox
        {
            Id = 3,
            Lines = new List<SpanWriteLine?> { new() { Name = "plain" }, new SpanWriteGiftLine { Name = "gift", Message = "for you" }, null },
        };
        Oracle.AssertSameRoundTrip(SpanWriteGiftBoxBsonSerializer.Instance, box);

        // After it, that member is written through the writer, with the same bytes.
        box.Lines = new List<SpanWriteLine?> { new() { Name = "plain again" } };
        Oracle.AssertSameBytes(SpanWriteGiftBoxBsonSerializer.Instance, box);
    }

    [Fact]
    public void A_writer_with_another_encoding_writes_every_element_itself()
    {
        var order = Order(line => line.Name = "\uD800 lone");
        var settings = new BsonBinaryWriterSettings { Encoding = Utf8Encodings.Lenient };
        var (generated, generatedChildNames) = Write(SpanWriteOrderBsonSerializer.Instance, order, WriteStream.ContiguousBuffer, settings);
        var (driver, _) = Write(Oracle.Driver<SpanWriteOrder>(), order, WriteStream.ContiguousBuffer, settings);
        Assert.Equal(Convert.ToHexString(driver), Convert.ToHexString(generated));
        Assert.True(generatedChildNames > 0);
    }

    [Fact]
    public void Other_writers_get_every_element()
    {
        foreach (var order in Orders(20, seed: 12))
        {
            // Compared as bytes: a document's NaN is not equal to itself.
            Assert.Equal(
                Convert.ToHexString(order.ToBsonDocument(Oracle.Driver<SpanWriteOrder>()).ToBson()),
                Convert.ToHexString(order.ToBsonDocument(SpanWriteOrderBsonSerializer.Instance).ToBson()));
            Assert.Equal(order.ToJson(serializer: Oracle.Driver<SpanWriteOrder>()), order.ToJson(serializer: SpanWriteOrderBsonSerializer.Instance));
        }
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void BsonValues_are_written_in_one_piece_with_the_drivers_bytes(WriteStream stream)
    {
        var driverChildNames = AssertWrittenInOnePiece(SpanWriteValuesBsonSerializer.Instance, ValueDocuments(150, seed: 31), stream);
        Assert.True(driverChildNames > 1_000, $"The driver's writer checked {driverChildNames} names inside the documents.");
    }

    [Theory]
    [MemberData(nameof(SpanWrites.Streams), MemberType = typeof(SpanWrites))]
    public void Short_texts_are_written_with_the_drivers_bytes_whatever_chars_they_hold(WriteStream stream)
    {
        // Text of up to 16 chars is copied a byte per char while it is ASCII; a null or a char past 127 sends it to the
        // transcoder. Names and values of 15 to 17 chars, ASCII or not, a null in a string value (which BSON allows) and
        // a DEL (127, the last one-byte char) must all come out as the driver's writer writes them.
        string[] texts = { "", "a", "\u007f", "a\0b", "é", "ключ", "123456789012345", "1234567890123456", "12345678901234567", "123456789012345é", "\u00ff" };
        var values = texts.Select((text, i) => new SpanWriteValues
        {
            Id = i,
            Document = new BsonDocument { { text.Replace("\0", "", StringComparison.Ordinal), text }, { "x" + text.Replace("\0", "", StringComparison.Ordinal), BsonSymbolTable.Lookup(text) } },
            Values = new List<BsonValue> { text, new BsonJavaScript(text) },
            Documents = new Dictionary<string, BsonDocument> { [text.Replace("\0", "", StringComparison.Ordinal)] = new BsonDocument("s", text) },
            Pattern = new BsonRegularExpression(text.Replace("\0", "", StringComparison.Ordinal), "i"),
        });

        AssertWrittenInOnePiece(SpanWriteValuesBsonSerializer.Instance, values, stream);
    }

    // Named cases: xunit names a case by its arguments, and lone surrogates all display alike.
    [Theory]
    [InlineData("a null character in a pattern", 1)]
    [InlineData("a null character in a nested document's options", 2)]
    [InlineData("a lone surrogate in a name", 3)]
    [InlineData("a lone surrogate in a pattern", 4)]
    [InlineData("a lone surrogate in a script's code", 5)]
    [InlineData("a null item", 6)]
    [InlineData("a null dictionary value", 7)]
    public void A_bson_value_the_writer_refuses_fails_as_it_fails_the_driver_and_the_next_is_written_in_one_piece(string what, int place)
    {
        var value = ValueDocuments(1, seed: 32).Single();
        switch (place)
        {
            case 1: value.Values = new List<BsonValue> { 1, new BsonRegularExpression("a\0b") }; break;
            case 2: value.Nested = new SpanWriteValues { Pattern = new BsonRegularExpression("a", "i\0") }; break;
            case 3: value.Documents = new Dictionary<string, BsonDocument> { ["k"] = new BsonDocument("\uD800", 1) }; break;
            case 4: value.Document = new BsonDocument("r", new BsonRegularExpression("x\uDC00")); break;
            case 5: value.Array = new BsonArray { new BsonJavaScriptWithScope("\uD83D", new BsonDocument()) }; break;
            case 6: value.Values = new List<BsonValue> { 1, null! }; break;
            default: value.Documents = new Dictionary<string, BsonDocument> { ["k"] = null! }; break;
        }

        AssertFailsAsTheDriverThenWritesInOnePiece(SpanWriteValuesBsonSerializer.Instance, value, ValueDocuments(1, seed: 33).Single());
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void The_old_binary_subtype_is_written_as_the_writers_settings_say(bool fix)
    {
#pragma warning disable CS0618 // the old binary subtype, which a value may still hold
        var old = new BsonBinaryData(new byte[] { 1, 2, 3 }, BsonBinarySubType.OldBinary);
#pragma warning restore CS0618
        var value = new SpanWriteValues { Id = 4, Values = new List<BsonValue> { old }, Document = new BsonDocument("old", old), Nested = new SpanWriteValues { Binary = old } };
        var settings = new BsonBinaryWriterSettings { FixOldBinarySubTypeOnOutput = fix };
        var (generated, childNames) = Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer, settings);
        var (driver, _) = Write(Oracle.Driver<SpanWriteValues>(), value, WriteStream.ContiguousBuffer, settings);
        Assert.Equal(Convert.ToHexString(driver), Convert.ToHexString(generated));
        Assert.Equal(0, childNames);
    }

    [Fact]
    public void A_bson_value_of_another_class_is_the_writers_to_write_and_the_next_is_written_in_one_piece()
    {
        var raw = new RawBsonDocument(new BsonDocument("x", 1).ToBson());
        var value = new SpanWriteValues
        {
            Id = 5,
            Document = new BsonDocument("raw", raw),
            Values = new List<BsonValue> { 1, raw },
            Nested = new SpanWriteValues { Any = raw, Script = new BsonJavaScriptWithScope("x", raw) },
        };
        Oracle.AssertSameBytes(SpanWriteValuesBsonSerializer.Instance, value);
        Assert.True(Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer).ChildNames > 0);

        var valid = ValueDocuments(1, seed: 34).Single();
        Assert.Equal(0, Write(SpanWriteValuesBsonSerializer.Instance, valid, WriteStream.ContiguousBuffer).ChildNames);
    }

    [Theory]
    [InlineData("a byte", 1)]
    [InlineData("a TimeSpan item", 2)]
    [InlineData("a float dictionary value", 3)]
    [InlineData("an enum over byte, in a nested document", 4)]
    public void An_object_value_the_driver_writes_with_a_discriminator_is_the_writers_to_write_and_the_next_is_written_in_one_piece(string what, int place)
    {
        // ObjectSerializer writes these as { _t, _v } documents, through the serializer of their class: the writer's path
        // hands them to it, as the span writer gives them up.
        var value = ValueDocuments(1, seed: 35).Single();
        switch (place)
        {
            case 1: value.Anything = (byte)5; break;
            case 2: value.Objects = new List<object?> { 1, TimeSpan.FromSeconds(90) }; break;
            case 3: value.ObjectsByKey = new Dictionary<string, object?> { ["f"] = 1.5f }; break;
            default: value.Nested = new SpanWriteValues { Anything = SpanWriteByteKind.Max }; break;
        }

        Oracle.AssertSameBytes(SpanWriteValuesBsonSerializer.Instance, value);
        Assert.True(Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer).ChildNames > 0, what);

        var valid = ValueDocuments(1, seed: 36).Single();
        Assert.Equal(0, Write(SpanWriteValuesBsonSerializer.Instance, valid, WriteStream.ContiguousBuffer).ChildNames);
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    public void Dynamic_object_values_are_written_in_one_piece(int place)
    {
        // ExpandoObjects and lists of objects, which ObjectSerializer writes without a discriminator in a context that takes
        // them as dynamic: the span writer writes them, nested ones too.
        var expando = new System.Dynamic.ExpandoObject();
        var members = (IDictionary<string, object?>)expando;
        members["a"] = 1;
        members["list"] = new List<object?> { "x", null, new System.Dynamic.ExpandoObject(), new List<object?> { 2L } };
        members["when"] = DateTime.UnixEpoch;
        var value = ValueDocuments(1, seed: 37).Single();
        switch (place)
        {
            case 1: value.Anything = expando; break;
            case 2: value.Objects = new List<object?> { 1, expando, new List<object?> { expando } }; break;
            case 3: value.ObjectsByKey = new Dictionary<string, object?> { ["e"] = expando }; break;
            default: value.Nested = new SpanWriteValues { Anything = new List<object?> { expando } }; break;
        }

        Oracle.AssertSameBytes(SpanWriteValuesBsonSerializer.Instance, value);
        Assert.Equal(0, Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer).ChildNames);

        // A Guid inside one depends on the serializer's Guid settings: the writer's path writes it, and the next value is
        // written in one piece again.
        members["id"] = Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10");
        var expected = Record.Exception(() => Oracle.Write(Oracle.Driver<SpanWriteValues>(), value));
        var actual = Record.Exception(() => Oracle.Write(SpanWriteValuesBsonSerializer.Instance, value));
        Assert.Equal(expected?.GetType(), actual?.GetType());
        if (expected is null)
        {
            Oracle.AssertSameBytes(SpanWriteValuesBsonSerializer.Instance, value);
            Assert.True(Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer).ChildNames > 0);
        }

        var valid = ValueDocuments(1, seed: 38).Single();
        Assert.Equal(0, Write(SpanWriteValuesBsonSerializer.Instance, valid, WriteStream.ContiguousBuffer).ChildNames);
    }

    [Fact]
    public void An_expando_object_nested_past_the_writers_depth_fails_as_it_fails_the_driver()
    {
        var expando = new System.Dynamic.ExpandoObject();
        var inner = expando;
        for (var i = 0; i < 150; i++)
        {
            var next = new System.Dynamic.ExpandoObject();
            ((IDictionary<string, object?>)inner)["d"] = i % 2 == 0 ? next : new List<object?> { next };
            inner = next;
        }

        var value = new SpanWriteValues { Id = 7, Anything = expando };
        var expected = Record.Exception(() => Write(Oracle.Driver<SpanWriteValues>(), value, WriteStream.ContiguousBuffer));
        var actual = Record.Exception(() => Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer));
        Assert.NotNull(expected);
        Assert.Equal(expected!.GetType(), actual?.GetType());
        Assert.Equal(expected.Message, actual!.Message);
    }

    [Theory]
    [InlineData(100)]
    [InlineData(225)]
    [InlineData(1_000)]
    public void A_script_past_the_writers_size_limit_fails_as_it_fails_the_driver(int maxDocumentSize)
    {
        // The script's value is 221 bytes, its list 229 and the document 254: each limit stops the writer at another end.
        var value = new SpanWriteValues { Id = 6, Values = new List<BsonValue> { new BsonJavaScriptWithScope(new string('x', 200), new BsonDocument("a", 1)) } };
        var settings = new BsonBinaryWriterSettings { MaxDocumentSize = maxDocumentSize };
        var expected = Record.Exception(() => Write(Oracle.Driver<SpanWriteValues>(), value, WriteStream.ContiguousBuffer, settings));
        var actual = Record.Exception(() => Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer, settings));
        Assert.Equal(expected?.GetType(), actual?.GetType());
        Assert.Equal(expected?.Message, actual?.Message);
        if (expected is null)
        {
            Assert.Equal(
                Convert.ToHexString(Write(Oracle.Driver<SpanWriteValues>(), value, WriteStream.ContiguousBuffer, settings).Bytes),
                Convert.ToHexString(Write(SpanWriteValuesBsonSerializer.Instance, value, WriteStream.ContiguousBuffer, settings).Bytes));
        }
    }

    [Fact]
    public void Bson_documents_arrays_and_scopes_count_as_levels_of_the_writers_depth()
    {
        var deep = new BsonDocument("a", new BsonDocument("b", new BsonArray { new BsonDocument("c", new BsonJavaScriptWithScope("x", new BsonDocument("d", 1))) }));
        var value = new SpanWriteValues { Id = 7, Document = deep, Values = new List<BsonValue> { deep }, Nested = new SpanWriteValues { Any = deep } };
        var failures = 0;
        for (var limit = 1; limit <= 9; limit++)
        {
            var expected = Record.Exception(() => Oracle.Write(Oracle.Driver<SpanWriteValues>(), value, maxSerializationDepth: limit));
            var actual = Record.Exception(() => Oracle.Write(SpanWriteValuesBsonSerializer.Instance, value, maxSerializationDepth: limit));
            Assert.Equal(expected?.GetType(), actual?.GetType());
            Assert.Equal(expected?.Message, actual?.Message);
            if (expected is null)
            {
                Assert.Equal(
                    Convert.ToHexString(Oracle.Write(Oracle.Driver<SpanWriteValues>(), value, maxSerializationDepth: limit)),
                    Convert.ToHexString(Oracle.Write(SpanWriteValuesBsonSerializer.Instance, value, maxSerializationDepth: limit)));
            }
            else
            {
                failures++;
            }
        }

        // The deepest value is seven levels below the document: the first limits fail, the last ones write.
        Assert.InRange(failures, 2, 8);
    }

    /// <summary>
    /// Writes each value with the generated serializer and the driver's: the same bytes, and none of the names inside the
    /// document checked by the writer for the generated one (the writer checks the name of every element it writes itself;
    /// those the span writer wrote, it never saw). Returns how many the driver's writer checked.
    /// </summary>
    private static int AssertWrittenInOnePiece<T>(IBsonSerializer<T> generated, IEnumerable<T> values, WriteStream stream)
    {
        var driverChildNames = 0;
        foreach (var value in values)
        {
            var (bytes, childNames) = Write(generated, value, stream);
            var (driver, driverNames) = Write(Oracle.Driver<T>(), value, stream);
            Assert.Equal(Convert.ToHexString(driver), Convert.ToHexString(bytes));
            Assert.Equal(0, childNames);
            driverChildNames += driverNames;
        }

        return driverChildNames;
    }

    /// <summary>
    /// <paramref name="failing"/> fails to write as it fails the driver (the same exception and message), and
    /// <paramref name="valid"/>, written after it, goes in one piece: a value the writer refuses is its error, not a reason
    /// to give the span writer up.
    /// </summary>
    private static void AssertFailsAsTheDriverThenWritesInOnePiece<T>(IBsonSerializer<T> generated, T failing, T valid)
    {
        Assert.NotNull(Record.Exception(() => Oracle.Write(Oracle.Driver<T>(), failing)));
        Oracle.AssertSameWriteOrFailure(generated, failing);
        Assert.Equal(0, Write(generated, valid, WriteStream.ContiguousBuffer).ChildNames);
    }

    private static (byte[] Bytes, int ChildNames) Write<T>(IBsonSerializer<T> serializer, T value, WriteStream kind, BsonBinaryWriterSettings? settings = null) =>
        SpanWrites.Write(serializer, value, kind, settings);

    private static SpanWriteNode Chain(int depth)
    {
        var node = new SpanWriteNode { Value = depth };
        for (var i = depth - 1; i > 0; i--)
        {
            node = new SpanWriteNode { Value = i, Children = new List<SpanWriteNode> { node } };
        }

        return node;
    }

    private static SpanWriteOrder Order(Action<SpanWriteLine> line, Action<Dictionary<string, string?>>? labels = null)
    {
        var order = Orders(1, seed: 7).Single();
        order.Lines ??= new List<SpanWriteLine?>();
        order.Lines.Add(new SpanWriteLine { Name = "line" });
        line(order.Lines[^1]!);
        order.Labels ??= new Dictionary<string, string?>();
        labels?.Invoke(order.Labels);
        return order;
    }

    private static List<SpanWriteEvent> Events(int count, int seed)
    {
        var random = new Random(seed);
        Guid NewGuid()
        {
            var bytes = new byte[16];
            random.NextBytes(bytes);
            return new Guid(bytes);
        }

        DateTimeOffset Time() => new DateTimeOffset(2001, 1, 1, 0, 0, 0, TimeSpan.FromMinutes(random.Next(-56, 57) * 15)).AddTicks(random.NextInt64(0, 800_000_000_000_000_000));
        TimeSpan Span() => TimeSpan.FromTicks(random.NextInt64(-10_000_000_000_000, 10_000_000_000_000));
        DateTime Due() => new DateTime(2001, 1, 1, 0, 0, 0, (DateTimeKind)random.Next(3)).AddTicks(random.NextInt64(0, 700_000_000_000_000_000));
        decimal Price() => random.Next(8) switch
        {
            0 => decimal.MaxValue,
            1 => decimal.MinValue,
            2 => new decimal(random.Next(), random.Next(), random.Next(), random.Next(2) == 0, (byte)random.Next(29)),
            _ => Math.Round((decimal)random.NextDouble() * 1000, random.Next(0, 6)),
        };
        SpanWriteMeasure? Measure() => random.Next(10) == 0 ? null : new SpanWriteMeasure
        {
            Key = NewGuid(),
            MaybeKey = random.Next(3) == 0 ? null : NewGuid(),
            StandardKey = NewGuid(),
            JavaKey = NewGuid(),
            TextKey = NewGuid(),
            At = Time(),
            MaybeAt = random.Next(3) == 0 ? null : Time(),
            Took = Span(),
            MaybeTook = random.Next(3) == 0 ? null : Span(),
            Ratio = random.Next(5) == 0 ? float.NaN : (float)(random.NextDouble() * 1e6),
            MaybeRatio = random.Next(3) == 0 ? null : (float)random.NextDouble(),
            Small = (short)random.Next(short.MinValue, short.MaxValue + 1),
            Port = (ushort)random.Next(0, ushort.MaxValue + 1),
            Level = (byte)random.Next(0, 256),
            Delta = (sbyte)random.Next(-128, 128),
            Grade = (char)random.Next('A', 'ž'),
            Count = (uint)random.Next(0, int.MaxValue),
            MaybeCount = random.Next(3) == 0 ? null : (uint)random.Next(),
            Total = (ulong)random.NextInt64(0, long.MaxValue),
            StatusText = (SpanWriteStatus)random.Next(-1, 4),
            MaybeMaskText = random.Next(3) switch { 0 => null, 1 => SpanWriteMask.All, _ => (SpanWriteMask)(ulong)random.NextInt64() },
            OidText = ObjectId.GenerateNewId(random.Next()),
            RefId = random.Next(4) == 0 ? null : ObjectId.GenerateNewId(random.Next()).ToString(),
            RankNumber = (SpanWriteRank)random.Next(int.MinValue, int.MaxValue),
            MaybeMaskNumber = random.Next(3) == 0 ? null : (SpanWriteMask)(ulong)(uint)random.NextInt64(0, uint.MaxValue + 1L),
            OpenFlag = random.Next(2) == 0,
            MaybeLongFlag = random.Next(3) switch { 0 => null, 1 => true, _ => false },
            DoubleFlag = random.Next(2) == 0,
            ExactFlag = random.Next(2) == 0,
            TextFlag = random.Next(3) switch { 0 => null, 1 => true, _ => false },
            AtText = Time(),
#if MONGODB_BSON_OFFSET_INSTANTS
            MaybeAtInstant = random.Next(3) == 0 ? null : Time(),
#endif
            DueTicks = Due(),
            MaybeDueText = random.Next(3) == 0 ? null : Due(),
            LocalDueText = Due(),
            Exact = new Decimal128(Math.Round((decimal)random.NextDouble() * 1000, random.Next(0, 6))),
            Price = Price(),
            PriceText = Price(),
            MaybePrice = random.Next(3) == 0 ? null : Price(),
            MaybeExactPrice = random.Next(3) == 0 ? null : Price(),
            Wait = Span(),
            MaybeWait = random.Next(3) == 0 ? null : Span(),
            ShortWait = random.Next(3) == 0 ? TimeSpan.FromTicks(random.NextInt64()) : TimeSpan.FromTicks(random.Next()),
            Link = random.Next(4) switch { 0 => null, 1 => new Uri("https://example.com/a b?q=" + random.Next()), 2 => new Uri("relative/" + random.Next(), UriKind.Relative), _ => new Uri("HTTP://Example.COM:80/%7Ex") },
            Release = random.Next(4) == 0 ? null : new Version(random.Next(10), random.Next(10), random.Next(100)),
#if MONGODB_BSON_HALF
            Gain = random.Next(5) == 0 ? Half.MaxValue : (Half)(random.NextDouble() * 100),
#endif
#if MONGODB_BSON_DATEONLY
            Day = DateOnly.FromDayNumber(random.Next(0, 3_652_059)),
            Clock = random.Next(3) == 0 ? null : new TimeOnly(random.NextInt64(0, TimeSpan.TicksPerDay)),
            ClockTicks32 = new TimeOnly(random.NextInt64(0, TimeSpan.TicksPerDay)),
            ClockMilliseconds = new TimeOnly(random.NextInt64(0, TimeSpan.TicksPerDay)),
#endif
        };

        return Enumerable.Range(0, count).Select(i => new SpanWriteEvent
        {
            Id = i,
            Measures = random.Next(8) == 0 ? null : Enumerable.Range(0, random.Next(0, 12)).Select(_ => Measure()).ToList(),
            Keys = random.Next(6) == 0 ? null : Enumerable.Range(0, random.Next(0, 4)).ToDictionary(k => "key" + k, _ => NewGuid()),
            Times = random.Next(6) == 0 ? null : Enumerable.Range(0, random.Next(0, 4)).Select(_ => Time()).ToList(),
            Counts = random.Next(6) == 0 ? null : Enumerable.Range(0, random.Next(0, 4)).Select(_ => (uint)random.Next()).ToList(),
            Totals = random.Next(6) == 0 ? null : Enumerable.Range(0, random.Next(0, 4)).Select(_ => random.Next(3) == 0 ? (ulong?)null : (ulong)random.NextInt64()).ToList(),
            Main = Measure(),
        }).ToList();
    }

    private static List<SpanWriteValues> ValueDocuments(int count, int seed)
    {
        var random = new Random(seed);
        var values = new BsonValueFactory(random);
        T? Maybe<T>(Func<T> create)
            where T : class => random.Next(5) == 0 ? null : create();
        TValue Of<TValue>(int depth)
            where TValue : BsonValue => (TValue)values.Create(typeof(TValue), depth);
        byte[] Bytes(int count)
        {
            var bytes = new byte[count];
            random.NextBytes(bytes);
            return bytes;
        }

        SpanWriteValues Create(long id, bool nest) => new()
        {
            Id = id,
            Any = Maybe(() => Of<BsonValue>(0)),
            Document = Maybe(() => Of<BsonDocument>(0)),
            Array = Maybe(() => Of<BsonArray>(0)),
            Binary = Maybe(() => Of<BsonBinaryData>(0)),
            Pattern = Maybe(() => Of<BsonRegularExpression>(0)),
            Script = Maybe(() => Of<BsonJavaScriptWithScope>(0)),
            Values = Maybe(() => Enumerable.Range(0, random.Next(0, 6)).Select(_ => Of<BsonValue>(1)).ToList()),
            Documents = Maybe(() => Enumerable.Range(0, random.Next(0, 4)).ToDictionary(k => "doc" + k, _ => Of<BsonDocument>(1))),
            Data = Maybe(() => Bytes(random.Next(0, 40))),
            HexData = Maybe(() => Bytes(random.Next(0, 20))),
            Tag = Maybe(() => random.Next(3) switch { 0 => string.Empty, 1 => "tag" + random.Next(100), _ => "ключ😀" }),
            Chunks = Maybe(() => Enumerable.Range(0, random.Next(0, 4)).Select(_ => random.Next(4) == 0 ? null : Bytes(random.Next(0, 16))).ToList()),
            Anything = PlainObject(),
            Objects = Maybe(() => Enumerable.Range(0, random.Next(0, 6)).Select(_ => PlainObject()).ToList()),
            ObjectsByKey = Maybe(() => Enumerable.Range(0, random.Next(0, 4)).ToDictionary(k => "o" + k, _ => PlainObject())),
            Nested = nest ? Maybe(() => Create(id, nest: false)) : null,
        };

        // Each value ObjectSerializer writes as a plain BSON value, with the edges of its conversion (DateTimes of each kind
        // and past the range of milliseconds, enums by their underlying type).
        object? PlainObject() => random.Next(16) switch
        {
            0 => null,
            1 => new object(),
            2 => random.Next(2) == 0,
            3 => new DateTime(random.NextInt64(DateTime.MinValue.Ticks, DateTime.MaxValue.Ticks), (DateTimeKind)random.Next(3)),
            4 => random.Next(2) == 0 ? DateTime.MinValue : DateTime.MaxValue,
            5 => random.Next(3) switch { 0 => double.NaN, 1 => -0.0, _ => random.NextDouble() * 1e6 },
            6 => (short)random.Next(short.MinValue, short.MaxValue),
            7 => random.Next(int.MinValue, int.MaxValue),
            8 => random.NextInt64(),
            9 => random.Next(3) switch { 0 => string.Empty, 1 => "text" + random.Next(100), _ => "ключ😀" },
            10 => new Decimal128(Math.Round((decimal)random.NextDouble() * 1000, random.Next(0, 6))),
            11 => ObjectId.GenerateNewId(random.Next()),
            12 => (DayOfWeek)random.Next(7),
            13 => random.Next(2) == 0 ? SpanWriteShortKind.Low : SpanWriteShortKind.Seven,
            14 => random.Next(2) == 0 ? SpanWriteLongKind.Low : SpanWriteLongKind.One,
            _ => (BsonType)random.Next(1, 20),
        };

        return Enumerable.Range(0, count).Select(i => Create(i, nest: true)).ToList();
    }

    private static List<SpanWriteOrder> Orders(int count, int seed)
    {
        var random = new Random(seed);
        string? Text() => random.Next(8) switch { 0 => null, 1 => string.Empty, 2 => "ünïcødé ✓ 𝄞", _ => "name" + random.Next(1000) };
        SpanWriteLine? Line() => random.Next(10) == 0 ? null : new SpanWriteLine
        {
            Name = Text(),
            Quantity = random.Next(-5, 500),
            Code = random.NextInt64(),
            Price = random.Next(4) == 0 ? double.NaN : Math.Round(random.NextDouble() * 100, 2),
            Amount = Math.Round((decimal)random.NextDouble() * 1000, random.Next(0, 6)),
            Gift = random.Next(3) switch { 0 => null, 1 => true, _ => false },
            Due = random.Next(4) switch
            {
                0 => DateTime.MinValue,
                1 => DateTime.MaxValue,
                2 => new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Local).AddMinutes(random.Next(1_000_000)),
                _ => new DateTime(2024, 5, 17, 12, 0, 0, DateTimeKind.Utc).AddMilliseconds(random.Next()),
            },
            Status = random.Next(3) == 0 ? null : (SpanWriteStatus)random.Next(3),
            Rank = random.Next(3) switch { 0 => SpanWriteRank.Low, 1 => SpanWriteRank.High, _ => (SpanWriteRank)random.NextInt64() },
            Mask = random.Next(2) == 0 ? SpanWriteMask.All : (SpanWriteMask)(ulong)random.NextInt64(),
            Flags = random.Next(3) switch { 0 => null, 1 => SpanWriteFlags.Top, _ => (SpanWriteFlags)(uint)random.Next() },
            Stage = (SpanWriteStatus)random.Next(-3, 3),
            Note = Text(),
            Discount = random.Next(3) == 0 ? 0 : random.Next(50),
        };

        return Enumerable.Range(0, count).Select(i => new SpanWriteOrder
        {
            Id = i,
            Status = (SpanWriteStatus)random.Next(3),
            Lines = random.Next(8) == 0 ? null : Enumerable.Range(0, random.Next(0, 20)).Select(_ => Line()).ToList(),
            Labels = random.Next(8) == 0 ? null : Enumerable.Range(0, random.Next(0, 5)).ToDictionary(k => "key" + k + (k == 2 ? "é" : string.Empty), _ => Text()),
            Main = Line(),
            Grid = random.Next(4) == 0 ? null : Enumerable.Range(0, random.Next(0, 4)).Select(_ => Enumerable.Range(0, random.Next(0, 5)).ToList()).ToList(),
        }).ToList();
    }

    /// <summary>A class derived from Uri, which the driver writes with the serializer it looks up for it.</summary>
    private sealed class SpanWriteUri : Uri
    {
        public SpanWriteUri(string text)
            : base(text)
        {
        }
    }
}
