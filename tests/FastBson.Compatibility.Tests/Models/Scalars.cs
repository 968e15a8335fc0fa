using System;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>Every owned scalar kind, non-nullable, as properties.</summary>
[GenerateBsonSerializer]
public class Scalars
{
    public ObjectId Id { get; set; }

    public bool Flag { get; set; }

    public int Int { get; set; }

    public long Long { get; set; }

    public double Double { get; set; }

    public decimal Decimal { get; set; }

    public string? Text { get; set; }

    public DateTime When { get; set; }

    public ObjectId Reference { get; set; }

    public Color Color { get; set; }

    public byte[]? Bytes { get; set; }
}
