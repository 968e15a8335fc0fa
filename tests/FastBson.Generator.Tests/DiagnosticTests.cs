using System.Collections.Generic;
using System.IO;
using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// One test per diagnostic: the id, the severity, the exact location (the marked <c>[|span|]</c>: the
/// symbol or attribute the user must change) and, for errors, that no source is generated.
/// </summary>
public class DiagnosticTests
{
    private const string Usings = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization;
        using MongoDB.Bson.Serialization.Attributes;
        using MongoDB.Bson.Serialization.IdGenerators;
        using MongoDB.Bson.Serialization.Options;
        using MongoDB.Bson.Serialization.Serializers;

        namespace Diagnostics;

        """;

    /// <summary>The class-map serializer reads structs since 2.20 (before, it refuses them): a struct gets FBSON001 before it.</summary>
    [Theory]
    [InlineData("2.14.1.0", "[GenerateBsonSerializer] public struct [|Point|] { public int X; }")]
    [InlineData("2.19.0.0", "[GenerateBsonSerializer] public record struct [|Pair|](int A, int B);")]
    [InlineData("3.0.0.0", "[GenerateBsonSerializer] public ref struct [|Span|] { public int X; }")]
    [InlineData("3.0.0.0", "[GenerateBsonSerializer(Blob = true)] public struct [|Packed|] { public int X; }")]
    public void FBSON001_ValueType(string version, string markup)
    {
        var (source, span) = Markup.Parse("using FastBson;\n" + markup);
        var compilation = CompilationHelper.CreateUnderStandInDriver(version, string.Empty, source, "Input0.cs");

        var (result, _) = CompilationHelper.Run(compilation);

        AssertLocated(result, "FBSON001", DiagnosticSeverity.Error, span);
        Assert.Empty(result.Serializers());
    }

    /// <summary>
    /// A type that implements IEnumerable is served by the driver's collections provider, never its class map (see
    /// <c>DriverRefusalTests.FBSON001_for_a_collection_the_driver_writes_as_an_array</c>): FBSON001 on the type, nothing
    /// generated for it, and a member of it in a generated class is left to the driver.
    /// </summary>
    [Theory]
    [InlineData("[GenerateBsonSerializer] public class [|Basket|] : IEnumerable<int> { public List<int> Items { get; set; } = new(); public IEnumerator<int> GetEnumerator() => Items.GetEnumerator(); System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator(); public void Add(int item) => Items.Add(item); }", "Basket?")]
    [InlineData("[GenerateBsonSerializer] public class [|Ledger|] : Dictionary<string, decimal> { public string? Owner { get; set; } }", "List<Ledger>?")]
    [InlineData("[GenerateBsonSerializer] public struct [|Row|] : System.Collections.IEnumerable { public int[] Cells { get; set; } public System.Collections.IEnumerator GetEnumerator() => Cells.GetEnumerator(); }", "Row?")]
    public void FBSON001_Enumerable(string markup, string memberType)
    {
        var (source, span) = Markup.Parse(Usings + markup + $" [GenerateBsonSerializer] public class Holder {{ public int Id {{ get; set; }} public {memberType} Value {{ get; set; }} }}");
        var (result, output) = CompilationHelper.Run(source);

        AssertLocated(result, "FBSON001", DiagnosticSeverity.Error, span);
        var message = result.Diagnostics.Single(d => d.Id == "FBSON001").GetMessage();
        Assert.Contains("implements IEnumerable", message, System.StringComparison.Ordinal);
        Assert.Contains(". Remove [GenerateBsonSerializer]; the driver keeps serving the type.", message, System.StringComparison.Ordinal);
        Assert.Equal("Diagnostics.Holder.BsonSerializer.g.cs", Assert.Single(result.Serializers()).HintName);
        Assert.DoesNotContain(output.GetDiagnostics(), d => d.Severity == DiagnosticSeverity.Error);

        // Holder's member is left to the driver: FBSON100 for the reason FBSON001 gives, with no offer of the attribute, where
        // the driver can write and read it back (else FBSON101 or FBSON102, which DriverRefusalTests hold against it).
        var left = Assert.Single(result.Diagnostics, d => d.Id is "FBSON100" or "FBSON101" or "FBSON102");
        if (left.Id == "FBSON100")
        {
            Assert.Contains("implements IEnumerable, so the driver's collections provider serves it", left.GetMessage(), System.StringComparison.Ordinal);
            Assert.Empty(left.Properties);
        }
        else
        {
            Assert.True(markup.Contains("struct", System.StringComparison.Ordinal), left.GetMessage());
        }
    }

    /// <summary>Where the referenced driver reads structs (2.20 and later), a struct gets a serializer; before, FBSON001.</summary>
    [Fact]
    public void A_struct_is_generated_where_the_referenced_driver_reads_structs()
    {
        var readsStructs = typeof(MongoDB.Bson.BsonType).Assembly.GetName().Version >= new System.Version(2, 20);
        var (result, _) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public struct Point { public int X { get; set; } public int Y { get; private set; } }");

        if (readsStructs)
        {
            Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
            var source = Assert.Single(result.Serializers()).SourceText.ToString();
            Assert.Contains("private static extern void Set_Y(ref global::Diagnostics.Point target, int value);", source, System.StringComparison.Ordinal);
            Assert.Contains("private static global::Diagnostics.Point CreateInstance() => default;", source, System.StringComparison.Ordinal);
        }
        else
        {
            Assert.Contains(result.Diagnostics, d => d.Id == "FBSON001");
            Assert.Empty(result.Serializers());
        }
    }

    [Theory]
    [InlineData("public class Outer<T> { [GenerateBsonSerializer] public class [|Inner|]<T> { public int Id { get; set; } } }")]
    [InlineData("public class Outer<T> { [GenerateBsonSerializer(Blob = true)] public class [|Inner|] { public int Id { get; set; } } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class [|Box|]<T> { public int Id { get; set; } public T? Value { get; set; } }")]
    public void FBSON002_GenericType(string markup) => AssertError("FBSON002", markup);

    /// <summary>Before .NET 9, UnsafeAccessor cannot reach a generic type: its non-public constructor cannot be called.</summary>
    [Fact]
    public void FBSON002_NonPublicConstructorOfGenericType_before_NET_9() => AssertError(
        "FBSON002", "[GenerateBsonSerializer] public class [|Box|]<T> { private Box() { } public T? Value { get; set; } }", UnsafeAccessorOfDotNet8);

    /// <summary>
    /// A type nested in a generic type is generic over its containing type's parameters (reflection's
    /// <c>Outer&lt;&gt;.Inner</c>): its serializer is generic over them, registered for that definition.
    /// </summary>
    [Fact]
    public void A_document_nested_in_a_generic_type_gets_a_serializer_generic_over_the_containing_parameters()
    {
        var (result, output) = CompilationHelper.Run(Usings + """
            public class Outer<TKey> where TKey : notnull
            {
                [GenerateBsonSerializer]
                public class Entry<TValue> { public int Id { get; set; } public TKey? Key { get; set; } public TValue? Value { get; set; } }
            }
            """);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        var source = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains("public sealed class Outer_EntryBsonSerializer<TKey, TValue> :", source, System.StringComparison.Ordinal);
        Assert.Contains("where TKey : notnull", source, System.StringComparison.Ordinal);
        Assert.Contains("typeof(global::Diagnostics.Outer<>.Entry<>)", source, System.StringComparison.Ordinal);
        Assert.Contains("typeof(Outer_EntryBsonSerializer<,>)", source, System.StringComparison.Ordinal);
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Fact]
    public void FBSON003_InitOnlyMemberOfGenericDocument_before_NET_9() => AssertError("FBSON003", """
        [GenerateBsonSerializer]
        public class Box<T> { public int Id { get; set; } public T? [|Value|] { get; init; } }
        """, UnsafeAccessorOfDotNet8);

    [Fact]
    public void FBSON003_PrivateSetMemberOfDocumentNestedInGenericType_before_NET_9() => AssertError("FBSON003", """
        public class Outer<T> { [GenerateBsonSerializer] public class Inner { public int Id { get; set; } public string? [|Name|] { get; private set; } } }
        """, UnsafeAccessorOfDotNet8);

    /// <summary>A generic base class's non-public member: its parameters are not the document's, so no accessor reaches it.</summary>
    [Fact]
    public void FBSON003_PrivateSetMemberOfGenericBaseClass() => AssertError("FBSON003", """
        public class Base<T> { public T? [|Value|] { get; private set; } }
        [GenerateBsonSerializer]
        public class Derived<T> : Base<List<T>> { public int Id { get; set; } }
        """);

    /// <summary>
    /// From .NET 9, a generic document's own non-public and init-only members, and its non-public constructor, are reached
    /// through UnsafeAccessors declared in its generic serializer, of the same type parameters.
    /// </summary>
    [Fact]
    public void A_generic_record_and_a_generic_type_with_a_private_constructor_are_generated_on_NET_9_and_later()
    {
        var (result, output) = CompilationHelper.Run(Usings + """
            [GenerateBsonSerializer]
            public record Pair<T>(int Id, T? First, T? Second);

            [GenerateBsonSerializer]
            public class Box<T> { private Box() { } public int Id { get; set; } public T? Value { get; private set; } }
            """);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.Equal(2, result.Serializers().Count);
        var box = result.Serializers().Single(s => s.HintName.Contains("Box", System.StringComparison.Ordinal)).SourceText.ToString();
        Assert.Contains("private static extern global::Diagnostics.Box<T> CreateInstance();", box, System.StringComparison.Ordinal);
        Assert.Contains("private static extern void Set_Value(global::Diagnostics.Box<T> target, T? value);", box, System.StringComparison.Ordinal);
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>
    /// A compilation whose UnsafeAccessor is .NET 8's: the attribute declared in the compilation itself, which is version 8
    /// (the generator asks the attribute's assembly for the runtime's version).
    /// </summary>
    private const string UnsafeAccessorOfDotNet8 = """

        [assembly: System.Reflection.AssemblyVersion("8.0.0.0")]
        namespace System.Runtime.CompilerServices
        {
            public enum UnsafeAccessorKind { Constructor, Method, StaticMethod, Field, StaticField }

            [System.AttributeUsage(System.AttributeTargets.Method)]
            public sealed class UnsafeAccessorAttribute : System.Attribute
            {
                public UnsafeAccessorAttribute(UnsafeAccessorKind kind) { }

                public string? Name { get; set; }
            }
        }
        """;

    [Fact]
    public void A_generic_document_gets_a_generic_serializer_and_a_definition_for_RegisterAll()
    {
        var (result, _) = CompilationHelper.Run(Usings + """
            [GenerateBsonSerializer]
            public class Box<T> where T : class, new() { public int Id { get; set; } public T? Value { get; set; } }
            """);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        var source = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains("public sealed class BoxBsonSerializer<T> :", source);
        Assert.Contains("where T : class, new()", source);
        Assert.Contains("public sealed class BoxBsonSerializerDefinition : global::FastBson.Runtime.IGeneratedBsonSerializerDefinition", source);
        Assert.Contains("RegisterGeneric(typeof(global::Diagnostics.Box<>), typeof(BoxBsonSerializer<>))", source);
    }

    [Fact]
    public void FBSON003_NonPublicMemberOfGenericBase() => AssertError("FBSON003", """
        public class Entity<TKey> { [BsonElement] private TKey? [|_key|]; }

        [GenerateBsonSerializer]
        public class Customer : Entity<int> { public string Name { get; set; } = ""; }
        """);

    [Fact]
    public void A_base_class_contributes_its_members()
    {
        var (result, _) = CompilationHelper.Run("""
            using FastBson;
            using MongoDB.Bson.Serialization.Attributes;

            public abstract class Entity { public int Id { get; set; } [BsonElement] private string? _secret; }

            [GenerateBsonSerializer]
            public class Customer : Entity { public string Name { get; set; } = ""; }
            """);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        var source = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains("new global::FastBson.Runtime.GeneratedMemberMap(\n                    \"Id\",\n                    \"_id\"", source.Replace("\r\n", "\n"));
        Assert.Contains("private static extern ref string? FieldOf__secret(global::Entity target);", source);
    }

    [Theory]
    [InlineData("""[GenerateBsonSerializer] [BsonDiscriminator("animal", Required = true)] public class Animal { }""")]
    [InlineData("[GenerateBsonSerializer] [BsonDiscriminator(RootClass = true)] [BsonKnownTypes(typeof(Cat))] public class Animal { } [GenerateBsonSerializer] public class Cat : Animal { }")]
    public void Discriminators_and_known_types_are_generated(string source)
    {
        // FBSON004 is retired: the class map applies these attributes at run time, and the generated code reads and
        // writes discriminators through it.
        var (result, _) = CompilationHelper.Run(Usings + source);
        Assert.Empty(result.Diagnostics);
        Assert.NotEmpty(result.Serializers());
    }

    [Theory]
    // A parameter that names no member of its type: the driver's class map cannot be built either.
    [InlineData("""
        [GenerateBsonSerializer]
        public class Person
        {
            public Person() { }

            [BsonConstructor]
            public [|Person|](string fullName) { Name = fullName; }

            public string Name { get; set; } = "";
        }
        """)]
    // The member a parameter names is not mapped (get-only, in a class the immutable-type convention leaves alone).
    [InlineData("""
        [GenerateBsonSerializer]
        public class Person
        {
            public Person() { }

            [BsonConstructor]
            public [|Person|](string name) { Name = name; }

            public string Name { get; } = "";

            public int Age { get; set; }
        }
        """)]
    // Fewer names than parameters.
    [InlineData("""
        [GenerateBsonSerializer]
        public class Point
        {
            [BsonConstructor("X")]
            public [|Point|](int x, int y) { X = x; Y = y; }

            public int X { get; set; }

            public int Y { get; set; }
        }
        """)]
    // A named member of a type the driver cannot pass to the parameter.
    [InlineData("""
        [GenerateBsonSerializer]
        public class Point
        {
            [BsonConstructor("X")]
            public [|Point|](long x) { X = (int)x; }

            public int X { get; set; }
        }
        """)]
    // An abstract class that names a creator, through which the driver would read its documents.
    [InlineData("""
        [GenerateBsonSerializer]
        public abstract class [|Shape|]
        {
            [BsonConstructor]
            protected Shape(int sides) { Sides = sides; }

            public int Sides { get; set; }
        }
        """)]
    public void FBSON005_CreatorMap(string markup) => AssertError("FBSON005", markup);

    // Creator maps the driver builds: ImmutableTypeClassMapConvention's, [BsonConstructor] with and without names,
    // [BsonFactoryMethod], non-public ones (through UnsafeAccessor).
    [Theory]
    [InlineData("[GenerateBsonSerializer] public class Point { public Point(int x, int y) { X = x; Y = y; } public int X { get; } public int Y { get; } }")]
    [InlineData("[GenerateBsonSerializer] public class Point { private Point() { } public Point(int x) { X = x; } public int X { get; private set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Person { public Person() { } [BsonConstructor] public Person(string name) { Name = name; } public string Name { get; set; } = \"\"; }")]
    [InlineData("[GenerateBsonSerializer] public class Person { [BsonConstructor(\"Name\")] private Person(string n) { Name = n; } [BsonElement] public string Name { get; } }")]
    [InlineData("[GenerateBsonSerializer] public class Person { private Person(string name) { Name = name; } [BsonElement] public string Name { get; } [BsonFactoryMethod] public static Person Make(string name) => new(name); }")]
    [InlineData("[GenerateBsonSerializer] public class Person { private Person(string name) { Name = name; } [BsonElement] public string Name { get; } [BsonFactoryMethod(\"Name\")] private static Person Make(string n) => new(n); }")]
    [InlineData("[GenerateBsonSerializer] public record Person(string Name, int Age) { public string Name { get; } = Name; public int Age { get; } = Age; }")]
    [InlineData("[GenerateBsonSerializer] public class Point { public Point(int x) { X = x; } public int X { get; } [BsonExtraElements] public BsonDocument? Rest { get; private set; } }")]
    public void Creator_maps_are_generated(string source)
    {
        var (result, _) = CompilationHelper.Run(Usings + source);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        var serializer = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains(" CreateWith0(ref Pending p", serializer, System.StringComparison.Ordinal);
        Assert.Contains("throw new global::System.Reflection.TargetInvocationException(exception);", serializer, System.StringComparison.Ordinal);
    }

    // No parameterless constructor and no creator map: the driver (and the generated code) runs no constructor.
    [Theory]
    [InlineData("[GenerateBsonSerializer] public record Order(int Id, string Name);")]
    [InlineData("[GenerateBsonSerializer] public record Order(int Id) { public List<string>? Lines { get; init; } = new(); }")]
    [InlineData("[GenerateBsonSerializer] public class Person { public Person(string name) { Name = name; } public string Name { get; set; } }")]
    // A settable property keeps the convention away even when a constructor names every property.
    [InlineData("[GenerateBsonSerializer] public class Point { public Point(int x, int y) { X = x; Y = y; } public int X { get; set; } public int Y { get; } }")]
    public void Classes_without_a_parameterless_constructor_are_created_uninitialized(string source)
    {
        var (result, _) = CompilationHelper.Run(Usings + source);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        var serializer = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains("RuntimeHelpers.GetUninitializedObject(typeof(", serializer, System.StringComparison.Ordinal);
    }

    [Theory]
    // Get-only: the driver sets a null member.
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public BsonDocument [|ExtraElements|] { get; } = new(); }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonExtraElements] public readonly BsonDocument [|Rest|] = new(); }")]
    // A type the driver refuses, and one it cannot create.
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonExtraElements] public Dictionary<string, int>? [|Rest|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonExtraElements] public Bag? [|Rest|] { get; set; } } public class Bag : Dictionary<string, object> { public Bag(int size) { } }")]
    // Attributes the driver would apply to the member as to a plain one.
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonExtraElements, BsonRequired] public BsonDocument? [|Rest|] { get; set; } }")]
    // Two in one class.
    [InlineData("[GenerateBsonSerializer] public class Order { [BsonExtraElements] public BsonDocument? A { get; set; } [BsonExtraElements] public BsonDocument? [|B|] { get; set; } }")]
    public void FBSON006_ExtraElements(string markup) => AssertError("FBSON006", markup);

    [Theory]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public BsonDocument? ExtraElements { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public Dictionary<string, object?>? ExtraElements { get; init; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonExtraElements] private IDictionary<string, object>? _rest; }")]
    // Not the convention's: not public, or not a type that holds extra elements (a plain member then).
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonElement] internal BsonDocument? ExtraElements { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public List<int>? ExtraElements { get; set; } }")]
    public void Extra_elements_members_are_generated(string source) => AssertNoErrors(source);

    [Fact]
    public void FBSON007_ClassSerializer() => AssertError("FBSON007", """
        [GenerateBsonSerializer]
        [[|BsonSerializer(typeof(MoneySerializer))|]]
        public class Money { public decimal Amount { get; set; } }

        public class MoneySerializer : SerializerBase<Money> { }
        """);

    [Theory]
    [InlineData("[GenerateBsonSerializer] public class Order { [BsonElement] public int [|Secret|] { set { } } }")]
    [InlineData("""
        [GenerateBsonSerializer]
        [[|Audited|]]
        public class Order { public int Id { get; set; } }

        public sealed class AuditedAttribute : Attribute, IBsonClassMapAttribute { public void Apply(BsonClassMap classMap) { } }
        """)]
    [InlineData("""
        [GenerateBsonSerializer]
        public class Order { [[|Trimmed|]] public string Name { get; set; } = ""; }

        public sealed class TrimmedAttribute : Attribute, IBsonMemberMapAttribute { public void Apply(BsonMemberMap memberMap) { } }
        """)]
    public void FBSON008_UnsupportedAttribute(string markup) => AssertError("FBSON008", markup);

    [Theory]
    [InlineData("""[GenerateBsonSerializer] public class Order { [BsonDefaultValue("none")] public int [|Count|] { get; set; } }""")]
    [InlineData("""[GenerateBsonSerializer] public class Order { [BsonDefaultValue(1)] public long [|Total|] { get; set; } = 1; }""")]
    public void FBSON009_DefaultValueType(string markup) => AssertError("FBSON009", markup);

    [Theory]
    [InlineData("""
        [GenerateBsonSerializer]
        public class Order
        {
            [BsonElement("n")] public string First { get; set; } = "";

            [BsonElement("n")] public string [|Second|] { get; set; } = "";
        }
        """)]
    [InlineData("""
        [GenerateBsonSerializer]
        public class Order
        {
            public int Id { get; set; }

            [BsonElement("_id")] public int [|Legacy|] { get; set; }
        }
        """)]
    public void FBSON010_DuplicateElementName(string markup) => AssertError("FBSON010", markup);

    /// <summary>
    /// From MongoDB.Bson 3.5 a member on the discriminator's element, <c>_t</c>, is FBSON015 at the member, and the class gets
    /// no serializer; before, it is an ordinary element (DriverRefusalTests holds both against the driver's own read).
    /// </summary>
    [Theory]
    [InlineData("""[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonElement("_t")] public string? [|Kind|] { get; set; } }""")]
    [InlineData("""[GenerateBsonSerializer] public class Order : Base { public int Id { get; set; } } public class Base { public string? [|_t|]; }""")]
    public void FBSON015_DiscriminatorElementName(string markup)
    {
        if (DriverBuild.Version >= new System.Version(3, 5))
        {
            AssertError("FBSON015", markup);
        }
        else
        {
            AssertNoErrors(Markup.Parse(markup).Source);
        }
    }

    [Fact]
    public void FBSON011_UnsafeAccessorMissing()
    {
        // A project on a framework before .NET 8 (no UnsafeAccessorAttribute) that gets the MongoDB.Bson build under
        // test. The attribute is declared in source so the compilation needs nothing that targets .NET 8.
        var (source, span) = Markup.Parse("""
            namespace FastBson { public sealed class GenerateBsonSerializerAttribute : System.Attribute { } }

            namespace Diagnostics
            {
                [FastBson.GenerateBsonSerializer]
                public class Order
                {
                    [MongoDB.Bson.Serialization.Attributes.BsonElement]
                    private int [|_secret|];

                    public int Peek() => _secret++;
                }
            }
            """);
        var mongoBson = typeof(MongoDB.Bson.BsonDocument).Assembly;
        var compilation = CompilationHelper.CreateWith(
            FrameworkBeforeNet8(mongoBson).Append(MetadataReference.CreateFromFile(mongoBson.Location)),
            new[] { CompilationHelper.Parse(source, "Input0.cs") });
        Assert.DoesNotContain(compilation.GetDiagnostics(), d => d.Severity == DiagnosticSeverity.Error);
        Assert.Null(compilation.GetTypeByMetadataName("System.Runtime.CompilerServices.UnsafeAccessorAttribute"));

        var (result, _) = CompilationHelper.Run(compilation);

        AssertLocated(result, "FBSON011", DiagnosticSeverity.Error, span);
        Assert.Empty(result.GeneratedSources);
    }

    [Theory]
    [InlineData("[GenerateBsonSerializer] public static class [|Shapes|] { }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public abstract class [|Shape|] { public int Sides { get; set; } }")]
    [InlineData("public class Outer { [GenerateBsonSerializer] private class [|Hidden|] { public int Id { get; set; } } }")]
    [InlineData("internal class Outer { [GenerateBsonSerializer] protected internal class Ok { } [GenerateBsonSerializer] protected class [|Hidden|] { } }")]
    public void FBSON012_Inaccessible(string markup) => AssertError("FBSON012", markup);

    [Theory]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public RawBsonArray? [|Extra|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public LazyBsonDocument? [|Extra|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public System.Collections.Concurrent.ConcurrentBag<int>? [|Grid|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public System.Collections.ArrayList? [|Bag|] { get; set; } }")]
    [InlineData("public class Outer { [GenerateBsonSerializer] public class Ok { public int Qty { get; set; } } } [GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public Outer.Ok? [|First|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true, BlobElementName = \"Name\")] public class [|Order|] { public int Id { get; set; } public string? Name { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true, BlobElementName = \"\")] public class [|Order|] { public int Id { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public System.Text.Rune [|Mark|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public System.Collections.Concurrent.ConcurrentDictionary<string, int>? [|Shared|] { get; set; } }")]
    [InlineData("public class Outer { [GenerateBsonSerializer(Blob = true)] public class Ok { public int Qty { get; set; } } } [GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public SortedSet<Outer.Ok>? [|Lines|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public Tuple<int, int, int, int, int, int, int, int>? [|Wide|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public KeyValuePair<int, DateTime> [|Stamp|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public KeyValuePair<ObjectId, int> [|Ref|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public KeyValuePair<int, int>? [|Maybe|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer(Blob = true)] public class Order { public int Id { get; set; } public (int, long) [|Range|] { get; set; } }")]
    public void FBSON014_BlobMember(string markup) => AssertError("FBSON014", markup);

    [Fact]
    public void FBSON014_not_reported_for_what_the_blob_codec_writes()
    {
        var (result, _) = CompilationHelper.Run("""
            using System; using System.Collections.Generic; using FastBson;
            public enum Level : long { Low }
            [GenerateBsonSerializer(Blob = true)] public class Line { public int Qty { get; set; } }
            [GenerateBsonSerializer(Blob = true)]
            public class Order
            {
                public Guid Id { get; set; }
                public MongoDB.Bson.ObjectId? Parent { get; set; }
                public List<MongoDB.Bson.ObjectId>? Refs { get; set; }
                public decimal Total { get; set; }
                public DateTimeOffset At { get; set; }
                public Level? Level { get; set; }
                public string? Note { get; set; }
                public int[]? Codes { get; set; }
                public List<Line?>? Lines { get; set; }
                public HashSet<string>? Tags { get; set; }
                public Dictionary<string, double?>? Prices { get; set; }
                public Line? First { get; set; }
                public int Computed => Qty;
                private int Qty => 0;
            }
            """);

        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.Equal(2, result.Serializers().Count);
    }

    [Fact]
    public void FBSON014_not_reported_for_memory_copied_structs_nested_collections_and_bson_values()
    {
        var (result, _) = CompilationHelper.Run("""
            using System; using System.Collections.Generic; using FastBson;
            [GenerateBsonSerializer(Blob = true)]
            public class Reading
            {
                public int Id { get; set; }
                public DateOnly Day { get; set; }
                public TimeOnly? At { get; set; }
                public Half[]? Levels { get; set; }
                public List<Int128>? Totals { get; set; }
                public Dictionary<string, UInt128?>? Masks { get; set; }
                public HashSet<DateOnly>? Holidays { get; set; }
                public System.Numerics.Complex? Impedance { get; set; }
                public List<System.Numerics.Complex>? Stages { get; set; }
                public List<List<int>>? Grid { get; set; }
                public Dictionary<string, IList<string?>>? Aliases { get; set; }
                public int[][]? Jagged { get; set; }
                public MongoDB.Bson.BsonDocument? Extra { get; set; }
                public List<MongoDB.Bson.BsonValue?>? Values { get; set; }
                public Stack<string>? Undo { get; set; }
                public SortedList<string, Queue<int>>? Queues { get; set; }
                public SortedSet<string>? Tags { get; set; }
                public Tuple<string, Tuple<int, double?>?>? Pair { get; set; }
                public Tuple<int, int, int, int, int, int, int, Tuple<string>>? Wide { get; set; }
                public KeyValuePair<string, DateTime> Stamped { get; set; }
                public List<KeyValuePair<long, Guid>>? Keys { get; set; }
            }
            """);

        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.Single(result.Serializers());
    }

    [Theory]
    [InlineData(null)]
    [InlineData("2.13.3.0")]
    [InlineData("4.0.0.0")]
    public void FBSON013_UnsupportedDriver(string? version)
    {
        var (source, span) = Markup.Parse("using FastBson; [GenerateBsonSerializer] public class [|Order|] { public int Id { get; set; } }");
        var references = version is null ? CompilationHelper.WithoutDriver() : CompilationHelper.WithStandInDriver(version);
        var compilation = CompilationHelper.CreateWith(references, new[] { CompilationHelper.Parse(source, "Input0.cs") });

        var (result, _) = CompilationHelper.Run(compilation);

        AssertLocated(result, "FBSON013", DiagnosticSeverity.Error, span);
        Assert.Contains(version is null ? "no MongoDB.Bson" : "MongoDB.Bson " + version.Substring(0, 3), result.Diagnostics.Single().GetMessage(), System.StringComparison.Ordinal);
        Assert.Empty(result.GeneratedSources);
    }

    [Theory]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public Part? [|Part|] { get; set; } } public class Part { public int X { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public List<Part>? [|Parts|] { get; set; } } public class Part { public int X { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public BsonDocument? Doc { get; set; } public object? Any { get; set; } public List<BsonValue>? Values { get; set; } public RawBsonDocument? Raw { get; set; } public LazyBsonDocument? Lazy { get; set; } public List<LazyBsonArray>? LazyItems { get; set; } public System.Collections.BitArray? Bits { get; set; } public Tuple<int, string>? Pair { get; set; } [BsonSerializer(typeof(StringSerializer))] public string? [|Tally|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public Tuple<int, Part>[,]? [|Grid|] { get; set; } } public class Part { public int X { get; set; } }")]
    public void FBSON100_DriverServedMember(string markup)
    {
        var (source, span) = Markup.Parse(Usings + markup);
        var (result, output) = CompilationHelper.Run(source);

        AssertLocated(result, "FBSON100", DiagnosticSeverity.Info, span);
        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>
    /// A representation the member's serializer refuses, or a serializer that takes none: the driver's class map throws, so
    /// the member is no member FastBson leaves to the driver but the application's mistake, a warning at the member
    /// (DriverRefusalTests checks each verdict against the driver in use).
    /// </summary>
    [Theory]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.String)] public Tuple<int>? [|Single|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Int32)] public Version? [|Release|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Double)] public byte [|Code|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Binary)] public char [|Letter|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Double)] public List<byte>? [|Codes|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Boolean)] public int [|Flag|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Int64)] public Guid [|Key|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Int64)] public DateTimeOffset [|When|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.String)] public System.Collections.ObjectModel.ReadOnlyCollection<DayOfWeek>? [|Days|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Double)] public DayOfWeek [|Day|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Binary)] public bool [|Flag|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonDateTimeOptions(Representation = BsonType.Double)] public DateTime [|Text|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public int[,,,]? [|Tesseract|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public Tuple<int, int[,,,]>? [|Pair|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } public nint? [|Handle|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.String)] public System.Collections.Queue? [|Waiting|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonRepresentation(BsonType.Array)] public KeyValuePair<string, int> [|Pair|] { get; set; } }")]
    [InlineData("[GenerateBsonSerializer] public class Order { public int Id { get; set; } [BsonElement(\"a\\0b\")] public int [|Count|] { get; set; } }")]
    public void FBSON101_DriverRefusedMember(string markup)
    {
        var (source, span) = Markup.Parse(Usings + markup);
        var (result, output) = CompilationHelper.Run(source);

        AssertLocated(result, "FBSON101", DiagnosticSeverity.Warning, span);
        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>
    /// An option on an interface-typed collection configures the implementation its serializer creates, which the generated
    /// code reads and writes; other runtime types go to the member's serializer, which writes them with their own.
    /// </summary>
    [Fact]
    public void FBSON100_NotReportedForOptionsOnInterfaceCollections()
    {
        const string members = """
            [BsonRepresentation(BsonType.String)] public IList<int>? Codes { get; set; }
            [BsonTimeSpanOptions(BsonType.Int64)] public IReadOnlyDictionary<string, TimeSpan>? Laps { get; set; }
            [BsonDateTimeOptions(Representation = BsonType.Document)] public IList<DateTime>? Days { get; set; }
            [BsonRepresentation(BsonType.ObjectId)] public ISet<string>? Refs { get; set; }
            [BsonRepresentation(BsonType.Decimal128)] public IDictionary<string, decimal>? Prices { get; set; }
            [BsonRepresentation(BsonType.String)] public IEnumerable<IReadOnlyCollection<long>>? Nested { get; set; }
            """;
        var (result, output) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + members + " }");

        Assert.Empty(result.Diagnostics);
        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Theory]
    [InlineData("char")]
    [InlineData("byte")]
    [InlineData("sbyte")]
    [InlineData("short")]
    [InlineData("ushort")]
    [InlineData("uint")]
    [InlineData("ulong")]
    [InlineData("float")]
    public void FBSON100_NotReportedForOwnedNumbers(string type)
    {
        var members = $$"""
            public {{type}} Plain { get; set; }
            public {{type}}? Maybe { get; set; }
            public {{type}}[]? Items { get; set; }
            public List<{{type}}>? List { get; set; }
            public IReadOnlyList<{{type}}?>? Interface { get; set; }
            public Dictionary<string, {{type}}>? Dictionary { get; set; }
            """;
        var (result, output) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + members + " }");

        Assert.Empty(result.Diagnostics);
        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>
    /// The immutable collections are owned where the referenced MongoDB.Bson has the driver's serializers for them (3.1 and
    /// later, built for .NET 6 and later), sorted ones of items that may fail to compare included (filled item by item, as
    /// the driver's serializers fill their builders); an option (which their serializers take none of, or turns into one
    /// that cannot create them) stays with the driver, whose sequence serializers refuse it outright there (FBSON101).
    /// Elsewhere the driver's interface-implementer serializers write them and cannot create one (FBSON102), and before 3.1
    /// no serializer of the driver takes an ImmutableArray&lt;T&gt; (FBSON101).
    /// </summary>
    [Theory]
    [InlineData("System.Collections.Immutable.ImmutableList<string?>? [|Names|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableHashSet<int>? [|Counts|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableSortedSet<long>? [|Years|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableQueue<Guid>? [|Keys|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableStack<DateTime?>? [|Times|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableDictionary<string, List<int>>? [|ByName|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableSortedDictionary<int, string>? [|ByNumber|]", true)]
    [InlineData("List<System.Collections.Immutable.ImmutableList<int>>? [|Nested|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableSortedSet<object>? [|Anything|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableSortedDictionary<object, int>? [|ByAnything|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableSortedSet<Order?>? [|Orders|]", true)]
    [InlineData("[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public System.Collections.Immutable.ImmutableDictionary<string, int>? [|Pairs|]", false)]
    [InlineData("[BsonRepresentation(BsonType.String)] public System.Collections.Immutable.ImmutableList<int>? [|Codes|]", false)]
    [InlineData("System.Collections.Immutable.ImmutableArray<int> [|Fixed|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableArray<string?> [|Words|]", true)]
    [InlineData("System.Collections.Immutable.ImmutableArray<int>? [|Maybe|]", true)]
    public void Immutable_collections_are_owned_where_the_driver_has_their_serializers(string member, bool ownedWithSerializers)
    {
        var declaration = member.StartsWith("[", System.StringComparison.Ordinal) ? member : "public " + member;
        var (source, span) = Markup.Parse(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + declaration + " { get; set; } }");
        var (result, output) = CompilationHelper.Run(source);

        if (ownedWithSerializers && DriverBuild.HasImmutableSerializers)
        {
            Assert.Empty(result.Diagnostics);
        }
        else if (member.Contains("[BsonRepresentation", System.StringComparison.Ordinal) && DriverBuild.HasImmutableSerializers)
        {
            // The immutable sequences' serializers refuse the option (DriverRefusalTests).
            AssertLocated(result, "FBSON101", DiagnosticSeverity.Warning, span);
        }
        else if (DriverBuild.HasImmutableSerializers)
        {
            // The option turns the dictionary's serializer into the plain one, which cannot create it (DriverRefusalTests).
            Assert.Contains("[BsonDictionaryOptions", member, System.StringComparison.Ordinal);
            AssertLocated(result, "FBSON102", DiagnosticSeverity.Warning, span);
        }
        else if (member.StartsWith("System.Collections.Immutable.ImmutableArray<", System.StringComparison.Ordinal) && DriverBuild.Version < new System.Version(3, 1))
        {
            // Before 3.1 no serializer of the driver takes the struct, nor a Nullable<T>'s value (DriverRefusalTests).
            AssertLocated(result, "FBSON101", DiagnosticSeverity.Warning, span);
        }
        else
        {
            // Without their serializers (before 3.1, and in 3.x's netstandard build) the driver's interface-implementer
            // serializers write them and cannot create one (DriverRefusalTests).
            AssertLocated(result, "FBSON102", DiagnosticSeverity.Warning, span);
        }

        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>
    /// A generated struct in another document, plain or Nullable&lt;T&gt;, is called directly where the driver reads structs
    /// (2.20 and later), as a class is. Before 2.20 a struct gets no serializer (FBSON001 on the struct), so its members
    /// stay with the driver.
    /// </summary>
    [Theory]
    [InlineData("Point [|Here|]", true)]
    [InlineData("List<Point>? [|Path|]", true)]
    [InlineData("Dictionary<string, Point>? [|ByName|]", true)]
    [InlineData("Point? [|Maybe|]", true)]
    [InlineData("List<Point?>? [|Gaps|]", true)]
    public void FBSON100_StructMembersWhereTheDriverReadsStructs(string member, bool ownedWhereStructsAreRead)
    {
        var (source, span) = Markup.Parse(Usings + "[GenerateBsonSerializer] public struct Point { public int X { get; set; } } " +
            "[GenerateBsonSerializer] public class Order { public int Id { get; set; } public " + member + " { get; set; } }");
        var (result, output) = CompilationHelper.Run(source);

        var order = result.Diagnostics.Where(d => d.Location.SourceSpan.Start > source.IndexOf("class Order", System.StringComparison.Ordinal)).ToList();
        if (ownedWhereStructsAreRead && DriverBuild.ReadsStructs)
        {
            Assert.Empty(order);
        }
        else
        {
            var diagnostic = Assert.Single(order);
            Assert.Equal("FBSON100", diagnostic.Id);
            Assert.Equal(span, diagnostic.Location.SourceSpan);
        }

        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>
    /// FBSON102 follows the referenced driver's version (a stand-in assembly of that name and version here; DriverRefusalTests
    /// checks the verdicts against the driver in use): before 3.1 the immutable collections, and before 2.20 a value tuple
    /// (where no ValueTupleSerializer exists), at any depth of collections. 2.20 has the ValueTupleSerializer; a 3.1 build
    /// without the immutable collections' serializers (netstandard) takes them with its relaxed interface-implementer
    /// serializers, ImmutableArray&lt;T&gt; too, which write them and cannot create one to read it back (as 3.11's
    /// netstandard build does, checked by DriverRefusalTests against it).
    /// </summary>
    [Theory]
    [InlineData("2.14.1", false, true, true, false)]
    [InlineData("2.19.0", false, true, true, false)]
    [InlineData("2.19.1", true, true, false, false)] // the patch release that brought ValueTupleSerializer, before the class map read structs
    [InlineData("2.20.0", true, true, false, false)]
    [InlineData("3.0.0", true, true, false, false)]
    [InlineData("3.1.0", true, true, false, true)]
    public void FBSON102_DriverUnreadableMember(string version, bool hasValueTupleSerializers, bool immutablesUnreadable, bool valueTuplesUnreadable, bool immutableArrayUnreadable)
    {
        const string Source = """
            using System.Collections.Generic;
            using System.Collections.Immutable;
            using FastBson;

            [GenerateBsonSerializer]
            public class Order
            {
                public int Id { get; set; }
                public ImmutableList<string>? Tags { get; set; }
                public Dictionary<string, ImmutableSortedDictionary<int, string>>? Nested { get; set; }
                public (decimal, string) Price { get; set; }
                public List<(int, int)?>? Ranges { get; set; }
                public ImmutableArray<int>? Fixed { get; set; }
                public List<string>? Notes { get; set; }
            }
            """;
        var compilation = CompilationHelper.CreateWith(
            CompilationHelper.WithStandInDriver(version, hasValueTupleSerializers ? "namespace MongoDB.Bson.Serialization.Serializers { public sealed class ValueTupleSerializer<T1> { } }" : string.Empty),
            new[] { CompilationHelper.Parse(Source, "Order.cs") });
        var (result, _) = CompilationHelper.Run(compilation);

        string[] Reported(string id) => result.Diagnostics.Where(d => d.Id == id).Select(d => Source.Substring(d.Location.SourceSpan.Start, d.Location.SourceSpan.Length)).OrderBy(n => n, System.StringComparer.Ordinal).ToArray();
        var expected = (immutablesUnreadable ? new[] { "Nested", "Tags" } : System.Array.Empty<string>())
            .Concat(valueTuplesUnreadable ? new[] { "Price", "Ranges" } : System.Array.Empty<string>())
            .Concat(immutableArrayUnreadable ? new[] { "Fixed" } : System.Array.Empty<string>())
            .OrderBy(n => n, System.StringComparer.Ordinal);
        Assert.Equal(expected, Reported("FBSON102"));
        Assert.All(result.Diagnostics.Where(d => d.Id == "FBSON102"), d => Assert.Equal(DiagnosticSeverity.Warning, d.Severity));
    }

    /// <summary>
    /// Before 2.20 the class map that serves a struct (one the driver has no serializer of) reads it back only in 2.19 and
    /// only through a creator that takes every member it writes (CSHARP-4391): a DateOnly (its constructor of Year, Month and
    /// Day), a Complex (which FastBson then reads and writes itself) and a readonly struct of the project created through its
    /// constructor read back there; a TimeOnly (whose Ticks no constructor of its parts takes) and a struct of settable
    /// properties (no creator) do not (FBSON102). DriverRefusalTests checks the verdicts against the driver in use.
    /// </summary>
    [Theory]
    [InlineData("2.18.0", new[] { "Day", "Pairs", "Spot", "Time", "Wave" })]
    [InlineData("2.19.0", new[] { "Spot", "Time" })]
    [InlineData("2.20.0", new string[0])]
    public void FBSON102_StructsTheClassMapCreates(string version, string[] expected)
    {
        const string Source = """
            using System;
            using System.Collections.Generic;
            using FastBson;

            public readonly struct Pair
            {
                public Pair(int left, int right) { Left = left; Right = right; }
                public int Left { get; }
                public int Right { get; }
            }

            public struct Point { public int X { get; set; } public int Y { get; set; } }

            [GenerateBsonSerializer]
            public class Order
            {
                public int Id { get; set; }
                public DateOnly Day { get; set; }
                public TimeOnly? Time { get; set; }
                public System.Numerics.Complex Wave { get; set; }
                public List<Pair>? Pairs { get; set; }
                public Point Spot { get; set; }
            }
            """;
        var (result, _) = CompilationHelper.Run(CompilationHelper.CreateUnderStandInDriver(version, string.Empty, Source, "Order.cs"));

        string Member(Diagnostic d) => Source.Substring(d.Location.SourceSpan.Start, d.Location.SourceSpan.Length);
        Assert.Equal(expected, result.Diagnostics.Where(d => d.Id == "FBSON102").Select(Member).OrderBy(n => n, System.StringComparer.Ordinal));
        if (version == "2.19.0")
        {
            Assert.DoesNotContain(result.Diagnostics, d => Member(d) == "Wave");
            Assert.Contains("which Point does not have", result.Diagnostics.Single(d => Member(d) == "Spot").GetMessage(), System.StringComparison.Ordinal);
            Assert.Equal(new[] { "Day", "Pairs" }, result.Diagnostics.Where(d => d.Id == "FBSON100").Select(Member).OrderBy(n => n, System.StringComparer.Ordinal));
        }
    }

    /// <summary>
    /// FBSON103 follows the referenced driver's version and serializers (a stand-in assembly here; DriverRefusalTests checks
    /// the verdicts against the driver in use): from 2.20, a struct whose state the class map cannot reach and which the
    /// driver has no serializer of, at any depth (items, dictionary values, tuple items, Nullable&lt;T&gt;), and in every
    /// version a Lazy&lt;T&gt;, a class the class map empties alike. Before 2.20 the same structs are FBSON102; a member
    /// that names its own serializer, and a DateOnly (read back through its constructor), are not reported.
    /// </summary>
    [Theory]
    [InlineData("2.14.1", "", new[] { "Deferred" })]
    [InlineData("2.20.0", "", new[] { "Count", "Deferred", "Embedding", "Maybe", "Pair", "Total", "Totals", "Weights" })]
    [InlineData("2.30.0", MemorySerializers, new[] { "Count", "Deferred", "Maybe", "Pair", "Total", "Totals", "Weights" })]
    [InlineData("3.11.0", MemorySerializers + HalfSerializer, new[] { "Count", "Deferred", "Pair", "Total", "Totals" })]
    public void FBSON103_DriverEmptiedMember(string version, string serializers, string[] expected)
    {
        const string Source = """
            using System;
            using System.Collections.Generic;
            using FastBson;
            using MongoDB.Bson.Serialization.Attributes;

            [GenerateBsonSerializer]
            public class Sample
            {
                public int Id { get; set; }
                public Int128 Total { get; set; }
                public UInt128 Count { get; set; }
                public List<Half>? Weights { get; set; }
                public Half? Maybe { get; set; }
                public Dictionary<string, Int128>? Totals { get; set; }
                public Tuple<int, UInt128>? Pair { get; set; }
                public Memory<float> Embedding { get; set; }
                public Lazy<int>? Deferred { get; set; }
                [BsonSerializer(typeof(object))] public Int128 Named { get; set; }
                public DateOnly Day { get; set; }
            }
            """;
        var compilation = CompilationHelper.CreateWith(
            CompilationHelper.WithStandInDriver(version, "namespace MongoDB.Bson.Serialization.Attributes { public sealed class BsonSerializerAttribute : System.Attribute { public BsonSerializerAttribute(System.Type type) { } } }\n" + serializers),
            new[] { CompilationHelper.Parse(Source, "Sample.cs") });
        var (result, _) = CompilationHelper.Run(compilation);

        var reported = result.Diagnostics.Where(d => d.Id == "FBSON103").Select(d => Source.Substring(d.Location.SourceSpan.Start, d.Location.SourceSpan.Length)).OrderBy(n => n, System.StringComparer.Ordinal);
        Assert.Equal(expected, reported);
        Assert.All(result.Diagnostics.Where(d => d.Id == "FBSON103"), d => Assert.Equal(DiagnosticSeverity.Warning, d.Severity));
        if (version == "2.14.1")
        {
            // Before 2.20 the class map cannot read these structs back at all.
            Assert.Contains(result.Diagnostics, d => d.Id == "FBSON102" && d.GetMessage().Contains("'Total'", System.StringComparison.Ordinal));
        }
    }

    private const string MemorySerializers = "namespace MongoDB.Bson.Serialization.Serializers { public sealed class MemorySerializer<TItem> { } public sealed class ReadonlyMemorySerializer<TItem> { } }\n";

    private const string HalfSerializer = "namespace MongoDB.Bson.Serialization.Serializers { public sealed class HalfSerializer { } }\n";

    /// <summary>
    /// A member holding a class of the project's own without <c>[GenerateBsonSerializer]</c> (itself or as items) is the
    /// driver's class map's; the message says which attribute to add. A class that names its own serializer cannot have a
    /// generated one (FBSON007): the message says it names one. A type FastBson has no reader of is named where it is inside
    /// the member. An interface is read by the generated serializers of its classes (InterfaceValues): no FBSON100, alone or
    /// inside a collection.
    /// </summary>
    [Fact]
    public void FBSON100_NamesTheClassThatHasNoGeneratedSerializer()
    {
        var (source, spans) = Markup.ParseAll(Usings + """
            public class Address { public string? City { get; set; } }
            public sealed class CodeSerializer : MongoDB.Bson.Serialization.Serializers.SerializerBase<Code> { }
            [BsonSerializer(typeof(CodeSerializer))] public class Code { public int Value { get; set; } }
            [GenerateBsonSerializer] public class Order
            {
                public int Id { get; set; }
                public Address? [|Home|] { get; set; }
                public List<Address>? [|Others|] { get; set; }
                public Code? [|Discount|] { get; set; }
                public IMarker? Marker { get; set; }
                public Dictionary<string, List<IMarker>>? Markers { get; set; }
                public List<System.Collections.Generic.PriorityQueue<int, int>>? [|Queues|] { get; set; }
            }
            public interface IMarker { }
            """);
        var (result, _) = CompilationHelper.Run(source);

        var messages = result.Diagnostics.Where(d => d.Id == "FBSON100").OrderBy(d => d.Location.SourceSpan.Start).ToList();
        Assert.Equal(spans, messages.Select(d => d.Location.SourceSpan));
        Assert.Contains("'Address' has no [GenerateBsonSerializer]", messages[0].GetMessage(), System.StringComparison.Ordinal);
        Assert.Contains("'Address' has no [GenerateBsonSerializer]", messages[1].GetMessage(), System.StringComparison.Ordinal);
        Assert.Contains("'Code' names its own serializer with [BsonSerializer]", messages[2].GetMessage(), System.StringComparison.Ordinal);
        Assert.Contains("FastBson does not read 'System.Collections.Generic.PriorityQueue<int, int>' itself yet", messages[3].GetMessage(), System.StringComparison.Ordinal);
    }

    [Fact]
    public void FBSON100_NotReportedForUri()
    {
        const string members = """
            public Uri Home { get; set; } = new("https://example.com/");
            public Uri? Next { get; set; }
            public List<Uri>? Mirrors { get; set; }
            public Dictionary<string, Uri?>? ByName { get; set; }
            """;
        var (result, output) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + members + " }");

        Assert.Empty(result.Diagnostics);
        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Fact]
    public void FBSON100_NotReportedForBclValuesAndCollections()
    {
        const string members = """
            public Version Release { get; set; } = new(1, 0);
            public Version? Previous { get; set; }
            public System.Net.IPAddress? Address { get; set; }
            public System.Net.IPEndPoint? Endpoint { get; set; }
            public System.Globalization.CultureInfo? Culture { get; set; }
            public List<Version>? Versions { get; set; }
            public System.Net.IPAddress?[]? Peers { get; set; }
            public List<System.Net.IPEndPoint?>? Endpoints { get; set; }
            public Dictionary<string, System.Globalization.CultureInfo>? ByRegion { get; set; }
            public Queue<int>? Pending { get; set; }
            public Stack<Version?>? History { get; set; }
            public List<Queue<string>>? Batches { get; set; }
            public SortedSet<int>? Sorted { get; set; }
            public SortedSet<string?>? Names { get; set; }
            public SortedSet<DayOfWeek?>? Days { get; set; }
            public LinkedList<Version?>? Chain { get; set; }
            public Dictionary<string, LinkedList<SortedSet<long>>>? Nested { get; set; }
            public System.Collections.ObjectModel.ObservableCollection<int>? Observed { get; set; }
            public System.Collections.Concurrent.ConcurrentQueue<string?>? Inbox { get; set; }
            public System.Collections.Concurrent.ConcurrentStack<Version>? Undo { get; set; }
            public System.Collections.Concurrent.ConcurrentBag<long>? Bag { get; set; }
            public SortedDictionary<string, int>? Ranks { get; set; }
            public SortedList<string, DayOfWeek?>? ByName { get; set; }
            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public SortedDictionary<object, int>? ByAnything { get; set; }
            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)] public SortedList<System.Net.IPAddress, string>? ByAddress { get; set; }
            public System.Collections.Concurrent.ConcurrentDictionary<string, List<int>>? Live { get; set; }
            public List<SortedDictionary<string, System.Collections.Concurrent.ConcurrentBag<int>>>? Nests { get; set; }
            public System.Collections.ArrayList? Loose { get; set; }
            public KeyValuePair<string, Version?> Entry { get; set; }
            public KeyValuePair<int, List<KeyValuePair<string, int>>?>? Entries { get; set; }
            public System.Collections.Queue? Waiting { get; set; }
            public Dictionary<string, System.Collections.Stack?>? Piles { get; set; }
            public System.Collections.Hashtable? Extras { get; set; }
            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)] public System.Collections.Hashtable? Pairs { get; set; }
            public List<System.Collections.Hashtable>? Tables { get; set; }
            public System.Dynamic.ExpandoObject? Expando { get; set; }
            public Dictionary<string, List<System.Dynamic.ExpandoObject?>>? ExpandosByKey { get; set; }
            public System.Collections.IList? LooseList { get; set; }
            public System.Collections.ICollection? LooseCollection { get; set; }
            public System.Collections.IEnumerable? LooseSequence { get; set; }
            public Dictionary<string, System.Collections.IList?>? LooseLists { get; set; }
            public System.Collections.IDictionary? LooseTable { get; set; }
            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)] public System.Collections.IDictionary? LooseEntries { get; set; }
            public RawBsonDocument? Raw { get; set; }
            public List<RawBsonDocument?>? Raws { get; set; }
            public RawBsonArray? RawArray { get; set; }
            public Dictionary<string, RawBsonArray>? RawArrays { get; set; }
            public int[,]? Grid { get; set; }
            public string?[,,]? Cube { get; set; }
            public List<double[,]>? Grids { get; set; }
            public int[,][]? RowsOfArrays { get; set; }
            [BsonRepresentation(BsonType.String)] public long[,]? GridAsText { get; set; }
            public Tuple<int, string?>? Pair { get; set; }
            public Tuple<Version, List<int>?, Dictionary<string, double[,]>?>? Triple { get; set; }
            public List<Tuple<long, Tuple<string>?>?>? Couples { get; set; }
            public Tuple<int, int, int, int, int, int, int, Tuple<string, System.Collections.Hashtable?>>? Eight { get; set; }
            public SortedSet<object>? Anything { get; set; }
            public SortedSet<List<int>>? Lists { get; set; }
            public SortedSet<Uri>? Links { get; set; }
            """;
        var (result, output) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + members + " }");

        Assert.Empty(result.Diagnostics);
        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>These representations the generated code writes itself, as the serializer the attribute configures does.</summary>
    [Theory]
    [InlineData("[BsonRepresentation(BsonType.ObjectId)] public string? Key { get; set; }", "StringSerializer>(global::MongoDB.Bson.BsonType.ObjectId)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public ObjectId Key { get; set; }", "ObjectIdSerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public ObjectId? Key { get; set; }", "ObjectIdSerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public DayOfWeek Key { get; set; }", "EnumAs(global::MongoDB.Bson.BsonType.String, defaultMatches: false)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public DayOfWeek? Key { get; set; }", "EnumAs(global::MongoDB.Bson.BsonType.String, defaultMatches: false)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public string Key { get; set; } = \"\";", "StringSerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.ObjectId)] public ObjectId Key { get; set; }", "ObjectIdSerializer>(global::MongoDB.Bson.BsonType.ObjectId)")]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public DayOfWeek Key { get; set; }", "EnumAs(global::MongoDB.Bson.BsonType.Int32)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public DayOfWeek Key { get; set; }", "EnumAs(global::MongoDB.Bson.BsonType.Int64, defaultMatches: false)")]
    [InlineData("public enum Big : long { A } [BsonRepresentation(BsonType.Int32)] public Big? Key { get; set; }", "EnumAs(global::MongoDB.Bson.BsonType.Int32, defaultMatches: false)")]
    [InlineData("[BsonRepresentation(BsonType.Decimal128)] public decimal Key { get; set; }", "Exactly<global::MongoDB.Bson.Serialization.Serializers.DecimalSerializer>()")]
    [InlineData("[BsonRepresentation(BsonType.String, AllowTruncation = true)] public decimal? Key { get; set; }", "Exactly<global::MongoDB.Bson.Serialization.Serializers.DecimalSerializer>()")]
    [InlineData("[BsonRepresentation(BsonType.String)] public int Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Int32Serializer>(global::MongoDB.Bson.BsonType.String, allowOverflow: false, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public int? Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Int32Serializer>(global::MongoDB.Bson.BsonType.Int64, allowOverflow: false, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Int32, AllowOverflow = true)] public long Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Int64Serializer>(global::MongoDB.Bson.BsonType.Int32, allowOverflow: true, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public long Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.Int64Serializer>(global::MongoDB.Bson.BsonType.Int64)")]
    [InlineData("[BsonRepresentation(BsonType.Decimal128, AllowTruncation = true)] public double Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.DoubleSerializer>(global::MongoDB.Bson.BsonType.Decimal128, allowOverflow: false, allowTruncation: true)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public float? Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.SingleSerializer>(global::MongoDB.Bson.BsonType.String, allowOverflow: false, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Double, AllowOverflow = true, AllowTruncation = true)] public decimal Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.DecimalSerializer>(global::MongoDB.Bson.BsonType.Double, allowOverflow: true, allowTruncation: true)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public short Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Int16Serializer>(global::MongoDB.Bson.BsonType.Int64, allowOverflow: false, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Int32, AllowOverflow = true)] public uint Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.UInt32Serializer>(global::MongoDB.Bson.BsonType.Int32, allowOverflow: true, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public ushort Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.UInt16Serializer>(global::MongoDB.Bson.BsonType.String, allowOverflow: false, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Decimal128)] public ulong? Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.UInt64Serializer>(global::MongoDB.Bson.BsonType.Decimal128, allowOverflow: false, allowTruncation: ")]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public byte Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.ByteSerializer>(global::MongoDB.Bson.BsonType.Int32)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public byte? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.ByteSerializer>(global::MongoDB.Bson.BsonType.Int64)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public byte Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.ByteSerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.Binary, AllowOverflow = true)] public byte Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.ByteSerializer>(global::MongoDB.Bson.BsonType.Binary)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public sbyte Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.SByteSerializer>(global::MongoDB.Bson.BsonType.Int64)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public sbyte? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.SByteSerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public sbyte Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.SByteSerializer>(global::MongoDB.Bson.BsonType.Binary)")]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public char Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.CharSerializer>(global::MongoDB.Bson.BsonType.Int32)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public char Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.CharSerializer>(global::MongoDB.Bson.BsonType.Int64)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public char? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.CharSerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public Version? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.VersionSerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.Double)] public Decimal128 Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Decimal128Serializer>(global::MongoDB.Bson.BsonType.Double, allowOverflow: false, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.String, AllowTruncation = true)] public Decimal128? Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Decimal128Serializer>(global::MongoDB.Bson.BsonType.String, allowOverflow: false, allowTruncation: true)")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public List<Decimal128>? Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Decimal128Serializer>(global::MongoDB.Bson.BsonType.Int64, allowOverflow: false, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Int32, AllowOverflow = true)] public Decimal128 Key { get; set; }", "Converting<global::MongoDB.Bson.Serialization.Serializers.Decimal128Serializer>(global::MongoDB.Bson.BsonType.Int32, allowOverflow: true, allowTruncation: false)")]
    [InlineData("[BsonRepresentation(BsonType.Decimal128)] public Decimal128 Key { get; set; }", "Decimal128Serializer>(global::MongoDB.Bson.BsonType.Decimal128")]
    [InlineData("[BsonRepresentation(BsonType.Array)] public decimal? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.DecimalSerializer>(global::MongoDB.Bson.BsonType.Array)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public byte[]? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.ByteArraySerializer>(global::MongoDB.Bson.BsonType.String)")]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public List<byte[]>? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.ByteArraySerializer>(global::MongoDB.Bson.BsonType.Binary)")]
    [InlineData("[BsonRepresentation(BsonType.Symbol)] public string? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.StringSerializer>(global::MongoDB.Bson.BsonType.Symbol)")]
    [InlineData("[BsonRepresentation(BsonType.Boolean)] public bool Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.BooleanSerializer>(global::MongoDB.Bson.BsonType.Boolean)")]
    [InlineData("[BsonRepresentation(BsonType.Int32)] public bool Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.BooleanSerializer>(global::MongoDB.Bson.BsonType.Int32)")]
    [InlineData("[BsonRepresentation(BsonType.Int64, AllowOverflow = true)] public bool? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.BooleanSerializer>(global::MongoDB.Bson.BsonType.Int64)")]
    [InlineData("[BsonRepresentation(BsonType.Double)] public bool Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.BooleanSerializer>(global::MongoDB.Bson.BsonType.Double)")]
    [InlineData("[BsonRepresentation(BsonType.Decimal128)] public List<bool>? Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.BooleanSerializer>(global::MongoDB.Bson.BsonType.Decimal128)")]
    [InlineData("[BsonRepresentation(BsonType.String)] public bool Key { get; set; }", "Expect<global::MongoDB.Bson.Serialization.Serializers.BooleanSerializer>(global::MongoDB.Bson.BsonType.String)")]
    public void FBSON100_not_reported_for_a_representation_the_generated_code_writes(string member, string driftCheck)
    {
        var (result, output) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }");

        Assert.Empty(result.Diagnostics);
        // The member's drift check expects the serializer the attribute configures, whose representation the generated code writes.
        var source = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains(driftCheck, source, System.StringComparison.Ordinal);
        Assert.DoesNotContain("served by the driver's serializer", source, System.StringComparison.Ordinal);
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>These attributes configure a Guid member's GuidSerializer, whose representation the generated code follows.</summary>
    [Theory]
    [InlineData("[BsonGuidRepresentation(GuidRepresentation.JavaLegacy)] public Guid Key { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.String)] public Guid? Key { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public Guid Key { get; set; }")]
    public void FBSON100_not_reported_for_a_Guid_whose_attribute_configures_its_GuidSerializer(string member)
    {
        var (result, _) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }");

        Assert.Empty(result.Diagnostics);
        Assert.Contains("GuidFormat_Key", Assert.Single(result.Serializers()).SourceText.ToString(), System.StringComparison.Ordinal);
    }

    /// <summary>
    /// <c>[BsonRepresentation]</c> reaches the GuidSerializer of items and dictionary values, at any depth: the generated code
    /// reads their format once from the serializer the member's holds for them (not the registry's for their type), and
    /// compiles without a warning.
    /// </summary>
    [Theory]
    [InlineData("[BsonRepresentation(BsonType.String)] public List<Guid>? Keys { get; set; }", "GuidFormat_KeysItem")]
    [InlineData("[BsonRepresentation(BsonType.Binary)] public Guid?[]? Keys { get; set; }", "GuidFormat_KeysItem")]
    [InlineData("[BsonRepresentation(BsonType.String)] public Dictionary<string, Guid>? Keys { get; set; }", "GuidFormat_KeysValue")]
    [InlineData("[BsonRepresentation(BsonType.String)] public List<Guid[]>? Keys { get; set; }", "GuidFormat_KeysItemItem")]
    public void FBSON100_not_reported_for_Guid_items_whose_GuidSerializer_the_attribute_configures(string member, string format)
    {
        var (result, output) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }");

        Assert.Empty(result.Diagnostics);
        var source = Assert.Single(result.Serializers()).SourceText.ToString();
        Assert.Contains($"{format} = global::FastBson.Runtime.GuidFormat.Of(DriverMembers.", source, System.StringComparison.Ordinal);
        Assert.Contains($"DriverMembers.{format},", source, System.StringComparison.Ordinal);
        Assert.DoesNotContain("GuidFormat.OfItems", source, System.StringComparison.Ordinal);
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    /// <summary>These attributes select a representation of a DateTimeOffset, TimeSpan or DateTime member that the generated code writes itself.</summary>
    [Theory]
    [InlineData("[BsonRepresentation(BsonType.String)] public DateTimeOffset? Value { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.Array)] public DateTimeOffset Value { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.Document)] public DateTimeOffset Value { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public TimeSpan Value { get; set; }")]
    [InlineData("[BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Seconds)] public TimeSpan? Value { get; set; }")]
    [InlineData("[BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Nanoseconds)] public TimeSpan Value { get; set; }")]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local)] public DateTime Value { get; set; }")]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Unspecified, Representation = BsonType.DateTime)] public DateTime? Value { get; set; }")]
    [InlineData("[BsonDateTimeOptions(DateOnly = true)] public DateTime Value { get; set; }")]
    [InlineData("[BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = BsonType.String)] public DateTime? Value { get; set; }")]
    [InlineData("[BsonDateTimeOptions(DateOnly = true, Representation = BsonType.Int64)] public DateTime Value { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.String)] public DateTime Value { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.Int64)] public DateTime? Value { get; set; }")]
    [InlineData("[BsonRepresentation(BsonType.DateTime)] public DateTime Value { get; set; }")]
    public void FBSON100_not_reported_for_a_time_representation_the_generated_code_writes(string member)
    {
        var (result, output) = CompilationHelper.Run(Usings + "[GenerateBsonSerializer] public class Order { public int Id { get; set; } " + member + " }");

        Assert.Empty(result.Diagnostics);
        Assert.Single(result.Serializers());
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Fact]
    public void EveryDescriptorHasAHelpPageAndATest()
    {
        var docs = Path.Combine(RepositoryRoot(), "docs", "diagnostics");
        var tests = typeof(DiagnosticTests).GetMethods().Select(m => m.Name).ToList();
        foreach (var descriptor in FastBson.Generator.Diagnostics.DiagnosticDescriptors.All)
        {
            Assert.True(File.Exists(Path.Combine(docs, descriptor.Id + ".md")), $"docs/diagnostics/{descriptor.Id}.md is missing");
            Assert.Contains(tests, name => name.StartsWith(descriptor.Id + "_", System.StringComparison.Ordinal));
        }
    }

    /// <summary>The index of the help pages lists every descriptor with the severity and the title the build prints.</summary>
    [Fact]
    public void EveryDescriptorIsListedInTheIndexAsTheBuildReportsIt()
    {
        var index = File.ReadAllText(Path.Combine(RepositoryRoot(), "docs", "diagnostics", "README.md"));
        foreach (var descriptor in FastBson.Generator.Diagnostics.DiagnosticDescriptors.All)
        {
            var row = $"| [{descriptor.Id}]({descriptor.Id}.md) | {descriptor.DefaultSeverity} | {descriptor.Title} |";
            Assert.Contains(row, index, System.StringComparison.Ordinal);
        }
    }

    /// <summary>
    /// The reference assemblies of the framework before .NET 8 that MongoDB.Bson's build under test was made for:
    /// .NET Standard 2.1 for the 2.x packages' build a .NET 8 test gets, .NET 6 for a 3.x build made from source for
    /// net6.0 alone. The test project downloads those reference packs (see its project file).
    /// </summary>
    private static IEnumerable<MetadataReference> FrameworkBeforeNet8(System.Reflection.Assembly mongoBson)
    {
        var framework = mongoBson.GetCustomAttributes(typeof(System.Runtime.Versioning.TargetFrameworkAttribute), false)
            .Cast<System.Runtime.Versioning.TargetFrameworkAttribute>().Single().FrameworkName;
        var folder = framework switch
        {
            ".NETStandard,Version=v2.0" => Path.Combine("netstandard.library", "2.0.3", "build", "netstandard2.0", "ref"),
            ".NETStandard,Version=v2.1" => Path.Combine("netstandard.library.ref", "2.1.0", "ref", "netstandard2.1"),
            ".NETCoreApp,Version=v6.0" => Path.Combine("microsoft.netcore.app.ref", "6.0.36", "ref", "net6.0"),
            _ => throw new System.NotSupportedException($"No reference pack for a MongoDB.Bson built for {framework}."),
        };
        return Directory.GetFiles(Path.Combine(NuGetPackages, folder), "*.dll")
            .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path)).ToArray();
    }

    private static string NuGetPackages =>
        System.Environment.GetEnvironmentVariable("NUGET_PACKAGES") ??
        Path.Combine(System.Environment.GetFolderPath(System.Environment.SpecialFolder.UserProfile), ".nuget", "packages");

    /// <summary>The input compiles with a serializer for its one class, and no error.</summary>
    private static void AssertNoErrors(string source)
    {
        var (result, _) = CompilationHelper.Run(Usings + source);
        Assert.DoesNotContain(result.Diagnostics, d => d.Severity == DiagnosticSeverity.Error);
        Assert.Single(result.Serializers());
    }

    private static void AssertError(string id, string markup, string? otherSource = null)
    {
        var (source, span) = Markup.Parse(Usings + markup);
        var (result, _) = otherSource is null ? CompilationHelper.Run(source) : CompilationHelper.Run(source, otherSource);

        AssertLocated(result, id, DiagnosticSeverity.Error, span);
        var ok = result.Serializers().Select(s => s.HintName).ToList();

        // Only a type the diagnostic is not about (FBSON012's 'Ok') may still get a serializer.
        Assert.All(ok, hint => Assert.EndsWith("_Ok.BsonSerializer.g.cs", hint, System.StringComparison.Ordinal));
    }

    private static void AssertLocated(GeneratorRunResult result, string id, DiagnosticSeverity severity, Microsoft.CodeAnalysis.Text.TextSpan span)
    {
        var matching = result.Diagnostics.Where(d => d.Id == id).ToList();
        Assert.True(matching.Count == 1, $"Expected one {id}, got: {string.Join("; ", result.Diagnostics)}");
        var diagnostic = matching[0];
        Assert.Equal(severity, diagnostic.Severity);
        Assert.Equal("Input0.cs", diagnostic.Location.GetLineSpan().Path);
        Assert.Equal(span, diagnostic.Location.SourceSpan);

        // In the compilation's syntax tree, as #pragma warning disable and [SuppressMessage] need (not a path alone).
        Assert.True(diagnostic.Location.IsInSource, $"{id} is located by path only, where #pragma cannot suppress it");
        Assert.DoesNotContain(result.Diagnostics, d => d.Id != id && d.Severity == DiagnosticSeverity.Error);
        Assert.DoesNotContain("{", diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture), System.StringComparison.Ordinal);
    }

    private static string RepositoryRoot([System.Runtime.CompilerServices.CallerFilePath] string path = "") =>
        Path.GetFullPath(Path.Combine(Path.GetDirectoryName(path)!, "..", ".."));
}
