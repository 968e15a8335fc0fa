#if MONGODB_BSON_REGEX
using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// <c>Regex</c> values, as stored filters and validation rules are, where the driver's RegexSerializer reads and writes
/// null (2.19 and later): a BSON RegularExpression by default, the pattern as a String under
/// <c>[BsonRepresentation(BsonType.String)]</c>; plain, nullable, and as items, dictionary values and a tuple's item.
/// </summary>
[GenerateBsonSerializer]
public class Patterns
{
    public int Id { get; set; }

    public Regex Filter { get; set; } = new("a+");

    public Regex? Fallback { get; set; }

    public List<Regex?>? Rules { get; set; }

    public Regex[]? Alternatives { get; set; }

    public Dictionary<string, Regex>? ByField { get; set; }

    public Tuple<Regex, int>? Ranked { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Regex? AsText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<Regex>? TextRules { get; set; }
}
#endif
