using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>The generated code for representative inputs, compared with the checked-in files in Snapshots/.</summary>
public class SnapshotTests
{
    [Fact]
    public void Markets() => Verify(nameof(Markets), TestInputs.Markets);

    [Fact]
    public void Members() => Verify(nameof(Members), TestInputs.Members);

    [Fact]
    public void Renamed() => Verify(nameof(Renamed), TestInputs.Renamed);

    /// <summary>Every owned shape plus driver-served members (Guid, TimeSpan, DateTimeOffset, representations).</summary>
    [Fact]
    public void Shapes() => Verify(nameof(Shapes), TestInputs.Shapes);

    /// <summary>Guids, whose representation the generated code reads from the driver's serializer at run time.</summary>
    [Fact]
    public void Guids() => Verify(nameof(Guids), TestInputs.Guids);

    private static void Verify(string snapshot, string source)
    {
        var (result, _) = CompilationHelper.Run(source);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.NotEmpty(result.GeneratedSources);
        SnapshotAssert.Matches(snapshot, result);
    }
}
