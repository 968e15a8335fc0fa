using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// Members whose serializer <c>[BsonRepresentation]</c> configures: a string id as ObjectId, enums of every underlying
/// type as their names, ObjectIds as strings, plain and nullable, and representations a type writes anyway; then numbers
/// in another representation, byte, sbyte and char in theirs, a Version as String and as Document, and a collection the
/// attribute reaches the items of.
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

    [BsonRepresentation(BsonType.Double, AllowTruncation = true)]
    public decimal Approximate { get; set; }

    // Decimal128 in the two representations it writes every value in (its edges are RepresentedNumberEdges').
    [BsonRepresentation(BsonType.String)]
    public Decimal128 Decimal128Text { get; set; }

    [BsonRepresentation(BsonType.Decimal128, AllowOverflow = true)]
    public Decimal128? MaybeDecimal128 { get; set; }

    // Served by the driver's serializer: the attribute configures the items' serializer.
    [BsonRepresentation(BsonType.String)]
    public List<Color>? Colors { get; set; }

    // Numbers in another representation: only conversions the driver makes for every value (a seeded instance must be
    // writable); the edge cases, overflow and truncation among them, are RepresentedNumberEdges'.
    [BsonRepresentation(BsonType.String)]
    public int Count { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public int IntAsInt64 { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public int? IntAsDouble { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public int IntAsDecimal128 { get; set; }

    [BsonRepresentation(BsonType.String)]
    public long LongText { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public long? LongAsDecimal128 { get; set; }

    [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
    public long LongWrapped { get; set; }

    [BsonRepresentation(BsonType.Double, AllowTruncation = true)]
    public long LongRounded { get; set; }

    [BsonRepresentation(BsonType.String)]
    public double DoubleText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public double? MaybeDoubleText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public float SingleText { get; set; }

    [BsonRepresentation(BsonType.Double, AllowOverflow = true)]
    public float SingleOverflowing { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public uint UIntWide { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ushort UShortText { get; set; }

    [BsonRepresentation(BsonType.Double)]
    public short? ShortAsDouble { get; set; }

    [BsonRepresentation(BsonType.String)]
    public ulong ULongText { get; set; }

    [BsonRepresentation(BsonType.Decimal128)]
    public ulong ULongAsDecimal128 { get; set; }

    // byte, sbyte and char in each representation their serializers accept (they take no converter: AllowOverflow changes
    // nothing), and a Version in the one it has anyway. Their edge cases are SmallNumberRepresentationTests'.
    [BsonRepresentation(BsonType.Int32)]
    public byte ByteAsInt32 { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public byte ByteAsInt64 { get; set; }

    [BsonRepresentation(BsonType.String)]
    public byte ByteText { get; set; }

    [BsonRepresentation(BsonType.Binary)]
    public byte ByteAsBinary { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public sbyte? MaybeSByteAsInt64 { get; set; }

    [BsonRepresentation(BsonType.String, AllowOverflow = true)]
    public sbyte SByteText { get; set; }

    [BsonRepresentation(BsonType.Binary)]
    public sbyte? MaybeSByteAsBinary { get; set; }

    [BsonRepresentation(BsonType.Int32)]
    public char? MaybeCharAsInt32 { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public char CharAsInt64 { get; set; }

    [BsonRepresentation(BsonType.String)]
    public char CharText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public char? MaybeCharText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Version? Release { get; set; }

    [BsonRepresentation(BsonType.Document)]
    public Version? ReleaseDocument { get; set; }

    // A decimal as the array of its bits, and bytes as their hex text (their edge cases are BitsAndHexRepresentationTests').
    [BsonRepresentation(BsonType.Array)]
    public decimal DecimalBits { get; set; }

    [BsonRepresentation(BsonType.Array)]
    public decimal? MaybeDecimalBits { get; set; }

    [BsonRepresentation(BsonType.String)]
    public byte[]? HexBytes { get; set; }

    [BsonRepresentation(BsonType.String)]
    public List<byte[]>? HexBlocks { get; set; }

    [BsonRepresentation(BsonType.Binary)]
    public byte[]? PlainBytes { get; set; }
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
