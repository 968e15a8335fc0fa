using System.Collections.Generic;
using System.Collections.ObjectModel;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Dictionary types the driver maps (IDictionary, ReadOnlyDictionary, IReadOnlyDictionary) and keys of other types than
/// string in the array representations, documents among them (sorted by their default order). (In the default Document representation the driver refuses to write keys that
/// do not serialize as strings, so those are edge cases, not corpus members.)
/// </summary>
[GenerateBsonSerializer]
public class KeyedDictionaries
{
    public int Id { get; set; }

    public IDictionary<string, int>? Interface { get; set; }

    public IReadOnlyDictionary<string, string?>? ReadOnlyInterface { get; set; }

    public ReadOnlyDictionary<string, Leaf?>? ReadOnly { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.Document)]
    public Dictionary<string, bool>? ExplicitDocument { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public Dictionary<string, int>? StringKeysAsArrays { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public Dictionary<int, string?>? IntKeysAsArrays { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public Dictionary<long, double>? LongKeysAsDocuments { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public IDictionary<Color, Leaf?>? EnumKeysAsArrays { get; set; }

    [BsonDictionaryOptions(Representation = DictionaryRepresentation.ArrayOfDocuments)]
    public IReadOnlyDictionary<ObjectId, List<int>?>? ObjectIdKeysAsDocuments { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public ReadOnlyDictionary<bool, decimal>? BoolKeysAsDocuments { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public SortedDictionary<RankedLeaf, int>? SortedByLeaf { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public SortedList<RankedLeaf, string?>? ListedByLeaf { get; set; }
}
