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
/// Every kind of value the model names has exactly one definition that emits its code, and the name it gives the drift
/// check is one the support code's ShapeKind knows.
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
    public void The_drift_check_knows_every_kind_by_its_name()
    {
        var support = SupportEmitter.Emit(new DriverVersion(2, 14)).Single(source => source.HintName == "FastBson.Support.SerializerShape.g.cs").Source;
        var runtimeKinds = CSharpSyntaxTree.ParseText(support).GetRoot().DescendantNodes().OfType<EnumDeclarationSyntax>()
            .Single(declaration => declaration.Identifier.Text == "ShapeKind")
            .Members.Select(member => member.Identifier.Text);

        var driftCheckNames = Enum.GetValues<ShapeKind>().Select(id => ValueKinds.Of(ShapeOf(id)).DriftCheckName);

        Assert.Equal(runtimeKinds.OrderBy(name => name, StringComparer.Ordinal), driftCheckNames.OrderBy(name => name, StringComparer.Ordinal));
    }

    private static ValueShape ShapeOf(ShapeKind id) => new(id, "T", "T", IsNullableValueType: false, IsReferenceType: false);
}
