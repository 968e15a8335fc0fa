using System.Linq;
using System.Text.RegularExpressions;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The blob schema fingerprint: the same for the same schema whatever else the compilation holds, and another one for
/// any change a stored blob could be misread under (order, type, name, a nested document's schema).
/// </summary>
public class BlobSchemaTests
{
    private const string Line = "[GenerateBsonSerializer(Blob = true)] public class Line { public int Qty { get; set; } public string? Sku { get; set; } }";
    private const string Order = "[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public long Total { get; set; } public Line? First { get; set; } }";

    [Fact]
    public void The_same_schema_gets_the_same_fingerprint()
    {
        var alone = Fingerprint("Order", Line, Order);
        var withOthers = Fingerprint("Order", "public class Unrelated { public int X; }", Order, Line);

        Assert.Equal(alone, withOthers);
    }

    [Theory]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public long Total { get; set; } public int Id { get; set; } public Line? First { get; set; } }", Line)]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public int Total { get; set; } public Line? First { get; set; } }", Line)]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public long Sum { get; set; } public Line? First { get; set; } }", Line)]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public long Total { get; set; } public Line? First { get; set; } public bool Paid { get; set; } }", Line)]
    [InlineData(Order, "[GenerateBsonSerializer(Blob = true)] public class Line { public int Qty { get; set; } public string? Sku { get; set; } public double Weight { get; set; } }")]
    [InlineData(Order, "[GenerateBsonSerializer(Blob = true)] public class Line { public long Qty { get; set; } public string? Sku { get; set; } }")]
    public void A_changed_schema_gets_another_fingerprint(string order, string line)
    {
        Assert.NotEqual(Fingerprint("Order", Line, Order), Fingerprint("Order", line, order));
    }

    [Fact]
    public void The_layout_is_part_of_the_schema_and_the_string_encoding_is_not()
    {
        var orderIn = (string settings) => Order.Replace("Blob = true", "Blob = true" + settings, System.StringComparison.Ordinal);

        Assert.NotEqual(Fingerprint("Order", Line, Order), Fingerprint("Order", Line, orderIn(", BlobLayout = BlobLayout.VersionTolerant")));
        Assert.Equal(Fingerprint("Order", Line, Order), Fingerprint("Order", Line, orderIn(", BlobLayout = BlobLayout.Default")));
        Assert.Equal(Fingerprint("Order", Line, Order), Fingerprint("Order", Line, orderIn(", BlobStringEncoding = BlobStringEncoding.Utf16")));
    }

    [Fact]
    public void A_type_that_nests_itself_gets_a_fingerprint()
    {
        const string node = "[GenerateBsonSerializer(Blob = true)] public class Node { public int Value { get; set; } public List<Node?>? Children { get; set; } }";

        Assert.Equal(Fingerprint("Node", node), Fingerprint("Node", node));
    }

    private static string Fingerprint(string type, params string[] declarations)
    {
        var source = "using System.Collections.Generic; using FastBson;\n" + string.Join("\n", declarations);
        var (result, _) = CompilationHelper.Run(source);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        var serializer = result.Serializers().Single(s => s.SourceText.ToString().Contains($"class {type}BsonSerializer", System.StringComparison.Ordinal));
        var fingerprint = Regex.Match(serializer.SourceText.ToString(), "BlobSchemaFingerprint = (0x[0-9A-F]{16})UL").Groups[1].Value;
        Assert.NotEmpty(fingerprint);
        return fingerprint;
    }
}
