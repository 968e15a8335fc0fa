using System.Collections.Generic;
using System.Collections.ObjectModel;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>Collections whose items are collections or dictionaries, and dictionaries of collections, to three levels.</summary>
[GenerateBsonSerializer]
public class NestedCollections
{
    public int Id { get; set; }

    public List<List<int>?>? ListOfLists { get; set; }

    public int[][]? Jagged { get; set; }

    public List<int[]?>? ListOfArrays { get; set; }

    public HashSet<int>[]? ArrayOfSets { get; set; }

    public IList<HashSet<string?>>? ListOfSets { get; set; }

    public List<List<List<string?>?>?>? ThreeLevels { get; set; }

    public IEnumerable<IReadOnlyList<long>?>? EnumerableOfReadOnlyLists { get; set; }

    public Collection<ReadOnlyCollection<double>>? CollectionOfReadOnlyCollections { get; set; }

    public List<Leaf?[]?>? LeafArrays { get; set; }

    public Dictionary<string, List<Leaf?>?>? LeafListsByName { get; set; }

    public List<Dictionary<string, int>?>? ListOfDictionaries { get; set; }

    public Dictionary<string, Dictionary<string, string?>?>? DictionaryOfDictionaries { get; set; }

    public byte[][][]? BytesJagged { get; set; }
}
