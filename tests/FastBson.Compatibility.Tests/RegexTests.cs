#if MONGODB_BSON_REGEX
using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// <c>Regex</c> against the driver's RegexSerializer on every reader kind: a RegularExpression is read with
/// <c>ToRegex()</c> (options i, m, s and x; any other letter ignored) and a String with <c>new Regex(text)</c>, whatever
/// the member's representation, on the span path too; a pattern the Regex constructor refuses, and every other BSON
/// type, are the driver's serializer's to refuse. Written as that serializer writes it: the pattern and the four options
/// it maps, or under <c>[BsonRepresentation(BsonType.String)]</c> the pattern alone; a derived class alike.
/// </summary>
public class RegexTests
{
    private static readonly ModelCase Model = ModelCatalog.Get(nameof(Patterns));

    public static TheoryData<BsonValue, bool> Values => new()
    {
        // What the serializer reads: each option it maps, letters it ignores, an empty pattern, a slash, text.
        { new BsonRegularExpression("a+b", "i"), true },
        { new BsonRegularExpression("^x$", "imsx"), true },
        { new BsonRegularExpression("a b # c", "x"), true },
        { new BsonRegularExpression("a", "lu"), true },
        { new BsonRegularExpression(string.Empty), true },
        { new BsonRegularExpression("a/b", string.Empty), true },
        { new BsonRegularExpression("名前|Ωμέγα", "s"), true },
        { "a+b", true },
        { string.Empty, true },
        { "(?<year>\\d{4})", true },

        // Patterns the Regex constructor refuses (its RegexParseException, an ArgumentException): the driver's error.
        { new BsonRegularExpression("(", "i"), false },
        { new BsonRegularExpression("a{2,1}"), false },
        { "[", false },
        { "\\", false },

        // Other BSON types: refused by the driver's serializer.
        { 5, false },
        { true, false },
        { BsonSymbolTable.Lookup("a+"), false },
        { new BsonJavaScript("a"), false },
        { new BsonDocument("pattern", "a"), false },
    };

    [Theory]
    [MemberData(nameof(Values))]
    public void Values_are_read_as_the_driver_reads_them(BsonValue value, bool spanReads)
    {
        foreach (var member in new[] { "Filter", "Fallback", "AsText" })
        {
            Model.AssertSameMemberRead(member, value, spanReads);
        }

        Model.AssertSameMemberRead("Rules", new BsonArray { value }, spanReads);
        Model.AssertSameMemberRead("Rules", new BsonArray { new BsonRegularExpression("a"), value, BsonNull.Value }, spanReads);
        Model.AssertSameMemberRead("Alternatives", new BsonArray { value }, spanReads);
        Model.AssertSameMemberRead("ByField", new BsonDocument("a", value), spanReads);
        Model.AssertSameMemberRead("Ranked", new BsonArray { value, 1 }, spanReads);
        Model.AssertSameMemberRead("TextRules", new BsonArray { value }, spanReads);
    }

    [Fact]
    public void A_null_is_read_as_the_driver_reads_it()
    {
        Model.AssertSameMemberRead("Filter", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("Fallback", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("AsText", BsonNull.Value, spanReads: true);
        Model.AssertSameMemberRead("Rules", new BsonArray { BsonNull.Value }, spanReads: true);
        Model.AssertSameMemberRead("ByField", new BsonDocument("a", BsonNull.Value), spanReads: true);
    }

    public static TheoryData<string> Writes() => new() { "options", "ignored options", "text", "derived", "nulls", "default" };

    [Theory]
    [MemberData(nameof(Writes))]
    public void Values_are_written_as_the_driver_writes_them(string name)
    {
        var value = name switch
        {
            "options" => new Patterns
            {
                Filter = new Regex("^a.b$", RegexOptions.IgnoreCase | RegexOptions.Multiline | RegexOptions.Singleline | RegexOptions.IgnorePatternWhitespace),
                Fallback = new Regex("x/y", RegexOptions.Multiline),
                Rules = new List<Regex?> { new("a", RegexOptions.Singleline), null, new(string.Empty) },
                Alternatives = new[] { new Regex("名前", RegexOptions.IgnoreCase) },
                ByField = new Dictionary<string, Regex> { ["name"] = new("^[A-Z]", RegexOptions.IgnorePatternWhitespace) },
                Ranked = Tuple.Create(new Regex("r", RegexOptions.IgnoreCase), 2),
            },
            "ignored options" => new Patterns
            {
                Filter = new Regex("(a)(?<b>b)", RegexOptions.ExplicitCapture | RegexOptions.CultureInvariant | RegexOptions.RightToLeft),
                Fallback = new Regex("a", RegexOptions.ECMAScript | RegexOptions.IgnoreCase, TimeSpan.FromSeconds(3)),
            },
            "text" => new Patterns
            {
                AsText = new Regex("a+ # b", RegexOptions.IgnoreCase | RegexOptions.IgnorePatternWhitespace),
                TextRules = new List<Regex> { new("x"), new(string.Empty, RegexOptions.Multiline) },
            },
            "derived" => new Patterns { Filter = new Letters(), Fallback = new Letters(), AsText = new Letters(), Rules = new List<Regex?> { new Letters() } },
            "nulls" => new Patterns { Filter = null!, Rules = new List<Regex?> { null }, Ranked = Tuple.Create<Regex, int>(null!, 1) },
            _ => new Patterns(),
        };

        Oracle.AssertSameRoundTrip(PatternsBsonSerializer.Instance, value);
        var bson = Oracle.Write(Oracle.Driver<Patterns>(), value);
        Oracle.AssertSameReadAndMessage(PatternsBsonSerializer.Instance, bson, Readers.All);
        Assert.True(Model.SpanReadRewritten(bson) is not null, $"the span path declined {Convert.ToHexString(bson)}");
    }

    /// <summary>A pattern with a NUL, which no BSON C string holds: the writer's error, in the driver as here.</summary>
    [Fact]
    public void A_pattern_no_cstring_holds_fails_as_the_driver_fails()
    {
        Oracle.AssertSameWriteOrFailure(PatternsBsonSerializer.Instance, new Patterns { Filter = new Regex("a\0b") });
        Oracle.AssertSameWriteOrFailure(PatternsBsonSerializer.Instance, new Patterns { AsText = new Regex("a\0b") });
    }

    /// <summary>
    /// Patterns whose construction costs the most: groups nested thousands deep, and a long one. Whatever the Regex
    /// constructor makes of them (an object, or its exception), both serializers give the same, on every reader kind.
    /// </summary>
    [Theory]
    [InlineData(5_000)]
    [InlineData(20_000)]
    public void Costly_patterns_are_read_as_the_driver_reads_them(int depth)
    {
        var nested = new string('(', depth) + "a" + new string(')', depth);
        var bson = Oracle.ToRawBson(new BsonDocument { { "_id", 1 }, { "Fallback", new BsonRegularExpression(nested, "i") }, { "AsText", nested } });
        Oracle.AssertSameReadAndMessage(PatternsBsonSerializer.Instance, bson, Readers.All);

        var wide = string.Join("|", System.Linq.Enumerable.Select(System.Linq.Enumerable.Range(0, depth), i => "w" + i));
        Oracle.AssertSameReadAndMessage(PatternsBsonSerializer.Instance, Oracle.ToRawBson(new BsonDocument { { "_id", 1 }, { "Filter", new BsonRegularExpression(wide) } }), Readers.All);
    }

    /// <summary>A class derived from Regex, as <c>[GeneratedRegex]</c> makes: the driver's serializer writes its pattern and options.</summary>
    private sealed class Letters : Regex
    {
        public Letters()
            : base("[a-z]+", RegexOptions.IgnoreCase)
        {
        }
    }
}
#endif
