using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// The collections the driver builds from the list it read (ObservableCollection and the concurrent sequences, through
/// their constructors) and the dictionaries it creates empty and fills (SortedDictionary, SortedList and
/// ConcurrentDictionary): scalar, nullable and document items, nested, represented and in each dictionary representation.
/// </summary>
[GenerateBsonSerializer]
public class ConstructedCollections
{
    public int Id { get; set; }

    public ObservableCollection<int>? IntObservable { get; set; }

    public ObservableCollection<Leaf?>? LeafObservable { get; set; }

    public ConcurrentQueue<string?>? StringConcurrentQueue { get; set; }

    public ConcurrentQueue<Leaf?>? LeafConcurrentQueue { get; set; }

    public ConcurrentStack<long>? LongConcurrentStack { get; set; }

    public ConcurrentStack<Color?>? NullableColorConcurrentStack { get; set; }

    public ConcurrentBag<double>? DoubleBag { get; set; }

    public ConcurrentBag<string?>? StringBag { get; set; }

    public SortedDictionary<string, int>? IntsByName { get; set; }

    public SortedDictionary<string, Leaf?>? LeavesByName { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public SortedDictionary<int, string?>? NamesByNumber { get; set; }

    public SortedList<string, double>? PricesByName { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
    public SortedList<long, Leaf?>? LeavesByNumber { get; set; }

    public ConcurrentDictionary<string, string?>? NamesByKey { get; set; }

    [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
    public ConcurrentDictionary<Color, int>? CountsByColor { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public ObservableCollection<int>? IntsAsText { get; set; }

    public List<ConcurrentQueue<int>>? ListOfQueues { get; set; }

    public SortedDictionary<string, ObservableCollection<int>>? NestedByName { get; set; }
}
