using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Registration.Tests;

/// <summary>An entity whose ObjectId is generated on insert, like most MongoDB documents.</summary>
[GenerateBsonSerializer]
public class Customer
{
    public ObjectId Id { get; set; }

    [BsonElement("name")]
    public string Name { get; set; } = string.Empty;

    public List<Address> Addresses { get; set; } = new();
}

/// <summary>A nested document without an id.</summary>
[GenerateBsonSerializer]
[BsonNoId]
public class Address
{
    public string City { get; set; } = string.Empty;

    public int Zip { get; set; }
}

/// <summary>A string id stored as an ObjectId: the driver's StringObjectIdGenerator fills it.</summary>
[GenerateBsonSerializer]
public class Ticket
{
    [BsonId]
    [BsonRepresentation(BsonType.ObjectId)]
    public string? Key { get; set; }

    public int Seats { get; set; }
}

/// <summary>
/// A type whose element names a run-time convention changes (camelCase, registered by
/// <see cref="RegistrationFixture"/>): the generated serializer cannot follow that, so registration must fail
/// with a message naming the difference instead of writing different bytes.
/// </summary>
[GenerateBsonSerializer]
public class DriftedByConvention
{
    public int Id { get; set; }

    public string DisplayName { get; set; } = string.Empty;
}

/// <summary>
/// A generated type that nests the drifted type as a member and as list items: its own mapping matches the driver,
/// so it stays generated, but it must write and read the nested values in the driver's form.
/// </summary>
[GenerateBsonSerializer]
public class HoldsDrifted
{
    public int Id { get; set; }

    public DriftedByConvention? Single { get; set; }

    public List<DriftedByConvention> Many { get; set; } = new();
}

/// <summary>A base entity: its members come first in the class map of every class derived from it.</summary>
public abstract class EntityBase
{
    public ObjectId Id { get; set; }

    [BsonElement("v")]
    protected int Version { get; set; }
}

/// <summary>A derived document: the drift check compares the whole chain with the driver's class map.</summary>
[GenerateBsonSerializer]
public class Supplier : EntityBase
{
    public string Name { get; set; } = string.Empty;
}

/// <summary>
/// A generated type whose known subclass, left to the driver, has a mapping attribute the driver refuses
/// (<c>[BsonDictionaryOptions]</c> on an <c>int</c>). The driver maps known types with the class, so building the class
/// map of this type throws the first time; registration must name it and leave it to the driver, not abort.
/// </summary>
[GenerateBsonSerializer]
[BsonKnownTypes(typeof(RefusingSubclass))]
public class RefusedBySubclass
{
    public int Id { get; set; }

    public string? Name { get; set; }
}

/// <summary>The subclass whose mapping the driver refuses (NotSupportedException).</summary>
public class RefusingSubclass : RefusedBySubclass
{
    // The build warns of this mistake (FBSON101, in the build of RefusedBySubclass); here it is the point.
#pragma warning disable FBSON101
    [BsonDictionaryOptions(MongoDB.Bson.Serialization.Options.DictionaryRepresentation.ArrayOfArrays)]
    public int Count { get; set; }
#pragma warning restore FBSON101
}
