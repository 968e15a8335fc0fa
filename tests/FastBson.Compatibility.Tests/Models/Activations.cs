#if MONGODB_BSON_HALF
using System;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// <c>Half</c> values, as a model's half-precision weights are stored, where the driver has its HalfSerializer (3.x built
/// for .NET 6 and later): plain, nullable, and as items, dictionary values and a tuple's item.
/// </summary>
[GenerateBsonSerializer]
public class Activations
{
    public int Id { get; set; }

    public Half Scale { get; set; }

    public Half? Bias { get; set; }

    public List<Half>? Weights { get; set; }

    public Half[]? Gradient { get; set; }

    public Dictionary<string, Half?>? ByLayer { get; set; }

    public Tuple<Half, int>? Peak { get; set; }
}
#endif
