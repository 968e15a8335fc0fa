using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// <c>Regex</c> is read and written by generated code where the referenced driver's RegexSerializer reads and writes null
/// (2.19 and later). From 2.16 to 2.18 that serializer fails on a null, so the driver keeps the member; before 2.16 there
/// is none, and the driver's class map serves it (FBSON103, checked against the driver in DriverRefusalTests).
/// </summary>
public class RegexKindTests
{
    private const string RegexSerializer = "namespace MongoDB.Bson.Serialization.Serializers { public sealed class RegexSerializer { } }";

    private const string Source = """
        using System;
        using System.Collections.Generic;
        using System.Text.RegularExpressions;
        using FastBson;

        [GenerateBsonSerializer]
        public class Rule
        {
            public int Id { get; set; }
            public Regex Filter { get; set; } = new("a");
            public Regex? Fallback { get; set; }
            public List<Regex>? Alternatives { get; set; }
        }
        """;

    [Theory]
    [InlineData("2.15.0", false, "Driver")]
    [InlineData("2.16.0", true, "Driver")]
    [InlineData("2.18.0", true, "Driver")]
    [InlineData("2.19.0", true, "Regex")]
    [InlineData("3.11.0", true, "Regex")]
    public void Regex_is_owned_where_the_drivers_serializer_takes_null(string version, bool hasRegexSerializer, string kind)
    {
        var model = CompilationHelper.ParseUnderStandInDriver(version, hasRegexSerializer ? RegexSerializer : string.Empty, Source, "Rule");
        string KindOf(string member) => model.Members.Single(m => m.Name == member).Shape.Kind.ToString();

        Assert.Equal((kind, kind), (KindOf("Filter"), KindOf("Fallback")));
        Assert.Equal(kind == "Regex" ? "Array" : "Driver", KindOf("Alternatives"));
        Assert.Equal(kind == "Regex" ? "Regex" : null, model.Members.Single(m => m.Name == "Alternatives").Shape.Item?.Kind.ToString());
    }
}
