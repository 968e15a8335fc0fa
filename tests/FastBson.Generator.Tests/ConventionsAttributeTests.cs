using System;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using FastBson.Runtime;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// <c>[assembly: FastBsonConventions(ElementNames = ElementNameStyle.CamelCase)]</c> declares the driver's
/// CamelCaseElementNameConvention to the generator. The driver is the oracle: each class is compiled, loaded, and mapped
/// by the driver under that convention, registered for its assembly alone, and the generated element names must be the
/// class map's.
/// </summary>
public class ConventionsAttributeTests
{
    private const string Declared = "[assembly: FastBson.FastBsonConventions(ElementNames = FastBson.ElementNameStyle.CamelCase)]";

    private const string Source = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Named;

        public class Base
        {
            public int Id { get; set; }
            public string? BaseName { get; set; }
        }

        [GenerateBsonSerializer]
        public class Order : Base
        {
            public string? Name { get; set; }
            public System.DateTime StartTime { get; set; }
            public string? URL { get; set; }
            public int x { get; set; }
            public int _Under { get; set; }
            public string? Ürün { get; set; }
            [BsonElement("Full")] public string? Title { get; set; }
            [BsonElement] public string? Plain { get; set; }
            [BsonElement("")] public string? Empty { get; set; }
            public List<int>? Counts;
            [BsonExtraElements] public Dictionary<string, object>? Rest { get; set; }
        }
        """;

    [Fact]
    public void The_generated_element_names_are_the_class_maps_under_the_declared_camelCase_convention()
    {
        var compilation = CompilationHelper.Create(Source, Declared);
        var model = CompilationHelper.ParseModel(compilation, "Named.Order");
        var type = CompilationHelper.Load(compilation, "Named.Order");
        RegisterCamelCase(type);

        var driver = BsonClassMap.LookupClassMap(type).AllMemberMaps.Select(m => (m.MemberName, m.ElementName));
        Assert.Equal(driver, model.Members.Select(m => (m.Name, m.ElementName)));

        // What the convention makes of each name, and what the attributes and the id keep.
        Assert.Equal(
            new[] { "_id", "baseName", "counts", "name", "startTime", "uRL", "x", "_Under", "ürün", "Full", "plain", "empty", "rest" },
            model.Members.Select(m => m.ElementName));
    }

    [Fact]
    public void Without_the_attribute_element_names_are_the_member_names()
    {
        var model = CompilationHelper.ParseModel(CompilationHelper.Create(Source), "Named.Order");

        Assert.Equal(new[] { "_id", "BaseName", "Counts", "Name", "StartTime" }, model.Members.Take(5).Select(m => m.ElementName));
    }

    [Fact]
    public void Two_members_the_convention_names_alike_are_FBSON010_as_the_driver_refuses_them()
    {
        const string source = """
            using FastBson;
            namespace Twins;
            [GenerateBsonSerializer] public class Pair { public int Id { get; set; } public int Count { get; set; } public int count; }
            """;
        var (result, _) = CompilationHelper.Run(source, Declared);
        var type = CompilationHelper.Load(CompilationHelper.Create(source, Declared), "Twins.Pair");
        RegisterCamelCase(type);

        Assert.Contains(result.Diagnostics, d => d.Id == "FBSON010");
        Assert.ThrowsAny<BsonSerializationException>(() => BsonClassMap.LookupClassMap(type));
    }

    [Fact]
    public void The_drift_check_passes_where_the_convention_is_registered_as_declared_and_says_how_to_agree_where_not()
    {
        var declared = Generated(CompilationHelper.Run(Source, Declared).Output, out var declaredType);
        RegisterCamelCase(declaredType);
        Assert.Null(declared.CompareWithDriver());

        // Declared, not registered: the class map keeps the member names.
        var unregistered = Generated(CompilationHelper.Run(Source, Declared).Output, out _);
        Assert.Contains("register the driver's CamelCaseElementNameConvention", unregistered.CompareWithDriver(), StringComparison.Ordinal);

        // Registered, not declared: the generated code keeps the member names.
        var undeclared = Generated(CompilationHelper.Run(Source).Output, out var undeclaredType);
        RegisterCamelCase(undeclaredType);
        Assert.Contains("[assembly: FastBson.FastBsonConventions(ElementNames = FastBson.ElementNameStyle.CamelCase)]", undeclared.CompareWithDriver(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_document_written_under_the_declared_convention_is_the_drivers()
    {
        var generated = Generated(CompilationHelper.Run(Source, Declared).Output, out var type);
        RegisterCamelCase(type);
        var order = Activator.CreateInstance(type)!;
        type.GetProperty("Name")!.SetValue(order, "n");
        type.GetProperty("Title")!.SetValue(order, "t");

        var written = MongoDB.Bson.BsonExtensionMethods.ToBson(order, type, serializer: (IBsonSerializer)generated);

        Assert.Equal(MongoDB.Bson.BsonExtensionMethods.ToBson(order, type), written);
        Assert.Equal("n", BsonSerializer.Deserialize<BsonDocument>(written)["name"].AsString);
    }

    private const string Enums = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Named;

        public enum Shade { Light, Dark, Dim = 7 }
        public enum Wide : long { None = 0, Big = 5000000000 }

        [GenerateBsonSerializer]
        public class Order
        {
            public int Id { get; set; }
            public Shade Color { get; set; } = Shade.Dim;
            public Shade? Maybe { get; set; } = Shade.Dark;
            public Shade? Missing { get; set; }
            public Wide Size { get; set; } = (Wide)70000;
            [BsonRepresentation(BsonType.Int64)] public Shade Pinned { get; set; } = Shade.Dark;
            public List<Shade>? Many { get; set; } = new() { Shade.Light, Shade.Dim };
            public Dictionary<string, Shade>? ByName { get; set; } = new() { ["a"] = Shade.Dark };
        }
        """;

    /// <summary>
    /// An enum representation declared with the driver's EnumRepresentationConvention registered (by default it reaches
    /// enum and Nullable enum members, not items; a [BsonRepresentation] wins): the drift check passes, and the generated
    /// serializer writes the driver's bytes and reads them back as it does, on the span path and the IBsonReader path.
    /// </summary>
    [Theory]
    [InlineData("String", BsonType.String)]
    [InlineData("Int64", BsonType.Int64)]
    [InlineData("Int32", BsonType.Int32)]
    public void An_enum_representation_declared_and_registered_maps_as_the_drivers(string declared, BsonType representation)
    {
        var declaration = Declared.Replace(")]", $", EnumRepresentation = FastBson.EnumRepresentation.{declared})]", StringComparison.Ordinal);
        var generated = Generated(CompilationHelper.Run(Enums, declaration).Output, out var type);
        RegisterForAssemblyOf(type, "conventions", new CamelCaseElementNameConvention(), new EnumRepresentationConvention(representation));

        Assert.Null(generated.CompareWithDriver());
        var order = Activator.CreateInstance(type)!;
        var driverBytes = MongoDB.Bson.BsonExtensionMethods.ToBson(order, type);
        var written = MongoDB.Bson.BsonExtensionMethods.ToBson(order, type, serializer: (IBsonSerializer)generated);
        Assert.Equal(driverBytes, written);
        Assert.Equal(representation, BsonSerializer.Deserialize<BsonDocument>(written)["color"].BsonType);

        AssertReadsAsTheDriver((IBsonSerializer)generated, type, written);
    }

    private const string Skipping = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Named;

        public enum Shade { Light, Dark }
        public class Part { public int Size { get; set; } }

        [GenerateBsonSerializer]
        public class Order
        {
            public string? Id { get; set; } = "o-1";
            public string? Name { get; set; } = "n";
            public int Count { get; set; } = 3;
            public int? Maybe { get; set; } = 0;
            public bool Flag { get; set; } = true;
            public double Ratio { get; set; } = -0.0;
            [BsonGuidRepresentation(GuidRepresentation.Standard)] public Guid Key { get; set; } = Guid.Parse("6f1c2c55-0c4e-4f1e-9d43-3a5c1e0b7a11");
            public DateTime At { get; set; } = new DateTime(2024, 1, 2, 0, 0, 0, DateTimeKind.Utc);
            public ObjectId Oid { get; set; } = ObjectId.Parse("65a1b2c3d4e5f60718293a4b");
            public Shade Color { get; set; } = Shade.Dark;
            public List<int>? Counts { get; set; } = new() { 1 };
            public int[]? Empty { get; set; } = Array.Empty<int>();
            public Part? Nested { get; set; } = new() { Size = 2 };
            public BsonValue? Raw { get; set; } = BsonNull.Value;
            public object? Anything { get; set; } = 0L;
            [BsonIgnoreIfNull] public string? OnlyNull { get; set; }
            [BsonIgnoreIfNull(false)] public string? Always { get; set; }
            [BsonIgnoreIfDefault] public int OnlyDefault { get; set; }
            [BsonIgnoreIfDefault(false)] public int? Kept { get; set; }
            [BsonDefaultValue(5)] public int Five { get; set; } = 5;
            [BsonDefaultValue("x")] public string? Ex { get; set; } = "y";
            [BsonExtraElements] public BsonDocument? Rest { get; set; }
        }
        """;

    /// <summary>
    /// What each <see cref="IgnoreIf"/> value declares, and the driver's convention it mirrors: every member's settings are
    /// the class map's (the attributes still win), the drift check passes, and the generated serializer leaves out the
    /// values the driver leaves out, of an object whose members all hold their type's default and of one whose members
    /// hold values near it (0 in an int?, -0.0, an empty array, BsonNull); each written document reads back as the
    /// driver reads it, on the span path and the IBsonReader path.
    /// </summary>
    [Theory]
    [InlineData("Null")]
    [InlineData("Default")]
    public void Values_left_out_by_the_declared_convention_are_those_the_driver_leaves_out(string declared)
    {
        var declaration = $"[assembly: FastBson.FastBsonConventions(IgnoreIf = FastBson.IgnoreIf.{declared})]";
        var (result, output) = CompilationHelper.Run(Skipping, declaration);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity >= Microsoft.CodeAnalysis.DiagnosticSeverity.Warning);
        var generated = Generated(output, out var type);
        RegisterIgnoreIf(type, declared);
        var model = CompilationHelper.ParseModel(CompilationHelper.Create(Skipping, declaration), "Named.Order");

        var classMap = BsonClassMap.LookupClassMap(type).AllMemberMaps.Select(m => (m.MemberName, m.IgnoreIfNull, m.IgnoreIfDefault));
        Assert.Equal(classMap, model.Members.Select(m => (m.Name, m.IgnoreIfNull, m.IgnoreIfDefault)));
        Assert.Contains(model.Members, m => declared == "Null" ? m.IgnoreIfNull && m.Name == "Count" : m.IgnoreIfDefault && m.Name == "Count");
        Assert.Null(generated.CompareWithDriver());

        var valued = Activator.CreateInstance(type)!;
        var emptied = Activator.CreateInstance(type)!;
        foreach (var property in type.GetProperties())
        {
            property.SetValue(emptied, property.PropertyType.IsValueType ? Activator.CreateInstance(property.PropertyType) : null);
        }

        var serializer = (IBsonSerializer)generated;
        foreach (var order in new[] { valued, emptied })
        {
            var written = MongoDB.Bson.BsonExtensionMethods.ToBson(order, type, serializer: serializer);
            Assert.Equal(MongoDB.Bson.BsonExtensionMethods.ToBson(order, type), written);
            AssertReadsAsTheDriver(serializer, type, written);
        }

        // The emptied object keeps the members its attributes write whatever they hold, and the id where only nulls are left out.
        var kept = BsonSerializer.Deserialize<BsonDocument>(MongoDB.Bson.BsonExtensionMethods.ToBson(emptied, type, serializer: serializer)).Names;
        Assert.Equal(declared == "Null" ? new[] { "Count", "Flag", "Ratio", "Key", "At", "Oid", "Color", "Always", "Kept", "Five" } : new[] { "Always", "Kept", "Five", "Ex" }, kept);
    }

    [Fact]
    public void The_drift_check_says_which_side_to_change_where_values_left_out_differ()
    {
        // Declared, not registered: the class map writes every value.
        var unregistered = Generated(CompilationHelper.Run(Skipping, "[assembly: FastBson.FastBsonConventions(IgnoreIf = FastBson.IgnoreIf.Null)]").Output, out _);
        Assert.Contains("register the driver's IgnoreIfNullConvention(true)", unregistered.CompareWithDriver(), StringComparison.Ordinal);

        // Registered, not declared: the generated code writes every value.
        var undeclared = Generated(CompilationHelper.Run(Skipping).Output, out var undeclaredType);
        RegisterIgnoreIf(undeclaredType, "Default");
        Assert.Contains("[assembly: FastBson.FastBsonConventions(IgnoreIf = FastBson.IgnoreIf.Default)]", undeclared.CompareWithDriver(), StringComparison.Ordinal);

        // One declared, the other registered.
        var other = Generated(CompilationHelper.Run(Skipping, "[assembly: FastBson.FastBsonConventions(IgnoreIf = FastBson.IgnoreIf.Null)]").Output, out var otherType);
        RegisterIgnoreIf(otherType, "Default");
        Assert.Contains("[assembly: FastBson.FastBsonConventions(IgnoreIf = FastBson.IgnoreIf.Default)]", other.CompareWithDriver(), StringComparison.Ordinal);
    }

    private const string StringIds = """
        #pragma warning disable CS1591
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Named;

        public class Base { public string? Id { get; set; } }

        [GenerateBsonSerializer] public class Order : Base { public string? Name { get; set; } }
        [GenerateBsonSerializer] public class Texted { [BsonRepresentation(BsonType.String)] public string? Id { get; set; } }
        [GenerateBsonSerializer] public class Keyed { public string? Id { get; set; } [BsonId] public int Key { get; set; } }
        [GenerateBsonSerializer] public class Lower { public string? id; public string? Note { get; set; } }
        [GenerateBsonSerializer] public class Numbered { public int Id { get; set; } public string? Code { get; set; } }
        [GenerateBsonSerializer] public class Served { [BsonSerializer(typeof(MongoDB.Bson.Serialization.Serializers.StringSerializer))] public string? Id { get; set; } }
        """;

    /// <summary>
    /// <c>StringIdsAsObjectIds = true</c> declares the driver's StringIdStoredAsObjectIdConvention: under it registered, each
    /// class passes the drift check and writes and reads as the driver does (span path and IBsonReader path), for an id
    /// inherited from a base class, one an attribute keeps a string, a member named Id that a <c>[BsonId]</c> elsewhere
    /// leaves a plain member (the convention still reaches it, as the driver's class map shows), an <c>id</c> field, an
    /// int id the convention leaves alone, and an id whose <c>[BsonSerializer]</c> replaces the convention's.
    /// </summary>
    [Theory]
    [InlineData("Order", BsonType.ObjectId)]
    [InlineData("Texted", BsonType.String)]
    [InlineData("Keyed", BsonType.ObjectId)]
    [InlineData("Lower", BsonType.ObjectId)]
    [InlineData("Numbered", BsonType.Int32)]
    [InlineData("Served", BsonType.String)]
    public void A_string_id_declared_as_an_ObjectId_maps_as_the_drivers(string name, BsonType stored)
    {
        var (result, output) = CompilationHelper.Run(StringIds, "[assembly: FastBson.FastBsonConventions(StringIdsAsObjectIds = true)]");
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity >= Microsoft.CodeAnalysis.DiagnosticSeverity.Warning);
        var generated = Generated(output, out var type, name);
        RegisterForAssemblyOf(type, "string ids", new StringIdStoredAsObjectIdConvention());

        Assert.Null(generated.CompareWithDriver());
        var value = Activator.CreateInstance(type)!;
        var id = (System.Reflection.MemberInfo?)type.GetProperty("Id") ?? type.GetField("id")!;
        var idValue = stored == BsonType.Int32 ? (object)7 : "65a1b2c3d4e5f60718293a4b";
        if (id is System.Reflection.PropertyInfo property)
        {
            property.SetValue(value, idValue);
        }
        else
        {
            ((System.Reflection.FieldInfo)id).SetValue(value, idValue);
        }

        var written = MongoDB.Bson.BsonExtensionMethods.ToBson(value, type, serializer: (IBsonSerializer)generated);
        Assert.Equal(MongoDB.Bson.BsonExtensionMethods.ToBson(value, type), written);
        var document = BsonSerializer.Deserialize<BsonDocument>(written);
        // Keyed's id is Key, so its member Id keeps its name as its element.
        Assert.Equal(stored, document[name == "Keyed" ? "Id" : "_id"].BsonType);
        AssertReadsAsTheDriver((IBsonSerializer)generated, type, written);
    }

    [Fact]
    public void A_string_id_declared_as_an_ObjectId_and_not_registered_is_refused_by_the_drift_check()
    {
        var generated = Generated(CompilationHelper.Run(StringIds, "[assembly: FastBson.FastBsonConventions(StringIdsAsObjectIds = true)]").Output, out _);

        Assert.Contains("Member 'Id'", generated.CompareWithDriver(), StringComparison.Ordinal);
    }

    /// <summary>
    /// The generated serializer reads <paramref name="written"/> as the driver's reads it (compared as the driver writes
    /// both objects), on the span path (a reader over a buffer) and the IBsonReader path (a BsonDocumentReader).
    /// </summary>
    private static void AssertReadsAsTheDriver(IBsonSerializer serializer, Type type, byte[] written)
    {
        var driver = BsonSerializer.LookupSerializer(type);
        foreach (var read in new Func<IBsonSerializer, object?>[] { s => MappingFuzz.MappingFuzzTests.Read(s, written), s => MappingFuzz.MappingFuzzTests.ReadDocument(s, BsonSerializer.Deserialize<BsonDocument>(written)) })
        {
            Assert.Equal(MongoDB.Bson.BsonExtensionMethods.ToBson(read(driver), type), MongoDB.Bson.BsonExtensionMethods.ToBson(read(serializer), type));
        }
    }

    /// <summary>The driver's IgnoreIfNullConvention or IgnoreIfDefaultConvention, registered for the loaded assembly's types alone.</summary>
    private static void RegisterIgnoreIf(Type type, string ignoreIf) =>
        RegisterForAssemblyOf(type, $"ignore if {ignoreIf}", ignoreIf == "Null" ? new IgnoreIfNullConvention(true) : new IgnoreIfDefaultConvention(true));

    /// <summary>The generated serializer of <c>Named.Order</c> in a compilation with the generator's output, loaded.</summary>
    private static IGeneratedBsonSerializer Generated(Microsoft.CodeAnalysis.Compilation output, out Type type, string name = "Order")
    {
        type = CompilationHelper.Load(output, "Named." + name);
        return (IGeneratedBsonSerializer)type.Assembly.GetType($"Named.{name}BsonSerializer", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
    }

    /// <summary>The driver's CamelCaseElementNameConvention, registered for the loaded assembly's types alone.</summary>
    private static void RegisterCamelCase(Type type) => RegisterForAssemblyOf(type, "camelCase", new CamelCaseElementNameConvention());

    /// <summary>
    /// The driver's <paramref name="conventions"/>, registered for the types of <paramref name="type"/>'s loaded assembly alone,
    /// so that no other test's class maps see them.
    /// </summary>
    private static void RegisterForAssemblyOf(Type type, string name, params IConvention[] conventions)
    {
        var assembly = type.Assembly;
        var pack = new ConventionPack();
        pack.AddRange(conventions);
        ConventionRegistry.Register($"{name} for {assembly.GetName().Name}", pack, t => t.Assembly == assembly);
    }
}
