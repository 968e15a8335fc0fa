using System;
using System.Collections.Generic;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>Dictionary&lt;string, T&gt; with every owned value kind.</summary>
[GenerateBsonSerializer]
public class Dictionaries
{
    public long Id { get; set; }

    public Dictionary<string, int>? Ints { get; set; }

    public Dictionary<string, string?>? Strings { get; set; }

    public Dictionary<string, double?>? NullableDoubles { get; set; }

    public Dictionary<string, Leaf?>? Leaves { get; set; }

    public Dictionary<string, DateTime>? Dates { get; set; }

    public Dictionary<string, decimal>? Decimals { get; set; }

    public Dictionary<string, byte[]?>? Blobs { get; set; }

    public Dictionary<string, ObjectId>? ObjectIds { get; set; }

    public Dictionary<string, Color>? Colors { get; set; }

    public Dictionary<string, bool>? Flags { get; set; }

    public Dictionary<string, long?>? NullableLongs { get; set; }
}
