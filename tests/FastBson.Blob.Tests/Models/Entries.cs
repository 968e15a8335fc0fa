using System;
using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>
/// KeyValuePair members, which MemoryPack's KeyValuePairFormatter writes as the key then the value, or as the struct's
/// memory where both are unmanaged.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class Entries
{
    public KeyValuePair<string?, int> Named { get; set; }

    public KeyValuePair<int, long> Wide { get; set; }

    public KeyValuePair<byte, Guid> Keyed { get; set; }

    public List<KeyValuePair<string?, List<int>?>>? Lists { get; set; }

    public Dictionary<string, KeyValuePair<short, bool>>? ByName { get; set; }
}
