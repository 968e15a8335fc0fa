using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Members whose serializer <c>[BsonRepresentation]</c> configures: a string id as ObjectId, enums of every underlying
/// type as their names, ObjectIds as strings, plain and nullable, and representations a type writes anyway; then those
/// the driver's serializer still serves (collections the attribute reaches the items of, numbers converted).
/// </summary>
[GenerateBsonSerializer]
public class Represented
{
    [BsonRepresentation(BsonType.ObjectId)]
    public string? Id { get; set; }

    [BsonRepresentation(BsonType.ObjectId)]
    public string? OwnerId { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Color Color { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Color? MaybeColor { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ByteLevel Byte { get; set; }

    [BsonRepresentation(BsonType.String)]
    public SByteLevel SByte { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ShortLevel Short { get; set; }

    [BsonRepresentation(BsonType.String)]
    public UShortLevel UShort { get; set; }

    [BsonRepresentation(BsonType.String)]
    public UIntLevel UInt { get; set; }

    [BsonRepresentation(BsonType.String)]
    public WideColor Long { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ULongLevel? MaybeULong { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Permissions Permissions { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ObjectId Ref { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ObjectId? MaybeRef { get; set; }

    [BsonRepresentation(BsonType.String)]
    public string? Text { get; set; }

    [BsonRepresentation(BsonType.ObjectId)]
    public ObjectId Plain { get; set; }

    [BsonRepresentation(BsonType.Int32)]
    public Color Int32Color { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public WideColor Int64Wide { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public Color ColorAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public UIntLevel? UIntAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public SByteLevel SByteAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public decimal Price { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public decimal? MaybePrice { get; set; }

    [BsonRepresentation(BsonType.String)]
    public decimal PriceText { get; set; }

    // Served by the driver's serializer: the attribute configures the items' serializer, or converts numbers.
    [BsonRepresentation(BsonType.Double, AllowTruncation = true)]
    public decimal Approximate { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<Color>? Colors { get; set; }

    [BsonRepresentation(BsonType.String)]
    public int Count { get; set; }
}

/// <summary>A flags enum, written by the driver as "A, B" for a combination.</summary>
[Flags]
public enum Permissions
{
    None = 0,
    Read = 1,
    Write = 2,
    Delete = 4,
    All = Read | Write | Delete,
}
