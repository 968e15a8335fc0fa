using System;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Models;

/// <summary>
/// A document whose nested content the span writer writes in one piece: a list of lines, a dictionary of labels and a
/// nested line, each of kinds it writes itself. Its own types, so that the tests that make the span writer leave a value
/// to the writer change no other test's path.
/// </summary>
[GenerateBsonSerializer]
public class SpanWriteOrder
{
    public long Id { get; set; }

    public SpanWriteStatus Status { get; set; }

    public List<SpanWriteLine?>? Lines { get; set; }

    public Dictionary<string, string?>? Labels { get; set; }

    public SpanWriteLine? Main { get; set; }

    public List<List<int>>? Grid { get; set; }
}

/// <summary>A line of <see cref="SpanWriteOrder"/>: every scalar kind the span writer writes, plain and nullable.</summary>
[GenerateBsonSerializer]
[BsonKnownTypes(typeof(SpanWriteGiftLine))]
public class SpanWriteLine
{
    public string? Name { get; set; }

    public int Quantity { get; set; }

    public long Code { get; set; }

    public double Price { get; set; }

    public decimal Amount { get; set; }

    public bool? Gift { get; set; }

    public DateTime Due { get; set; }

    public SpanWriteStatus? Status { get; set; }

    public SpanWriteRank Rank { get; set; }

    public SpanWriteMask Mask { get; set; }

    public SpanWriteFlags? Flags { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Int64)]
    public SpanWriteStatus Stage { get; set; }

    [BsonIgnoreIfNull]
    public string? Note { get; set; }

    [BsonIgnoreIfDefault]
    public int Discount { get; set; }
}

/// <summary>A subclass, which the driver writes with a discriminator: the span writer leaves it to the writer.</summary>
[GenerateBsonSerializer]
public class SpanWriteGiftLine : SpanWriteLine
{
    public string? Message { get; set; }
}

/// <summary>A tree, to reach the writer's depth limit.</summary>
[GenerateBsonSerializer]
public class SpanWriteNode
{
    public int Value { get; set; }

    public List<SpanWriteNode>? Children { get; set; }
}

/// <summary>Holds a tree as nested content.</summary>
[GenerateBsonSerializer]
public class SpanWriteTree
{
    public int Id { get; set; }

    public SpanWriteNode? Root { get; set; }
}

public enum SpanWriteStatus
{
    Open,
    Shipped,
    Closed,
}

/// <summary>Lines of which some are subclasses: a value the span writer leaves to the writer, for good at this site.</summary>
[GenerateBsonSerializer]
public class SpanWriteGiftBox
{
    public int Id { get; set; }

    public List<SpanWriteLine?>? Lines { get; set; }
}

/// <summary>An enum over long, written as Int64.</summary>
public enum SpanWriteRank : long
{
    Low = -1L << 40,
    High = 1L << 40,
}

/// <summary>An enum over ulong, whose bits the driver writes as an Int64.</summary>
public enum SpanWriteMask : ulong
{
    None = 0,
    All = ulong.MaxValue,
}

/// <summary>An enum over uint, whose bits the driver writes as an Int32.</summary>
public enum SpanWriteFlags : uint
{
    None = 0,
    Top = 0x8000_0000,
}

/// <summary>
/// A document whose nested content holds the kinds whose span writes follow the driver's serializer at run time or convert
/// with a check: Guids (in the representation of the place's GuidSerializer), DateTimeOffsets (an array or a document, one
/// more level of the writer's depth), TimeSpans (text), floats and the small and unsigned integers.
/// </summary>
[GenerateBsonSerializer]
public class SpanWriteEvent
{
    public long Id { get; set; }

    public List<SpanWriteMeasure?>? Measures { get; set; }

    public Dictionary<string, Guid>? Keys { get; set; }

    public List<DateTimeOffset>? Times { get; set; }

    public List<uint>? Counts { get; set; }

    public List<ulong?>? Totals { get; set; }

    public SpanWriteMeasure? Main { get; set; }
}

/// <summary>
/// A measure of <see cref="SpanWriteEvent"/>: each of those kinds, plain and nullable, Guids in every form an attribute
/// gives, and the values written as text or parsed from it (enums and ObjectIds as strings, a string as an ObjectId, a
/// 2.x Decimal128).
/// </summary>
[GenerateBsonSerializer]
public class SpanWriteMeasure
{
    public Guid Key { get; set; }

    public Guid? MaybeKey { get; set; }

    [BsonGuidRepresentation(MongoDB.Bson.GuidRepresentation.Standard)]
    public Guid StandardKey { get; set; }

    [BsonGuidRepresentation(MongoDB.Bson.GuidRepresentation.JavaLegacy)]
    public Guid JavaKey { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public Guid TextKey { get; set; }

    public DateTimeOffset At { get; set; }

    public DateTimeOffset? MaybeAt { get; set; }

    public TimeSpan Took { get; set; }

    public TimeSpan? MaybeTook { get; set; }

    public float Ratio { get; set; }

    public float? MaybeRatio { get; set; }

    public short Small { get; set; }

    public ushort Port { get; set; }

    public byte Level { get; set; }

    public sbyte Delta { get; set; }

    public char Grade { get; set; }

    public uint Count { get; set; }

    public uint? MaybeCount { get; set; }

    public ulong Total { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public SpanWriteStatus StatusText { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public SpanWriteMask? MaybeMaskText { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public MongoDB.Bson.ObjectId OidText { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.ObjectId)]
    public string? RefId { get; set; }

    /// <summary>A long-based enum as Int32: a checked conversion, past int's range the driver's OverflowException.</summary>
    [BsonRepresentation(MongoDB.Bson.BsonType.Int32)]
    public SpanWriteRank RankNumber { get; set; }

    /// <summary>A ulong-based enum as Int32: the bits of a checked uint, past uint's range the driver's OverflowException.</summary>
    [BsonRepresentation(MongoDB.Bson.BsonType.Int32)]
    public SpanWriteMask? MaybeMaskNumber { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Int32)]
    public bool OpenFlag { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Int64)]
    public bool? MaybeLongFlag { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Double)]
    public bool DoubleFlag { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Decimal128)]
    public bool ExactFlag { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public bool? TextFlag { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public DateTimeOffset AtText { get; set; }

#if MONGODB_BSON_OFFSET_INSTANTS
    [BsonRepresentation(MongoDB.Bson.BsonType.DateTime)]
    public DateTimeOffset? MaybeAtInstant { get; set; }
#endif

    [BsonRepresentation(MongoDB.Bson.BsonType.Int64)]
    public DateTime DueTicks { get; set; }

    [BsonDateTimeOptions(Representation = MongoDB.Bson.BsonType.String)]
    public DateTime? MaybeDueText { get; set; }

    [BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = MongoDB.Bson.BsonType.String)]
    public DateTime LocalDueText { get; set; }

    /// <summary>A String in 2.x (the driver's text of it), a Decimal128 in 3.x.</summary>
    public MongoDB.Bson.Decimal128 Exact { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Decimal128)]
    public decimal Price { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.String)]
    public decimal PriceText { get; set; }

    /// <summary>As the default DecimalSerializer writes it (String in 2.x, Decimal128 in 3.x), through the NullableSerializer.</summary>
    public decimal? MaybePrice { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Decimal128)]
    public decimal? MaybeExactPrice { get; set; }

    [BsonTimeSpanOptions(MongoDB.Bson.BsonType.Int64, MongoDB.Bson.Serialization.Options.TimeSpanUnits.Milliseconds)]
    public TimeSpan Wait { get; set; }

    [BsonTimeSpanOptions(MongoDB.Bson.BsonType.Double, MongoDB.Bson.Serialization.Options.TimeSpanUnits.Seconds)]
    public TimeSpan? MaybeWait { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Int32)]
    public TimeSpan ShortWait { get; set; }

    public Uri? Link { get; set; }

    public Version? Release { get; set; }

#if MONGODB_BSON_HALF
    public Half Gain { get; set; }
#endif

#if MONGODB_BSON_DATEONLY
    public DateOnly Day { get; set; }

    public TimeOnly? Clock { get; set; }

    [BsonRepresentation(MongoDB.Bson.BsonType.Int32)]
    public TimeOnly ClockTicks32 { get; set; }

    [BsonTimeOnlyOptions(MongoDB.Bson.BsonType.Double, MongoDB.Bson.Serialization.Options.TimeOnlyUnits.Milliseconds)]
    public TimeOnly ClockMilliseconds { get; set; }
#endif
}

/// <summary>
/// BsonValues for the span writer: a member of BsonValue and of a few of its classes (C# null among their values, the
/// driver's <c>{ _csharpnull: true }</c>), and lists and dictionaries of them, at the top and in a nested document; and the
/// values the writer writes as binary or text of their own (a byte array, as Binary and as hex text; a string as a
/// Symbol); and <c>object</c> members, items and dictionary values holding the values the driver's ObjectSerializer writes
/// as plain BSON values (enums among them, by their underlying type).
/// </summary>
[GenerateBsonSerializer]
public class SpanWriteValues
{
    public long Id { get; set; }

    public BsonValue? Any { get; set; }

    public BsonDocument? Document { get; set; }

    public BsonArray? Array { get; set; }

    public BsonBinaryData? Binary { get; set; }

    public BsonRegularExpression? Pattern { get; set; }

    public BsonJavaScriptWithScope? Script { get; set; }

    public List<BsonValue>? Values { get; set; }

    public Dictionary<string, BsonDocument>? Documents { get; set; }

    public byte[]? Data { get; set; }

    [BsonRepresentation(BsonType.String)]
    public byte[]? HexData { get; set; }

    [BsonRepresentation(BsonType.Symbol)]
    public string? Tag { get; set; }

    public List<byte[]?>? Chunks { get; set; }

    public object? Anything { get; set; }

    public List<object?>? Objects { get; set; }

    public Dictionary<string, object?>? ObjectsByKey { get; set; }

    public SpanWriteValues? Nested { get; set; }
}

/// <summary>An enum over <c>short</c>: the driver's ObjectSerializer writes it as an Int32 (its type code is Int16's).</summary>
public enum SpanWriteShortKind : short
{
    Low = short.MinValue,
    Seven = 7,
}

/// <summary>An enum over <c>byte</c>: not a plain value to the driver's ObjectSerializer, which writes it with a discriminator.</summary>
public enum SpanWriteByteKind : byte
{
    Zero,
    Max = byte.MaxValue,
}

/// <summary>An enum over <c>long</c>: written as an Int64.</summary>
public enum SpanWriteLongKind : long
{
    Low = long.MinValue,
    One = 1,
}
