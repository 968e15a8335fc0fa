using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

#pragma warning disable CS0618 // SerializeDefaultValue is obsolete, but the driver still honours it, so the generated code must too

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// The member attributes: [BsonId] on a member not named Id, renamed elements (non-ASCII, dotted),
/// Order, [BsonIgnore], IgnoreIfNull, IgnoreIfDefault, default values (written or not) and required members.
/// </summary>
[GenerateBsonSerializer]
public class Attributed
{
    [BsonElement("größe")]
    public int Size { get; set; }

    [BsonId]
    public int Key { get; set; }

    [BsonElement("名前")]
    public string? Name { get; set; }

    [BsonElement("emoji😀")]
    public double Score { get; set; }

    [BsonElement("a.b")]
    public int Dotted { get; set; }

    [BsonElement(Order = 1)]
    public string? First { get; set; }

    [BsonElement("second", Order = 2)]
    public int Second { get; set; }

    [BsonIgnore]
    public string? Ignored { get; set; }

    [BsonIgnoreIfNull]
    public string? MaybeText { get; set; }

    [BsonIgnoreIfNull]
    public List<int>? MaybeList { get; set; }

    [BsonIgnoreIfNull]
    public int? MaybeInt { get; set; }

    [BsonIgnoreIfNull]
    public Leaf? MaybeLeaf { get; set; }

    [BsonIgnoreIfDefault]
    public int ZeroSkipped { get; set; }

    [BsonIgnoreIfDefault]
    public string? NullSkipped { get; set; }

    [BsonIgnoreIfDefault]
    public DateTime DateSkipped { get; set; }

    [BsonIgnoreIfDefault]
    public decimal DecimalSkipped { get; set; }

    [BsonIgnoreIfDefault]
    public ObjectId ObjectIdSkipped { get; set; }

    [BsonIgnoreIfDefault]
    public Color ColorSkipped { get; set; }

    [BsonIgnoreIfDefault]
    public bool? NullableSkipped { get; set; }

    // -0.0 equals 0.0, so both are skipped; NaN is written.
    [BsonIgnoreIfDefault]
    public double DoubleSkipped { get; set; }

    [BsonDefaultValue(42)]
    public int DefaultedInt { get; set; }

    [BsonDefaultValue("fallback")]
    public string? DefaultedText { get; set; }

#if MONGODB_BSON_3
    // 3.x dropped SerializeDefaultValue; false meant what IgnoreIfDefault says.
    [BsonDefaultValue(7L)]
    [BsonIgnoreIfDefault]
#else
    [BsonDefaultValue(7L, SerializeDefaultValue = false)]
#endif
    public long DefaultNotWritten { get; set; }

#if MONGODB_BSON_3
    [BsonDefaultValue(1.5)]
    [BsonIgnoreIfDefault]
#else
    [BsonDefaultValue(1.5, SerializeDefaultValue = false)]
#endif
    public double DefaultDoubleNotWritten { get; set; }

    [BsonDefaultValue(Color.Blue)]
    public Color DefaultColor { get; set; }

#if MONGODB_BSON_3
    [BsonDefaultValue(true)]
#else
    [BsonDefaultValue(true, SerializeDefaultValue = true)]
#endif
    public bool DefaultTrue { get; set; }

    [BsonDefaultValue(null)]
    public string? DefaultNull { get; set; }

    [BsonDefaultValue(5)]
    [BsonIgnoreIfDefault]
    public int FiveSkipped { get; set; }

    [BsonRequired]
    public int RequiredInt { get; set; }

    [BsonRequired]
    public string? RequiredText { get; set; }

    [BsonRequired]
    [BsonElement("reqLeaf")]
    public Leaf? RequiredLeaf { get; set; }
}
