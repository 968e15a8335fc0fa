using System.Linq;
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

    /// <summary>Every owned shape plus driver-served members (a Guid, attribute-configured representations).</summary>
    [Fact]
    public void Shapes() => Verify(nameof(Shapes), TestInputs.Shapes);

    /// <summary>Sets, ObjectModel collections, nested collections, dictionaries of other keys in every representation.</summary>
    [Fact]
    public void Collections() => Verify(nameof(Collections), TestInputs.Collections);

    /// <summary>DateTimeOffset, TimeSpan and Decimal128, each in its driver version's form.</summary>
    [Fact]
    public void Times() => Verify(nameof(Times), TestInputs.Times);

    /// <summary>
    /// DateOnly and TimeOnly: the generated code owns them only where the referenced MongoDB.Bson has their serializers (3.x
    /// built for .NET 6 and later), so a version's folder can hold a snapshot of either case.
    /// </summary>
    [Fact]
    public void Calendar() => Verify(DriverBuild.HasDateOnlySerializers ? nameof(Calendar) : nameof(Calendar) + "DriverServed", TestInputs.Calendar);

    /// <summary>
    /// Memories of primitives: owned only where the referenced MongoDB.Bson has the driver's MemorySerializer (3.x);
    /// elsewhere the driver's.
    /// </summary>
    [Fact]
    public void Vectors() => Verify(DriverBuild.HasMemorySerializers ? nameof(Vectors) : nameof(Vectors) + "DriverServed", TestInputs.Vectors);

    /// <summary>
    /// The immutable collections: owned only where the referenced MongoDB.Bson has the driver's serializers for them (3.1 and
    /// later, built for .NET 6 and later); elsewhere every one is the driver's.
    /// </summary>
    [Fact]
    public void Immutables() => Verify(DriverBuild.HasImmutableSerializers ? nameof(Immutables) : nameof(Immutables) + "DriverServed", TestInputs.Immutables);

    /// <summary>BsonValue and its classes (members, items, dictionary values), object, RawBsonDocument, RawBsonArray, LazyBsonDocument and LazyBsonArray.</summary>
    [Fact]
    public void BsonValues() => Verify(nameof(BsonValues), TestInputs.BsonValues);

    /// <summary>Guids, whose representation the generated code reads from the driver's serializer at run time.</summary>
    [Fact]
    public void Guids() => Verify(nameof(Guids), TestInputs.Guids);

    /// <summary>Members whose representation an attribute chooses: owned where the generated code writes it, else the driver's.</summary>
    [Fact]
    public void Represented() => Verify(nameof(Represented), TestInputs.Represented);

    /// <summary>Blob codecs in MemoryPack's two layouts, beside the BSON serializers.</summary>
    [Fact]
    public void Blobs() => Verify(nameof(Blobs), TestInputs.Blobs);

    /// <summary>Extra-elements members: collected by the element switch's default case, written in the member's place.</summary>
    [Fact]
    public void Extras() => Verify(nameof(Extras), TestInputs.Extras);

    /// <summary>Creator maps: values read into a Pending struct, then the driver's choice of creator called directly.</summary>
    [Fact]
    public void Creators() => Verify(nameof(Creators), TestInputs.Creators);

    /// <summary>Generic documents: a generic serializer with the type's constraints, and the definition RegisterAll registers.</summary>
    [Fact]
    public void Generics() => Verify(nameof(Generics), TestInputs.Generics);

    /// <summary>A discriminated hierarchy: the entry that finds a document's type, the discriminator written and skipped.</summary>
    [Fact]
    public void Polymorphism() => Verify(nameof(Polymorphism), TestInputs.Polymorphism);

    /// <summary>
    /// Structs: generated where the referenced driver reads them (2.20 and later), set on a local and through accessors by
    /// reference; before, each is refused (FBSON001) and the driver keeps serving it.
    /// </summary>
    [Fact]
    public void Structs()
    {
        if (DriverBuild.ReadsStructs)
        {
            Verify(nameof(Structs), TestInputs.Structs);
            return;
        }

        var (result, _) = CompilationHelper.Run(TestInputs.Structs);
        Assert.Equal(new[] { "FBSON001", "FBSON001", "FBSON001" }, result.Diagnostics.Where(d => d.Severity == DiagnosticSeverity.Error).Select(d => d.Id));
        Assert.Equal(new[] { "Snapshots.Structs.Route.BsonSerializer.g.cs" }, result.Serializers().Select(s => s.HintName));
    }

    private static void Verify(string snapshot, string source)
    {
        var (result, _) = CompilationHelper.Run(source);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.NotEmpty(result.GeneratedSources);
        SnapshotAssert.Matches(snapshot, result);
    }
}
