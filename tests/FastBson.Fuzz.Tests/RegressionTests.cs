using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using FastBson.Fuzz.Judging;
using Xunit;

namespace FastBson.Fuzz.Tests;

/// <summary>
/// Inputs the fuzzer failed on before the fix that followed, saved as it saves them (<c>{Model}.seed{S}.input{I}.{Outcome}.bson</c>):
/// each must now read as the driver reads it. Lying lengths that made the driver's stream allocate gigabytes for FastBson,
/// detached reads of bytes that frame no document, and documents too deep and malformed at once.
/// </summary>
public class RegressionTests
{
    private static readonly IReadOnlyList<FuzzTarget> Targets = FuzzTargets.All();

    public static TheoryData<string> Inputs()
    {
        var data = new TheoryData<string>();
        foreach (var file in Directory.GetFiles(Path.Combine(AppContext.BaseDirectory, "Regressions"), "*.bson").OrderBy(f => f, StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(file));
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Inputs))]
    public void Saved_input_reads_as_the_driver_reads_it(string file)
    {
        var model = file.Split('.')[0];
        var target = Targets.Single(t => t.Name == model);
        var verdict = target.Judge(File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Regressions", file)));
        Assert.False(verdict.Failed, $"{verdict.Outcome}: {verdict.Detail}");
    }
}
