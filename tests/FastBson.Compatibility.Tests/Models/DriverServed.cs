using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Members that were once handed to the driver's own serializer (FBSON100): types the generated code did not read
/// itself, and owned types whose serializer an attribute configures. Most are owned since (Guid, number, char, byte
/// and DateTimeOffset representations, nested collections, RawBsonDocument ...); some still go to the driver (a
/// DateTime as Document, a member's own <c>[BsonSerializer]</c>). The model keeps them all, as a corpus for both.
/// </summary>
[GenerateBsonSerializer]
public class DriverServed
{
    public int Id { get; set; }

    [BsonGuidRepresentation(GuidRepresentation.Standard)]
    public Guid StandardGuid { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Guid StringGuid { get; set; }

    [BsonRepresentation(BsonType.String)]
    public float Single { get; set; }

    [BsonRepresentation(BsonType.String)]
    public char Letter { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public short Short { get; set; }

    [BsonRepresentation(BsonType.Binary)]
    public byte Byte { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Milliseconds)]
    public TimeSpan Duration { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateTimeOffset Offset { get; set; }

    public List<List<int>>? Matrix { get; set; }

    public HashSet<int>? Set { get; set; }

    public WideColor WideColor { get; set; }

    [BsonRepresentation(BsonType.String)]
    public int IntAsString { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public decimal DecimalAs128 { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public int IntAsInt64 { get; set; }

    [BsonDateTimeOptions(DateOnly = false, Kind = DateTimeKind.Utc, Representation = BsonType.Document)]
    public DateTime DateAsDocument { get; set; }

    public Dictionary<string, List<int>>? ListsByKey { get; set; }

    public IDictionary<string, int>? DictionaryInterface { get; set; }

    [BsonDictionaryOptions(MongoDB.Bson.Serialization.Options.DictionaryRepresentation.ArrayOfArrays)]
    public Dictionary<string, int>? PairsAsArrays { get; set; }

    public RawBsonDocument? Raw { get; set; }

    [BsonSerializer(typeof(ObjectSerializer))]
    public object? Anything { get; set; }

    public string Owned { get; set; } = string.Empty;
}
