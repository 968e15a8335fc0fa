using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>[BsonIgnoreExtraElements]: unknown elements are skipped instead of rejected.</summary>
[GenerateBsonSerializer]
[BsonIgnoreExtraElements]
public class IgnoresExtras
{
    public int Id { get; set; }

    public string? Name { get; set; }

    public List<Leaf>? Leaves { get; set; }

    [BsonDefaultValue(3)]
    public int Defaulted { get; set; }
}
