using System;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>Every owned scalar kind as Nullable&lt;T&gt;, as public fields; the id is a nullable long.</summary>
[GenerateBsonSerializer]
public class NullableScalars
{
    public long? Id;

    public bool? Flag;

    public int? Int;

    public long? Long;

    public double? Double;

    public decimal? Decimal;

    public DateTime? When;

    public ObjectId? Reference;

    public Color? Color;
}
