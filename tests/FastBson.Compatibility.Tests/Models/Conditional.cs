using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>ShouldSerializeXxx methods decide, per instance, whether an element is written.</summary>
[GenerateBsonSerializer]
public class Conditional
{
    public int Id { get; set; }

    public bool IncludeNotes { get; set; }

    public string? Notes { get; set; }

    public List<int>? Numbers { get; set; }

    public bool ShouldSerializeNotes() => IncludeNotes;

    public bool ShouldSerializeNumbers() => Numbers is { Count: > 0 };
}
