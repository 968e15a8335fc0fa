using System.Collections.Generic;
using FastBson;

namespace FastBson.Blob.Tests.Models;

/// <summary>
/// Nullables of KeyValuePairs that hold a reference, which MemoryPack's NullableFormatter writes as an object of one member,
/// the pair (or the null object header).
/// </summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class MaybePairs
{
    public KeyValuePair<string?, int>? Maybe { get; set; }

    public List<KeyValuePair<string, Leaf?>?>? Maybes { get; set; }
}
