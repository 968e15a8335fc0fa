using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// bool in each representation <c>[BsonRepresentation]</c> selects (Boolean, Int32, Int64, Double, Decimal128, String),
/// plain, nullable and as the items of a list, and a string as Symbol, plain and as the items of a list and a dictionary's
/// values.
/// </summary>
[GenerateBsonSerializer]
public class RepresentedFlags
{
    public int Id { get; set; }

    [BsonRepresentation(BsonType.Boolean)]
    public bool Plain { get; set; }

    [BsonRepresentation(BsonType.Int32)]
    public bool FlagAsInt32 { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public bool? MaybeFlagAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public bool FlagAsDouble { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public bool? MaybeFlagAsDecimal128 { get; set; }

    [BsonRepresentation(BsonType.String)]
    public bool FlagText { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
    public bool? MaybeFlagAsInt32 { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<bool>? FlagTexts { get; set; }

    [BsonRepresentation(BsonType.Symbol)]
    public string? Code { get; set; }

    [BsonRepresentation(BsonType.Symbol)]
    public List<string?>? Codes { get; set; }

    [BsonRepresentation(BsonType.Symbol)]
    public Dictionary<string, string>? CodesByName { get; set; }
}
