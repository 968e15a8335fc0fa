using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Emitting;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Model;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// Every kind of value the model names has exactly one definition that emits its code, and the expectation it writes
/// for the drift check is one the support code's ShapeChecks has.
/// </summary>
public class ValueKindTests
{
    [Fact]
    public void Every_shape_kind_has_its_own_value_kind()
    {
        foreach (var id in Enum.GetValues<ShapeKind>())
        {
            Assert.Equal(id, ValueKinds.Of(ShapeOf(id)).Id);
        }
    }

    [Fact]
    public void Every_drift_check_names_an_expectation_the_support_code_has()
    {
        var support = SupportEmitter.Emit(new DriverVersion(3, 11, HasDateOnlyAndTimeOnlySerializers: true)).Single(source => source.HintName == "FastBson.Support.ShapeChecks.g.cs").Source;
        var expectations = CSharpSyntaxTree.ParseText(support).GetRoot().DescendantNodes().OfType<ClassDeclarationSyntax>()
            .Single(declaration => declaration.Identifier.Text == "ShapeChecks")
            .Members.Select(member => member switch
            {
                MethodDeclarationSyntax method => method.Identifier.Text,
                FieldDeclarationSyntax field => field.Declaration.Variables.Single().Identifier.Text,
                _ => null,
            })
            .ToHashSet();

        foreach (var id in Enum.GetValues<ShapeKind>())
        {
            var kind = ValueKinds.Of(ShapeOf(id));
            var check = kind.DriftCheck(ShapeOf(id));
            if (kind.DriftRole == "Driver")
            {
                // The driver's own serializer, and the extra-elements member, which the class map reads and writes
                // without a serializer of its own (RegisterAll compares its ExtraElementsMemberMap instead).
                Assert.Null(check);
                continue;
            }

            AssertNamesAnExpectation(expectations, check, $"ShapeKind.{id}");
        }

        // A dictionary's check depends on its collection type (one whose serializer holds its own key and value serializers).
        foreach (var collection in Enum.GetValues<CollectionKind>().Where(collection => collection != CollectionKind.None && CollectionTypes.Of(collection).IsDictionary))
        {
            var shape = ShapeOf(ShapeKind.Dictionary) with { Collection = collection };
            AssertNamesAnExpectation(expectations, ValueKinds.Of(shape).DriftCheck(shape), $"CollectionKind.{collection}");
        }
    }

    private static void AssertNamesAnExpectation(HashSet<string?> expectations, string? check, string what)
    {
        Assert.StartsWith("global::FastBson.Runtime.ShapeChecks.", check, StringComparison.Ordinal);
        var name = check!.Substring("global::FastBson.Runtime.ShapeChecks.".Length).Split('<', '(')[0];
        Assert.True(expectations.Contains(name), $"{what}: the support code's ShapeChecks has no {name}.");
    }

    /// <summary>
    /// Every number type the representation kinds own, in every representation and converter setting: no FBSON100, the
    /// drift check of its serializer and settings, the driver's converter or text in the generated code, no warning.
    /// </summary>
    [Theory]
    [InlineData("int")]
    [InlineData("long")]
    [InlineData("double")]
    [InlineData("float")]
    [InlineData("decimal")]
    [InlineData("short")]
    [InlineData("ushort")]
    [InlineData("uint")]
    [InlineData("ulong")]
    public void Numbers_in_every_representation_are_read_and_written_by_generated_code(string type)
    {
        var members = string.Join(
            Environment.NewLine,
            new[] { "Int32", "Int64", "Double", "Decimal128", "String" }.SelectMany(representation => new[]
            {
                $"[BsonRepresentation(BsonType.{representation})] public {type} {representation}Plain {{ get; set; }}",
                $"[BsonRepresentation(BsonType.{representation}, AllowOverflow = true, AllowTruncation = true)] public {type}? {representation}Lenient {{ get; set; }}",
            }));
        var (result, output) = CompilationHelper.Run(
            "#pragma warning disable CS1591\n" + "using MongoDB.Bson; using MongoDB.Bson.Serialization.Attributes; using FastBson; [GenerateBsonSerializer] public class Order { public int Id { get; set; } " + members + " }");

        Assert.Empty(result.Diagnostics);
        var source = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.DoesNotContain("served by the driver's serializer", source, StringComparison.Ordinal);
        Assert.Contains("allowOverflow: true, allowTruncation: true)", source, StringComparison.Ordinal);
        Assert.Contains("global::FastBson.Runtime.RepresentedNumbers.Lenient.", source, StringComparison.Ordinal);
        if (type != "decimal")
        {
            // (A decimal as String or Decimal128 is DecimalExact's, written by its configured serializer.)
            Assert.Contains("global::MongoDB.Bson.IO.JsonConvert.ToString(", source, StringComparison.Ordinal);
        }

        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= Microsoft.CodeAnalysis.DiagnosticSeverity.Warning));
    }

    /// <summary>
    /// <c>[BsonRepresentation(BsonType.Decimal128)]</c> allows truncation by default from driver 2.25 (CSHARP-4993): the
    /// generated code converts with the settings of the referenced driver, unless the attribute sets them.
    /// </summary>
    [Fact]
    public void A_Decimal128_representation_allows_truncation_by_default_as_the_referenced_driver_does()
    {
        var version = typeof(MongoDB.Bson.BsonType).Assembly.GetName().Version!;
        var allowsTruncation = version >= new Version(2, 25);
        var (result, _) = CompilationHelper.Run(
            "using MongoDB.Bson; using MongoDB.Bson.Serialization.Attributes; using FastBson; [GenerateBsonSerializer] public class Order { public int Id { get; set; } " +
            "[BsonRepresentation(BsonType.Decimal128)] public int Default { get; set; } [BsonRepresentation(BsonType.Decimal128, AllowTruncation = false)] public long Strict { get; set; } }");

        var source = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains($"Int32Serializer>(global::MongoDB.Bson.BsonType.Decimal128, allowOverflow: false, allowTruncation: {(allowsTruncation ? "true" : "false")})", source, StringComparison.Ordinal);
        Assert.Contains("Int64Serializer>(global::MongoDB.Bson.BsonType.Decimal128, allowOverflow: false, allowTruncation: false)", source, StringComparison.Ordinal);
    }

    // A number kind's code names the number's own serializer: its shape is one over int (a small number's, over byte).
    private static ValueShape ShapeOf(ShapeKind id)
    {
        var name = id.ToString();
        var type = name.StartsWith("NumberAs", StringComparison.Ordinal) ? "int" : name.StartsWith("SmallNumberAs", StringComparison.Ordinal) ? "byte" : "T";
        return new(id, type, type, IsNullableValueType: false, IsReferenceType: false, Collection: id == ShapeKind.Dictionary ? CollectionKind.Dictionary : CollectionKind.None);
    }
}
