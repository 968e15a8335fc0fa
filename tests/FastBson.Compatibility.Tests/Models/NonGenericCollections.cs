using System.Collections;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// The non-generic collections, whose items the driver's ObjectSerializer reads and writes: ArrayList, Queue and Stack
/// (written bottom first), alone and nested.
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
}
