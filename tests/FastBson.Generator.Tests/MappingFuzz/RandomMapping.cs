using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Generator.Tests.MappingFuzz;

/// <summary>
/// A random document class as a .NET team writes one: an id of one of the usual types (or none), two to five members of
/// the types and mapping attributes in use (fields among them), at times <c>[BsonIgnoreExtraElements]</c>, an
/// extra-elements member, and a mapped subclass (generated or not, under a root class or not). Half the classes are set
/// through a parameterless constructor; the rest are created through a constructor: positional records, immutable classes
/// (get-only properties, one constructor, at times an optional parameter) and classes with a <c>[BsonConstructor]</c>
/// for some of their settable properties. Settable properties have at times an init, private, internal or protected
/// setter; a class has at times a computed property mapped by name, a private field or property opted in by [BsonElement], a discriminator of its own, a required discriminator
/// or <c>[BsonNoId]</c>. The subclass of a settable class has members of the random kind too, at times an attribute of
/// its own, and its base class is at times abstract. A class outside a hierarchy is at times generic, <c>Doc&lt;T&gt;</c>
/// with a member of type <c>T</c>. The nested class <c>Inner</c> is settable, or at times a positional record, with at times members of the random
/// kind besides its own two. The document's members are <c>M0</c>, <c>M1</c> ...; the class is <c>Fuzz{Seed}_{Index}.Doc</c> and its subclass <c>DocSub</c>. The same seed and
/// index always make the same class.
/// </summary>
internal sealed record RandomMapping(string Namespace, string Shape, bool Generic, string Source)
{
    /// <summary>The member types: values, nullable values, strings, collections, dictionaries, BSON values, nested documents.</summary>
    private static readonly string[] MemberTypes =
    {
        "int", "long", "double", "bool", "string?", "DateTime", "decimal", "Guid", "ObjectId", "TimeSpan", "DateTimeOffset",
        "char", "byte", "sbyte", "short", "ushort", "uint", "ulong", "float", "Shade", "Wide", "int?", "DateTime?", "Guid?",
        "Shade?", "decimal?", "TimeSpan?", "byte[]?", "object?", "Version?", "Uri?", "DateOnly", "TimeOnly",
        "List<int>?", "int[]?", "double[]?", "List<string?>?", "List<Shade>?", "List<DateTime>?", "List<List<int>>?", "string[][]?",
        "HashSet<long>?", "ISet<string>?", "IList<int>?", "IEnumerable<string>?", "ICollection<Guid>?", "Queue<int>?",
        "Stack<string?>?", "LinkedList<int>?", "System.Collections.ObjectModel.Collection<int>?",
        "System.Collections.ObjectModel.ReadOnlyCollection<int>?", "Dictionary<string, int>?", "Dictionary<int, string?>?",
        "Dictionary<Shade, long>?", "Dictionary<long, List<int>?>?", "SortedDictionary<string, int>?",
        "IReadOnlyDictionary<string, double>?", "Dictionary<string, Inner?>?", "KeyValuePair<string, int>",
        "Tuple<int, string?>?", "(int, string?)", "BsonDocument?", "BsonValue?", "BsonArray?", "BsonBinaryData?",
        "BsonString?", "BsonInt32?", "Inner?", "List<Inner>?", "System.Text.RegularExpressions.Regex?",
        "IReadOnlyList<int>?", "IReadOnlyCollection<string?>?", "System.Collections.Immutable.ImmutableArray<int>",
        "System.Collections.Immutable.ImmutableList<string?>?", "System.Collections.Immutable.ImmutableDictionary<string, int>?",
        "SortedList<string, int>?", "IDictionary<string, object?>?", "List<object?>?", "long[]?", "List<Wide>?", "Shade[]?",
        "Dictionary<string, Shade>?", "Dictionary<Guid, int>?", "Dictionary<DateTime, string?>?", "List<int?>?",
        "KeyValuePair<int, string?>?", "Decimal128", "Decimal128?", "BsonTimestamp?", "BsonRegularExpression?", "BsonJavaScript?",
        "BsonObjectId?", "BsonBoolean?", "BsonDateTime?", "BsonMaxKey?", "RawBsonDocument?",
        "ObjectId?", "DateTimeOffset?", "Wide?", "char?", "float?", "ulong?", "DateOnly?", "Inner[]?", "IList<Inner>?",
        "IReadOnlyList<Inner>?", "Dictionary<string, List<Inner>?>?", "Dictionary<Shade, Inner?>?", "HashSet<Shade>?",
        "System.Dynamic.ExpandoObject?", "BsonNull?", "BsonUndefined?", "BsonSymbol?", "BsonJavaScriptWithScope?", "BsonMinKey?",
        "BsonInt64?", "BsonDouble?", "BsonDecimal128?",
    };

    /// <summary>
    /// The mapping attributes a member may have besides <c>[BsonElement]</c> (empty: none), most of them none; those of the
    /// MongoDB.Bson in use (3.0 removed SerializeDefaultValue).
    /// </summary>
    private static readonly string[] MemberAttributes = new[]
    {
        "[BsonIgnoreIfNull]", "[BsonIgnoreIfDefault]", "[BsonIgnoreIfDefault(false)]", "[BsonRequired]",
        "[BsonDefaultValue(5)]", "[BsonDefaultValue(5)] [BsonIgnoreIfDefault]",
        "[BsonRepresentation(BsonType.String)]", "[BsonRepresentation(BsonType.Int32)]", "[BsonRepresentation(BsonType.Int64)]",
        "[BsonRepresentation(BsonType.Double)]", "[BsonRepresentation(BsonType.Decimal128)]", "[BsonRepresentation(BsonType.Document)]",
        "[BsonRepresentation(BsonType.Array)]", "[BsonRepresentation(BsonType.DateTime)]", "[BsonRepresentation(BsonType.Binary)]",
        "[BsonRepresentation(BsonType.ObjectId)]", "[BsonRepresentation(BsonType.Boolean)]", "[BsonRepresentation(BsonType.Symbol)]",
        "[BsonDateTimeOptions(Kind = DateTimeKind.Local)]", "[BsonDateTimeOptions(DateOnly = true)]",
        "[BsonDateTimeOptions(Representation = BsonType.String)]", "[BsonDateTimeOptions(Representation = BsonType.Document)]",
        "[BsonTimeSpanOptions(BsonType.String)]", "[BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Milliseconds)]",
        "[BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Hours)]",
        "[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]", "[BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]",
        "[BsonDictionaryOptions(DictionaryRepresentation.Document)]",
        "[BsonIgnore]", "[BsonIgnoreIfNull(false)]", "[BsonElement(Order = 1)]", "[BsonDefaultValue(null)]", "[BsonDefaultValue(\"x\")]",
        "[BsonDefaultValue(5, SerializeDefaultValue = false)]", "[BsonRepresentation(BsonType.Int32, AllowOverflow = true)]",
        "[BsonRepresentation(BsonType.Int64, AllowTruncation = true)]", "[BsonRepresentation(BsonType.Double, AllowTruncation = true)]",
        "[BsonGuidRepresentation(GuidRepresentation.Standard)]", "[BsonGuidRepresentation(GuidRepresentation.CSharpLegacy)]",
        "[BsonDateTimeOptions(Kind = DateTimeKind.Utc, Representation = BsonType.Int64)]", "[BsonTimeSpanOptions(BsonType.Int32, TimeSpanUnits.Seconds)]",
        "[BsonSerializer(typeof(MongoDB.Bson.Serialization.Serializers.Int32Serializer))]",
    }.Where(a => !a.Contains("SerializeDefaultValue") || typeof(BsonDefaultValueAttribute).GetProperty("SerializeDefaultValue") is not null).ToArray();

    /// <summary>The id members (and one that is no id), as (attributes, type, name).</summary>
    private static readonly (string Attributes, string Type, string Name)[] Ids =
    {
        ("", "int", "Id"), ("", "ObjectId", "Id"), ("[BsonRepresentation(BsonType.ObjectId)]", "string?", "Id"), ("", "Guid", "Id"),
        ("", "string?", "Id"), ("[BsonId]", "long", "Key"), ("", "int", "Number"),
    };

    private static readonly string[] ExtraElements =
    {
        "", "", "[BsonExtraElements] public BsonDocument? Extra { get; set; }", "[BsonExtraElements] public Dictionary<string, object?>? Extra { get; set; }",
    };

    private static readonly string[] Hierarchies = { "", "", "[BsonKnownTypes(typeof(DocSub))]", "[BsonDiscriminator(RootClass = true)] [BsonKnownTypes(typeof(DocSub))]" };

    /// <summary>The class <paramref name="index"/> of <paramref name="seed"/>.</summary>
    public static RandomMapping Create(int seed, int index)
    {
        var random = new Random(unchecked(seed * 100_003 + index));
        var count = random.Next(2, 6);
        var hierarchy = Pick(random, Hierarchies);
        var subclassGenerated = hierarchy.Length > 0 && random.Next(2) == 0;
        var ignoreExtraElements = random.Next(4) == 0 ? "[BsonIgnoreExtraElements]" : string.Empty;
        var (idAttributes, idType, idName) = Pick(random, Ids);
        var members = Enumerable.Range(0, count).Select(m => Member(random, m)).Prepend(new MemberSpec(idAttributes, idType, idName, Field: false)).ToList();
        var extra = Pick(random, ExtraElements);

        // The way the class is created is drawn apart, so a seed's settable classes stay what they were before the other shapes came.
        var creation = new Random(unchecked(seed * 7_919 + index));
        var shape = creation.Next(6) switch { 0 => Creation.Record, 1 => Creation.Immutable, 2 => Creation.Constructor, _ => Creation.Settable };
        var inner = Inner(creation.Next(3) == 0, new Random(unchecked(seed * 104_729 + index)));
        var accessors = members.Select(_ => creation.Next(10) < 7 ? "{ get; set; }" : Pick(creation, Setters)).ToList();
        var computed = creation.Next(12) switch
        {
            0 or 1 => "[BsonElement(\"calc\")] public int Calc => 42;",
            2 => "[BsonElement(\"p\")] private int _p = 3;",
            3 => "[BsonElement] private string? Hidden { get; set; } = \"h\";",
            _ => string.Empty,
        };
        hierarchy = ClassAttribute(creation, hierarchy);

        // The subclass of a settable class has one or two members of the random kind too, and at times attributes of its own.
        var subclassMembers = Enumerable.Range(10, creation.Next(3)).Select(m => Member(creation, m)).ToList();
        var subclassAttribute = creation.Next(6) switch { 0 => "[BsonIgnoreExtraElements] ", 1 => "[BsonNoId] ", 2 => "[BsonDiscriminator(\"sub\")] ", _ => string.Empty };
        if (ignoreExtraElements.Length > 0 && creation.Next(2) == 0)
        {
            ignoreExtraElements = "[BsonIgnoreExtraElements(Inherited = true)]";
        }

        var isAbstract = shape == Creation.Settable && hierarchy.Length > 0 && creation.Next(6) == 0;

        // At times a generic class (Doc<T>, with a member of type T), outside a hierarchy: the test closes it.
        var generic = !isAbstract && !hierarchy.Contains("KnownTypes", StringComparison.Ordinal) && shape is Creation.Settable or Creation.Constructor && creation.Next(3) == 0;
        var declaration = isAbstract ? "public abstract class Doc" : generic ? "public class Doc<T>" : "public class Doc";
        if (generic)
        {
            extra += " public T? G { get; set; }";
        }

        var name = $"Fuzz{seed}_{index}";
        var source = $$"""
            #pragma warning disable CS1591
            using System;
            using System.Collections.Generic;
            using FastBson;
            using MongoDB.Bson;
            using MongoDB.Bson.Serialization.Attributes;
            using MongoDB.Bson.Serialization.Options;

            namespace {{name}};

            public enum Shade { Light, Dark, Dim = 7 }
            public enum Wide : long { None = 0, Big = 5000000000 }
            [GenerateBsonSerializer] {{inner}}

            [GenerateBsonSerializer] {{ignoreExtraElements}} {{hierarchy}}
            {{Class(shape, declaration, members, accessors, extra + " " + computed, random)}}
            {{(hierarchy.Length == 0 || generic ? string.Empty : (subclassGenerated ? "[GenerateBsonSerializer] " : string.Empty) + subclassAttribute + Subclass(shape, members, subclassMembers))}}
            """;
        return new RandomMapping(name, generic ? shape + " generic" : shape.ToString(), generic, source);
    }

    /// <summary>How the driver creates the class: through its parameterless constructor and setters, or through a constructor.</summary>
    private enum Creation
    {
        /// <summary>A parameterless constructor, settable properties and fields; with a subclass, at times abstract.</summary>
        Settable,

        /// <summary>A positional record: its members are its parameters (fields aside).</summary>
        Record,

        /// <summary>Get-only properties, all set by the one constructor, the last parameter at times optional.</summary>
        Immutable,

        /// <summary>Settable properties, a parameterless constructor and a <c>[BsonConstructor]</c> one for some of them.</summary>
        Constructor,
    }

    private sealed record MemberSpec(string Attributes, string Type, string Name, bool Field)
    {
        public string Parameter => char.ToLowerInvariant(Name[0]) + Name.Substring(1);

        public string Declaration(string accessors) =>
            (Attributes.Length == 0 ? string.Empty : Attributes + " ") + (Field ? $"public {Type} {Name};" : $"public {Type} {Name} {accessors}");
    }

    /// <summary>
    /// The nested class <c>Inner</c>: a class or a positional record of <c>A</c> and <c>B</c>, with at times members of the
    /// random kind besides (<c>M20</c> ...; none of a type that holds <c>Inner</c>, so values stay finite).
    /// </summary>
    private static string Inner(bool record, Random nested)
    {
        var members = new List<MemberSpec>();
        for (var m = 20; m < 20 + nested.Next(3); m++)
        {
            var member = Member(nested, m);
            while (member.Type.Contains("Inner", StringComparison.Ordinal))
            {
                member = Member(nested, m);
            }

            members.Add(member);
        }

        var own = string.Join(" ", members.Select(m => m.Declaration("{ get; set; }")));
        return record
            ? $"public record Inner(int A, string? B) {{ {own} }}"
            : $"public class Inner {{ public int A {{ get; set; }} public string? B {{ get; set; }} {own} }}";
    }

    /// <summary>The setters of a settable property besides a public one.</summary>
    private static readonly string[] Setters = { "{ get; init; }", "{ get; private set; }", "{ get; internal set; }", "{ get; protected set; }" };

    /// <summary>
    /// The class's attributes of its hierarchy, at times with a discriminator of its own, a required discriminator, or
    /// <c>[BsonNoId]</c>; one <c>[BsonDiscriminator]</c> holds them all.
    /// </summary>
    private static string ClassAttribute(Random creation, string hierarchy)
    {
        const string Root = "[BsonDiscriminator(RootClass = true)]";
        return creation.Next(8) switch
        {
            0 => hierarchy + " [BsonNoId]",
            1 => hierarchy.Contains(Root) ? hierarchy.Replace(Root, "[BsonDiscriminator(\"custom\", RootClass = true)]") : hierarchy + " [BsonDiscriminator(\"custom\")]",
            2 => hierarchy.Contains(Root) ? hierarchy.Replace(Root, "[BsonDiscriminator(RootClass = true, Required = true)]") : hierarchy + " [BsonDiscriminator(Required = true)]",
            _ => hierarchy,
        };
    }

    private static string Class(Creation shape, string declaration, List<MemberSpec> members, List<string> accessors, string extra, Random random)
    {
        var properties = members.Where(m => !m.Field).ToList();
        var fields = string.Join(" ", members.Where(m => m.Field).Select(m => m.Declaration(string.Empty)));
        switch (shape)
        {
            case Creation.Record:
                var parameters = properties.Select(m => (m.Attributes.Length == 0 ? string.Empty : m.Attributes.Replace("[", "[property: ") + " ") + $"{m.Type} {m.Name}");
                return $"public record Doc({string.Join(", ", parameters)}) {{ {fields} {extra} }}";
            case Creation.Immutable:
                var optional = random.Next(4) == 0;
                return $"{declaration} {{ public Doc({Parameters(properties, optional)}) {{ {Assignments(properties)} }} "
                    + $"{string.Join(" ", properties.Select(m => m.Declaration("{ get; }")))} {fields} {extra} }}";
            case Creation.Constructor:
                var taken = properties.Where((_, i) => i == 0 || random.Next(2) == 0).ToList();
                return $"{declaration} {{ public Doc() {{ }} [BsonConstructor] public Doc({Parameters(taken, optional: false)}) {{ {Assignments(taken)} }} "
                    + $"{string.Join(" ", properties.Select(m => m.Declaration(accessors[members.IndexOf(m)])))} {fields} {extra} }}";
            default:
                return $"{declaration} {{ {string.Join(" ", members.Select((m, i) => m.Declaration(accessors[i])))} {extra} }}";
        }
    }

    /// <summary>The mapped subclass <c>DocSub</c>: two members of its own, created the way <c>Doc</c> is.</summary>
    private static string Subclass(Creation shape, List<MemberSpec> members, List<MemberSpec> own)
    {
        var properties = members.Where(m => !m.Field).ToList();
        var names = string.Join(", ", properties.Select(m => m.Name));
        var parameters = string.Join(", ", properties.Select(m => $"{m.Type} {m.Parameter}").Prepend("int s"));
        var arguments = string.Join(", ", properties.Select(m => m.Parameter));
        return shape switch
        {
            Creation.Record => $"public record DocSub({string.Join(", ", properties.Select(m => $"{m.Type} {m.Name}").Prepend("int S"))}) : Doc({names});",
            Creation.Immutable => $"public class DocSub : Doc {{ public DocSub({parameters}) : base({arguments}) {{ S = s; }} public int S {{ get; }} }}",
            _ => $"public class DocSub : Doc {{ public int S {{ get; set; }} {string.Join(" ", own.Select(m => m.Declaration("{ get; set; }")))} }}",
        };
    }

    private static string Parameters(List<MemberSpec> members, bool optional) =>
        string.Join(", ", members.Select((m, i) => $"{m.Type} {m.Parameter}" + (optional && i == members.Count - 1 ? " = default" : string.Empty)));

    private static string Assignments(List<MemberSpec> members) => string.Join(" ", members.Select(m => $"{m.Name} = {m.Parameter};"));

    private static MemberSpec Member(Random random, int index)
    {
        var attributes = new List<string>();
        if (random.Next(3) == 0)
        {
            attributes.Add($"[BsonElement(\"{ElementName(index)}\")]");
        }

        // One member in five: most combinations of a random attribute and a random type are ones the driver refuses (FBSON101).
        if (random.Next(5) == 0)
        {
            var attribute = Pick(random, MemberAttributes);

            // A member has one [BsonElement]: an order joins the name it has.
            attributes = attribute.StartsWith("[BsonElement(", StringComparison.Ordinal) && attributes.Count > 0
                ? new List<string> { $"[BsonElement(\"{ElementName(index)}\", {attribute.Substring("[BsonElement(".Length)}" }
                : attributes.Append(attribute).ToList();
        }

        var type = Pick(random, MemberTypes);
        return new MemberSpec(string.Join(" ", attributes), type, $"M{index}", Field: random.Next(5) == 0);
    }

    /// <summary>
    /// The name <c>[BsonElement]</c> gives member <paramref name="index"/>, as C# source: plain, or with what a name may
    /// hold besides (any character but a null: a control, one of two, three or four bytes in UTF-8, a dot, a dollar), by
    /// the index alone, so the random draws stay those of the seed.
    /// </summary>
    private static string ElementName(int index) => (index % 4) switch
    {
        0 => $"e{index}",
        1 => $"\u00e9{index}\u0001",
        2 => $"$e.{index}\u20ac",
        _ => $"e{index}\ud83d\ude00",
    };

    private static T Pick<T>(Random random, T[] options) => options[random.Next(options.Length)];
}
