using System;
using System.Linq;
using FastBson.Generator.Emitting;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Model;
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
            var check = ValueKinds.Of(ShapeOf(id)).DriftCheck(ShapeOf(id));
            if (id == ShapeKind.Driver)
            {
                Assert.Null(check);
                continue;
            }

            Assert.StartsWith("global::FastBson.Runtime.ShapeChecks.", check, StringComparison.Ordinal);
            var name = check!.Substring("global::FastBson.Runtime.ShapeChecks.".Length).Split('<', '(')[0];
            Assert.True(expectations.Contains(name), $"ShapeKind.{id}: the support code's ShapeChecks has no {name}.");
        }
    }

    private static ValueShape ShapeOf(ShapeKind id) => new(id, "T", "T", IsNullableValueType: false, IsReferenceType: false);
}
