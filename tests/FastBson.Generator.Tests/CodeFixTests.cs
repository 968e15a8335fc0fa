using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using FastBson.CodeFixes;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The code fix of FBSON100 for a member whose type is a class or struct of the project without
/// <c>[GenerateBsonSerializer]</c>, applied as the IDE applies it: to a workspace of the project, with the diagnostic the
/// generator reports on it; then the generator runs again over the fixed project, which must have generated code for the
/// type and no FBSON100 left for the member.
/// </summary>
public sealed class CodeFixTests
{
    private const string Order = """
        using System.Collections.Generic;
        using FastBson;

        namespace Shop;

        /// <summary>An order.</summary>
        [GenerateBsonSerializer]
        public class Order
        {
            /// <summary>Its id.</summary>
            public int Id { get; set; }

            /// <summary>Its lines.</summary>
            public List<Line> Lines { get; set; } = new();

            /// <summary>Its first line.</summary>
            public Line? First { get; set; }
        }
        """;

    private const string Line = """
        namespace Shop;

        /// <summary>A line of an order.</summary>
        public class Line
        {
            /// <summary>What is ordered.</summary>
            public string Sku { get; set; } = "";

            /// <summary>How many.</summary>
            public int Quantity { get; set; }
        }
        """;

    [Fact]
    public async Task The_fix_gives_the_type_in_another_file_the_attribute_and_the_member_is_then_generated()
    {
        var project = Project(("Order.cs", Order), ("Line.cs", Line));
        Assert.Empty((await project.GetCompilationAsync())!.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
        var served = await ServedMembersAsync(project);
        var lines = Assert.Single(served, d => d.GetMessage().Contains("'Lines'", StringComparison.Ordinal));
        Assert.Equal("T:Shop.Line", lines.Properties[FastBson.Generator.Diagnostics.CodeFixData.UnannotatedTypeKey]);

        var action = Assert.Single(await FixesAsync(project, lines));
        Assert.Equal("Generate a FastBson serializer for 'Shop.Line'", action.Title);
        var fixedProject = await ApplyAsync(action, project.Id);

        var fixedLine = (await Document(fixedProject, "Line.cs").GetTextAsync()).ToString();
        Assert.Equal("""
            using FastBson;

            namespace Shop;

            /// <summary>A line of an order.</summary>
            [GenerateBsonSerializer]
            public class Line
            {
                /// <summary>What is ordered.</summary>
                public string Sku { get; set; } = "";

                /// <summary>How many.</summary>
                public int Quantity { get; set; }
            }
            """, fixedLine.ReplaceLineEndings("\n"));
        Assert.Equal(Order, (await Document(fixedProject, "Order.cs").GetTextAsync()).ToString());

        // Both members that held a Line are the generated code's now, and the fixed project compiles without a warning.
        var (result, output) = CompilationHelper.Run((await fixedProject.GetCompilationAsync())!);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON100");
        Assert.Contains(result.GeneratedSources, source => source.HintName.Contains("Shop.Line", StringComparison.Ordinal));
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Fact]
    public async Task Fixing_every_member_at_once_annotates_each_type_once()
    {
        var project = Project(("Order.cs", Order), ("Line.cs", Line));
        var served = await ServedMembersAsync(project);
        Assert.Equal(2, served.Length); // Lines and First, both for Line

        var action = (await FixesAsync(project, served[0])).Single();
        var fixAll = new FixAllContext(
            Document(project, "Order.cs"),
            new AddGenerateBsonSerializerFix(),
            FixAllScope.Project,
            action.EquivalenceKey,
            new[] { "FBSON100" },
            new CodeFixWorkspace.FixedDiagnostics(served),
            CancellationToken.None);
        var all = await new AddGenerateBsonSerializerFix().GetFixAllProvider().GetFixAsync(fixAll);
        var fixedProject = await ApplyAsync(all!, project.Id);

        var fixedLine = (await Document(fixedProject, "Line.cs").GetTextAsync()).ToString();
        Assert.Equal(1, fixedLine.Split("[GenerateBsonSerializer]").Length - 1);
        Assert.Equal(1, fixedLine.Split("using FastBson;").Length - 1);
        var (result, _) = CompilationHelper.Run((await fixedProject.GetCompilationAsync())!);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON100");
    }

    [Fact]
    public async Task A_type_in_a_file_that_imports_FastBson_already_takes_the_attribute_without_a_second_import()
    {
        var project = Project(("Order.cs", Order.Replace("namespace Shop;", "namespace Shop;\n\n/// <summary>A line.</summary>\npublic class Line\n{\n    /// <summary>What.</summary>\n    public string Sku { get; set; } = \"\";\n}", StringComparison.Ordinal)));
        var served = await ServedMembersAsync(project);
        var fixedProject = await ApplyAsync((await FixesAsync(project, served[0])).Single(), project.Id);

        var text = (await Document(fixedProject, "Order.cs").GetTextAsync()).ToString();
        Assert.Equal(1, text.Split("using FastBson;").Length - 1);
        Assert.Contains("/// <summary>A line.</summary>\n[GenerateBsonSerializer]\npublic class Line", text.ReplaceLineEndings("\n"), StringComparison.Ordinal);
        var (result, _) = CompilationHelper.Run((await fixedProject.GetCompilationAsync())!);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON100");
    }

    [Theory]
    [InlineData("public record Line(string Sku, int Quantity);", "[GenerateBsonSerializer]\npublic record Line")]
    [InlineData("public static class Catalog\n{\n    public class Line\n    {\n        public string Sku { get; set; } = \"\";\n    }\n}", "    [GenerateBsonSerializer]\n    public class Line")]
    public async Task A_record_or_a_nested_class_takes_the_attribute_on_its_declaration(string declaration, string annotated)
    {
        var member = declaration.Contains("Catalog", StringComparison.Ordinal) ? "Catalog.Line" : "Line";
        var project = Project(
            ("Order.cs", "using System.Collections.Generic;\nusing FastBson;\n\nnamespace Shop;\n\n[GenerateBsonSerializer]\npublic class Order\n{\n    public int Id { get; set; }\n    public List<" + member + ">? Lines { get; set; }\n}\n"),
            ("Line.cs", "namespace Shop;\n\n" + declaration + "\n"));
        var fixedProject = await ApplyAsync((await FixesAsync(project, Assert.Single(await ServedMembersAsync(project)))).Single(), project.Id);

        Assert.Contains(annotated, (await Document(fixedProject, "Line.cs").GetTextAsync()).ToString().ReplaceLineEndings("\n"), StringComparison.Ordinal);
        var (result, _) = CompilationHelper.Run((await fixedProject.GetCompilationAsync())!);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON100");
        Assert.Contains(result.GeneratedSources, source => source.HintName.Contains("Line", StringComparison.Ordinal));
    }

    [Fact]
    public async Task A_partial_struct_takes_the_attribute_once()
    {
        var project = Project(
            ("Reading.cs", """
                using FastBson;

                namespace Plant;

                [GenerateBsonSerializer]
                public class Reading
                {
                    public int Id { get; set; }
                    public Gauge[] Gauges { get; set; } = System.Array.Empty<Gauge>();
                }
                """),
            ("Gauge.cs", "namespace Plant;\n\npublic partial struct Gauge\n{\n    public double Value { get; set; }\n}\n"),
            ("Gauge.Unit.cs", "namespace Plant;\n\npublic partial struct Gauge\n{\n    public string? Unit { get; set; }\n}\n"));
        var served = await ServedMembersAsync(project);
        if (!DriverBuild.ReadsStructs)
        {
            // Before 2.20 the driver's class map reads no struct, so FastBson generates none: no type to annotate.
            Assert.All(served, d => Assert.False(d.Properties.ContainsKey(FastBson.Generator.Diagnostics.CodeFixData.UnannotatedTypeKey)));
            return;
        }

        var fixedProject = await ApplyAsync(Assert.Single(await FixesAsync(project, Assert.Single(served))), project.Id);
        var declarations = new[] { "Gauge.cs", "Gauge.Unit.cs" }
            .Select(name => Document(fixedProject, name).GetTextAsync().Result.ToString())
            .Sum(text => text.Split("[GenerateBsonSerializer]").Length - 1);
        Assert.Equal(1, declarations);
        var (result, _) = CompilationHelper.Run((await fixedProject.GetCompilationAsync())!);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON100");
    }

    [Theory]
    [InlineData("public System.Collections.Generic.PriorityQueue<int, int>? Queue { get; set; }")]
    [InlineData("[MongoDB.Bson.Serialization.Attributes.BsonElement] private Secret? Hidden { get; set; } private class Secret { public int Code { get; set; } }")]
    [InlineData("[MongoDB.Bson.Serialization.Attributes.BsonRepresentation(MongoDB.Bson.BsonType.String)] public System.Collections.Generic.List<Shop.Line>? Lines { get; set; }")]
    // A collection of the project's: the driver writes it as an array, and the attribute would make it FBSON001.
    [InlineData("public Basket? Items { get; set; } public class Basket : System.Collections.Generic.List<Shop.Line> { }")]
    public async Task No_fix_is_offered_where_no_type_of_the_project_wants_the_attribute(string member)
    {
        var project = Project(
            ("Order.cs", "using FastBson;\n\nnamespace Shop;\n\n[GenerateBsonSerializer]\npublic class Order\n{\n    public int Id { get; set; }\n    " + member + "\n}\n"),
            ("Line.cs", Line));
        var served = await ServedMembersAsync(project);
        Assert.NotEmpty(served);
        foreach (var diagnostic in served)
        {
            Assert.Empty(await FixesAsync(project, diagnostic));
        }
    }

    private static Project Project(params (string Name, string Text)[] documents) => CodeFixWorkspace.Project(documents);

    private static Document Document(Project project, string name) => CodeFixWorkspace.Document(project, name);

    private static Task<ImmutableArray<Diagnostic>> ServedMembersAsync(Project project) => CodeFixWorkspace.GeneratorDiagnosticsAsync(project, "FBSON100");

    private static Task<List<CodeAction>> FixesAsync(Project project, Diagnostic diagnostic) => CodeFixWorkspace.FixesAsync(new AddGenerateBsonSerializerFix(), project, diagnostic);

    private static Task<Project> ApplyAsync(CodeAction action, ProjectId project) => CodeFixWorkspace.ApplyAsync(action, project);
}
