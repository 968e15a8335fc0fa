using FastBson.Generator.Tests.Infrastructure;
using Xunit;
namespace FastBson.Generator.Tests;

/// <summary>
/// Source inputs shared by the snapshot, zero-warning and model tests. Each input disables CS1591 for
/// itself only: the inputs need no doc comments, the generated code must carry its own.
/// </summary>
internal static class TestInputs
{
    /// <summary>The names of every input, for theories that run the same check over each.</summary>
    public static TheoryData<string> Names => WithVersionInputs(new()
    {
        nameof(Markets),
        nameof(Members),
        nameof(Renamed),
        nameof(Shapes),
        nameof(Placement),
        nameof(Keywords),
        nameof(Collections),
        nameof(Times),
        nameof(Calendar),
        nameof(Vectors),
        nameof(DriverServedOnly),
        nameof(BsonValues),
        nameof(Guids),
        nameof(Blobs),
        nameof(Extras),
        nameof(Creators),
        nameof(Polymorphism),
        nameof(Generics),
    });

    /// <summary>The inputs only some driver versions generate: structs, which the class-map serializer reads from 2.20.</summary>
    private static TheoryData<string> WithVersionInputs(TheoryData<string> names)
    {
        if (DriverBuild.ReadsStructs)
        {
            names.Add(nameof(Structs));
        }

        return names;
    }

    /// <summary>
    /// Structs (2.20 and later): a mutable one created as zeros with a private-set member (its accessor takes the struct by
    /// reference) and extra elements; a readonly struct created through its constructor (a creator map); a readonly record
    /// struct, created as zeros and set through its init accessors; and a class holding them, and a nullable Complex (its class
    /// map's document, read by generated code where the driver reads structs back).
    /// </summary>
    public const string Structs = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.Structs;

        [GenerateBsonSerializer]
        public struct Point
        {
            public int Id { get; set; }

            public double X { get; set; }

            public long Version { get; private set; }

            [BsonExtraElements]
            public BsonDocument? Extras { get; set; }
        }

        [GenerateBsonSerializer]
        public readonly struct Amount
        {
            public Amount(decimal value, string currency)
            {
                Value = value;
                Currency = currency;
            }

            public decimal Value { get; }

            public string Currency { get; }
        }

        [GenerateBsonSerializer]
        public readonly record struct Reading(double Value, string? Unit);

        [GenerateBsonSerializer]
        public class Route
        {
            public int Id { get; set; }

            public List<Point>? Stops { get; set; }

            public Amount Fare { get; set; }

            public Reading? Odometer { get; set; }

            public System.Numerics.Complex? Impedance { get; set; }
        }
        """;

    /// <summary>
    /// Generic documents: a type parameter as a member and as a list's items (served through the driver, closed at run
    /// time), two parameters with constraints the serializer repeats, a closed generic document held by a plain one, and a
    /// document nested in a generic type (generic over its containing type's parameter).
    /// </summary>
    public const string Generics = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;

        namespace Snapshots.Generics;

        [GenerateBsonSerializer]
        public class Envelope<T>
        {
            public int Id { get; set; }

            public string? Kind { get; set; }

            public T? Payload { get; set; }

            public List<T>? Items { get; set; }
        }

        [GenerateBsonSerializer]
        public sealed class Page<TItem, TCursor>
            where TItem : class, new()
            where TCursor : struct
        {
            public List<TItem> Items { get; set; } = new();

            public TCursor? Next { get; set; }

            public int Total { get; set; }
        }

        [GenerateBsonSerializer]
        public class Line
        {
            public string? Sku { get; set; }

            public int Quantity { get; set; }
        }

        [GenerateBsonSerializer]
        public class Shipment
        {
            public int Id { get; set; }

            public Envelope<Line>? Manifest { get; set; }
        }

        public class Ledger<TAccount>
            where TAccount : notnull
        {
            [GenerateBsonSerializer]
            public class Posting
            {
                public int Id { get; set; }

                public TAccount? Account { get; set; }

                public decimal Amount { get; set; }
            }
        }
        """;

    /// <summary>
    /// A discriminated hierarchy: a base class with known subclasses (its entry finds a document's type before reading),
    /// a sealed subclass, a root class, an abstract base (its serializer only dispatches), and a document holding a list
    /// of the base class, a member of the abstract one, and an interface (InterfaceValues) alone and as a list's items.
    /// </summary>
    public const string Polymorphism = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.Polymorphism;

        [GenerateBsonSerializer]
        [BsonDiscriminator(RootClass = true)]
        [BsonKnownTypes(typeof(Cat), typeof(Dog))]
        public class Pet
        {
            public int Id { get; set; }

            public string? Name { get; set; }
        }

        [GenerateBsonSerializer]
        [BsonDiscriminator("cat")]
        public sealed class Cat : Pet
        {
            public bool Indoor { get; set; }
        }

        [GenerateBsonSerializer]
        public class Dog : Pet
        {
            public double Weight { get; set; }
        }

        [GenerateBsonSerializer]
        [BsonKnownTypes(typeof(Ball))]
        public abstract class Toy
        {
            public string? Name { get; set; }
        }

        [GenerateBsonSerializer]
        public sealed class Ball : Toy, IChewable
        {
            public double Size { get; set; }
        }

        public interface IChewable
        {
        }

        [GenerateBsonSerializer]
        public class Household
        {
            public int Id { get; set; }

            public List<Pet>? Pets { get; set; }

            public Toy? Favourite { get; set; }

            public IChewable? Chewed { get; set; }

            public List<IChewable>? Chewables { get; set; }
        }
        """;

    /// <summary>
    /// Creator maps: an immutable class (ImmutableTypeClassMapConvention), two named <c>[BsonConstructor]</c>s the driver
    /// chooses between, a private <c>[BsonFactoryMethod]</c> (UnsafeAccessor), members set after the creator, default values,
    /// a required member, and extra elements kept for the creator.
    /// </summary>
    public const string Creators = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.Creators;

        [GenerateBsonSerializer]
        public class Quote
        {
            public Quote(long id, string? symbol, List<double>? prices)
            {
                Id = id;
                Symbol = symbol;
                Prices = prices;
            }

            public long Id { get; }

            public string? Symbol { get; }

            public List<double>? Prices { get; }
        }

        [GenerateBsonSerializer]
        public class Box
        {
            [BsonConstructor("Key")]
            public Box(string key) { Key = key; }

            [BsonConstructor("Key", "Size")]
            public Box(string key, int size) { Key = key; Size = size; }

            [BsonId]
            public string Key { get; }

            [BsonElement]
            [BsonDefaultValue(1)]
            public int Size { get; }

            [BsonRequired]
            public string? Label { get; set; }

            public List<string>? Tags { get; private set; }
        }

        [GenerateBsonSerializer]
        public class Coupon
        {
            private Coupon(string code) { Code = code; }

            [BsonElement]
            public string Code { get; }

            [BsonFactoryMethod("Code")]
            private static Coupon Parse(string code) => new(code);
        }

        [GenerateBsonSerializer]
        public class Tagged
        {
            public Tagged(int id) { Id = id; }

            public int Id { get; }

            [BsonExtraElements]
            public BsonDocument? Rest { get; private set; }
        }
        """;

    /// <summary>
    /// Extra-elements members: a BsonDocument with [BsonExtraElements] between members, a dictionary named ExtraElements
    /// set through a private setter, and an inherited one.
    /// </summary>
    public const string Extras = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.Extras;

        [GenerateBsonSerializer]
        public class Order
        {
            public int Id { get; set; }

            [BsonExtraElements]
            public BsonDocument? Rest { get; set; }

            public string? Note { get; set; }
        }

        [GenerateBsonSerializer]
        public class Profile
        {
            public string? Id { get; set; }

            public IDictionary<string, object?>? ExtraElements { get; private set; }
        }

        public class Base
        {
            public BsonDocument? ExtraElements { get; set; }
        }

        [GenerateBsonSerializer]
        public sealed class Derived : Base
        {
            public long Count { get; set; }
        }
        """;

    /// <summary>An input's source by name.</summary>
    public static string Get(string name) => (string)typeof(TestInputs).GetField(name)!.GetValue(null)!;

    /// <summary>The reference workload: nested class, list, dictionary, enums, nullable, decimal, DateTime.</summary>
    public const string Markets = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;

        namespace Snapshots.Markets;

        [GenerateBsonSerializer]
        public class Market
        {
            public long Id { get; set; }

            public MarketStatus Status { get; set; }

            public int EventId { get; set; }

            public string Name { get; set; } = string.Empty;

            public DateTime StartTime { get; set; }

            public bool IsLive { get; set; }

            public decimal Margin { get; set; }

            public List<Selection> Selections { get; set; } = new();

            public Dictionary<string, string> Tags { get; set; } = new();
        }

        [GenerateBsonSerializer]
        public class Selection
        {
            public long Id { get; set; }

            public string Name { get; set; } = string.Empty;

            public double Price { get; set; }

            public SelectionResult Result { get; set; }

            public bool? IsWinner { get; set; }
        }

        public enum MarketStatus
        {
            Pending,
            Open,
            Closed,
        }

        public enum SelectionResult
        {
            Undecided,
            Won,
            Lost,
        }
        """;

    /// <summary>Private, init-only and get-only members, ShouldSerialize, defaults, required and ignore flags.</summary>
    public const string Members = """
        #pragma warning disable CS1591
        using System;
        using FastBson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.Members;

        [GenerateBsonSerializer]
        public class Account
        {
            [BsonElement]
            private int _version;

            public int Id { get; set; }

            public string Owner { get; init; } = string.Empty;

            [BsonElement]
            public string Summary => Owner + "/" + _version;

            [BsonElement]
            internal long Balance { get; private set; }

            [BsonDefaultValue(3)]
            public int Tier { get; set; } = 3;

            [BsonIgnoreIfNull]
            public string? Nickname { get; set; }

            [BsonIgnoreIfDefault]
            public int Flags { get; set; }

            [BsonDefaultValue("none")]
            [BsonIgnoreIfDefault]
            public string State { get; set; } = "none";

            [BsonRequired]
            public DateTime Opened { get; set; }

            [BsonIgnore]
            public string Scratch { get; set; } = string.Empty;

            public double Score { get; set; }

            public int Version => _version;

            public bool ShouldSerializeScore() => Score > 0;

            public void Deposit(long amount)
            {
                Balance += amount;
                _version++;
            }
        }
        """;

    /// <summary>Renamed and ordered elements, [BsonNoId] (so "Id" stays "Id"), extra elements ignored, a field.</summary>
    public const string Renamed = """
        #pragma warning disable CS1591
        using System;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.Renamed;

        [GenerateBsonSerializer]
        [BsonNoId]
        [BsonIgnoreExtraElements]
        public sealed class Quote
        {
            public ObjectId Source;

            public string Id { get; set; } = string.Empty;

            [BsonElement("px", Order = 2)]
            public double Price { get; set; }

            [BsonElement("sym", Order = 1)]
            public string Symbol { get; set; } = string.Empty;

            [BsonElement("ts")]
            public DateTime Timestamp { get; set; }

            [BsonElement("größe")]
            public int Size { get; set; }
        }
        """;

    /// <summary>Nullable annotations everywhere, collection interfaces, arrays, driver-served members, a tree.</summary>
    public const string Shapes = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Inputs.Shapes;

        [GenerateBsonSerializer]
        internal class Node
        {
            public ObjectId Id { get; set; }

            public string? Label { get; set; }

            public List<Node> Children { get; set; } = new();

            public Node? Parent { get; set; }

            public List<string?>? Notes { get; set; }

            public Dictionary<string, int?> Counters { get; set; } = new();

            public Dictionary<string, Node>? Lookup { get; set; }

            public string[]? Aliases { get; set; }

            public IReadOnlyList<int> Recent { get; set; } = Array.Empty<int>();

            public IEnumerable<long>? History { get; set; }

            public IList<double> Weights { get; set; } = new List<double>();

            public byte[] Payload { get; set; } = Array.Empty<byte>();

            public long[] Stamps { get; set; } = Array.Empty<long>();

            public decimal? Limit { get; set; }

            public DateTime? Closed { get; set; }

            public Level? MaybeLevel { get; set; }

            public Wide Wide { get; set; }

            [BsonGuidRepresentation(GuidRepresentation.Standard)]
            public Guid Key { get; set; }

            [BsonRepresentation(BsonType.String)]
            public int Code { get; set; }

            public TimeSpan Duration { get; set; }

            public DateTimeOffset Seen { get; set; }

            [BsonDefaultValue(0.1f)]
            [BsonIgnoreIfDefault]
            public float Ratio { get; set; } = 0.1f;

            [BsonDefaultValue('x')]
            public char Letter { get; set; } = 'x';

            [BsonDefaultValue((short)-7)]
            public short Small { get; set; } = -7;

            [BsonDefaultValue(ulong.MaxValue)]
            [BsonIgnoreIfDefault]
            public ulong Huge { get; set; } = ulong.MaxValue;

            [BsonDefaultValue(Level.High)]
            public Level Level { get; set; } = Level.High;

            [Obsolete("kept for old documents")]
            public int Legacy { get; set; }
        }

        internal enum Level
        {
            Low,
            High,
        }

        internal enum Wide : long
        {
            Small,
            Large = long.MaxValue,
        }
        """;

    /// <summary>Placement variants: the global namespace, a nested type, a record, a struct-free value mix.</summary>
    public const string Placement = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;

        [GenerateBsonSerializer]
        public class GlobalDocument
        {
            public int Id { get; set; }

            public List<int> Values { get; set; } = new();
        }

        namespace Inputs.Placement
        {
            public static class Outer
            {
                [GenerateBsonSerializer]
                public sealed class Inner
                {
                    public string Name { get; set; } = "";

                    public GlobalDocument? Global { get; set; }
                }
            }

            [GenerateBsonSerializer]
            public record Trade
            {
                public int Id { get; init; }

                public string Venue { get; init; } = "";

                public Outer.Inner? Detail { get; set; }
            }

            [GenerateBsonSerializer]
            internal sealed class Escaped
            {
                [MongoDB.Bson.Serialization.Attributes.BsonElement("quote\"and\\slash")]
                public string Odd { get; set; } = "";

                [MongoDB.Bson.Serialization.Attributes.BsonElement("tab\tnewline\n")]
                public int Control { get; set; }

                [MongoDB.Bson.Serialization.Attributes.BsonElement("日本")]
                public double Unicode { get; set; }
            }
        }
        """;

    /// <summary>C# features a generator easily gets wrong: keyword member names, required members.</summary>
    public const string Keywords = """
        #pragma warning disable CS1591
        using System.Diagnostics.CodeAnalysis;
        using FastBson;

        namespace Inputs.Keywords;

        [GenerateBsonSerializer]
        public class Reserved
        {
            [SetsRequiredMembers]
            public Reserved()
            {
                Name = "";
            }

            public int @event { get; set; }

            public string @class = "";

            public required string Name { get; set; }

            public Reserved? @this { get; set; }

            public int[] @int { get; set; } = [];
        }
        """;

    /// <summary>
    /// DateTimeOffset (an array in 2.x, a document in 3.x), TimeSpan and Decimal128 (the id too): plain, nullable and in
    /// containers; members (DateTime too) in the representations their attributes select; and an attribute reaching the items of a
    /// collection, which stays with the driver.
    /// </summary>
    public const string Times = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;
        using MongoDB.Bson.Serialization.Options;

        namespace Snapshots.Times;

        [GenerateBsonSerializer]
        public class Schedule
        {
            public Decimal128 Id { get; set; }

            public DateTimeOffset Created { get; set; }

            public DateTimeOffset? Closed { get; set; }

            public TimeSpan Duration { get; set; }

            public TimeSpan? Timeout { get; set; }

            public Decimal128? Budget { get; set; }

            public List<DateTimeOffset>? Reminders { get; set; }

            public TimeSpan[]? Laps { get; set; }

            public Dictionary<string, Decimal128?>? Rates { get; set; }

            [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Milliseconds)]
            public TimeSpan Interval { get; set; }

            [BsonRepresentation(BsonType.String)]
            public DateTimeOffset Stamp { get; set; }

            [BsonTimeSpanOptions(BsonType.Double, TimeSpanUnits.Nanoseconds)]
            public TimeSpan? Precise { get; set; }

            [BsonRepresentation(BsonType.Int32)]
            public TimeSpan Seconds { get; set; }

            [BsonTimeSpanOptions(BsonType.Int64, TimeSpanUnits.Seconds)]
            public List<TimeSpan>? Splits { get; set; }

            [BsonDateTimeOptions(Kind = DateTimeKind.Local)]
            public DateTime Opens { get; set; }

            [BsonDateTimeOptions(DateOnly = true)]
            public DateTime? Day { get; set; }

            [BsonDateTimeOptions(Kind = DateTimeKind.Local, Representation = BsonType.String)]
            public DateTime? Logged { get; set; }

            [BsonDateTimeOptions(DateOnly = true, Representation = BsonType.Int64)]
            public DateTime Due { get; set; }
        }
        """;

    /// <summary>
    /// Representations <c>[BsonRepresentation]</c> chooses that the generated code writes itself (a string id as ObjectId,
    /// enums and ObjectIds as strings), and those the driver's serializer keeps serving.
    /// </summary>
    public const string Represented = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.Represented;

        public enum Stage : byte { Draft, Live }

        [GenerateBsonSerializer]
        public class Post
        {
            [BsonRepresentation(BsonType.ObjectId)]
            public string? Id { get; set; }

            [BsonRepresentation(BsonType.String)]
            public Stage Stage { get; set; }

            [BsonRepresentation(BsonType.String)]
            public Stage? Previous { get; set; }

            [BsonRepresentation(BsonType.String)]
            public ObjectId Author { get; set; }

            [BsonRepresentation(BsonType.String)]
            public ObjectId? Editor { get; set; }

            [BsonRepresentation(BsonType.String)]
            public List<Stage>? History { get; set; }

            [BsonRepresentation(BsonType.Int64)]
            public int Views { get; set; }

            [BsonRepresentation(BsonType.Decimal128)]
            public decimal? Price { get; set; }

            [BsonRepresentation(BsonType.Int64)]
            public Stage Wide { get; set; }

            [BsonRepresentation(BsonType.String)]
            public double? Ratio { get; set; }

            [BsonRepresentation(BsonType.Int32, AllowOverflow = true)]
            public long Clicks { get; set; }

            [BsonRepresentation(BsonType.Decimal128, AllowTruncation = true)]
            public float Score { get; set; }

            [BsonRepresentation(BsonType.Double)]
            public ulong Total { get; set; }

            [BsonRepresentation(BsonType.String)]
            public byte Code { get; set; }

            [BsonRepresentation(BsonType.Binary)]
            public sbyte? Flag { get; set; }

            [BsonRepresentation(BsonType.Int64)]
            public char Letter { get; set; }

            [BsonRepresentation(BsonType.Int32)]
            public bool Active { get; set; }

            [BsonRepresentation(BsonType.String)]
            public bool? Confirmed { get; set; }

            [BsonRepresentation(BsonType.Symbol)]
            public string? Code2 { get; set; }

            [BsonRepresentation(BsonType.Double, AllowTruncation = true)]
            public Decimal128 Rate { get; set; }

            [BsonRepresentation(BsonType.Array)]
            public decimal Bits { get; set; }

            [BsonRepresentation(BsonType.String)]
            public byte[]? Digest { get; set; }
        }
        """;

    /// <summary>
    /// DateOnly and TimeOnly: read and written by the generated code where the referenced MongoDB.Bson has serializers for
    /// them (3.x built for .NET 6 and later), else served by whatever the driver does with them.
    /// </summary>
    public const string Calendar = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;

        namespace Snapshots.Calendar;

        [GenerateBsonSerializer]
        public class Opening
        {
            public int Id { get; set; }

            public DateOnly Day { get; set; }

            public DateOnly? Until { get; set; }

            public TimeOnly Opens { get; set; }

            public TimeOnly? Closes { get; set; }

            public List<DateOnly>? Holidays { get; set; }
        }
        """;

    /// <summary>
    /// Memories of primitives (an embedding, a byte payload), owned where the referenced MongoDB.Bson has the driver's
    /// MemorySerializer (3.x); before that the driver's, which has no serializer for them.
    /// </summary>
    public const string Vectors = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;

        namespace Snapshots.Vectors;

        [GenerateBsonSerializer]
        public class Chunk
        {
            public int Id { get; set; }

            public ReadOnlyMemory<float> Embedding { get; set; }

            public Memory<byte>? Payload { get; set; }

            public List<Memory<int>>? Counts { get; set; }
        }
        """;

    /// <summary>The immutable collections, owned where the referenced MongoDB.Bson has the driver's serializers for them.</summary>
    public const string Immutables = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using System.Collections.Immutable;
        using FastBson;
        using MongoDB.Bson.Serialization.Attributes;
        using MongoDB.Bson.Serialization.Options;

        namespace Snapshots.Immutables;

        [GenerateBsonSerializer]
        public class Ledger
        {
            public int Id { get; set; }

            public ImmutableList<string?>? Names { get; set; }

            public ImmutableHashSet<long>? Accounts { get; set; }

            public ImmutableSortedSet<int>? Years { get; set; }

            public ImmutableQueue<Entry?>? Pending { get; set; }

            public ImmutableStack<double>? Undo { get; set; }

            public ImmutableDictionary<string, ImmutableList<int>>? ByCode { get; set; }

            public ImmutableSortedDictionary<long, Entry>? ByNumber { get; set; }

            public List<ImmutableHashSet<int>>? Groups { get; set; }

            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
            public ImmutableDictionary<string, int>? Configured { get; set; }

            public ImmutableSortedSet<Entry>? Unsortable { get; set; }

            public ImmutableArray<Entry?> Fixed { get; set; }

            public ImmutableArray<int>? MaybeFixed { get; set; }
        }

        [GenerateBsonSerializer]
        public class Entry
        {
            public string? Memo { get; set; }
        }
        """;

    /// <summary>Sets, ObjectModel collections, nested collections, dictionaries of other keys in every representation, and a tuple.</summary>
    public const string Collections = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using System.Collections.ObjectModel;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;
        using MongoDB.Bson.Serialization.Options;

        namespace Inputs.Collections;

        [GenerateBsonSerializer]
        public class Shelf
        {
            public int Id { get; set; }

            public HashSet<int> Counts { get; set; } = new();

            public ISet<string>? Tags { get; set; }

            public ICollection<Item?>? Items { get; set; }

            public ReadOnlyCollection<long>? Stamps { get; set; }

            public Collection<int?>? Slots { get; set; }

            public List<List<int>?>? Grid { get; set; }

            public int[][]? Jagged { get; set; }

            public IReadOnlyDictionary<string, List<double>>? Series { get; set; }

            public IDictionary<long, bool>? Flags { get; set; }

            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
            public Dictionary<int, string?>? Names { get; set; }

            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfDocuments)]
            public ReadOnlyDictionary<Size, Item>? BySize { get; set; }

            public SortedSet<Size>? Sizes { get; set; }

            public LinkedList<Item?>? Chain { get; set; }

            public ObservableCollection<Item>? Watched { get; set; }

            public System.Collections.Concurrent.ConcurrentStack<int>? Undo { get; set; }

            public SortedDictionary<string, Item?>? ByName { get; set; }

            [BsonDictionaryOptions(DictionaryRepresentation.ArrayOfArrays)]
            public System.Collections.Concurrent.ConcurrentDictionary<Size, int>? Stock { get; set; }

            [BsonRepresentation(BsonType.String)]
            public IList<Size>? SizeNames { get; set; }

            public System.Collections.Stack? Moves { get; set; }

            public int[,]? Board { get; set; }

            public Item?[,,]? Bins { get; set; }

            public System.Collections.Hashtable? Extras { get; set; }

            public System.Tuple<int, string?, Item?>? Pair { get; set; }

            public KeyValuePair<string, Item?> Entry { get; set; }

            public List<KeyValuePair<Size, List<int>?>?>? Entries { get; set; }
        }

        [GenerateBsonSerializer]
        public class Item
        {
            public string? Name { get; set; }
        }

        public enum Size
        {
            Small,
            Large,
        }
        """;

    /// <summary>
    /// Documents whose every member the driver's serializer serves (custom serializers, BSON classes), so the span path
    /// reads no element itself: its element loop has no case that reads on.
    /// </summary>
    public const string DriverServedOnly = """
        #pragma warning disable CS1591
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;
        using MongoDB.Bson.Serialization.Serializers;

        namespace Inputs.DriverServedOnly;

        [GenerateBsonSerializer]
        public class Tagged
        {
            [BsonSerializer(typeof(StringSerializer))]
            public string Id { get; set; } = "";

            public BsonDocument Extra { get; set; } = new();

            public BsonTimestamp? Stamp { get; set; }
        }

        [GenerateBsonSerializer]
        public sealed class SealedTagged
        {
            [BsonSerializer(typeof(Int32Serializer))]
            public int Id { get; set; }
        }
        """;

    /// <summary>
    /// BsonValue and each of its classes, plain and nullable, as members (with the C# null document) and as items and
    /// dictionary values; object; RawBsonDocument and RawBsonArray, a member and items; and LazyBsonDocument and
    /// LazyBsonArray, a member and items.
    /// </summary>
    public const string BsonValues = """
        #pragma warning disable CS1591
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Snapshots.BsonValues;

        [GenerateBsonSerializer]
        public class Everything
        {
            public BsonValue Id { get; set; } = BsonNull.Value;

            public BsonValue? Any { get; set; }

            public BsonDocument? Document { get; set; }

            public BsonArray Array { get; set; } = new();

            public BsonBinaryData? Binary { get; set; }

            public BsonBoolean? Flag { get; set; }

            public BsonDateTime? When { get; set; }

            public BsonDecimal128? Amount { get; set; }

            public BsonDouble? Ratio { get; set; }

            public BsonInt32? Count { get; set; }

            public BsonInt64? Total { get; set; }

            public BsonJavaScript? Code { get; set; }

            public BsonJavaScriptWithScope? Script { get; set; }

            public BsonMaxKey? Max { get; set; }

            public BsonMinKey? Min { get; set; }

            public BsonNull? Nothing { get; set; }

            public BsonObjectId? ObjectId { get; set; }

            public BsonRegularExpression? Pattern { get; set; }

            public BsonString? Text { get; set; }

            public BsonSymbol? Symbol { get; set; }

            public BsonTimestamp? Stamp { get; set; }

            public BsonUndefined? Undefined { get; set; }

            public object? Anything { get; set; }

            [BsonIgnoreIfNull]
            public BsonDocument? Optional { get; set; }

            public List<BsonValue>? Values { get; set; }

            public BsonDocument[]? Documents { get; set; }

            public Dictionary<string, BsonInt32>? Counters { get; set; }

            public List<object?>? Objects { get; set; }

            public RawBsonDocument? Raw { get; set; }

            public List<RawBsonDocument>? Raws { get; set; }

            public RawBsonArray? RawArray { get; set; }

            public List<RawBsonArray>? RawArrays { get; set; }

            public LazyBsonDocument? Lazy { get; set; }

            public List<LazyBsonArray>? LazyArrays { get; set; }
        }
        """;

    /// <summary>Guids: the id, nullable, items, dictionary values, and members whose attributes configure their GuidSerializer.</summary>
    public const string Guids = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;
        using MongoDB.Bson.Serialization.Attributes;

        namespace Inputs.Guids;

        [GenerateBsonSerializer]
        public class Ticket
        {
            public Guid Id { get; set; }

            public Guid? Parent { get; set; }

            public List<Guid> Watchers { get; set; } = new();

            public Guid[]? Links { get; set; }

            public Dictionary<string, Guid?> ByName { get; set; } = new();

            [BsonGuidRepresentation(GuidRepresentation.CSharpLegacy)]
            public Guid Legacy { get; set; }

            [BsonRepresentation(BsonType.String)]
            [BsonIgnoreIfNull]
            public Guid? Text { get; set; }

            public Guid Origin { get; init; }
        }
        """;

    /// <summary>
    /// Blob codecs: every wire form, a nested class with its own blob, a field, a private setter, a renamed blob element,
    /// collections declared as interfaces or nested, BsonValues, and a class in the version-tolerant layout with UTF-16 strings.
    /// </summary>
    public const string Blobs = """
        #pragma warning disable CS1591
        using System;
        using System.Collections.Generic;
        using FastBson;
        using MongoDB.Bson;

        namespace Snapshots.Blobs;

        public enum Level : byte { Low, High }

        [GenerateBsonSerializer(Blob = true, BlobElementName = "mp")]
        public class Basket
        {
            public Guid Id { get; set; }

            public string? Owner { get; set; }

            public decimal Total;

            public DateTimeOffset At { get; private set; }

            public Level? Level { get; set; }

            public long[]? Codes { get; set; }

            public List<double>? Weights { get; set; }

            public string?[]? Notes { get; set; }

            public List<Item?>? Items { get; set; }

            public HashSet<Level>? Levels { get; set; }

            public Dictionary<string, Item?>? ByName { get; set; }

            public Item? First { get; set; }
        }

        [GenerateBsonSerializer(Blob = true)]
        public class Item
        {
            public int Qty { get; set; }

            public TimeSpan? Wait { get; set; }

            public ObjectId Origin { get; set; }

            public List<ObjectId?>? Sources { get; set; }
        }

        [GenerateBsonSerializer(Blob = true)]
        public class Shelf
        {
            public IList<Item?>? Items { get; set; }

            public IEnumerable<string?>? Labels { get; set; }

            public ISet<Level>? Levels { get; set; }

            public IReadOnlyDictionary<string, int>? Stock { get; set; }

            public List<int[]?>? Rows { get; set; }

            public BsonDocument? Extra { get; set; }

            public BsonArray? Notes { get; set; }

            public RawBsonDocument? Raw { get; set; }

            public object? Loose { get; set; }

            public string?[,]? Board { get; set; }

            public Stack<string?>? Undo { get; set; }

            public SortedList<string, int>? Ranks { get; set; }

            public Uri? Home { get; set; }

            public Version? Release { get; set; }

            public Tuple<int, List<string?>?>? Pair { get; set; }

            public KeyValuePair<string, int> Entry { get; set; }

            public KeyValuePair<string, int>? Maybe { get; set; }

            public KeyValuePair<int, long> Span { get; set; }
        }

        [GenerateBsonSerializer(Blob = true, BlobLayout = BlobLayout.VersionTolerant, BlobStringEncoding = BlobStringEncoding.Utf16)]
        public class Receipt
        {
            public int Number { get; set; }

            public string? Cashier { get; set; }

            public Item? Last { get; set; }
        }

        [GenerateBsonSerializer(Blob = true)]
        public sealed class Voucher
        {
            public Voucher(int code, string? holder, decimal amount)
            {
                Code = code;
                Holder = holder;
                Amount = amount;
            }

            public int Code { get; }

            public string? Holder { get; }

            public decimal Amount { get; }
        }
        """;
}
