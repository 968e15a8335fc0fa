using System;
using System.Linq;
using System.Reflection;
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

        [GenerateBsonSerializer] public class Line { public int Quantity { get; set; } }

        // An application's serializer that takes any representation.
        public sealed class FlagSerializer : SerializerBase<bool>, IRepresentationConfigurable<FlagSerializer>
        {
            public FlagSerializer() : this(BsonType.Boolean) { }
            public FlagSerializer(BsonType representation) => Representation = representation;
            public BsonType Representation { get; }
            public FlagSerializer WithRepresentation(BsonType representation) => new(representation);
            IBsonSerializer IRepresentationConfigurable.WithRepresentation(BsonType representation) => WithRepresentation(representation);
        }

        // An application's open generic serializer, which [BsonSerializer] closes over the member type's arguments.
        public sealed class ItemsSerializer<T> : SerializerBase<List<T>> { }

        // An application's serializers that are no IBsonSerializer<T> of the types that name them: one of object, one untyped.
        public sealed class AnySerializer : SerializerBase<object> { }

        public sealed class UntypedSerializer : IBsonSerializer
        {
            public Type ValueType => typeof(object);
            public object Deserialize(BsonDeserializationContext context, BsonDeserializationArgs args) => throw new NotSupportedException();
            public void Serialize(BsonSerializationContext context, BsonSerializationArgs args, object value) => throw new NotSupportedException();
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
    // An options attribute reaching a value of another kind than it configures (the driver's serializer of it takes none).
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public int Count { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public List<string>? Names { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Utc)] public TimeSpan Elapsed { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Utc)] public Shade? Hue { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public Uri? Link { get; set; }", true)]
    [InlineData("[BsonTimeSpanOptions(BsonType.Int64)] public DateTime Started { get; set; }", true)]
    [InlineData("[BsonTimeSpanOptions(BsonType.Int64)] public Dictionary<string, long?>? Ticks { get; set; }", true)]
    // Serializers that take no representation at all (NotSupportedException).
    [InlineData("[BsonRepresentation(BsonType.String)] public Tuple<int>? Single { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public ReadOnlyCollection<Shade>? Shades { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Array)] public KeyValuePair<string, int> Pair { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Document)] public List<KeyValuePair<string, int>>? Pairs { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public Uri? Link { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Net.IPAddress? Address { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Net.IPEndPoint? Endpoint { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Globalization.CultureInfo? Culture { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public object? Anything { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public IComparable? Rank { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public List<IComparable>? Ranks { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public Dictionary<string, object?>? Bag { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public BsonObjectId? Ref { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Document)] public BsonDocument? Extra { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public List<BsonValue>? Values { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public RawBsonDocument[]? Raws { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Dynamic.ExpandoObject? Bag { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public List<System.Dynamic.ExpandoObject>? Bags { get; set; }", true)]
    // A class with its own generated serializer takes none, as its class map's serializer takes none.
    [InlineData("[BsonRepresentation(BsonType.String)] public Line? First { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Symbol)] public Dictionary<string, List<Line>?>? Lines { get; set; }", true)]
    // The non-generic collections hand the attribute to their items' ObjectSerializer, which takes none.
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.ArrayList? Bag { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Queue? Waiting { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public System.Collections.Stack? Pile { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.IList? Loose { get; set; }", true)]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public System.Collections.IEnumerable? Days { get; set; }", true)]
    [InlineData("[BsonTimeSpanOptions(BsonType.Int64)] public System.Collections.Hashtable? Laps { get; set; }", true)]
    // [BsonDictionaryOptions] configures the first dictionary on its way; any other serializer there refuses it.
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public int Count { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions] public List<long>? Counts { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)] public DateTime? At { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)] public Guid[]? Keys { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions] public string? Name { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions] public object? Anything { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions] public BsonDocument? Raw { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public Dictionary<string, int>? Map { get; set; }", false)]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public List<Dictionary<string, int>>? Maps { get; set; }", false)]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)] public Dictionary<string, List<int>>? Lists { get; set; }", false)]
    // Tuples and key/value pairs hand no options attribute to their items.
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public Tuple<DateTime, int>? Stamp { get; set; }", true)]
    [InlineData("[BsonTimeSpanOptions(BsonType.String)] public KeyValuePair<string, TimeSpan> Lap { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions] public Tuple<int, string>? Pair { get; set; }", true)]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public List<KeyValuePair<string, int>>? Pairs { get; set; }", true)]
    [InlineData("[BsonTimeSpanOptions(BsonType.Int64)] public Dictionary<string, Tuple<TimeSpan>>? Laps { get; set; }", true)]
    // Types the driver has no serializer for (its lookup throws when it first serializes the member).
    [InlineData("public int[,,,]? Tesseract { get; set; }", true)]
    [InlineData("public string[,,,,]? Hypercube { get; set; }", true)]
    [InlineData("public nint Handle { get; set; }", true)]
    [InlineData("public System.UIntPtr Address { get; set; }", true)]
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
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public Dictionary<string, List<DateTime?>>? Days { get; set; }", false)]
    [InlineData("[BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Hours)] public TimeSpan?[]? Laps { get; set; }", false)]
    // A type's own [BsonSerializer] is created with no check of its value type, and called untyped for the member itself.
    [InlineData("public Money? Price { get; set; } [BsonSerializer(typeof(AnySerializer))] public class Money { }", false)]
    [InlineData("public Money? Price { get; set; } [BsonSerializer(typeof(UntypedSerializer))] public class Money { }", false)]
    // An element name with a null character, which the member map refuses whatever the member's type.
    [InlineData("[BsonElement(\"a\\0b\")] public int Count { get; set; }", true)]
    [InlineData("[BsonElement(\"\\0\")] public List<DateTime>? Days { get; set; }", true)]
    // [BsonSerializer] names a serializer the driver must create, and whose value type must be the member's type exactly.
    [InlineData("[BsonSerializer(typeof(Int32Serializer))] public BsonJavaScript? Code { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(Int32Serializer))] public int? Count { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(FlagSerializer))] public string? Name { get; set; }", true)]
    [InlineData("[BsonSerializer(SerializerType = typeof(StringSerializer))] public object? Anything { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(ItemsSerializer<>))] public int Count { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(ItemsSerializer<>))] public Dictionary<string, int>? Map { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(ItemsSerializer<>))] public HashSet<int>? Set { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(SerializerBase<int>))] public int Count { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(string))] public string? Name { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(object))] public string? Name { get; set; }", true)]
    [InlineData("[BsonSerializer] public int Count { get; set; }", true)]
    [InlineData("[BsonSerializer(typeof(Int32Serializer))] public int Count { get; set; }", false)]
    [InlineData("[BsonSerializer(typeof(NullableSerializer<int>))] public int? Count { get; set; }", false)]
    [InlineData("[BsonSerializer(typeof(ItemsSerializer<>))] public List<string>? Names { get; set; }", false)]
    [InlineData("[BsonSerializer(typeof(StringSerializer))] public string? Name { get; set; }", false)]
    [InlineData("[BsonSerializer(typeof(FlagSerializer))] [BsonRepresentation(BsonType.Binary)] public bool Flag { get; set; }", false)]
    public void FBSON101_is_reported_exactly_where_the_driver_refuses_the_mapping(string member, bool refusedOnEveryVersion)
    {
        var source = OrderWith(member);
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
    /// A value tuple has the driver's ValueTupleSerializer from 2.19.1, which hands no options attribute to its items
    /// (FBSON101). Before, the driver's class map serves it, which refuses the attribute too; FastBson leaves that member to
    /// the driver, unreported, and fails the same way.
    /// </summary>
    [Fact]
    public void FBSON101_for_an_options_attribute_on_a_value_tuple_where_the_driver_has_its_serializer()
    {
        var source = OrderWith("[BsonDateTimeOptions(DateOnly = true)] public (DateTime, int) Stamp { get; set; }");
        var (result, _) = CompilationHelper.Run(source);

        Assert.IsType<NotSupportedException>(DriverRefusal(source));
        Assert.Equal(DriverBuild.HasValueTupleSerializers, result.Diagnostics.Any(d => d.Id == "FBSON101"));
    }

    /// <summary>
    /// DateOnly, TimeOnly and Half have serializers of their own (which take some representations) only in 3.x built for
    /// .NET 6 and later; elsewhere the driver's class map serves these structs, and takes no representation at all. FBSON101
    /// is claimed only where their serializers judge the representation. Likewise Regex, owned from 2.19 (before, the class
    /// map serves it: 2.16 to 2.18 have a RegexSerializer that they do not register).
    /// </summary>
    [Theory]
    [InlineData("[BsonRepresentation(BsonType.Double)] public DateOnly Day { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Boolean)] public TimeOnly? Time { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public List<DateOnly>? Days { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public DateOnly Day { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public TimeOnly Time { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public Half Scale { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Boolean)] public List<Half>? Weights { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public Half? Scale { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public System.Text.RegularExpressions.Regex? Pattern { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.Document)] public List<System.Text.RegularExpressions.Regex>? Patterns { get; set; }", true)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Text.RegularExpressions.Regex? Pattern { get; set; }", false)]
    [InlineData("[BsonRepresentation(BsonType.RegularExpression)] public Dictionary<string, System.Text.RegularExpressions.Regex>? ByName { get; set; }", false)]
    public void FBSON101_for_DateOnly_TimeOnly_Half_and_Regex_where_their_serializers_judge_it(string member, bool refusedByTheirSerializers)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);
        var hasSerializers = member.Contains("Half", StringComparison.Ordinal) ? DriverBuild.HasHalfSerializer
            : member.Contains("Regex", StringComparison.Ordinal) ? DriverBuild.ServesRegexWithItsSerializer
            : DriverBuild.HasDateOnlySerializers;

        Assert.Equal(hasSerializers ? refusedByTheirSerializers : true, refusal is not null);
        var reported = result.Diagnostics.Any(d => d.Id == "FBSON101");
        Assert.Equal(hasSerializers && refusedByTheirSerializers, reported);
    }

    /// <summary>
    /// An ImmutableArray&lt;T&gt; has a serializer of the driver's own only in 3.1 and later built for .NET 6 and later (and is
    /// then owned). Before 3.1 the driver has none that can take the struct (FBSON101): its class map fails to map the
    /// member, or, in a Nullable&lt;T&gt;, its NullableSerializer fails for the first value it meets. 3.x's netstandard
    /// build takes it with its interface-implementer serializer, which writes it and cannot create one to read it back
    /// (FBSON102).
    /// </summary>
    [Theory]
    [InlineData("public System.Collections.Immutable.ImmutableArray<int> Fixed { get; set; }")]
    [InlineData("public System.Collections.Immutable.ImmutableArray<string>? Maybe { get; set; }")]
    public void FBSON101_for_ImmutableArray_where_the_driver_has_no_serializer_for_it(string member)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        // A Nullable<T> of one is looked up only for a value, so the class map itself stands.
        var nullable = member.Contains("?", System.StringComparison.Ordinal);
        var takenByInterfaceImplementers = DriverBuild.Version >= new Version(3, 1);
        Assert.Equal(!DriverBuild.HasImmutableSerializers && !takenByInterfaceImplementers && !nullable, refusal is not null);
        var expected = DriverBuild.HasImmutableSerializers ? null : takenByInterfaceImplementers ? "FBSON102" : "FBSON101";
        var diagnostic = result.Diagnostics.SingleOrDefault();
        Assert.Equal(expected, diagnostic?.Id);
        if (expected == "FBSON101" && nullable)
        {
            // The driver writes a null, and fails for a value, with the exception the message names.
            var type = Load(source);
            var order = Activator.CreateInstance(type)!;
            MongoDB.Bson.BsonExtensionMethods.ToBson(order, type);
            type.GetProperty("Maybe")!.SetValue(order, System.Collections.Immutable.ImmutableArray.Create("a"));
            var failure = Record.Exception(() => MongoDB.Bson.BsonExtensionMethods.ToBson(order, type));
            Assert.NotNull(failure);
            Assert.Contains($"({Refusal(failure!).GetType().Name})", diagnostic!.GetMessage(), StringComparison.Ordinal);
        }
        else if (expected == "FBSON101")
        {
            Assert.Contains($"({refusal!.GetType().Name})", diagnostic!.GetMessage(), StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// Freezing a class map looks up the class maps of its known types and its base class, so a member the driver refuses
    /// in a class mapped along with a generated one (a known type, of the class or of a base class, theirs in turn, and
    /// their base classes) breaks the generated class's class map too. Where that class has no generated serializer, whose
    /// own parse would say so, the generated class's build reports FBSON101 at its member, exactly once; a class whose
    /// members the driver takes gives none.
    /// </summary>
    [Theory]
    // A known type of the class.
    [InlineData("[BsonKnownTypes(typeof(Special))]", "", "public class Special : Order { [BsonRepresentation(BsonType.Symbol)] public DateTime At { get; set; } }", true)]
    // Of a known type, through its base class that is no generated one.
    [InlineData("[BsonKnownTypes(typeof(Special))]", "", "public class Special : Order { } [BsonKnownTypes(typeof(Deeper))] public class Middle : Order { [BsonRepresentation(BsonType.Binary)] public bool Flag { get; set; } } public class Deeper : Middle { }", false)]
    [InlineData("[BsonKnownTypes(typeof(Special))]", "", "[BsonKnownTypes(typeof(Deeper))] public class Special : Order { } public class Middle : Special { [BsonRepresentation(BsonType.Binary)] public bool Flag { get; set; } } public class Deeper : Middle { }", true)]
    // A sibling, a known type of the base class.
    [InlineData("", "[BsonKnownTypes(typeof(Order), typeof(Sibling))]", "public class Sibling : Base { [BsonSerializer(typeof(Int32Serializer))] public string? Name { get; set; } }", true)]
    // Known types the driver maps.
    [InlineData("[BsonKnownTypes(typeof(Special))]", "", "public class Special : Order { [BsonRepresentation(BsonType.String)] public DateTime At { get; set; } }", false)]
    // A known type with a generated serializer of its own: its own parse reports its member.
    [InlineData("[BsonKnownTypes(typeof(Special))]", "", "[GenerateBsonSerializer] public class Special : Order { [BsonRepresentation(BsonType.Symbol)] public DateTime At { get; set; } }", true)]
    public void FBSON101_for_a_member_of_a_class_the_driver_maps_along_with_the_generated_one(string orderAttributes, string baseAttributes, string others, bool refused)
    {
        var source = Usings + $"{baseAttributes} public class Base {{ }} [GenerateBsonSerializer] {orderAttributes} public class Order : Base {{ public int Id {{ get; set; }} }} {others}";
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(refused, refusal is not null);
        var reported = result.Diagnostics.Where(d => d.Id == "FBSON101").ToList();
        Assert.Equal(refused ? 1 : 0, reported.Count);
        if (refused)
        {
            Assert.Contains($"({refusal!.GetType().Name})", reported[0].GetMessage(), StringComparison.Ordinal);
            Assert.Contains(reported[0].Location.SourceSpan.Start, new[] { source.IndexOf(" At ", StringComparison.Ordinal) + 1, source.IndexOf(" Flag ", StringComparison.Ordinal) + 1, source.IndexOf(" Name ", StringComparison.Ordinal) + 1 });
        }
    }

    /// <summary>
    /// The serializers of the immutable sequences (3.1 and later, built for .NET 6 and later) take no serializer option and
    /// hand none to their items' serializer, so the driver's class map refuses the attribute (NotSupportedException):
    /// FBSON101. Elsewhere the driver's interface-implementer serializer takes it (FBSON100), or has no serializer for the
    /// type at all (an ImmutableArray&lt;T&gt;, FBSON101 for the type).
    /// </summary>
    [Theory]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Immutable.ImmutableList<int>? Codes { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Immutable.ImmutableHashSet<Shade>? Shades { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public System.Collections.Immutable.ImmutableSortedSet<long>? Years { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Immutable.ImmutableQueue<Guid>? Keys { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Immutable.ImmutableStack<ObjectId>? Refs { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Immutable.ImmutableArray<int> Fixed { get; set; }")]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public System.Collections.Immutable.ImmutableList<DateTime>? Days { get; set; }")]
    public void FBSON101_for_an_option_on_an_immutable_sequence_where_its_serializer_refuses_it(string member)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        if (DriverBuild.HasImmutableSerializers)
        {
            Assert.IsType<NotSupportedException>(refusal);
        }

        // Without the immutable serializers (before 3.1, and in 3.x's netstandard build) the driver's interface-implementer
        // serializers take the option, and cannot read the collection back.
        var diagnostic = Assert.Single(result.Diagnostics);
        Assert.Equal(refusal is not null ? "FBSON101" : "FBSON102", diagnostic.Id);
        if (refusal is not null)
        {
            Assert.Contains($"({refusal.GetType().Name})", diagnostic.GetMessage(), StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// FBSON102 is reported exactly where the driver writes a member and fails to read its value back: each class is
    /// compiled and loaded, its member holding a value (or null), written by the driver and read back by it. Before 3.1 the
    /// immutable collections' serializers are the driver's interface-implementer ones, which cannot create them; before
    /// 2.19.1 its class map writes a value tuple's fields, and before 2.20 the public members of the base library's structs
    /// it has no serializer of (DateOnly, Memory&lt;T&gt;, Half ...) and of the project's own structs, and cannot read the
    /// struct back (2.19 reads back one that a creator takes all of: a DateOnly, a readonly struct of the project's). A null
    /// still reads as null.
    /// </summary>
    [Theory]
    [InlineData("public System.Collections.Immutable.ImmutableList<int>? Items { get; set; } = System.Collections.Immutable.ImmutableList.Create(1, 2);")]
    [InlineData("public System.Collections.Immutable.ImmutableHashSet<string>? Items { get; set; } = System.Collections.Immutable.ImmutableHashSet.Create(\"a\");")]
    [InlineData("public System.Collections.Immutable.ImmutableSortedSet<long>? Items { get; set; } = System.Collections.Immutable.ImmutableSortedSet.Create(3L, 1L);")]
    [InlineData("public System.Collections.Immutable.ImmutableQueue<Shade>? Items { get; set; } = System.Collections.Immutable.ImmutableQueue.Create(Shade.Dark);")]
    [InlineData("public System.Collections.Immutable.ImmutableStack<double>? Items { get; set; } = System.Collections.Immutable.ImmutableStack.Create(1.5);")]
    [InlineData("public System.Collections.Immutable.ImmutableDictionary<string, int>? Items { get; set; } = System.Collections.Immutable.ImmutableDictionary.Create<string, int>().Add(\"a\", 1);")]
    [InlineData("public System.Collections.Immutable.ImmutableSortedDictionary<string, int>? Items { get; set; } = System.Collections.Immutable.ImmutableSortedDictionary.Create<string, int>().Add(\"a\", 1);")]
    [InlineData("public List<System.Collections.Immutable.ImmutableList<int>>? Items { get; set; } = new() { System.Collections.Immutable.ImmutableList.Create(1) };")]
    [InlineData("public Dictionary<string, System.Collections.Immutable.ImmutableHashSet<int>?>? Items { get; set; } = new() { [\"a\"] = System.Collections.Immutable.ImmutableHashSet.Create(1) };")]
    [InlineData("public Tuple<int, System.Collections.Immutable.ImmutableList<int>>? Items { get; set; } = Tuple.Create(1, System.Collections.Immutable.ImmutableList.Create(2));")]
    [InlineData("public List<Tuple<string, System.Collections.Immutable.ImmutableDictionary<string, int>>>? Items { get; set; } = new() { Tuple.Create(\"a\", System.Collections.Immutable.ImmutableDictionary.Create<string, int>().Add(\"b\", 1)) };")]
    [InlineData("public (int, System.Collections.Immutable.ImmutableHashSet<string>)? Items { get; set; } = (1, System.Collections.Immutable.ImmutableHashSet.Create(\"a\"));")]
    [InlineData("public (int, string) Items { get; set; } = (1, \"a\");")]
    [InlineData("public (int, string?)? Items { get; set; } = (1, null);")]
    [InlineData("public List<(long, Shade)>? Items { get; set; } = new() { (1L, Shade.Dark) };")]
    [InlineData("public (int, int, int, int, int, int, int, int)[]? Items { get; set; } = { (1, 2, 3, 4, 5, 6, 7, 8) };")]
    [InlineData("public DateOnly Items { get; set; } = new(2024, 5, 17);")]
    [InlineData("public TimeOnly? Items { get; set; } = new(12, 30);")]
    [InlineData("public List<DateOnly>? Items { get; set; } = new() { new(2024, 5, 17) };")]
    [InlineData("public Memory<int> Items { get; set; } = new[] { 1, 2 };")]
    [InlineData("public ReadOnlyMemory<byte>? Items { get; set; } = new byte[] { 1 };")]
    [InlineData("public Half Items { get; set; } = (Half)1.5;")]
    [InlineData("public Int128 Items { get; set; } = 5;")]
    [InlineData("public System.Numerics.BigInteger Items { get; set; } = 5;")]
    [InlineData("public struct Spot { public int X { get; set; } } public Spot Items { get; set; } = new Spot { X = 1 };")]
    [InlineData("public readonly struct Stretch { public Stretch(int from, int to) { From = from; To = to; } public int From { get; } public int To { get; } } public List<Stretch>? Items { get; set; } = new() { new(1, 2) };")]
    [InlineData("public struct Spot { public int X { get; set; } } public Spot? Items { get; set; } = new Spot { X = 2 };")]
    [InlineData("public struct Spot<T> { public T Value { get; set; } } public Dictionary<string, List<Spot<long>>>? Items { get; set; } = new() { [\"a\"] = new() { new Spot<long> { Value = 3 } } };")]
    [InlineData("public List<System.Numerics.BigInteger?>? Items { get; set; } = new() { System.Numerics.BigInteger.Pow(10, 30), null };")]
    public void FBSON102_is_reported_exactly_where_the_driver_cannot_read_back_what_it_writes(string member)
    {
        var (failure, type) = AssertFBSON102ExactlyWhereTheReadFails(member);

        // On the builds it names: without the immutable serializers (before 3.1, and 3.x's netstandard build) for the
        // immutable collections, without the ValueTupleSerializer (before 2.19.1) for value tuples, before 2.19 for a DateOnly
        // and a readonly struct (2.19 creates them through their constructor of every member it writes), before 2.20 for the
        // other structs.
        var unreadableHere =
            member.Contains("Immutable", StringComparison.Ordinal) ? !DriverBuild.HasImmutableSerializers
            : member.Contains("public (", StringComparison.Ordinal) || member.Contains("<(", StringComparison.Ordinal) ? !DriverBuild.HasValueTupleSerializers
            : member.Contains("DateOnly", StringComparison.Ordinal) || member.Contains("readonly struct", StringComparison.Ordinal) ? !DriverBuild.ReadsStructsThroughCreators
            : !DriverBuild.ReadsStructs;
        Assert.Equal(unreadableHere, failure is not null);

        // A null member is written as a BSON null, which every serializer of the driver reads back (a struct holds a value).
        if (type.GetProperty("Items")!.PropertyType is not { IsValueType: true } itemsType || Nullable.GetUnderlyingType(itemsType) is not null)
        {
            Assert.Null(DriverReadBack(type, withValue: false));
        }
    }

    /// <summary>
    /// FBSON102 is reported exactly where the driver's interface-implementer serializers, which serve an enumerable or
    /// dictionary class the driver has no other serializer of, write a value and cannot create one to read it back: the
    /// class is compiled and loaded, its member holding a value, written by the driver and read back by it. Of the
    /// enumerables, a ReadOnlySet&lt;T&gt; and a class whose one constructor takes an ISet&lt;T&gt; are created from 3.10 only
    /// (through a HashSet&lt;T&gt;, CSHARP-6024); a FrozenSet&lt;T&gt;, abstract, and a class without a public constructor
    /// never; a class whose constructor takes the items' List&lt;T&gt; (or an interface of it), or with a parameterless
    /// constructor and an Add, always. A dictionary is created only through a public parameterless constructor: never a
    /// FrozenDictionary&lt;TKey, TValue&gt; or a subclass of Dictionary&lt;TKey, TValue&gt; without one. A read-only
    /// dictionary (a ReadOnlyDictionary&lt;TKey, TValue&gt; subclass, or a class of two type arguments that implements
    /// IReadOnlyDictionary&lt;TKey, TValue&gt; alone) only through a public constructor that takes a Dictionary&lt;TKey, TValue&gt;.
    /// </summary>
    [Theory]
    [InlineData("public System.Collections.ObjectModel.ReadOnlySet<int>? Items { get; set; } = new(new HashSet<int> { 1, 2 });", "3.10")]
    [InlineData("public List<System.Collections.ObjectModel.ReadOnlySet<string>>? Items { get; set; } = new() { new(new HashSet<string> { \"a\" }) };", "3.10")]
    [InlineData("public Dictionary<string, System.Collections.ObjectModel.ReadOnlySet<long>>? Items { get; set; } = new() { [\"a\"] = new(new HashSet<long> { 1 }) };", "3.10")]
    [InlineData(Bag + "public Bag(ISet<int> items) { _items = new(items); } } public Bag? Items { get; set; } = new(new HashSet<int> { 1, 2 });", "3.10")]
    [InlineData(Bag + "public Bag(IReadOnlySet<int> items) { _items = new(items); } } public Bag? Items { get; set; } = new(new HashSet<int> { 1 });", "3.10")]
    [InlineData(Bag + "private Bag() { } public static Bag Of(int item) { var bag = new Bag(); bag._items.Add(item); return bag; } } public Bag? Items { get; set; } = Bag.Of(1);", "never")]
    [InlineData("public System.Collections.Frozen.FrozenSet<int>? Items { get; set; } = System.Collections.Frozen.FrozenSet.ToFrozenSet(new[] { 1, 2 });", "never")]
    [InlineData(Bag + "public Bag(IEnumerable<int> items) { _items = new(items); } } public Bag? Items { get; set; } = new(new[] { 1, 2 });", "always")]
    [InlineData(Bag + "public Bag(IReadOnlyList<int> items) { _items = new(items); } } public List<Bag>? Items { get; set; } = new() { new(new[] { 1 }) };", "always")]
    [InlineData(Bag + "public void Add(int item) => _items.Add(item); } public Bag? Items { get; set; } = new() { 1, 2 };", "always")]
    // Dictionaries: created with Activator.CreateInstance, so through a public parameterless constructor alone.
    [InlineData("public System.Collections.Frozen.FrozenDictionary<string, int>? Items { get; set; } = System.Collections.Frozen.FrozenDictionary.ToFrozenDictionary(new Dictionary<string, int> { [\"a\"] = 1 });", "never")]
    [InlineData("public List<System.Collections.Frozen.FrozenDictionary<string, long>>? Items { get; set; } = new() { System.Collections.Frozen.FrozenDictionary.ToFrozenDictionary(new Dictionary<string, long> { [\"a\"] = 1 }) };", "never")]
    [InlineData("public class Registry : Dictionary<string, int> { public Registry(int capacity) : base(capacity) { } } public Registry? Items { get; set; } = new(4) { [\"a\"] = 1 };", "never")]
    [InlineData("public class Registry : Dictionary<string, int> { } public Registry? Items { get; set; } = new() { [\"a\"] = 1 };", "always")]
    // Read-only dictionaries: created through a public constructor that takes the Dictionary<TKey, TValue> read.
    [InlineData("public class Lookup<TKey, TValue> : System.Collections.ObjectModel.ReadOnlyDictionary<TKey, TValue> where TKey : notnull { public Lookup(SortedDictionary<TKey, TValue> entries) : base(entries) { } } "
        + "public Lookup<string, int>? Items { get; set; } = new(new SortedDictionary<string, int> { [\"a\"] = 1 });", "never")]
    [InlineData("public class Lookup<TKey, TValue> : System.Collections.ObjectModel.ReadOnlyDictionary<TKey, TValue> where TKey : notnull { public Lookup(IDictionary<TKey, TValue> entries) : base(entries) { } } "
        + "public Lookup<string, int>? Items { get; set; } = new(new Dictionary<string, int> { [\"a\"] = 1 });", "always")]
    [InlineData(Table + "public Table() { } } public Table<string, int>? Items { get; set; } = new();", "never")]
    [InlineData(Table + "public Table(IEnumerable<KeyValuePair<TKey, TValue>> entries) { foreach (var (key, value) in entries) _entries[key] = value; } } "
        + "public List<Table<string, long>>? Items { get; set; } = new() { new(new Dictionary<string, long> { [\"a\"] = 1 }) };", "always")]
    public void FBSON102_where_the_driver_cannot_create_a_collection_class_it_wrote(string member, string readBackFrom)
    {
        var (failure, type) = AssertFBSON102ExactlyWhereTheReadFails(member);
        var readsBack = readBackFrom switch
        {
            "always" => true,
            "never" => false,
            _ => DriverBuild.CreatesEnumerablesFromHashSets,
        };
        Assert.Equal(readsBack, failure is null);
        Assert.Null(DriverReadBack(type, withValue: false));
    }

    /// <summary>
    /// Runs the generator over <c>Refusals.Order</c> with <paramref name="member"/>, and has the driver write the class, its
    /// member holding a value, and read it back: FBSON102, a warning naming the exception, must be reported exactly where
    /// that read fails. Returns the innermost exception of the read (null where it read back) and the class loaded.
    /// </summary>
    private static (Exception? Failure, Type Type) AssertFBSON102ExactlyWhereTheReadFails(string member)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var type = Load(source);

        var failure = DriverReadBack(type, withValue: true);
        var unreadable = result.Diagnostics.SingleOrDefault(d => d.Id == "FBSON102");
        Assert.Equal(failure is not null, unreadable is not null);
        if (unreadable is not null)
        {
            Assert.Equal(DiagnosticSeverity.Warning, unreadable.Severity);
            Assert.Contains($"({failure!.GetType().Name})", unreadable.GetMessage(), StringComparison.Ordinal);
        }

        return (failure, type);
    }

    /// <summary>
    /// A struct the driver's collections provider serves: its dictionary serializers take classes only, and its enumerable
    /// ones did before 3.1, so the driver cannot write the member (FBSON101, naming the ArgumentException of their type
    /// constraints); from 3.1 the enumerable serializer writes the struct as an array and reads it back only where it can
    /// create one (FBSON102 elsewhere), as for a class. Each case is held against the driver's own write and read.
    /// </summary>
    [Theory]
    [InlineData(Pack + "public Pack(List<int> items) { _items = items; } } public Pack Items { get; set; } = Pack.Of(1, 2);", "from 3.1")]
    [InlineData(Pack + "public Pack(int[] items) { _items = new List<int>(items); } } public Pack Items { get; set; } = Pack.Of(1, 2);", "never")]
    [InlineData(Pack + "public void Add(int item) { (_items ??= new List<int>()).Add(item); } } public Pack Items { get; set; } = Pack.Of(1, 2);", "never")]
    [InlineData(Pack + "public Pack() { _items = new List<int>(); } public void Add(int item) { _items!.Add(item); } } public Pack Items { get; set; } = Pack.Of(1, 2);", "from 3.1")]
    [InlineData(Pack + "public Pack(HashSet<int> items) { _items = new List<int>(items); } } public Pack Items { get; set; } = Pack.Of(1, 2);", "from 3.10")]
    [InlineData(Pack + "public Pack(int[] items) { _items = new List<int>(items); } } public Pack? Items { get; set; } = Pack.Of(1, 2);", "never")]
    [InlineData(Pack + "public Pack(List<int> items) { _items = items; } } public List<Pack>? Items { get; set; } = new() { Pack.Of(1, 2) };", "from 3.1")]
    [InlineData(Pack + "public Pack(int[] items) { _items = new List<int>(items); } } public Dictionary<string, Pack>? Items { get; set; } = new() { [\"a\"] = Pack.Of(1, 2) };", "never")]
    [InlineData(Tally + "public Tally Items { get; set; } = Tally.Of(\"a\", 1);", "not taken")]
    [InlineData(Tally + "public Tally[]? Items { get; set; } = new[] { Tally.Of(\"a\", 1) };", "not taken")]
    public void FBSON101_or_FBSON102_for_a_struct_the_collections_provider_serves(string member, string readBackFrom)
    {
        var taken = readBackFrom != "not taken" && DriverBuild.Version >= new Version(3, 1);
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var type = Load(source);
        var written = Record.Exception(() => MongoDB.Bson.BsonExtensionMethods.ToBson(Activator.CreateInstance(type)!, type));

        Assert.Equal(taken, written is null);
        if (written is not null)
        {
            var refused = Assert.Single(result.Diagnostics, d => d.Id is "FBSON101" or "FBSON102");
            Assert.Equal("FBSON101", refused.Id);
            Assert.IsType<ArgumentException>(Refusal(written));
            Assert.Contains("(ArgumentException)", refused.GetMessage(), StringComparison.Ordinal);
            return;
        }

        var (failure, _) = AssertFBSON102ExactlyWhereTheReadFails(member);
        var readsBack = readBackFrom switch
        {
            "from 3.1" => true,
            "from 3.10" => DriverBuild.CreatesEnumerablesFromHashSets,
            _ => false,
        };
        Assert.Equal(readsBack, failure is null);
    }

    /// <summary>
    /// Why FBSON102 claims no enumerable struct with a parameterless constructor and an <c>Add</c>: from 3.1 the driver calls
    /// <c>Add</c> on a boxed copy of the struct it created, so what it reads back depends on the body of <c>Add</c>, which the
    /// generator does not read: one that fills the list the constructor made reads back whole, one that makes its own list
    /// reads back empty, and neither fails. Before 3.1 the driver cannot write either (FBSON101).
    /// </summary>
    [Theory]
    [InlineData("public Pack() { _items = new List<int>(); } public void Add(int item) { _items!.Add(item); }", 2)]
    [InlineData("public Pack() { } public void Add(int item) { (_items ??= new List<int>()).Add(item); }", 0)]
    public void An_enumerable_struct_filled_through_Add_reads_back_as_its_Add_leaves_the_copy(string constructorAndAdd, int itemsReadBack)
    {
        var source = OrderWith(Pack + constructorAndAdd + " } public Pack Items { get; set; } = Pack.Of(1, 2);");
        var (result, _) = CompilationHelper.Run(source);
        var type = Load(source);
        if (DriverBuild.Version < new Version(3, 1))
        {
            Assert.IsType<ArgumentException>(Refusal(Assert.ThrowsAny<Exception>(() => MongoDB.Bson.BsonExtensionMethods.ToBson(Activator.CreateInstance(type)!, type))));
            Assert.Contains(result.Diagnostics, d => d.Id == "FBSON101");
            return;
        }

        Assert.Null(DriverReadBack(type, withValue: true, out var readBack));
        var items = (System.Collections.IEnumerable)type.GetProperty("Items")!.GetValue(readBack)!;
        Assert.Equal(itemsReadBack, items.Cast<int>().Count());
        Assert.DoesNotContain(result.Diagnostics, d => d.Id is "FBSON101" or "FBSON102");
    }

    /// <summary>
    /// An enumerable struct of the project's, holding its items in a list; each case adds its constructors and closes it. A
    /// value comes from <c>Pack.Of</c>, which needs none of them.
    /// </summary>
    private const string Pack = "public struct Pack : IEnumerable<int> { private List<int>? _items; public static Pack Of(params int[] items) => new Pack { _items = new List<int>(items) }; "
        + "public IEnumerator<int> GetEnumerator() => (_items ?? new List<int>()).GetEnumerator(); System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator(); ";

    /// <summary>A dictionary struct of the project's (IDictionary&lt;string, int&gt; over a Dictionary), closed; a value comes from <c>Tally.Of</c>.</summary>
    private const string Tally = "public struct Tally : IDictionary<string, int> { private Dictionary<string, int> _d; public static Tally Of(string key, int count) => new Tally { _d = new() { [key] = count } }; "
        + "private Dictionary<string, int> D => _d ??= new(); public int this[string key] { get => D[key]; set => D[key] = value; } public ICollection<string> Keys => D.Keys; public ICollection<int> Values => D.Values; "
        + "public int Count => D.Count; public bool IsReadOnly => false; public void Add(string key, int value) => D.Add(key, value); public void Add(KeyValuePair<string, int> item) => D.Add(item.Key, item.Value); "
        + "public void Clear() => D.Clear(); public bool Contains(KeyValuePair<string, int> item) => D.ContainsKey(item.Key); public bool ContainsKey(string key) => D.ContainsKey(key); "
        + "public void CopyTo(KeyValuePair<string, int>[] array, int index) => ((ICollection<KeyValuePair<string, int>>)D).CopyTo(array, index); public bool Remove(string key) => D.Remove(key); "
        + "public bool Remove(KeyValuePair<string, int> item) => D.Remove(item.Key); public bool TryGetValue(string key, out int value) => D.TryGetValue(key, out value); "
        + "public IEnumerator<KeyValuePair<string, int>> GetEnumerator() => D.GetEnumerator(); System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator(); } ";

    /// <summary>
    /// What FBSON001 says of a type that implements IEnumerable (DiagnosticTests.FBSON001_Enumerable): the driver writes it as
    /// a collection, through its collections provider, and never through the class map a generated serializer would
    /// replace: an enumerable class as an array, with no element of its own members; a Dictionary subclass as the document
    /// of its entries, without its own property.
    /// </summary>
    [Fact]
    public void FBSON001_for_a_collection_the_driver_writes_as_an_array()
    {
        var source = OrderWith(Bag + "public Bag() { } public void Add(int item) => _items.Add(item); public string Label { get; set; } = \"x\"; } public Bag? Items { get; set; } = new() { 1, 2 }; "
            + "public class Ledger : Dictionary<string, int> { public string Owner { get; set; } = \"me\"; } public Ledger? Totals { get; set; } = new() { [\"a\"] = 1 };");
        var type = Load(source);
        var document = MongoDB.Bson.BsonExtensionMethods.ToBsonDocument(Activator.CreateInstance(type)!, type);

        Assert.Equal(new MongoDB.Bson.BsonArray { 1, 2 }, document["Items"]);
        Assert.Equal(new MongoDB.Bson.BsonDocument("a", 1), document["Totals"]);
    }

    /// <summary>A read-only dictionary class of the project's (no IDictionary); each case adds its constructors (and closes it).</summary>
    private const string Table = "public class Table<TKey, TValue> : IReadOnlyDictionary<TKey, TValue> where TKey : notnull { private readonly Dictionary<TKey, TValue> _entries = new(); "
        + "public TValue this[TKey key] => _entries[key]; public IEnumerable<TKey> Keys => _entries.Keys; public IEnumerable<TValue> Values => _entries.Values; public int Count => _entries.Count; "
        + "public bool ContainsKey(TKey key) => _entries.ContainsKey(key); public bool TryGetValue(TKey key, out TValue value) => _entries.TryGetValue(key, out value!); "
        + "public IEnumerator<KeyValuePair<TKey, TValue>> GetEnumerator() => _entries.GetEnumerator(); System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator(); ";

    /// <summary>An enumerable class of the project's, holding its items in a list; each case adds its constructors (and closes it).</summary>
    private const string Bag = "public class Bag : IEnumerable<int> { private readonly List<int> _items = new(); public IEnumerator<int> GetEnumerator() => _items.GetEnumerator(); "
        + "System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator(); ";

    /// <summary>
    /// FBSON015 is reported exactly where the driver's class map refuses to read a class one of whose members takes the
    /// element name of its discriminator convention, <c>_t</c>: from 3.5 (CSHARP-4040). The class is compiled and loaded,
    /// written by the driver and read back by it (a class loaded once, so its first read, which fails on 3.5 to 3.9 too).
    /// </summary>
    [Theory]
    [InlineData("[BsonElement(\"_t\")] public string? Items { get; set; } = \"kind\";")]
    [InlineData("public string? Items { get; set; } = \"kind\"; public int _t;")]
    public void FBSON015_where_the_class_map_refuses_a_member_on_the_discriminator_element(string member)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var type = Load(source);

        var failure = DriverReadBack(type, withValue: true);
        var refused = result.Diagnostics.Where(d => d.Id == "FBSON015").ToList();
        Assert.Equal(failure is not null, refused.Count > 0);
        Assert.Equal(DriverBuild.Version >= new Version(3, 5), failure is not null);
        if (failure is not null)
        {
            Assert.IsType<MongoDB.Bson.BsonSerializationException>(failure);
            Assert.All(refused, diagnostic => Assert.Equal(DiagnosticSeverity.Error, diagnostic.Severity));
        }
    }

    /// <summary>
    /// An interface over <c>IEnumerable&lt;T&gt;</c> that <c>List&lt;T&gt;</c> does not implement (<c>IReadOnlySet&lt;T&gt;</c>):
    /// before 2.17 (CSHARP-4205) the driver's lookup of its serializer fails on the constraint of the List&lt;T&gt; it implies
    /// (FBSON101, naming that exception); from 2.17 the driver serves it (FBSON100). An
    /// interface List&lt;T&gt; implements is served on every version.
    /// </summary>
    [Theory]
    [InlineData("public IReadOnlySet<int>? Items { get; set; }", true)]
    [InlineData("public IReadOnlyList<int>? Items { get; set; }", false)]
    public void FBSON101_for_an_interface_List_does_not_implement_before_2_17(string member, bool listDoesNotImplement)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(listDoesNotImplement && DriverBuild.Version < new Version(2, 17), refusal is not null);
        var diagnostic = result.Diagnostics.SingleOrDefault(d => d.Id is "FBSON100" or "FBSON101");
        Assert.Equal(refusal is not null ? "FBSON101" : listDoesNotImplement ? "FBSON100" : null, diagnostic?.Id);
        if (refusal is not null)
        {
            Assert.Contains($"({refusal.GetType().Name})", diagnostic!.GetMessage(), StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// An eight-item tuple whose <c>Rest</c> is not a tuple: its constructor refuses such a Rest, so no <c>Tuple</c> of it
    /// exists (the member holds only null) and the driver, which reads one through that constructor, fails on any array
    /// of its items; a <c>ValueTuple</c> of it, a struct, exists with its fields set, and the driver writes it and fails to
    /// read it back (before 2.20 as every value tuple). FBSON102 names the exception the driver in use reaches: the
    /// document is read by the driver from BSON it would write for such a value.
    /// </summary>
    [Theory]
    [InlineData("public Tuple<int, int, int, int, int, int, int, int>? Items { get; set; }", "[1, 2, 3, 4, 5, 6, 7, 8]")]
    [InlineData("public List<Tuple<int, int, int, int, int, int, int, string>>? Items { get; set; }", "[[1, 2, 3, 4, 5, 6, 7, 'a']]")]
    [InlineData("public ValueTuple<int, int, int, int, int, int, int, int> Items { get; set; }", "{ Item1: 1, Item2: 2, Item3: 3, Item4: 4, Item5: 5, Item6: 6, Item7: 7, Rest: 8 }")]
    public void FBSON102_for_an_eight_item_tuple_whose_Rest_is_not_a_tuple(string member, string items)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var type = Load(source);

        Exception? failure = null;
        try
        {
            BsonSerializer.Deserialize(MongoDB.Bson.BsonDocument.Parse("{ _id: 1, Items: " + items + " }"), type);
        }
        catch (Exception exception)
        {
            failure = Innermost(exception);
        }

        var unreadable = Assert.Single(result.Diagnostics, d => d.Id == "FBSON102");
        Assert.Equal(DiagnosticSeverity.Warning, unreadable.Severity);
        Assert.NotNull(failure);
        Assert.Contains($"({failure.GetType().Name})", unreadable.GetMessage(), StringComparison.Ordinal);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id == "FBSON100");

        // A null member reads back as null.
        if (!type.GetProperty("Items")!.PropertyType.IsValueType)
        {
            Assert.Null(DriverReadBack(type, withValue: false));
        }
    }

    /// <summary>
    /// Mappings that fail on every version, at a stage that depends on it: a NameValueCollection, which no serializer of the
    /// driver takes before 3.1 (FBSON101, when it is first written) and which 3.1's interface-implementer serializer writes
    /// as its keys and cannot read back (FBSON102); an immutable dictionary with an options attribute, which 3.1's
    /// serializer of it hands over to the plain dictionary serializer, which cannot create one (FBSON102, as the immutable
    /// collections are before 3.1); a ReadOnlyObservableCollection, which the driver's ReadOnlyCollectionSubclassSerializer
    /// writes and cannot create from the list it reads (FBSON102); and an ArraySegment, a struct no serializer takes before
    /// 3.1 (FBSON101), which 3.1's interface-implementer serializer writes and cannot create (FBSON102). The diagnostic must
    /// name the stage and the exception the driver in use reaches.
    /// </summary>
    [Theory]
    [InlineData("public System.Collections.Specialized.NameValueCollection? Items { get; set; } = new() { { \"a\", \"1\" } };")]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public System.Collections.Immutable.ImmutableDictionary<string, int>? Items { get; set; } = System.Collections.Immutable.ImmutableDictionary.Create<string, int>().Add(\"a\", 1);")]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Immutable.ImmutableDictionary<string, int>? Items { get; set; } = System.Collections.Immutable.ImmutableDictionary.Create<string, int>().Add(\"a\", 1);")]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)] public System.Collections.Immutable.ImmutableSortedDictionary<string, int>? Items { get; set; } = System.Collections.Immutable.ImmutableSortedDictionary.Create<string, int>().Add(\"a\", 1);")]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public System.Collections.Immutable.ImmutableDictionary<string, DateTime>? Items { get; set; } = System.Collections.Immutable.ImmutableDictionary.Create<string, DateTime>().Add(\"a\", DateTime.UnixEpoch);")]
    [InlineData("public System.Collections.ObjectModel.ReadOnlyObservableCollection<int>? Items { get; set; } = new(new System.Collections.ObjectModel.ObservableCollection<int> { 1, 2 });")]
    [InlineData("public List<System.Collections.ObjectModel.ReadOnlyObservableCollection<string>>? Items { get; set; } = new() { new(new() { \"a\" }) };")]
    [InlineData("public ArraySegment<int> Items { get; set; } = new(new[] { 1, 2 });")]
    // A type the driver has no serializer for, within the member: looked up for the first value that holds one.
    [InlineData("public nint? Items { get; set; } = 5;")]
    [InlineData("public List<int[,,,]>? Items { get; set; } = new() { new int[1, 1, 1, 1] };")]
    [InlineData("public Dictionary<string, List<nuint>>? Items { get; set; } = new() { [\"a\"] = new() { 1 } };")]
    [InlineData("public Tuple<int, long[,,,]>? Items { get; set; } = Tuple.Create(1, new long[1, 1, 1, 1]);")]
    [InlineData("public (int, nint) Items { get; set; } = (1, 5);")]
    [InlineData("public Tuple<int, System.Collections.Specialized.NameValueCollection>? Items { get; set; } = Tuple.Create(1, new System.Collections.Specialized.NameValueCollection { { \"a\", \"1\" } });")]
    // A type's own [BsonSerializer] of another type: of an unrelated type for the member itself, which the driver calls untyped,
    // and no IBsonSerializer<T> of it for a value within, which the driver looks up as one.
    [InlineData("public Money? Items { get; set; } = new(); [BsonSerializer(typeof(Int32Serializer))] public class Money { }")]
    [InlineData("public Money? Items { get; set; } = new(); [BsonSerializer(typeof(StringSerializer))] public class Money { }")]
    [InlineData("public List<Money>? Items { get; set; } = new() { new() }; [BsonSerializer(typeof(AnySerializer))] public class Money { }")]
    [InlineData("public Dictionary<string, Money>? Items { get; set; } = new() { [\"a\"] = new() }; [BsonSerializer(typeof(UntypedSerializer))] public class Money { }")]
    [InlineData("public Cents? Items { get; set; } = new Cents(); [BsonSerializer(typeof(AnySerializer))] public struct Cents { }")]
    public void FBSON101_or_FBSON102_where_the_driver_fails_to_write_or_to_read_back(string member)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var type = Load(source);

        Exception? written = null;
        try
        {
            MongoDB.Bson.BsonExtensionMethods.ToBson(Activator.CreateInstance(type)!, type);
        }
        catch (Exception exception)
        {
            written = Refusal(exception);
        }

        var failure = written ?? DriverReadBack(type, withValue: true);
        Assert.NotNull(failure);
        var diagnostic = Assert.Single(result.Diagnostics);
        Assert.Equal(written is not null ? "FBSON101" : "FBSON102", diagnostic.Id);
        Assert.Contains($"({failure!.GetType().Name})", diagnostic.GetMessage(), StringComparison.Ordinal);
        var items = type.GetProperty("Items")!.PropertyType;
        if (written is not null && diagnostic.GetMessage().Contains("looks that serializer up for the first", StringComparison.Ordinal) &&
            (!items.IsValueType || Nullable.GetUnderlyingType(items) is not null))
        {
            // The driver looks the serializer up for a value only: a null is written and read back.
            Assert.Null(DriverReadBack(type, withValue: false));
        }
        if (written is null && !type.GetProperty("Items")!.PropertyType.IsValueType)
        {
            // Only a value fails: a null reads back as null.
            Assert.Null(DriverReadBack(type, withValue: false));
        }
    }

    /// <summary>
    /// FBSON103 is reported exactly where the driver reads back, without an error, another value than it wrote: each class
    /// is compiled and loaded, its member holding a value, written by the driver and read back by it, and the member's
    /// rendering (the expression given) compared. From 2.20 the class map serves the base library's structs it has no
    /// serializer of; it writes those whose state it cannot reach as empty documents. So does it, in every version, with the
    /// classes it has no serializer of whose state it cannot reach (a Lazy&lt;T&gt;; before 2.19 a Regex). Where the read
    /// fails instead (before 2.20), the member is FBSON102's, never FBSON103's.
    /// </summary>
    [Theory]
    [InlineData("public Half Items { get; set; } = (Half)1.5;", "Items.ToString()")]
    [InlineData("public Half? Items { get; set; } = (Half)(-2);", "Items.ToString()")]
    [InlineData("public Int128 Items { get; set; } = Int128.MaxValue;", "Items.ToString()")]
    [InlineData("public UInt128 Items { get; set; } = 5;", "Items.ToString()")]
    [InlineData("public System.Numerics.BigInteger Items { get; set; } = System.Numerics.BigInteger.Pow(10, 30);", "Items.ToString()")]
    [InlineData("public Dictionary<string, System.Numerics.BigInteger?>? Items { get; set; } = new() { [\"a\"] = -7, [\"b\"] = null };", "string.Join(\",\", Items!)")]
    [InlineData("public List<Half>? Items { get; set; } = new() { (Half)1.5, (Half)2 };", "string.Join(\",\", Items!)")]
    [InlineData("public Dictionary<string, Int128>? Items { get; set; } = new() { [\"a\"] = 7 };", "string.Join(\",\", Items!)")]
    [InlineData("public Tuple<int, UInt128>? Items { get; set; } = Tuple.Create(1, (UInt128)9);", "Items!.ToString()")]
    [InlineData("public Memory<int> Items { get; set; } = new[] { 1, 2 };", "string.Join(\",\", Items.ToArray())")]
    [InlineData("public ReadOnlyMemory<byte>? Items { get; set; } = new byte[] { 3 };", "string.Join(\",\", Items!.Value.ToArray())")]
    [InlineData("public DateOnly Items { get; set; } = new(2024, 5, 17);", "Items.ToString(\"O\")")]
    [InlineData("public TimeOnly? Items { get; set; } = new(12, 30, 5);", "Items!.Value.ToString(\"O\")")]
    [InlineData("public (int, long) Items { get; set; } = (1, 2L);", "Items.ToString()")]
    [InlineData("public Lazy<int>? Items { get; set; } = new(() => 5);", "Items!.Value.ToString()")]
    [InlineData("public List<Lazy<long>>? Items { get; set; } = new() { new(() => 7L) };", "string.Join(\",\", System.Linq.Enumerable.Select(Items!, item => item.Value))")]
    [InlineData("public System.Text.RegularExpressions.Regex? Items { get; set; } = new(\"a+b\", System.Text.RegularExpressions.RegexOptions.IgnoreCase);", "Items!.ToString() + Items.Options")]
    public void FBSON103_is_reported_exactly_where_the_driver_reads_back_another_value(string member, string rendering)
    {
        var (result, _, failure, differs) = DriverRoundTrip(member, rendering);
        var emptied = result.Diagnostics.SingleOrDefault(d => d.Id == "FBSON103");
        if (failure is not null)
        {
            Assert.Null(emptied);
            Assert.Contains(result.Diagnostics, d => d.Id == "FBSON102");
            return;
        }

        Assert.Equal(differs, emptied is not null);
        if (emptied is not null)
        {
            Assert.Equal(DiagnosticSeverity.Warning, emptied.Severity);
        }
    }

    /// <summary>
    /// Types of the base library the driver has no serializer of, which its class map serves, with the driver as the oracle
    /// on the version in use: each class is compiled and loaded, its member holding a value, written by the driver and read
    /// back by it. Where the read fails, the member is FBSON102's, naming the exception (a <c>Type</c> in every version; a
    /// <c>Complex</c> before 2.20, whose class map cannot read a struct); where it reads back another value (the rendering
    /// differs), FBSON103's (a <c>StringBuilder</c>'s text, an exception's message, a <c>TimeZoneInfo</c>'s state); where it
    /// reads back the value written, neither: FBSON100 (a list of <c>PriorityQueue</c>s, read back as empty ones: their
    /// state is not mapped), or no diagnostic where FastBson reads and writes the type itself there
    /// (<paramref name="owned"/>: a <c>Complex</c> from 2.20, an <c>IComparable</c>).
    /// </summary>
    [Theory]
    [InlineData("public Type? Items { get; set; } = typeof(int);", "Items!.FullName")]
    [InlineData("public List<Type>? Items { get; set; } = new() { typeof(string) };", "Items![0].FullName")]
    [InlineData("public System.Numerics.Complex Items { get; set; } = new(1, 2);", "Items.ToString()", true)]
    [InlineData("public System.Text.StringBuilder? Items { get; set; } = new(\"text\");", "Items!.ToString()")]
    [InlineData("public Dictionary<string, System.Text.StringBuilder>? Items { get; set; } = new() { [\"a\"] = new(\"b\") };", "Items![\"a\"].ToString()")]
    [InlineData("public Exception? Items { get; set; } = new(\"boom\");", "Items!.Message")]
    [InlineData("public Exception? Items { get; set; } = new InvalidOperationException(\"boom\");", "Items!.GetType().Name + Items.Message")]
    [InlineData("public ArgumentException? Items { get; set; } = new(\"boom\");", "Items!.Message")]
    [InlineData("public Failure? Items { get; set; } = new(\"boom\") { Code = 7 }; public class Failure : Exception { public Failure() { } public Failure(string message) : base(message) { } public int Code { get; set; } }", "Items!.Message + Items.Code")]
    [InlineData("public Failure? Items { get; set; } = new(\"boom\"); [MongoDB.Bson.Serialization.Attributes.BsonSerializer(typeof(FailureSerializer))] public class Failure : Exception { public Failure(string message) : base(message) { } } "
        + "public class FailureSerializer : MongoDB.Bson.Serialization.Serializers.SerializerBase<Failure?> { "
        + "public override Failure? Deserialize(MongoDB.Bson.Serialization.BsonDeserializationContext context, MongoDB.Bson.Serialization.BsonDeserializationArgs args) { if (context.Reader.CurrentBsonType == MongoDB.Bson.BsonType.Null) { context.Reader.ReadNull(); return null; } return new(context.Reader.ReadString()); } "
        + "public override void Serialize(MongoDB.Bson.Serialization.BsonSerializationContext context, MongoDB.Bson.Serialization.BsonSerializationArgs args, Failure? value) { if (value is null) context.Writer.WriteNull(); else context.Writer.WriteString(value.Message); } }", "Items!.Message")]
    [InlineData("public TimeZoneInfo? Items { get; set; } = TimeZoneInfo.Utc;", "Items!.Id ?? \"no id\"")]
    [InlineData("public IComparable? Items { get; set; } = 5;", "Items!.ToString()!", true)]
    [InlineData("public List<System.Collections.Generic.PriorityQueue<int, int>>? Items { get; set; } = new() { new() };", "Items!.Count.ToString()")]
    public void FBSON102_or_FBSON103_where_the_class_map_of_a_base_library_type_cannot_read_back_what_it_writes(string member, string rendering, bool owned = false)
    {
        var (result, type, failure, differs) = DriverRoundTrip(member, rendering);
        var diagnostic = result.Diagnostics.SingleOrDefault(d => d.Id is "FBSON100" or "FBSON102" or "FBSON103");
        Assert.Equal(failure is not null ? "FBSON102" : differs ? "FBSON103" : owned ? null : "FBSON100", diagnostic?.Id);
        if (failure is not null)
        {
            Assert.Contains($"({failure.GetType().Name})", diagnostic!.GetMessage(), StringComparison.Ordinal);
        }

        // Only a value is lost or fails: a null reads back as null.
        if (type.GetProperty("Items")!.PropertyType.IsClass)
        {
            Assert.Null(DriverReadBack(type, withValue: false));
        }
    }

    /// <summary>
    /// <c>Refusals.Order</c> with <paramref name="member"/> and a <c>Rendered()</c> method returning <paramref name="rendering"/>:
    /// the generator's run over it, the class loaded, and the driver's round trip of the member's value, either the innermost
    /// exception of a read that failed, or whether the value read back renders otherwise than the value written (the class's
    /// initializers give it, which a new instance holds again).
    /// </summary>
    private static (GeneratorRunResult Result, Type Type, Exception? Failure, bool Differs) DriverRoundTrip(string member, string rendering)
    {
        var source = OrderWith(member + " public string Rendered() => " + rendering + ";");
        var (result, _) = CompilationHelper.Run(source);
        var type = Load(source);

        var failure = DriverReadBack(type, withValue: true, out var readBack);
        string Rendered(object value) => (string)type.GetMethod("Rendered")!.Invoke(value, null)!;
        return (result, type, failure, failure is null && Rendered(Activator.CreateInstance(type)!) != Rendered(readBack!));
    }

    /// <summary>
    /// The driver's read of the <c>Refusals.Order</c> it wrote, with <c>Items</c> as initialized or set to null: the innermost
    /// exception it throws, or null when it reads it back.
    /// </summary>
    private static Exception? DriverReadBack(Type type, bool withValue) => DriverReadBack(type, withValue, out _);

    /// <summary>As <see cref="DriverReadBack(Type, bool)"/>, with the object read back (null where the read failed).</summary>
    private static Exception? DriverReadBack(Type type, bool withValue, out object? readBack)
    {
        readBack = null;
        var order = Activator.CreateInstance(type)!;
        if (!withValue)
        {
            type.GetProperty("Items")!.SetValue(order, null);
        }

        var bson = MongoDB.Bson.BsonExtensionMethods.ToBson(order, type);
        try
        {
            readBack = BsonSerializer.Deserialize(bson, type);
            return null;
        }
        catch (Exception exception)
        {
            return Innermost(exception);
        }
    }

    private static Exception Innermost(Exception exception)
    {
        while (exception.InnerException is not null)
        {
            exception = exception.InnerException;
        }

        return exception;
    }

    /// <summary>
    /// A NameValueCollection, no IList, fits none of the driver's serializers before 3.1 (FBSON101); from 3.1 its
    /// interface-implementer serializer takes any enumerable with a parameterless constructor, writes its keys alone and
    /// cannot read it back (FBSON102).
    /// </summary>
    [Fact]
    public void FBSON101_for_a_NameValueCollection_before_the_driver_takes_it()
    {
        var source = Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } public System.Collections.Specialized.NameValueCollection? Tally { get; set; } }";
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(DriverBuild.Version < new Version(3, 1), refusal is not null);
        Assert.Equal(refusal is not null ? "FBSON101" : "FBSON102", Assert.Single(result.Diagnostics).Id);
    }

    /// <summary>
    /// From 2.26 the driver serves Memory&lt;T&gt; and ReadOnlyMemory&lt;T&gt; with its MemorySerializer, whose constructor
    /// refuses items other than primitive numbers (FBSON101, when the driver first serializes the member); before, its class
    /// map serves the struct, which it cannot read back before 2.20 (FBSON102) and empties from 2.20 (FBSON103).
    /// </summary>
    [Theory]
    [InlineData("public Memory<string> Items { get; set; }")]
    [InlineData("public ReadOnlyMemory<DateTime> Items { get; set; }")]
    public void FBSON101_for_a_Memory_of_items_the_MemorySerializer_refuses(string member)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(DriverBuild.HasMemorySerializers, refusal is not null);
        var diagnostic = Assert.Single(result.Diagnostics);
        Assert.Equal(refusal is not null ? "FBSON101" : DriverBuild.ReadsStructs ? "FBSON103" : "FBSON102", diagnostic.Id);
        if (refusal is not null)
        {
            Assert.Contains($"({refusal.GetType().Name})", diagnostic.GetMessage(), StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// <c>[BsonGuidRepresentation]</c> configures only the member's own GuidSerializer before 3.2 (anything else is its
    /// InvalidOperationException: a Guid? or a collection of Guids, FBSON101); from 3.2 (CSHARP-5456) it reaches the
    /// GuidSerializer of a Nullable&lt;T&gt; or of items and dictionary values, all owned then.
    /// </summary>
    [Theory]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public Guid? Key { get; set; }", null)]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public List<Guid>? Keys { get; set; }", null)]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public Dictionary<string, Guid?[]>? Keys { get; set; }", null)]
    public void FBSON101_for_a_Guid_representation_beside_the_members_serializer_before_the_driver_takes_it(string member, string? from32)
    {
        var source = OrderWith(member);
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
    /// <c>[BsonGuidRepresentation]</c> where it reaches no Guid: on a member that is no Guid, on items that are none, or
    /// through a collection whose serializer hands no option on (an ImmutableList's). The driver refuses each, before 3.2
    /// and after (from 3.2 with NotSupportedException), and FastBson reports it (FBSON101) exactly where the driver
    /// refuses it, found by the random-mapping test on a nested class (MongoDB.Bson 3.11, seed 61).
    /// </summary>
    [Theory]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public string? Key { get; set; }")]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public List<string>? Keys { get; set; }")]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.CSharpLegacy)] public System.Collections.Immutable.ImmutableList<string?>? Keys { get; set; }")]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.Standard)] public System.Collections.Immutable.ImmutableList<Guid>? Keys { get; set; }")]
    public void FBSON101_for_a_Guid_representation_that_reaches_no_Guid_exactly_where_the_driver_refuses_it(string member)
    {
        var source = OrderWith(member);
        var (result, _) = CompilationHelper.Run(source);
        var refusal = DriverRefusal(source);

        Assert.Equal(refusal is not null ? "FBSON101" : null, result.Diagnostics.SingleOrDefault(d => d.Id.StartsWith("FBSON10", StringComparison.Ordinal))?.Id);
        if (refusal is not null)
        {
            Assert.Contains($"({refusal.GetType().Name})", result.Diagnostics.Single(d => d.Id == "FBSON101").GetMessage(), StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// The driver's verdict on the source's <c>Refusals.Order</c>, compiled without the generator and loaded into this process
    /// beside the MongoDB.Bson in use: the exception its class map or a member's serializer throws (the innermost one), or null.
    /// </summary>
    private static Exception? DriverRefusal(string source)
    {
        var type = Load(source);
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
            return Refusal(exception);
        }
    }

    /// <summary>
    /// The exception the driver's lookup raises, out of the reflection and type initialization around it, and out of the
    /// wrapper that names the member whose write failed (2.19 and later).
    /// </summary>
    private static Exception Refusal(Exception exception)
    {
        while ((exception is TargetInvocationException or TypeInitializationException ||
                (exception is MongoDB.Bson.BsonSerializationException && exception.Message.StartsWith("An error occurred while serializing the ", StringComparison.Ordinal)))
               && exception.InnerException is not null)
        {
            exception = exception.InnerException;
        }

        return exception;
    }

    /// <summary>The source of <c>Refusals.Order</c>, a generated document with an <c>Id</c> and <paramref name="member"/>.</summary>
    private static string OrderWith(string member) => Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }";

    /// <summary>The source's <c>Refusals.Order</c>, compiled without the generator and loaded into this process beside the MongoDB.Bson in use.</summary>
    private static Type Load(string source) => CompilationHelper.Load(CompilationHelper.Create(source), "Refusals.Order");
}
