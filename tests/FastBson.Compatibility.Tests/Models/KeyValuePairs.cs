using System;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// KeyValuePair members, which the driver's KeyValuePairSerializer writes as <c>{ k: key, v: value }</c> and reads from that
/// document (in any order) or from <c>[key, value]</c>: of scalar, text, enum, document and collection keys and values,
/// nullable, nested, and in a list, a dictionary, an array and a tuple.
/// </summary>
[GenerateBsonSerializer]
public class KeyValuePairs
{
    public int Id { get; set; }

    public KeyValuePair<string, int> Named { get; set; }

    public KeyValuePair<int, string?>? Maybe { get; set; }

    public KeyValuePair<Color, Leaf?> Mixed { get; set; }

    public KeyValuePair<Guid, List<long>?> Collection { get; set; }

    public KeyValuePair<string?, KeyValuePair<double, DateTime>> Nested { get; set; }

    public List<KeyValuePair<string, double>>? PairList { get; set; }

    public Dictionary<string, KeyValuePair<int, int>?>? ByName { get; set; }

    public KeyValuePair<long, bool>[]? PairArray { get; set; }

    public Tuple<KeyValuePair<int, string?>, int>? InTuple { get; set; }
}
