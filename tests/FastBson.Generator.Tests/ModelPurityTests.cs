using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The values the pipeline caches hold no Roslyn object: a symbol, compilation, syntax node, semantic model
/// or location would keep a whole compilation alive and make every edit a cache miss.
/// </summary>
public class ModelPurityTests
{
    private static readonly Type[] Forbidden =
    {
        typeof(ISymbol), typeof(Compilation), typeof(SyntaxNode), typeof(SyntaxTree), typeof(SemanticModel),
        typeof(Location), typeof(SyntaxReference), typeof(AttributeData), typeof(TypedConstant), typeof(SyntaxToken),
    };

    [Theory]
    [MemberData(nameof(TestInputs.Names), MemberType = typeof(TestInputs))]
    public void PipelineOutputsHoldNoRoslynObjects(string input)
    {
        var source = TestInputs.Get(input);
        AssertPure(CompilationHelper.Run(source).Result, expectModels: true);
    }

    [Fact]
    public void DiagnosticsHoldNoRoslynObjects()
    {
        var result = CompilationHelper.Run("""
            using FastBson;
            using MongoDB.Bson.Serialization.Attributes;

            [GenerateBsonSerializer]
            public class Broken
            {
                [BsonElement("x")] public int A { get; set; }

                [BsonElement("x")] public int B { get; set; }

                [BsonDefaultValue("text")] public int C { get; set; }
            }

            [GenerateBsonSerializer]
            public ref struct NotAClass { }
            """).Result;

        Assert.Contains(result.Diagnostics, d => d.Id == "FBSON010");
        AssertPure(result, expectModels: false);
    }

    [Fact]
    public void TheWalkerFindsASymbol()
    {
        var compilation = CompilationHelper.Create("public class C { }");
        var holder = new List<object?> { "text", (1, new[] { compilation.GetTypeByMetadataName("C") }) };

        Assert.Equal(2, Find(new object[] { holder, Location.None }).Count);
    }

    private static void AssertPure(GeneratorRunResult result, bool expectModels)
    {
        var values = new[] { StepNames.Parse, StepNames.Model, StepNames.Diagnostics }
            .Where(result.TrackedSteps.ContainsKey)
            .SelectMany(name => result.TrackedSteps[name])
            .SelectMany(step => step.Outputs)
            .Select(output => output.Value)
            .ToList();
        Assert.NotEmpty(values);
        if (expectModels)
        {
            Assert.Contains(values, value => value is FastBson.Generator.Model.DocumentModel);
        }

        var found = Find(values);
        Assert.True(found.Count == 0, "Roslyn objects in the pipeline's cached values:\n" + string.Join("\n", found));
    }

    private static List<string> Find(IEnumerable<object?> roots)
    {
        var found = new List<string>();
        var visited = new HashSet<object>(ReferenceEqualityComparer.Instance);
        var index = 0;
        foreach (var root in roots)
        {
            Walk(root, $"output[{index++}]", visited, found);
        }

        return found;
    }

    // Fields, not properties: every property's state lives in a field (records' backing fields included),
    // and computed properties could build new objects on each call.
    private static void Walk(object? value, string path, HashSet<object> visited, List<string> found)
    {
        if (value is null)
        {
            return;
        }

        var type = value.GetType();
        if (Forbidden.Any(forbidden => forbidden.IsAssignableFrom(type)))
        {
            found.Add($"{path}: {type.FullName}");
            return;
        }

        if (type.IsPrimitive || type.IsEnum || value is string or decimal or Type || (!type.IsValueType && !visited.Add(value)))
        {
            return;
        }

        if (value is IEnumerable items)
        {
            var i = 0;
            foreach (var item in items)
            {
                Walk(item, $"{path}[{i++}]", visited, found);
            }
        }

        for (var current = type; current is not null && current != typeof(object); current = current.BaseType)
        {
            foreach (var field in current.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
            {
                Walk(field.GetValue(value), $"{path}.{field.Name}", visited, found);
            }
        }
    }
}
