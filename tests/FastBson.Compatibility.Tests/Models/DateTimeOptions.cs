using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>DateTimes under <c>[BsonDateTimeOptions]</c> with each kind they are read back with, and a representation that stays with the driver.</summary>
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
}
