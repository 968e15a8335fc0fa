using System;
using System.Collections.Generic;
using System.Linq;

namespace FastBson.Generator.Tests.MappingFuzz;

/// <summary>
/// A random document class as a .NET team writes one: an id of one of the usual types (or none), two to five members of
/// the types and mapping attributes in use (fields among them), at times <c>[BsonIgnoreExtraElements]</c>, an
/// extra-elements member, and a mapped subclass (generated or not, under a root class or not). Its members are
/// <c>M0</c>, <c>M1</c> ...; the class is <c>Fuzz{Seed}_{Index}.Doc</c> and its subclass <c>DocSub</c>. The same seed and
/// index always make the same class.
/// </summary>
internal sealed record RandomMapping(string Namespace, string Source)
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
    };

    /// <summary>The mapping attributes a member may have besides <c>[BsonElement]</c> (empty: none), most of them none.</summary>
    private static readonly string[] MemberAttributes =
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
    };

    private static readonly string[] Ids =
    {
        "public int Id { get; set; }", "public ObjectId Id { get; set; }", "[BsonRepresentation(BsonType.ObjectId)] public string? Id { get; set; }",
        "public Guid Id { get; set; }", "public string? Id { get; set; }", "[BsonId] public long Key { get; set; }", "public int Number { get; set; }",
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
        var members = Enumerable.Range(0, random.Next(2, 6)).Select(m => Member(random, m));
        var hierarchy = Pick(random, Hierarchies);
        var subclass = hierarchy.Length == 0 ? string.Empty
            : (random.Next(2) == 0 ? "[GenerateBsonSerializer] " : string.Empty) + "public class DocSub : Doc { public int S { get; set; } public string? T { get; set; } }";
        var ignoreExtraElements = random.Next(4) == 0 ? "[BsonIgnoreExtraElements]" : string.Empty;
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
            [GenerateBsonSerializer] public class Inner { public int A { get; set; } public string? B { get; set; } }

            [GenerateBsonSerializer] {{ignoreExtraElements}} {{hierarchy}}
            public class Doc { {{Pick(random, Ids)}} {{string.Join(" ", members)}} {{Pick(random, ExtraElements)}} }
            {{subclass}}
            """;
        return new RandomMapping(name, source);
    }

    private static string Member(Random random, int index)
    {
        var attributes = new List<string>();
        if (random.Next(3) == 0)
        {
            attributes.Add($"[BsonElement(\"e{index}\")]");
        }

        // One member in five: most combinations of a random attribute and a random type are ones the driver refuses (FBSON101).
        if (random.Next(5) == 0)
        {
            attributes.Add(Pick(random, MemberAttributes));
        }

        var type = Pick(random, MemberTypes);
        var declaration = random.Next(5) == 0 ? $"public {type} M{index};" : $"public {type} M{index} {{ get; set; }}";
        return string.Join(" ", attributes.Append(declaration));
    }

    private static string Pick(Random random, string[] options) => options[random.Next(options.Length)];
}
