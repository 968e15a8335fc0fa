using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// FBSON101 is reported exactly where the driver refuses a member's mapping: each declaration is compiled, loaded into
/// this process and mapped by the driver in use (its <c>BsonClassMap</c>, then each member's serializer), and the
/// generator's verdict must be the driver's. A mapping the driver accepts but FastBson leaves to it stays FBSON100.
/// </summary>
public class DriverRefusalTests
{
    private const string Usings = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using System.Collections.ObjectModel;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization;
        using MongoDB.Bson.Serialization.Attributes;
        using MongoDB.Bson.Serialization.Options;
        using MongoDB.Bson.Serialization.Serializers;

        namespace Refusals;

        public enum Shade { Light, Dark }

        // An application's serializer that takes any representation.
        public sealed class FlagSerializer : SerializerBase<bool>, IRepresentationConfigurable<FlagSerializer>
        {
            public FlagSerializer() : this(BsonType.Boolean) { }
            public FlagSerializer(BsonType representation) => Representation = representation;
            public BsonType Representation { get; }
            public FlagSerializer WithRepresentation(BsonType representation) => new(representation);
            IBsonSerializer IRepresentationConfigurable.WithRepresentation(BsonType representation) => WithRepresentation(representation);
        }

        """;

    [Theory]
    // Representations a serializer's constructor refuses (ArgumentException), on members, Nullable<T>, items and values.
    [InlineData("[BsonRepresentation(BsonType.Binary)] public bool Flag { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Double)] public byte Code { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public char Letter { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Boolean)] public int Count { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public Version? Release { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public Guid Key { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public DateTimeOffset When { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Double)] public DateTime At { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public System.Collections.BitArray? Bits { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.BitArray? Bits { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Document)] public TimeSpan Lap { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Double)] public Shade? Tone { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public string? Name { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public ObjectId Ref { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public decimal Price { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public Decimal128? Exact { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public byte[]? Bytes { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Double)] public List<byte>? Codes { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.ObjectId)] public Dictionary<string, int>? Counts { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Boolean)] public long[][]? Grid { get; set; }", true)]
    // The representation of an options attribute, refused by the serializer it configures.
    [InlineData("[BsonDateTimeOptions(Representation = BsonType.Double)] public DateTime At { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = BsonType.Boolean)] public List<DateTime?>? Days { get; set; }", true)]
    [InlineData("[BsonTimeSpanOptions(BsonType.Document)] public TimeSpan Lap { get; set; }", true)]
    [InlineData("[BsonTimeSpanOptions(BsonType.Decimal128, TimeSpanUnits.Seconds)] public Dictionary<string, TimeSpan>? Laps { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] [BsonRepresentation(BsonType.Double)] public DateTime Both { get; set; }", true)]
    // Serializers that take no representation at all (NotSupportedException).
    [InlineData("[BsonRepresentation(BsonType.String)] public Tuple<int>? Single { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public ReadOnlyCollection<Shade>? Shades { get; set; }", true)]
    // Types the driver has no serializer for (its lookup throws when it first serializes the member).
    [InlineData("public int[,,,]? Tesseract { get; set; }", true)]
    [InlineData("public string[,,,,]? Hypercube { get; set; }", true)]
    // Accepted by the driver: owned, or left to it (FBSON100), never FBSON101.
    [InlineData("[BsonRepresentation(BsonType.Int32)] public bool Flag { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Symbol)] public string? Name { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Array)] public decimal Price { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.String)] public byte[]? Bytes { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.String)] public List<Shade>? Shades { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Document)] public DateTime At { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public TimeSpan? Lap { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Array)] public DateTimeOffset When { get; set; }", false)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] [BsonRepresentation(BsonType.String)] public DateTime Text { get; set; }", false)]
    [InlineData("public List<int[,,,]>? Nested { get; set; }", false)]
    [InlineData("[BsonSerializer(typeof(FlagSerializer))] [BsonRepresentation(BsonType.Binary)] public bool Flag { get; set; }", false)]
    [InlineData("public Tuple<int, System.Collections.Specialized.NameValueCollection>? Pair { get; set; }", false)]
    public void FBSON101_is_reported_exactly_where_the_driver_refuses_the_mapping(string member, bool refusedOnEveryVersion)
    {
        var source = Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }";
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(refusedOnEveryVersion, refusal is not null);
        var diagnostic = result.Diagnostics.SingleOrDefault(d => d.Id is "FBSON100" or "FBSON101");
        Assert.Equal(refusal is not null ? "FBSON101" : diagnostic?.Id == "FBSON100" ? "FBSON100" : null, diagnostic?.Id);
        if (refusal is not null)
        {
            Assert.Equal(DiagnosticSeverity.Warning, diagnostic!.Severity);
            // The message names the exception the driver throws.
            Assert.Contains($"({refusal.GetType().Name})", diagnostic.GetMessage(), StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// DateOnly and TimeOnly have serializers of their own (which take some representations) only in 3.x built for .NET 6
    /// and later; elsewhere the driver's class map serves these structs, and takes no representation at all. FBSON101 is
    /// claimed only where their serializers judge the representation.
    /// </summary>
    [Theory]
    [InlineData("[BsonRepresentation(BsonType.Double)] public DateOnly Day { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Boolean)] public TimeOnly? Time { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public List<DateOnly>? Days { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public DateOnly Day { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public TimeOnly Time { get; set; }", false)]
    public void FBSON101_for_DateOnly_and_TimeOnly_where_their_serializers_judge_it(string member, bool refusedByTheirSerializers)
    {
        var source = Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }";
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(DriverBuild.HasDateOnlySerializers ? refusedByTheirSerializers : true, refusal is not null);
        var reported = result.Diagnostics.Any(d => d.Id == "FBSON101");
        Assert.Equal(DriverBuild.HasDateOnlySerializers && refusedByTheirSerializers, reported);
    }

    /// <summary>
    /// An ImmutableArray&lt;T&gt; has a serializer of the driver's own only in 3.1 and later built for .NET 6 and later (and is
    /// then owned); elsewhere the driver has none that can take the struct (FBSON101), which in a Nullable&lt;T&gt; fails
    /// only for a value (FBSON100).
    /// </summary>
    [Theory]
    [InlineData("public System.Collections.Immutable.ImmutableArray<int> Fixed { get; set; }")]
    [InlineData("public System.Collections.Immutable.ImmutableArray<string>? Maybe { get; set; }")]
    public void FBSON101_for_ImmutableArray_where_the_driver_has_no_serializer_for_it(string member)
    {
        var source = Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }";
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        // A Nullable<T> of one is looked up only for a value, so the class map itself stands.
        Assert.Equal(!DriverBuild.HasImmutableSerializers && !member.Contains("?", System.StringComparison.Ordinal), refusal is not null);
        Assert.Equal(refusal is not null, result.Diagnostics.Any(d => d.Id == "FBSON101"));
        Assert.Equal(DriverBuild.HasImmutableSerializers, result.Diagnostics.IsEmpty);
        Assert.Equal(!DriverBuild.HasImmutableSerializers, result.Diagnostics.Any(d => d.Id is "FBSON100" or "FBSON101"));
    }

    /// <summary>
    /// A NameValueCollection, no IList, fits none of the driver's serializers before 3.1 (FBSON101); from 3.1 its
    /// interface-implementer serializer takes any enumerable with a parameterless constructor, and serves it (FBSON100).
    /// </summary>
    [Fact]
    public void FBSON101_for_a_NameValueCollection_before_the_driver_takes_it()
    {
        var source = Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } public System.Collections.Specialized.NameValueCollection? Tally { get; set; } }";
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(DriverBuild.Version < new Version(3, 1), refusal is not null);
        Assert.Equal(refusal is not null ? "FBSON101" : "FBSON100", Assert.Single(result.Diagnostics).Id);
    }

    /// <summary>
    /// <c>[BsonGuidRepresentation]</c> configures only the member's own GuidSerializer before 3.2 (anything else is its
    /// InvalidOperationException: a Guid? or a collection of Guids, FBSON101); from 3.2 (CSHARP-5456) it reaches the
    /// GuidSerializer of a Nullable&lt;T&gt; (owned then) or of items (left to the driver, FBSON100).
    /// </summary>
    [Theory]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public Guid? Key { get; set; }", null)]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public List<Guid>? Keys { get; set; }", "FBSON100")]
    public void FBSON101_for_a_Guid_representation_beside_the_members_serializer_before_the_driver_takes_it(string member, string? from32)
    {
        var source = Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }";
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(DriverBuild.Version < new Version(3, 2), refusal is not null);
        Assert.Equal(refusal is not null ? "FBSON101" : from32, result.Diagnostics.SingleOrDefault()?.Id);
        if (refusal is not null)
        {
            Assert.Contains($"({refusal.GetType().Name})", result.Diagnostics.Single().GetMessage(), StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// The driver's verdict on the source's <c>Refusals.Order</c>, compiled without the generator and loaded into this process
    /// beside the MongoDB.Bson in use: the exception its class map or a member's serializer throws (the innermost one), or null.
    /// </summary>
    private static Exception? DriverRefusal(string source)
    {
        using var image = new MemoryStream();
        var emitted = CompilationHelper.Create(source).WithAssemblyName("Refusals" + Guid.NewGuid().ToString("N")).Emit(image);
        Assert.True(emitted.Success, string.Join(Environment.NewLine, emitted.Diagnostics));
        image.Position = 0;
        var assembly = AssemblyLoadContext.Default.LoadFromStream(image);
        var type = assembly.GetType("Refusals.Order", throwOnError: true)!;
        try
        {
            var classMap = BsonClassMap.LookupClassMap(type);
            foreach (var memberMap in classMap.AllMemberMaps)
            {
                _ = memberMap.GetSerializer();
            }

            return null;
        }
        catch (Exception exception)
        {
            while (exception is TargetInvocationException or TypeInitializationException && exception.InnerException is not null)
            {
                exception = exception.InnerException;
            }

            return exception;
        }
    }
}
