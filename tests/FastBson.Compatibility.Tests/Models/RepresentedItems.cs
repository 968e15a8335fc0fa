using System;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;
using MongoDB.Bson.Serialization.Options;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Serializer options on collections and dictionaries: the driver applies them to the items' serializer (a dictionary's
/// values'), through every collection and <c>Nullable&lt;T&gt;</c> on the way (its IChildSerializerConfigurable chain).
/// An interface's serializer applies them to the implementation it creates (List&lt;T&gt;, HashSet&lt;T&gt;, Dictionary ...)
/// and writes any other runtime type (an array) with that type's own serializer, unconfigured.
/// </summary>
[GenerateBsonSerializer]
public class RepresentedItems
{
    public ObjectId Id { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<Color>? ColorNames { get; set; }

    [BsonRepresentation(BsonType.String)]
    public WideColor[]? WideNames { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<Color?>? MaybeColors { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public HashSet<Color>? ColorNumbers { get; set; }

    [BsonRepresentation(BsonType.ObjectId)]
    public List<string>? RefIds { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ObjectId[]? RefTexts { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public List<int>? Widened { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public ICollection<int>? WidenedCollection { get; set; }

    [BsonRepresentation(BsonType.String)]
    public IList<Color>? ColorList { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ISet<int>? NumberTexts { get; set; }

    [BsonRepresentation(BsonType.String)]
    public IEnumerable<IReadOnlyList<long>>? NestedTexts { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public IDictionary<string, int>? WideCounts { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
    public List<long>? Wrapped { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Dictionary<string, decimal>? PriceTexts { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public Dictionary<string, decimal?>? Prices { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public IReadOnlyDictionary<string, decimal?>? PriceView { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<List<long>>? Grid { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Dictionary<string, List<double>>? Series { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Collection<char>? Letters { get; set; }

    [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Milliseconds)]
    public List<TimeSpan>? Laps { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public TimeSpan?[]? Waits { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<DateTimeOffset>? Stamps { get; set; }

    [BsonDateTimeOptions(Representation = BsonType.String)]
    public List<DateTime>? Times { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Unspecified)]
    public Dictionary<string, DateTime?>? Deadlines { get; set; }
}
