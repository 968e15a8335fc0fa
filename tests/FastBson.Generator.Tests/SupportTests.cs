using System.IO;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The support code is generated into the user's assembly once, compiled against the MongoDB.Bson that assembly
/// references, with the preprocessor symbols of that driver version.
/// </summary>
public class SupportTests
{
    private const string Document = "using FastBson; [GenerateBsonSerializer] public class Order { public int Id { get; set; } }";

    [Fact]
    public void An_assembly_with_document_types_gets_the_support_code_once()
    {
        var (result, _) = CompilationHelper.Run(Document, "using FastBson; [GenerateBsonSerializer] public class Line { public int Qty { get; set; } }");

        var support = result.Support();
        Assert.Contains(support, source => source.HintName == "FastBson.Support.BsonSpanReader.g.cs");
        Assert.Contains(support, source => source.HintName == "FastBson.Support.ClassMapVerifier.g.cs");
        Assert.Equal(support.Count, support.Select(source => source.HintName).Distinct().Count());
        Assert.Equal(2, result.Serializers().Count);
    }

    [Fact]
    public void An_assembly_without_document_types_gets_nothing()
    {
        var (result, _) = CompilationHelper.Run("public class Plain { public int Id { get; set; } }");

        Assert.Empty(result.GeneratedSources);
    }

    [Fact]
    public void The_referenced_driver_selects_its_variants()
    {
        // The suite's own MongoDB.Bson: 2.14.1 by default, another build with -p:MongoDbBsonDll.
        var version = typeof(MongoDB.Bson.BsonDocument).Assembly.GetName().Version!;

        var (result, _) = CompilationHelper.Run(Document);

        var text = result.Support().First().SourceText.ToString();
        Assert.Contains($"compiled against MongoDB.Bson {version.Major}.{version.Minor}.\n", text, System.StringComparison.Ordinal);
        Assert.Equal(version.Major >= 3, text.Contains("#define MONGODB_BSON_3\n", System.StringComparison.Ordinal));
    }

    [Fact]
    public void A_2x_driver_reference_selects_the_2x_variants()
    {
        var references = CompilationHelper.WithStandInDriver("2.14.1.0");
        var compilation = CompilationHelper.CreateWith(references, new[] { CompilationHelper.Parse(Document, "Input0.cs") });

        var (result, _) = CompilationHelper.Run(compilation);

        Assert.All(result.Support(), source =>
        {
            var text = source.SourceText.ToString();
            Assert.Contains("compiled against MongoDB.Bson 2.14.\n", text, System.StringComparison.Ordinal);
            Assert.DoesNotContain("#define", text, System.StringComparison.Ordinal);
        });
    }

    [Fact]
    public void A_3x_driver_reference_selects_the_3x_variants()
    {
        var references = CompilationHelper.WithStandInDriver("3.11.0.0");
        var compilation = CompilationHelper.CreateWith(references, new[] { CompilationHelper.Parse(Document, "Input0.cs") });

        var (result, _) = CompilationHelper.Run(compilation);

        Assert.All(result.Support(), source =>
        {
            var text = source.SourceText.ToString();
            Assert.Contains("compiled against MongoDB.Bson 3.11", text, System.StringComparison.Ordinal);
            Assert.Contains("#define MONGODB_BSON_3\n", text, System.StringComparison.Ordinal);
        });
    }
}
