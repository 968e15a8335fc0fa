using System.Collections;
using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// The non-generic collections, whose items the driver's ObjectSerializer reads and writes: ArrayList, Queue and Stack
/// (written bottom first), and Hashtable in each dictionary representation, alone and nested; and the non-generic
/// interfaces, which the driver reads as an ArrayList (IEnumerable, ICollection, IList) or a Hashtable (IDictionary).
/// </summary>
[GenerateBsonSerializer]
public class NonGenericCollections
{
    public int Id { get; set; }

    public ArrayList? Items { get; set; }

    public Queue? Pending { get; set; }

    public Stack? History { get; set; }

    public List<ArrayList?>? Batches { get; set; }

    public Dictionary<string, Stack>? StacksByName { get; set; }

    public Hashtable? Table { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public Hashtable? PairTable { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public Hashtable? EntryTable { get; set; }

    public List<Hashtable?>? Tables { get; set; }

    public Dictionary<string, Hashtable>? TablesByName { get; set; }

    public IList? List { get; set; }

    public ICollection? Collection { get; set; }

    public IEnumerable? Sequence { get; set; }

    public List<IList?>? Lists { get; set; }

    public IDictionary? Map { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public IDictionary? PairMap { get; set; }

    public Dictionary<string, IDictionary>? MapsByName { get; set; }
}
