using System;
using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// A positional record: no parameterless constructor and init-only properties, so the driver's class map creates it
/// without running a constructor (no creator map: its properties are settable) and sets each property it reads.
/// </summary>
[GenerateBsonSerializer]
public record PositionalRecord(int Id, string Name, List<Leaf>? Leaves, decimal Amount, DateTime? At);

/// <summary>
/// A record with a body: members beyond the primary constructor, one with an initializer that no constructor runs (a
/// missing element leaves it null), an attribute-configured primary property, and a private-set property.
/// </summary>
[GenerateBsonSerializer]
public record RecordWithBody([property: BsonElement("t")] string? Title, long Count)
{
    public int Id { get; init; }

    public List<string>? Tags { get; init; } = new() { "made by the initializer" };

    [BsonIgnoreIfNull]
    public string? Note { get; private set; }
}

/// <summary>A class whose only constructor takes arguments, with a settable public property: created uninitialized too.</summary>
[GenerateBsonSerializer]
public class ParameterizedClass
{
    public ParameterizedClass(int id, string? name)
    {
        Id = id;
        Name = name ?? throw new ArgumentNullException(nameof(name));
    }

    public int Id { get; set; }

    public string Name { get; private set; }

    public double Ratio { get; set; } = 0.5;

    public int Twice => Id * 2;
}

/// <summary>The base of a record hierarchy, without a serializer of its own (so its subclass is read as itself).</summary>
public abstract record RecordBase(int Id);

/// <summary>A derived positional record: the base record's members first, then its own.</summary>
[GenerateBsonSerializer]
public sealed record DerivedRecord(int Id, string? Kind, Color Color) : RecordBase(Id);
