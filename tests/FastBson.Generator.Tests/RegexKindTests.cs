using System;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// <c>Regex</c> is read and written by generated code where the referenced driver serves it with its RegexSerializer (2.19
/// and later). Before, the driver's class map serves it and loses its pattern (FBSON103, checked against the driver in
/// DriverRefusalTests, and against a 2.18 build, outside the repository): 2.16 to 2.18 have the RegexSerializer class, and
/// do not register it.
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
    public void Regex_is_owned_where_the_driver_serves_it_with_its_serializer(string version, bool hasRegexSerializer, string kind)
    {
        var compilation = CompilationHelper.CreateUnderStandInDriver(version, hasRegexSerializer ? RegexSerializer : string.Empty, Source, "Rule.cs");
        var model = CompilationHelper.ParseModel(compilation, "Rule");
        string KindOf(string member) => model.Members.Single(m => m.Name == member).Shape.Kind.ToString();

        Assert.Equal((kind, kind), (KindOf("Filter"), KindOf("Fallback")));
        Assert.Equal(kind == "Regex" ? "Array" : "Driver", KindOf("Alternatives"));
        Assert.Equal(kind == "Regex" ? "Regex" : null, model.Members.Single(m => m.Name == "Alternatives").Shape.Item?.Kind.ToString());

        // Where the class map serves it, each member loses its patterns: FBSON103, a warning, for each.
        var (result, _) = CompilationHelper.Run(compilation);
        var lost = result.Diagnostics.Where(d => d.Id == "FBSON103").Select(d => d.GetMessage().Split('\'')[1]);
        Assert.Equal(kind == "Regex" ? Array.Empty<string>() : new[] { "Filter", "Fallback", "Alternatives" }, lost);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON100");
    }
}
