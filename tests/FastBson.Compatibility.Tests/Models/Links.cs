using System;
using System.Collections.Generic;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// <c>System.Uri</c>: absolute and relative, with queries, fragments, non-ASCII hosts and paths, and the empty URI;
/// as members, and as items and dictionary values.
/// </summary>
[GenerateBsonSerializer]
public class Links
{
    public int Id { get; set; }

    public Uri Home { get; set; } = new("https://example.com/");

    public Uri? Next { get; set; }

    public List<Uri>? Mirrors { get; set; }

    public Uri?[]? Hops { get; set; }

    public Dictionary<string, Uri>? ByName { get; set; }
}
