using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>Sets, nested lists, keyed dictionaries, a tuple and key/value pairs whose serializers the application's class map replaces.</summary>
[GenerateBsonSerializer]
public class Shelved
{
    public int Id { get; set; }

    public HashSet<int> Counts { get; set; } = new();

    public ISet<string> Tags { get; set; } = new HashSet<string>();

    public List<List<int>> Grid { get; set; } = new();

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public Dictionary<int, string> ByNumber { get; set; } = new();

    public Dictionary<string, int> Scores { get; set; } = new();

    public int[,] Board { get; set; } = new int[0, 0];

    public System.Collections.Hashtable Extras { get; set; } = new();

    public System.Collections.IList Stock { get; set; } = new System.Collections.ArrayList();

    public System.Collections.IDictionary Notes { get; set; } = new System.Collections.Hashtable();

    public System.Tuple<int, string> Pair { get; set; } = System.Tuple.Create(0, string.Empty);

    public KeyValuePair<string, int> Entry { get; set; }

    public KeyValuePair<string, int> Weighted { get; set; }
}

internal static class CollectionDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Shelved>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Counts).SetSerializer(
                new EnumerableInterfaceImplementerSerializer<HashSet<int>, int>(new Int32Serializer(BsonType.String)));
            cm.GetMemberMap(x => x.Tags).SetSerializer(
                new ImpliedImplementationInterfaceSerializer<ISet<string>, SortedSet<string>>(new EnumerableInterfaceImplementerSerializer<SortedSet<string>, string>()));
            cm.GetMemberMap(x => x.Grid).SetSerializer(
                new EnumerableInterfaceImplementerSerializer<List<List<int>>, List<int>>(
                    new EnumerableInterfaceImplementerSerializer<List<int>, int>(new Int32Serializer(BsonType.Int64))));
            cm.GetMemberMap(x => x.ByNumber).SetSerializer(
                new DictionaryInterfaceImplementerSerializer<Dictionary<int, string>, int, string>(DictionaryRepresentation.ArrayOfDocuments));
            cm.GetMemberMap(x => x.Scores).SetSerializer(
                new DictionaryInterfaceImplementerSerializer<Dictionary<string, int>, string, int>(
                    DictionaryRepresentation.Document, new StringSerializer(), new Int32Serializer(BsonType.Double)));
            cm.GetMemberMap(x => x.Board).SetSerializer(new TwoDimensionalArraySerializer<int>(new Int32Serializer(BsonType.String)));
            cm.GetMemberMap(x => x.Extras).SetSerializer(
                new DictionaryInterfaceImplementerSerializer<System.Collections.Hashtable>(DictionaryRepresentation.Document, new ObjectSerializer(), new StringSerializer()));
            cm.GetMemberMap(x => x.Stock).SetSerializer(
                new ImpliedImplementationInterfaceSerializer<System.Collections.IList, System.Collections.ArrayList>(
                    new EnumerableInterfaceImplementerSerializer<System.Collections.ArrayList>(new Int32Serializer(BsonType.String))));
            cm.GetMemberMap(x => x.Notes).SetSerializer(
                new ImpliedImplementationInterfaceSerializer<System.Collections.IDictionary, System.Collections.Hashtable>(
                    new DictionaryInterfaceImplementerSerializer<System.Collections.Hashtable>(DictionaryRepresentation.Document, new ObjectSerializer(), new Int32Serializer(BsonType.String))));
            cm.GetMemberMap(x => x.Pair).SetSerializer(new TupleSerializer<int, string>(new Int32Serializer(BsonType.String), new StringSerializer()));
            cm.GetMemberMap(x => x.Entry).SetSerializer(new KeyValuePairSerializer<string, int>(BsonType.Array));
            cm.GetMemberMap(x => x.Weighted).SetSerializer(new KeyValuePairSerializer<string, int>(BsonType.Document, new StringSerializer(), new Int32Serializer(BsonType.String)));
        });
}

[Collection(DriftCollection.Name)]
public class CollectionTests
{
    private readonly DriftFixture _fixture;

    public CollectionTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void Replaced_collection_serializers_are_reported_and_the_driver_writes_and_reads_them()
    {
        // The driver's collections provider serializes a set interface through this serializer from 2.19 on.
        var tags = typeof(MongoDB.Bson.BsonDocument).Assembly.GetName().Version >= new System.Version(2, 19)
            ? "IEnumerableDeserializingAsCollectionSerializer<ISet<String>, String, HashSet<String>>"
            : "ImpliedImplementationInterfaceSerializer<ISet<String>, HashSet<String>>";
        Drift.AssertRefused<Shelved>(
            _fixture,
            "Member 'Counts': the driver writes it as String, the generated code as Int32.",
            $"Member 'Tags': the driver uses ImpliedImplementationInterfaceSerializer<ISet<String>, SortedSet<String>>, the generated code writes what {tags} writes.",
            "Member 'Grid': the driver writes it as Int64, the generated code as Int32.",
            "Member 'ByNumber': the driver writes the dictionary as ArrayOfDocuments, the generated code as ArrayOfArrays.",
            "Member 'Scores': the driver writes it as Double, the generated code as Int32.",
            "Member 'Board': the driver writes it as String, the generated code as Int32.",
            "Member 'Extras': the driver uses StringSerializer, the generated code reads and writes what ObjectSerializer does.",
            "Member 'Stock': the driver uses Int32Serializer, the generated code reads and writes what ObjectSerializer does.",
            "Member 'Notes': the driver uses Int32Serializer, the generated code reads and writes what ObjectSerializer does.",
            "Member 'Pair': item 1: the driver writes it as String, the generated code as Int32.",
            "Member 'Entry': the driver's KeyValuePairSerializer<String, Int32> is configured otherwise than the generated code expects (another representation).",
            "Member 'Weighted': item 2: the driver writes it as String, the generated code as Int32.");

        var form = new BsonDocument
        {
            { "_id", 1 },
            { "Counts", new BsonArray { "7" } },
            { "Tags", new BsonArray { "a", "b" } },
            { "Grid", new BsonArray { new BsonArray { 2L } } },
            { "ByNumber", new BsonArray { new BsonDocument { { "k", 3 }, { "v", "c" } } } },
            { "Scores", new BsonDocument("s", 1.0) },
            { "Board", new BsonArray { new BsonArray { "4", "5" } } },
            { "Extras", new BsonDocument("e", "7") },
            { "Stock", new BsonArray { "8" } },
            { "Notes", new BsonDocument("n", "9") },
            { "Pair", new BsonArray { "4", "x" } },
            { "Entry", new BsonArray { "e", 5 } },
            { "Weighted", new BsonDocument { { "k", "w" }, { "v", "6" } } },
        };
        var value = new Shelved
        {
            Id = 1,
            Counts = { 7 },
            Tags = new SortedSet<string> { "b", "a" },
            Grid = { new List<int> { 2 } },
            ByNumber = { [3] = "c" },
            Scores = { ["s"] = 1 },
            Board = new[,] { { 4, 5 } },
            Extras = { ["e"] = "7" },
            Stock = new System.Collections.ArrayList { 8 },
            Notes = new System.Collections.Hashtable { ["n"] = 9 },
            Pair = System.Tuple.Create(4, "x"),
            Entry = new KeyValuePair<string, int>("e", 5),
            Weighted = new KeyValuePair<string, int>("w", 6),
        };
        Drift.AssertWrites(form, value);
        Drift.AssertReads<Shelved>(form, read =>
        {
            Assert.Equal(new HashSet<int> { 7 }, read.Counts);
            Assert.IsType<SortedSet<string>>(read.Tags);
            Assert.Equal(2, read.Grid[0][0]);
            Assert.Equal("c", read.ByNumber[3]);
            Assert.Equal(1, read.Scores["s"]);
            Assert.Equal(5, read.Board[0, 1]);
            Assert.Equal("7", read.Extras["e"]);
            Assert.Equal(8, read.Stock[0]);
            Assert.Equal(9, read.Notes["n"]);
            Assert.Equal(4, read.Pair.Item1);
            Assert.Equal(5, read.Entry.Value);
            Assert.Equal(6, read.Weighted.Value);
        });
        Drift.AssertSpanEntryDeclines<Shelved>(ShelvedBsonSerializer.TryReadDocument, new BsonDocument
        {
            { "_id", 1 }, { "Counts", new BsonArray { 7 } }, { "Tags", new BsonArray { "a" } }, { "Grid", new BsonArray() },
            { "ByNumber", new BsonArray() }, { "Scores", new BsonDocument() }, { "Board", new BsonArray() }, { "Extras", new BsonDocument() },
            { "Stock", new BsonArray() }, { "Notes", new BsonDocument() }, { "Pair", new BsonArray { 4, "x" } }, { "Entry", new BsonArray { "e", 5 } }, { "Weighted", new BsonDocument { { "k", "w" }, { "v", 6 } } },
        });
    }
}
