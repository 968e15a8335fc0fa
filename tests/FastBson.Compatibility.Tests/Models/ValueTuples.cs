#if MONGODB_BSON_VALUE_TUPLES
using System;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Value tuples, which the driver's ValueTupleSerializer (2.20 and later) writes as an array of their items and reads from that array or from a
/// document of <c>Item1</c> ... <c>Rest</c> elements: named and unnamed, nullable, of scalar, text, document, collection and
/// tuple items, eight items (a nested Rest), and in a list, a dictionary and a reference tuple.
/// </summary>
[GenerateBsonSerializer]
public class ValueTuples
{
    public int Id { get; set; }

    public ValueTuple<int> One { get; set; }

    public (int Count, string? Name) Named { get; set; }

    public (long, double, bool)? Maybe { get; set; }

    public (Leaf? Leaf, Color Color, int? Rank) Mixed { get; set; }

    public (List<int>? Numbers, Dictionary<string, int>? Counts) Collections { get; set; }

    public (int, int, int, int, int, int, int, string?) Eight { get; set; }

    public ((int, string?) Inner, Tuple<double>? Reference) Nested { get; set; }

    public List<(int, string?)>? PairList { get; set; }

    public Dictionary<string, (double, DateTime)?>? ByName { get; set; }

    public Tuple<(int, int), string?>? InReference { get; set; }
}
#endif
