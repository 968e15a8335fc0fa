using System;
using System.Collections.Generic;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// An immutable class: get-only properties and one constructor that takes them all, so the driver's
/// ImmutableTypeClassMapConvention maps the properties and creates the object through the constructor.
/// </summary>
[GenerateBsonSerializer]
public class ImmutableOrder
{
    public ImmutableOrder(int id, string? customer, List<Leaf>? lines, decimal total, DateTime placed, Color color)
    {
        Id = id;
        Customer = customer;
        Lines = lines;
        Total = total;
        Placed = placed;
        Color = color;
    }

    public int Id { get; }

    public string? Customer { get; }

    public List<Leaf>? Lines { get; }

    public decimal Total { get; }

    public DateTime Placed { get; }

    public Color Color { get; }

    /// <summary>Computed, and named by no parameter: not mapped.</summary>
    public int LineCount => Lines?.Count ?? 0;
}

/// <summary>
/// A record whose properties are get-only (declared in its body, initialized from the primary constructor): no
/// settable property, so the primary constructor is its creator.
/// </summary>
[GenerateBsonSerializer]
public record GetOnlyRecord(long Id, string? Name, double? Score, List<string>? Tags)
{
    public long Id { get; } = Id;

    public string? Name { get; } = Name;

    public double? Score { get; } = Score;

    public List<string>? Tags { get; } = Tags;
}

/// <summary>
/// <c>[BsonConstructor]</c> matched by parameter names, a get-only member mapped with <c>[BsonElement]</c>, members the
/// constructor does not take (set after it, when their elements are present), a default value, and a constructor that
/// refuses a value (the driver wraps its exception in a TargetInvocationException).
/// </summary>
[GenerateBsonSerializer]
public class AttributedConstructor
{
    public AttributedConstructor()
    {
        Code = "parameterless";
    }

    [BsonConstructor]
    public AttributedConstructor(int id, string code)
    {
        if (code == "refused")
        {
            throw new ArgumentException("The code 'refused' is refused.", nameof(code));
        }

        Id = id;
        Code = code;
        Note = "set by the constructor";
    }

    public int Id { get; }

    [BsonElement("c")]
    public string Code { get; }

    public string? Note { get; set; }

    [BsonDefaultValue(7)]
    public int Level { get; set; } = 1;

    public List<int>? Numbers { get; private set; }
}

/// <summary>
/// <c>[BsonConstructor]</c> naming its members, and a second one: the driver calls the one with the most arguments
/// present, then the most default values, the first on a tie. A read-only member with a default value.
/// </summary>
[GenerateBsonSerializer]
public class TwoConstructors
{
    [BsonConstructor("Key")]
    public TwoConstructors(string key)
    {
        Key = key;
        Made = "one";
    }

    [BsonConstructor("Key", "Size", "Label")]
    public TwoConstructors(string key, int size, string? label)
    {
        Key = key;
        Size = size;
        Label = label;
        Made = "three";
    }

    [BsonId]
    public string Key { get; }

    [BsonElement]
    public int Size { get; }

    [BsonElement]
    [BsonDefaultValue("none")]
    public string? Label { get; }

    [BsonElement]
    public string? Made { get; private set; }
}

/// <summary>
/// A static factory method with <c>[BsonFactoryMethod]</c> and a private constructor. A required member set after it,
/// and a required read-only one, which the driver does not check as required (a missing one leaves no creator to call).
/// </summary>
[GenerateBsonSerializer]
public class FactoryMade
{
    private FactoryMade(long? id, long amount)
    {
        Id = id;
        Amount = amount;
    }

    [BsonElement]
    public long? Id { get; }

    [BsonElement]
    [BsonRequired]
    public long Amount { get; }

    [BsonRequired]
    public string? Memo { get; set; }

    [BsonFactoryMethod("Id", "Amount")]
    public static FactoryMade Create(long? id, long amount) => new(id, amount);
}

/// <summary>
/// An immutable class with an extra-elements member: the driver keeps the unknown elements in its dictionary of values
/// under the member's element name and, the constructor not taking them, sets the member after it.
/// </summary>
[GenerateBsonSerializer]
public class ImmutableWithExtras
{
    public ImmutableWithExtras(int id, string? name)
    {
        Id = id;
        Name = name;
    }

    public int Id { get; }

    public string? Name { get; }

    [BsonExtraElements]
    public MongoDB.Bson.BsonDocument? Rest { get; private set; }
}

/// <summary>
/// The same with a dictionary, taken by a constructor when the document has extra elements (the driver's values then hold
/// them), else the other constructor is the one that matches.
/// </summary>
[GenerateBsonSerializer]
public class ConstructedWithExtras
{
    [BsonConstructor("Id")]
    public ConstructedWithExtras(int id)
    {
        Id = id;
    }

    [BsonConstructor("Id", "ExtraElements")]
    public ConstructedWithExtras(int id, IDictionary<string, object>? extraElements)
    {
        Id = id;
        ExtraElements = extraElements ?? new Dictionary<string, object> { ["made"] = "by the constructor" };
    }

    [BsonElement]
    public int Id { get; }

    public IDictionary<string, object>? ExtraElements { get; set; }
}
