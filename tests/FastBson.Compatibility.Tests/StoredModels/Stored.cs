using System;
using System.Collections.Generic;
using MongoDB.Bson;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.StoredModels;

/// <summary>
/// A document type that stores its blob beside its fields (outside Models/, whose types the Registered tests hold to the
/// driver's bytes: these write the blob too). It ignores extra elements, so the driver's class map reads its
/// documents too (the blob is an element it does not map): the oracle for the full documents.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredMarket
{
    public ObjectId Id { get; set; }

    public int EventId { get; set; }

    public string? Title { get; set; }

    public Color Status { get; set; }

    [BsonRepresentation(BsonType.String)]
    public Color Shade { get; set; }

    public DateTime Start { get; set; }

    public DateTime? Settled { get; set; }

    public decimal Margin { get; set; }

    public double? Limit { get; set; }

    public float Weight { get; set; }

    public bool InPlay { get; set; }

    public char Code { get; set; }

    public long Volume { get; set; }

    public TimeSpan Window { get; set; }

    public DateTimeOffset Opened { get; set; }

    [BsonIgnoreIfNull]
    public string? Note { get; set; }

    public List<StoredSelection?>? Selections { get; set; }

    public Dictionary<string, int>? Tags { get; set; }

    public string[]? Labels { get; set; }

    public List<DateTime>? Times { get; set; }

    public StoredSelection? Favourite { get; set; }
}

/// <summary>A nested document type with a blob codec: inside a StoredMarket it is written and read without a blob of its own.</summary>
[GenerateBsonSerializer(Blob = true)]
public sealed class StoredSelection
{
    public int Number { get; set; }

    public string? Name { get; set; }

    public double Price { get; set; }

    public bool Active { get; set; }

    public DateTime? Updated { get; set; }
}

/// <summary>A type that stores a blob under another name and does not ignore extra elements (the driver refuses its full documents).</summary>
[GenerateBsonSerializer(Blob = true, BlobElementName = "packed")]
public sealed class StoredStrict
{
    public int Id { get; set; }

    public string? Name { get; set; }

    [BsonRequired]
    public int Count { get; set; }
}

/// <summary>
/// A document type whose blob stores its strings in UTF-16 (<c>BlobStringEncoding.Utf16</c>), nested selections' too,
/// in MemoryPack's version-tolerant layout (its selections keep their own, default, layout).
/// </summary>
[GenerateBsonSerializer(Blob = true, BlobStringEncoding = BlobStringEncoding.Utf16, BlobLayout = BlobLayout.VersionTolerant)]
[BsonIgnoreExtraElements]
public sealed class StoredWords
{
    public ObjectId Id { get; set; }

    public string? Title { get; set; }

    public char Initial { get; set; }

    public List<StoredSelection?>? Selections { get; set; }

    public Dictionary<string, string?>? Labels { get; set; }

    public string[]? Notes { get; set; }
}

/// <summary>
/// An immutable class stored with its blob: created through its constructor (the driver's ImmutableTypeClassMapConvention)
/// from its fields, and from the blob's values when a document is projected to it.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredVoucher
{
    public StoredVoucher(ObjectId id, string? holder, decimal amount, List<string>? shops, Color color)
    {
        Id = id;
        Holder = holder;
        Amount = amount;
        Shops = shops;
        Color = color;
    }

    public ObjectId Id { get; }

    public string? Holder { get; }

    public decimal Amount { get; }

    public List<string>? Shops { get; }

    public Color Color { get; }
}

/// <summary>
/// A document type whose blob holds DateOnly, TimeOnly, Half, Int128 and UInt128, which MemoryPack copies as memory, and
/// Uri and Version, which its well-known formatters write. In
/// the fields, the values the driver has no serializer of (all of them before 3.x; Int128 and UInt128 in every version)
/// go through a serializer the member names, as an application's must; where the driver has DateOnlySerializer,
/// TimeOnlySerializer and HalfSerializer, members of the plain types, their nullables and lists go through the driver's.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredReading
{
    public ObjectId Id { get; set; }

    [BsonSerializer(typeof(InvariantTextSerializer<Int128>))]
    public Int128 Total { get; set; }

    [BsonSerializer(typeof(InvariantTextSerializer<UInt128>))]
    public UInt128 Mask { get; set; }

    [BsonSerializer(typeof(InvariantTextSerializer<DateOnly>))]
    public DateOnly Taken { get; set; }

    [BsonSerializer(typeof(InvariantTextSerializer<TimeOnly>))]
    public TimeOnly Time { get; set; }

    [BsonSerializer(typeof(InvariantTextSerializer<Half>))]
    public Half Gain { get; set; }

    public Uri? Link { get; set; }

    public Version? Release { get; set; }

    public List<Uri?>? Mirrors { get; set; }
#if MONGODB_BSON_DATEONLY

    public DateOnly Due { get; set; }

    public DateOnly? Closed { get; set; }

    public TimeOnly? Alarm { get; set; }

    public List<DateOnly>? Holidays { get; set; }

    public TimeOnly[]? Shifts { get; set; }
#endif
#if MONGODB_BSON_HALF

    public Half Level { get; set; }

    public Half? Peak { get; set; }

    public List<Half>? Levels { get; set; }
#endif
}

/// <summary>
/// A value written as its invariant text (a BSON String; the round-trip format "O" for DateOnly and TimeOnly) and parsed
/// back: the kind of serializer an application names for a struct the driver has none of.
/// </summary>
public sealed class InvariantTextSerializer<T> : MongoDB.Bson.Serialization.Serializers.SerializerBase<T>
    where T : ISpanFormattable, IParsable<T>
{
    private static readonly string? Format = typeof(T) == typeof(DateOnly) || typeof(T) == typeof(TimeOnly) ? "O" : null;

    public override T Deserialize(MongoDB.Bson.Serialization.BsonDeserializationContext context, MongoDB.Bson.Serialization.BsonDeserializationArgs args) =>
        T.Parse(context.Reader.ReadString(), System.Globalization.CultureInfo.InvariantCulture);

    public override void Serialize(MongoDB.Bson.Serialization.BsonSerializationContext context, MongoDB.Bson.Serialization.BsonSerializationArgs args, T value) =>
        context.Writer.WriteString(value.ToString(Format, System.Globalization.CultureInfo.InvariantCulture));
}

/// <summary>
/// A document type whose collections are declared as interfaces: the blob writes them as MemoryPack's interface formatters
/// do (as List, HashSet and Dictionary), and a projection creates what the driver creates for each (a List, a HashSet, a
/// Dictionary, a ReadOnlyDictionary); collections of collections, nested in the blob as MemoryPack nests them; and the
/// collections MemoryPack writes as lists or dictionaries (a Stack bottom first), built back from them as the driver builds them;
/// and two- and three-dimensional arrays, as MemoryPack's formatters of them write them.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredShelf
{
    public ObjectId Id { get; set; }

    public IList<string?>? Titles { get; set; }

    public IReadOnlyList<int>? Counts { get; set; }

    public ICollection<StoredSelection?>? Selections { get; set; }

    public IEnumerable<double>? Prices { get; set; }

    public IReadOnlyCollection<DateTime>? Restocked { get; set; }

    public ISet<string>? Tags { get; set; }

    public IDictionary<string, int>? Stock { get; set; }

    public IReadOnlyDictionary<string, string?>? Labels { get; set; }

    public List<List<int>?>? Grid { get; set; }

    public int[]?[]? Jagged { get; set; }

    public Dictionary<string, IList<string?>?>? Aliases { get; set; }

    public List<Dictionary<string, StoredSelection?>?>? Pages { get; set; }

    public Queue<int>? Waiting { get; set; }

    public Stack<string?>? Undo { get; set; }

    public LinkedList<int>? Chain { get; set; }

    public System.Collections.ObjectModel.Collection<StoredSelection?>? Picks { get; set; }

    public System.Collections.ObjectModel.ObservableCollection<string?>? Watched { get; set; }

    public System.Collections.ObjectModel.ReadOnlyCollection<int>? Fixed { get; set; }

    public System.Collections.Concurrent.ConcurrentQueue<long>? Inbox { get; set; }

    public SortedDictionary<string, int>? Sorted { get; set; }

    public SortedList<string, string?>? Listed { get; set; }

    public SortedSet<int>? Ranked { get; set; }

    public double[,]? Matrix { get; set; }

    public string?[,,]? Cube { get; set; }
}

/// <summary>
/// A document type with BsonDocument, RawBsonDocument, other BsonValue and object members, which the blob holds as BSON in
/// FastBson's own framing (MemoryPack has no formatter for them): a projection reads them back as the driver reads the fields.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredNote
{
    public ObjectId Id { get; set; }

    public BsonDocument? Extra { get; set; }

    public BsonValue? Any { get; set; }

    public BsonArray? Items { get; set; }

    public BsonInt64? Count { get; set; }

    public List<BsonDocument?>? Pages { get; set; }

    public Dictionary<string, BsonValue?>? Attributes { get; set; }

    public RawBsonDocument? Raw { get; set; }

    public object? Loose { get; set; }

    public Dictionary<string, object?>? Bag { get; set; }
}

/// <summary>
/// A document type with System.Tuple and KeyValuePair members, which the driver writes as arrays of their items and
/// <c>{ k, v }</c> documents, and the blob as MemoryPack's TupleFormatter and KeyValuePairFormatter write them (objects of
/// their items; the key then the value, or the pair's memory): a projection reads them back as the driver reads the fields.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredPairs
{
    public ObjectId Id { get; set; }

    public Tuple<int, string?>? Point { get; set; }

    public Tuple<long?, List<string?>?, StoredSelection?>? Nested { get; set; }

    public List<Tuple<string?, double>?>? Scores { get; set; }

    public Dictionary<string, Tuple<int, int>?>? Ranges { get; set; }

    public Tuple<int, int, int, int, int, int, int, Tuple<string?>>? Wide { get; set; }

    public KeyValuePair<string?, int> Entry { get; set; }

    public KeyValuePair<int, double> Numbers { get; set; }

    public List<KeyValuePair<string?, StoredSelection?>>? Picks { get; set; }

    public KeyValuePair<string?, int>? Maybe { get; set; }
}

#if MONGODB_BSON_IMMUTABLE
/// <summary>
/// A document type with immutable collections, which the driver maps from 3.1 on (built for .NET 6 and later) and the blob
/// holds as MemoryPack's immutable collection formatters write them (lists, sets and dictionaries; a stack bottom first):
/// a projection reads them back as the driver reads the fields.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredImmutables
{
    public ObjectId Id { get; set; }

    public System.Collections.Immutable.ImmutableArray<int> Numbers { get; set; }

    public System.Collections.Immutable.ImmutableArray<StoredSelection?> Picks { get; set; }

    public System.Collections.Immutable.ImmutableList<string?>? Names { get; set; }

    public System.Collections.Immutable.ImmutableQueue<int?>? Waiting { get; set; }

    public System.Collections.Immutable.ImmutableStack<string?>? Undo { get; set; }

    public System.Collections.Immutable.ImmutableHashSet<long>? Seen { get; set; }

    public System.Collections.Immutable.ImmutableSortedSet<string?>? Ranked { get; set; }

    public System.Collections.Immutable.ImmutableDictionary<string, StoredSelection?>? ById { get; set; }

    public System.Collections.Immutable.ImmutableSortedDictionary<string, System.Collections.Immutable.ImmutableList<int>>? Lists { get; set; }

    public List<System.Collections.Immutable.ImmutableArray<string?>>? Rows { get; set; }
}
#endif

#if MONGODB_BSON_VALUE_TUPLES
/// <summary>
/// A document type with value tuples that hold a reference, which the driver maps from 2.20 on (arrays of their items) and
/// the blob holds as MemoryPack's ValueTupleFormatter writes them (the items alone): a projection reads them back as the
/// driver reads the fields.
/// </summary>
[GenerateBsonSerializer(Blob = true)]
[BsonIgnoreExtraElements]
public sealed class StoredValueTuples
{
    public ObjectId Id { get; set; }

    public (int Count, string? Name) Point { get; set; }

    public (long?, List<string?>?, StoredSelection?) Nested { get; set; }

    public List<(string?, double)>? Scores { get; set; }

    public Dictionary<string, (int, string?)>? Ranges { get; set; }

    public (int, string?)? Optional { get; set; }
}
#endif
