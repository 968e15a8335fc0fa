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
}
