using System;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// System.Tuple members of every arity, which the driver's TupleSerializer writes as an array of their items, each by
/// its type's registered serializer: scalar, nullable, text, enum, document, collection, object and Guid items; seven
/// items and the eighth-place Rest (itself a tuple, written as a nested array); tuples in tuples, and in a list, a
/// dictionary and an array.
/// </summary>
[GenerateBsonSerializer]
public class Tuples
{
    public int Id { get; set; }

    public Tuple<int>? One { get; set; }

    public Tuple<int, string?>? Pair { get; set; }

    public Tuple<long, double, bool, string?>? Four { get; set; }

    public Tuple<Leaf?, Color, int?>? Mixed { get; set; }

    public Tuple<List<int>?, Dictionary<string, int>?>? Collections { get; set; }

    public Tuple<object?, Guid>? ObjectAndGuid { get; set; }

    public Tuple<int, int, int, int, int, int, int>? Seven { get; set; }

    public Tuple<int, int, int, int, int, int, int, Tuple<string?>>? Eight { get; set; }

    public Tuple<Tuple<int, string?>?, Tuple<double>?>? Nested { get; set; }

    public List<Tuple<int, string?>?>? PairList { get; set; }

    public Dictionary<string, Tuple<double, DateTime>?>? ByName { get; set; }

    public Tuple<int, string?>[]? PairArray { get; set; }
}
