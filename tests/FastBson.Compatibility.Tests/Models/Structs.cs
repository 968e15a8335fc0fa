#if MONGODB_BSON_STRUCTS
using System;
using System.Collections.Generic;
using System.ComponentModel;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// A mutable struct (2.20 and later): the driver creates it uninitialized (it has no parameterless constructor, so its
/// initializer-free members start at zero) and sets each member on its boxed copy; a private-set property and a private
/// field through UnsafeAccessor, by reference; and extra elements, kept in the struct.
/// </summary>
[GenerateBsonSerializer]
public struct MutablePoint
{
    public ObjectId Id { get; set; }

    public int X { get; set; }

    public double Y;

    public string? Label { get; set; }

    public List<Leaf>? Leaves { get; set; }

    [BsonElement("when")]
    public DateTime? At { get; set; }

    public long Version { get; private set; }

    [BsonElement]
    private int _hidden;

    public int Hidden => _hidden;

    public Color Color { get; set; }

    [BsonExtraElements]
    public BsonDocument? Extras { get; set; }
}

/// <summary>
/// A readonly struct of get-only properties and one constructor that takes them all, so the driver's class map creates
/// it through that constructor (its creator map, ImmutableTypeClassMapConvention), with every value read first.
/// </summary>
[GenerateBsonSerializer]
public readonly struct Charge
{
    public Charge(decimal amount, string currency, long? cents)
    {
        Amount = amount;
        Currency = currency;
        Cents = cents;
    }

    public decimal Amount { get; }

    public string Currency { get; }

    public long? Cents { get; }
}

/// <summary>
/// A readonly record struct: its positional properties are init-only, which the driver counts as writable, so it is
/// created as zeros (no creator map) and each property set through its init accessor.
/// </summary>
[GenerateBsonSerializer]
public readonly record struct Reading(double Value, string? Unit);

/// <summary>
/// A positional record struct: settable properties, so it is created uninitialized and set member by member; with
/// ISupportInitialize implemented explicitly, whose calls must land on the value returned (visible in Calls).
/// </summary>
[GenerateBsonSerializer]
public record struct Sample(int Id, string? Name, List<int>? Values, Color Color) : ISupportInitialize
{
    public int Calls { get; set; }

    void ISupportInitialize.BeginInit() => Calls += 100;

    void ISupportInitialize.EndInit() => Calls += 1;
}

/// <summary>
/// A struct with an explicit parameterless constructor, which the driver runs (its initializer with it), and a member
/// that holds generated struct documents in a list and one in a nullable member.
/// </summary>
[GenerateBsonSerializer]
public struct Tally
{
    public Tally()
    {
        Unit = "pieces";
    }

    public int Id { get; set; }

    public string Unit { get; set; }

    public Charge Price { get; set; }

    public List<Sample>? Samples { get; set; }

    public MutablePoint? Origin { get; set; }

    public Reading Last { get; set; }
}
#endif
