using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The pipeline caches by value: an edit that does not touch a document class leaves every step Cached or
/// Unchanged and the outputs Cached; an edit to a document class makes its steps Modified.
/// </summary>
public class IncrementalTests
{
    private const string DocumentFile = "Order.cs";
    private const string OtherFile = "Calculator.cs";

    // An eight-item tuple whose Rest is no tuple makes the parse step carry an FBSON102 diagnostic too, so its equality is exercised.
    private const string Document = """
        using System;
        using FastBson;

        namespace Incremental;

        [GenerateBsonSerializer]
        public class Order
        {
            public int Id { get; set; }

            public string Name { get; set; } = "";

            public Tuple<int, int, int, int, int, int, int, int>? Eight { get; set; }

            public Tuple<int, string> Couple { get; set; } = new(2, "b");
        }

        public class Helper
        {
            public int Twice(int value) { return value * 2; }
        }
        """;

    private const string Other = """
        namespace Incremental;

        public class Calculator
        {
            public int Add(int a, int b) { return a + b; }
        }
        """;

    [Fact]
    public void AddingAnUnrelatedFileKeepsEverythingCached()
    {
        var result = RunTwice(compilation => compilation.AddSyntaxTrees(
            CompilationHelper.Parse("namespace Incremental; public class Extra { public int Value { get; set; } }", "Extra.cs")));

        AssertNothingDownstreamRan(result);
        AssertOutputs(result, IncrementalStepRunReason.Cached);
    }

    [Fact]
    public void ChangingAMethodBodyInAnotherFileKeepsEverythingCached()
    {
        var result = RunTwice(compilation => Replace(compilation, OtherFile, Other.Replace("a + b", "b + a", System.StringComparison.Ordinal)));

        AssertNothingDownstreamRan(result);
        AssertOutputs(result, IncrementalStepRunReason.Cached);
    }

    [Fact]
    public void ChangingAnotherClassInTheDocumentsFileGivesAnEqualModel()
    {
        // The document's own file changed, so its attribute target is certainly parsed again; the model and
        // the diagnostics (same spans: the edit is below the document) compare equal, so nothing downstream runs.
        var result = RunTwice(compilation => Replace(compilation, DocumentFile, Document.Replace("value * 2", "value + value", System.StringComparison.Ordinal)));

        AssertNothingDownstreamRan(result);
        Assert.Contains(Outputs(result, StepNames.Parse), reason => reason == IncrementalStepRunReason.Unchanged);
        AssertOutputs(result, IncrementalStepRunReason.Cached);
    }

    [Fact]
    public void AddingAPropertyToTheDocumentModifiesItsSteps()
    {
        var result = RunTwice(compilation => Replace(compilation, DocumentFile, Document.Replace(
            "public Tuple<int, int, int, int, int, int, int, int>? Eight { get; set; }",
            "public Tuple<int, int, int, int, int, int, int, int>? Eight { get; set; }\n\n    public decimal Total { get; set; }",
            System.StringComparison.Ordinal)));

        Assert.Equal(new[] { IncrementalStepRunReason.Modified }, Outputs(result, StepNames.Parse));
        Assert.Equal(new[] { IncrementalStepRunReason.Modified }, Outputs(result, StepNames.Model));
        Assert.Contains(result.TrackedOutputSteps.SelectMany(step => step.Value).SelectMany(step => step.Outputs), output => output.Reason == IncrementalStepRunReason.Modified);
        Assert.Contains("Total", result.Serializers().Single().SourceText.ToString(), System.StringComparison.Ordinal);
    }

    [Fact]
    public void DeclaringConventionsInAnotherFileModifiesTheModel()
    {
        // The assembly's [FastBsonConventions] lives in a file of its own: the document's parse must still see it.
        var result = RunTwice(compilation => compilation.AddSyntaxTrees(CompilationHelper.Parse(
            "[assembly: FastBson.FastBsonConventions(ElementNames = FastBson.ElementNameStyle.CamelCase)]", "Conventions.cs")));

        Assert.Equal(new[] { IncrementalStepRunReason.Modified }, Outputs(result, StepNames.Model));
        var source = result.Serializers().Single().SourceText.ToString();
        Assert.Contains("\"name\\0\"u8", source, System.StringComparison.Ordinal);
        Assert.DoesNotContain("\"Name\\0\"u8", source, System.StringComparison.Ordinal);
    }

    private static GeneratorRunResult RunTwice(System.Func<Compilation, Compilation> edit)
    {
        var compilation = CompilationHelper.CreateWith(
            CompilationHelper.References,
            new[] { CompilationHelper.Parse(Document, DocumentFile), CompilationHelper.Parse(Other, OtherFile) });
        var driver = CompilationHelper.CreateDriver().RunGenerators(compilation);
        var first = driver.GetRunResult().Results.Single();
        Assert.Single(first.Serializers());
        Assert.Contains(first.Diagnostics, d => d.Id == "FBSON102");

        driver = driver.RunGenerators(edit(compilation));
        return driver.GetRunResult().Results.Single();
    }

    private static Compilation Replace(Compilation compilation, string path, string text)
    {
        var old = compilation.SyntaxTrees.Single(tree => tree.FilePath == path);
        return compilation.ReplaceSyntaxTree(old, CompilationHelper.Parse(text, path));
    }

    private static List<IncrementalStepRunReason> Outputs(GeneratorRunResult result, string stepName)
    {
        Assert.True(result.TrackedSteps.ContainsKey(stepName), $"Step {stepName} was not tracked.");
        return result.TrackedSteps[stepName].SelectMany(step => step.Outputs).Select(output => output.Reason).ToList();
    }

    /// <summary>
    /// ForAttributeWithMetadataName runs the parse again whenever the compilation changes (it hands the
    /// parser a semantic model of the new compilation), so the parse step is Cached or, more often,
    /// Unchanged: its result compares equal. Every step after it must then be Cached.
    /// </summary>
    private static void AssertNothingDownstreamRan(GeneratorRunResult result)
    {
        var parse = Outputs(result, StepNames.Parse);
        Assert.NotEmpty(parse);
        Assert.All(parse, reason => Assert.Contains(reason, new[] { IncrementalStepRunReason.Cached, IncrementalStepRunReason.Unchanged }));
        foreach (var stepName in new[] { StepNames.Model, StepNames.Diagnostics, StepNames.Support })
        {
            var reasons = Outputs(result, stepName);
            Assert.NotEmpty(reasons);
            Assert.All(reasons, reason => Assert.Equal(IncrementalStepRunReason.Cached, reason));
        }
    }

    /// <summary>
    /// Every output but the diagnostics' report, which locates them in each new compilation's syntax trees (so that
    /// #pragma applies) and so runs for each; what it reports is the Diagnostics step's, held Cached above.
    /// </summary>
    private static void AssertOutputs(GeneratorRunResult result, IncrementalStepRunReason expected)
    {
        var outputs = result.TrackedOutputSteps.SelectMany(step => step.Value)
            .Where(step => !step.Inputs.Any(input => input.Source.Name == StepNames.LocatedDiagnostics))
            .SelectMany(step => step.Outputs).ToList();
        Assert.NotEmpty(outputs);
        Assert.All(outputs, output => Assert.Equal(expected, output.Reason));
    }
}
