namespace FastBson.Generator.Tests.Infrastructure;

/// <summary>What the MongoDB.Bson these tests reference (and compile their inputs against) has.</summary>
internal static class DriverBuild
{
    /// <summary>DateOnlySerializer and TimeOnlySerializer: 3.x built for .NET 6 and later; not 2.x, nor 3.x for netstandard.</summary>
    public static bool HasDateOnlySerializers { get; } =
        typeof(MongoDB.Bson.BsonDocument).Assembly.GetType("MongoDB.Bson.Serialization.Serializers.DateOnlySerializer") is not null &&
        typeof(MongoDB.Bson.BsonDocument).Assembly.GetType("MongoDB.Bson.Serialization.Serializers.TimeOnlySerializer") is not null;

    /// <summary>HalfSerializer: the same builds.</summary>
    public static bool HasHalfSerializer { get; } =
        typeof(MongoDB.Bson.BsonDocument).Assembly.GetType("MongoDB.Bson.Serialization.Serializers.HalfSerializer") is not null;

    /// <summary>The driver's serializers of the immutable collections: 3.1 and later, built for .NET 6 and later.</summary>
    public static bool HasImmutableSerializers { get; } =
        typeof(MongoDB.Bson.BsonDocument).Assembly.GetType("MongoDB.Bson.Serialization.Serializers.ImmutableListSerializer`1") is not null;

    /// <summary>The driver's MemorySerializer and ReadonlyMemorySerializer: 3.x.</summary>
    public static bool HasMemorySerializers { get; } =
        typeof(MongoDB.Bson.BsonDocument).Assembly.GetType("MongoDB.Bson.Serialization.Serializers.MemorySerializer`1") is not null;

    /// <summary>The referenced MongoDB.Bson's assembly version.</summary>
    public static System.Version Version { get; } = typeof(MongoDB.Bson.BsonDocument).Assembly.GetName().Version!;

    /// <summary>The driver serves Regex with its RegexSerializer, so generated code owns Regex: 2.19 and later.</summary>
    public static bool ServesRegexWithItsSerializer { get; } = Version >= new System.Version(2, 19);

    /// <summary>The class-map serializer reads structs: 2.20 and later (CSHARP-4659).</summary>
    public static bool ReadsStructs { get; } = Version >= new System.Version(2, 20);

    /// <summary>The class-map serializer reads a struct through a creator that takes every member it writes: 2.19 and later (CSHARP-4391).</summary>
    public static bool ReadsStructsThroughCreators { get; } = Version >= new System.Version(2, 19);

    /// <summary>The interface-implementer serializer creates an enumerable through a constructor that takes a HashSet&lt;T&gt;: 3.10 and later (CSHARP-6024).</summary>
    public static bool CreatesEnumerablesFromHashSets { get; } = Version >= new System.Version(3, 10);

    /// <summary>The driver's ValueTupleSerializer: 2.19.1 and later.</summary>
    public static bool HasValueTupleSerializers { get; } =
        typeof(MongoDB.Bson.BsonDocument).Assembly.GetType("MongoDB.Bson.Serialization.Serializers.ValueTupleSerializer`2") is not null;
}
