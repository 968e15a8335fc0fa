#if MONGODB_BSON_STRUCT_CREATORS
using System.Collections.Generic;
using System.Numerics;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// <c>Complex</c> values, as a circuit's impedances are stored, where the driver's class map reads them back (2.19 and
/// later, through their constructor): plain, nullable, and as items and dictionary values.
/// </summary>
[GenerateBsonSerializer]
public class Impedances
{
    public int Id { get; set; }

    public Complex Load { get; set; }

    public Complex? Source { get; set; }

    public List<Complex>? Stages { get; set; }

    public Dictionary<string, Complex?>? ByBranch { get; set; }
}
#endif
