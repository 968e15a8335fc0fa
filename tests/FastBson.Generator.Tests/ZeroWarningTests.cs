using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The generated code compiles without a single warning in a strict project: every warning wave on
/// (warning level 9999), nullable enabled and documentation diagnostics on, as if TreatWarningsAsErrors.
/// </summary>
public class ZeroWarningTests
{
    [Theory]
    [MemberData(nameof(TestInputs.Names), MemberType = typeof(TestInputs))]
    public void GeneratedCodeCompilesWithoutWarnings(string input)
    {
        var source = TestInputs.Get(input);
        var inputCompilation = CompilationHelper.Create(source);
        var inputProblems = inputCompilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning).ToList();
        Assert.True(inputProblems.Count == 0, "The input itself must be clean:\n" + string.Join("\n", inputProblems));

        var (result, output) = CompilationHelper.Run(inputCompilation);

        // Some inputs hold members the driver in use writes and cannot read back (a TimeOnly before 2.20 ...), or loses the
        // values of (a Memory<T> from 2.20 to 2.25): FBSON102 and FBSON103 say so, by design; the generated code must still
        // compile without a warning.
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity >= DiagnosticSeverity.Warning && d.Id is not ("FBSON102" or "FBSON103"));
        Assert.NotEmpty(result.GeneratedSources);
        var problems = output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning).ToList();
        Assert.True(problems.Count == 0, $"{problems.Count} warnings or errors in the compilation with the generated code:\n" + string.Join("\n", problems.Take(20)));
    }

    /// <summary>
    /// Element names hold any character but a null (and the driver refuses a null itself, FBSON101): the serializer's
    /// documentation lists them, and must stay well-formed XML inside its /// lines for every one. The controls XML cannot
    /// hold even as references, a lone surrogate, and the line breaks that would end a /// line (as C# source escapes).
    /// </summary>
    [Theory]
    [InlineData("a\\u0001b")]
    [InlineData("\\u001f\\u000b\\u000c")]
    [InlineData("tab\\there")]
    [InlineData("line\\nbreak\\r")]
    [InlineData("next\\u0085line\\u2028\\u2029")]
    [InlineData("del\\u007f\\u009f")]
    [InlineData("lone\\ud800surrogate\\udc00")]
    [InlineData("pair\\ud83d\\ude00")]
    [InlineData("a<b&c>d")]
    [InlineData("nul\\0")]
    public void Element_names_of_any_character_keep_the_documentation_well_formed(string escapedName)
    {
        var source = $$"""
            #pragma warning disable CS1591
            using FastBson;
            using MongoDB.Bson.Serialization.Attributes;

            namespace Names;

            [GenerateBsonSerializer]
            public class Order
            {
                public int Id { get; set; }

                [BsonElement("{{escapedName}}")]
                public int Count { get; set; }
            }
            """;
        var (result, output) = CompilationHelper.Run(source);

        Assert.NotEmpty(result.GeneratedSources);
        var problems = output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning).ToList();
        Assert.True(problems.Count == 0, string.Join("\n", problems));
    }
}
