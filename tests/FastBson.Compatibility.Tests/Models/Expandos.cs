using System.Collections.Generic;
using System.Dynamic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// ExpandoObject as members, items and dictionary values: documents of plain values (which the span path reads itself),
/// of nested ExpandoObjects and lists of objects (which the driver's ObjectSerializer reads and writes in the dynamic
/// context), and null.
/// </summary>
[GenerateBsonSerializer]
public class Expandos
{
    public int Id { get; set; }

    public ExpandoObject? Bag { get; set; }

    public ExpandoObject? Other { get; set; }

    public List<ExpandoObject?>? Bags { get; set; }

    public ExpandoObject?[]? BagArray { get; set; }

    public Dictionary<string, ExpandoObject?>? BagsByKey { get; set; }

    public ExpandoHolder? Nested { get; set; }
}

/// <summary>An ExpandoObject in a nested document, which the span path reads from detached bytes.</summary>
[GenerateBsonSerializer]
public class ExpandoHolder
{
    public ExpandoObject? Bag { get; set; }

    public List<ExpandoObject>? Bags { get; set; }
}
