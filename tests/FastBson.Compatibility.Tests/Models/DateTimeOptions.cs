using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// DateTimes under <c>[BsonDateTimeOptions]</c> with each kind they are read back with, in the String, Int64 and
/// Document representations it or <c>[BsonRepresentation]</c> selects, and both on one member.
/// </summary>
[GenerateBsonSerializer]
public class DateTimeKinds
{
    public int Id { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local)]
    public DateTime Local { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Unspecified)]
    public DateTime? Unspecified { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Utc)]
    public DateTime Utc { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = BsonType.DateTime)]
    public DateTime? MaybeLocal { get; set; }

    [BsonDateTimeOptions(Representation = BsonType.String)]
    public DateTime Text { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = BsonType.String)]
    public DateTime? LocalText { get; set; }

    [BsonRepresentation(BsonType.String)]
    public DateTime? RepresentedText { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    public DateTime Ticks { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Unspecified, Representation = BsonType.Int64)]
    public DateTime? UnspecifiedTicks { get; set; }

    [BsonRepresentation(BsonType.DateTime)]
    public DateTime Instant { get; set; }

    [BsonDateTimeOptions(Representation = BsonType.Document)]
    public DateTime AsDocument { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = BsonType.Document)]
    public DateTime? LocalDocument { get; set; }

    [BsonRepresentation(BsonType.Document)]
    public DateTime? RepresentedDocument { get; set; }

    // Both attributes, applied in order: the options replace an earlier representation; a later one keeps their kind.
    [BsonDateTimeOptions(Kind = DateTimeKind.Local)]
    [BsonRepresentation(BsonType.String)]
    public DateTime? LocalThenText { get; set; }

    [BsonRepresentation(BsonType.Int64)]
    [BsonDateTimeOptions(Kind = DateTimeKind.Unspecified, Representation = BsonType.Document)]
    public DateTime Int64ThenUnspecifiedDocument { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = BsonType.Int64)]
    [BsonRepresentation(BsonType.DateTime)]
    public DateTime LocalInt64ThenInstant { get; set; }
}
