using System;
using System.Linq;
using System.Threading.Tasks;
using FastBson.CodeFixes;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// The code fix of FBSON009, applied as the IDE applies it: a <c>[BsonDefaultValue]</c> whose number is not of the member's
/// type is written as the same number in that type. With the driver as the oracle: before the fix the driver fails to
/// read a document without the element (it casts the boxed value to the member's type), after it the driver reads the
/// default, and the generator generates the member.
/// </summary>
public sealed class DefaultValueFixTests
{
    [Theory]
    [InlineData("[BsonDefaultValue(1)] public long Total { get; set; } = 1;", "1L")]
    [InlineData("[BsonDefaultValue(-3)] public long? Balance { get; set; } = -3;", "-3L")]
    [InlineData("[BsonDefaultValue(7)] public uint Count { get; set; } = 7;", "7U")]
    [InlineData("[BsonDefaultValue(7)] public ulong Large { get; set; } = 7;", "7UL")]
    [InlineData("[BsonDefaultValue(-2)] public short Small { get; set; } = -2;", "(short)(-2)")]
    [InlineData("[BsonDefaultValue(200)] public byte Tiny { get; set; } = 200;", "(byte)200")]
    [InlineData("[BsonDefaultValue(2)] public double Ratio { get; set; } = 2;", "2.0")]
    [InlineData("[BsonDefaultValue(1.5)] public float Weight { get; set; } = 1.5f;", "1.5f")]
    [InlineData("[BsonDefaultValue(0.1)] public float Share { get; set; } = 0.1f;", "0.1f")]
    [InlineData("[BsonDefaultValue(4L)] public int Narrow { get; set; } = 4;", "4")]
    [InlineData("[BsonDefaultValue(2)] public Level Level { get; set; } = Level.High;", "Level.High")]
    public async Task The_fix_writes_the_number_in_the_member_type_and_the_driver_then_reads_the_default(string member, string typed)
    {
        var project = CodeFixWorkspace.Project(("Order.cs", Source(member)));
        // An int unboxes as an enum over int, so the driver applies that default; FastBson still asks for the enum's
        // member (FBSON009), whose name says what the number means.
        var failure = DriverReadOfEmptyDocument(await Load(project));
        Assert.Equal(!member.Contains("Level Level", StringComparison.Ordinal), failure is not null);

        var diagnostic = Assert.Single(await CodeFixWorkspace.GeneratorDiagnosticsAsync(project, "FBSON009"));
        var action = Assert.Single(await CodeFixWorkspace.FixesAsync(new TypedDefaultValueFix(), project, diagnostic));
        Assert.StartsWith("Write the default value as ", action.Title, StringComparison.Ordinal);
        Assert.EndsWith(typed, action.Title, StringComparison.Ordinal);
        Assert.DoesNotContain("global::", action.Title, StringComparison.Ordinal);
        var fixedProject = await CodeFixWorkspace.ApplyAsync(action, project.Id);

        var text = (await CodeFixWorkspace.Document(fixedProject, "Order.cs").GetTextAsync()).ToString();
        Assert.Equal(Source(member).Replace($"[BsonDefaultValue({Argument(member)})]", $"[BsonDefaultValue({typed})]", StringComparison.Ordinal), text);
        Assert.Null(DriverReadOfEmptyDocument(await Load(fixedProject)));
        var (result, _) = CompilationHelper.Run((await fixedProject.GetCompilationAsync())!);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON009");
        Assert.NotEmpty(result.GeneratedSources);
    }

    [Theory]
    [InlineData("[BsonDefaultValue(\"none\")] public int Count { get; set; }")]
    [InlineData("[BsonDefaultValue(300)] public byte Tiny { get; set; }")]
    [InlineData("[BsonDefaultValue(-1)] public uint Count { get; set; }")]
    [InlineData("[BsonDefaultValue(1.5)] public int Whole { get; set; }")]
    [InlineData("[BsonDefaultValue(0.123456789)] public float Weight { get; set; }")]
    [InlineData("[BsonDefaultValue(9)] public Level Level { get; set; }")]
    public async Task No_fix_where_the_member_type_does_not_hold_the_number(string member)
    {
        var project = CodeFixWorkspace.Project(("Order.cs", Source(member)));
        var diagnostic = Assert.Single(await CodeFixWorkspace.GeneratorDiagnosticsAsync(project, "FBSON009"));
        Assert.Empty(await CodeFixWorkspace.FixesAsync(new TypedDefaultValueFix(), project, diagnostic));
    }

    private static string Source(string member) =>
        "using MongoDB.Bson.Serialization.Attributes;\nusing FastBson;\n\nnamespace Shop;\n\npublic enum Level { Low = 1, High = 2 }\n\n"
        + "[GenerateBsonSerializer]\npublic class Order\n{\n    public int Id { get; set; }\n\n    " + member + "\n}\n";

    private static string Argument(string member) => member.Substring("[BsonDefaultValue(".Length, member.IndexOf(")]", StringComparison.Ordinal) - "[BsonDefaultValue(".Length);

    /// <summary>The project's <c>Shop.Order</c>, compiled without the generator and loaded beside the MongoDB.Bson in use.</summary>
    private static async Task<Type> Load(Project project) => CompilationHelper.Load((await project.GetCompilationAsync())!, "Shop.Order");

    /// <summary>The driver's read of <c>{ _id: 1 }</c> into the type: null where it reads it, else the exception it throws.</summary>
    private static Exception? DriverReadOfEmptyDocument(Type type)
    {
        try
        {
            BsonSerializer.Deserialize(new BsonDocument("_id", 1), type);
            return null;
        }
        catch (Exception exception)
        {
            return exception;
        }
    }
}
