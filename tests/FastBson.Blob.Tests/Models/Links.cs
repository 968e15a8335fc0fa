using System;
using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>Uri and Version, which MemoryPack's well-known formatters write as a string and as an object of four ints.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Links
{
    public Uri? Home { get; set; }

    public Version? Release { get; set; }

    public List<Uri?>? Mirrors { get; set; }
}
