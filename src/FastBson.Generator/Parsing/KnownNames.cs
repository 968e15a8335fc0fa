using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Parsing;

/// <summary>Metadata names of the types the parser recognises, which <see cref="KnownTypeSymbols"/> resolves.</summary>
internal static class KnownNames
{
    public const string GenerateAttribute = FastBson.Generator.Diagnostics.CodeFixData.GenerateAttribute;
    public const string ConventionsAttribute = "FastBson.FastBsonConventionsAttribute";

    private const string Attributes = "MongoDB.Bson.Serialization.Attributes.";

    public const string BsonId = Attributes + "BsonIdAttribute";
    public const string BsonElement = Attributes + "BsonElementAttribute";
    public const string BsonIgnore = Attributes + "BsonIgnoreAttribute";
    public const string BsonIgnoreIfNull = Attributes + "BsonIgnoreIfNullAttribute";
    public const string BsonIgnoreIfDefault = Attributes + "BsonIgnoreIfDefaultAttribute";
    public const string BsonDefaultValue = FastBson.Generator.Diagnostics.CodeFixData.DefaultValueAttribute;
    public const string BsonRequired = Attributes + "BsonRequiredAttribute";
    public const string BsonIgnoreExtraElements = Attributes + "BsonIgnoreExtraElementsAttribute";
    public const string BsonExtraElements = Attributes + "BsonExtraElementsAttribute";
    public const string BsonNoId = Attributes + "BsonNoIdAttribute";
    public const string BsonDiscriminator = Attributes + "BsonDiscriminatorAttribute";
    public const string BsonKnownTypes = Attributes + "BsonKnownTypesAttribute";
    public const string BsonSerializer = Attributes + "BsonSerializerAttribute";
    public const string BsonDictionaryOptions = Attributes + "BsonDictionaryOptionsAttribute";
    public const string BsonConstructor = Attributes + "BsonConstructorAttribute";
    public const string BsonFactoryMethod = Attributes + "BsonFactoryMethodAttribute";

    /// <summary>Member attributes that only configure the member's serializer: the driver's own serializer serves such members.</summary>
    public static readonly string[] SerializerOptionAttributes =
    {
        BsonRepresentation,
        BsonDateTimeOptions,
        BsonGuidRepresentation,
        BsonTimeSpanOptions,
        BsonDateOnlyOptions,
        BsonTimeOnlyOptions,
        BsonSerializer,
    };

    public const string MemberMapAttributeInterface = "MongoDB.Bson.Serialization.IBsonMemberMapAttribute";
    public const string ClassMapAttributeInterface = "MongoDB.Bson.Serialization.IBsonClassMapAttribute";
    public const string CreatorMapAttributeInterface = "MongoDB.Bson.Serialization.IBsonCreatorMapAttribute";
    public const string PostProcessingAttributeInterface = "MongoDB.Bson.Serialization.IBsonPostProcessingAttribute";
    public const string SerializerInterface = "MongoDB.Bson.Serialization.IBsonSerializer";
    public const string SerializerBase = "MongoDB.Bson.Serialization.Serializers.SerializerBase`1";
    public const string TypedSerializerInterface = "MongoDB.Bson.Serialization.IBsonSerializer`1";

    public const string BsonRepresentation = Attributes + "BsonRepresentationAttribute";
    public const string BsonGuidRepresentation = Attributes + "BsonGuidRepresentationAttribute";
    public const string BsonTimeSpanOptions = Attributes + "BsonTimeSpanOptionsAttribute";
    public const string BsonDateTimeOptions = Attributes + "BsonDateTimeOptionsAttribute";
    public const string BsonDateOnlyOptions = Attributes + "BsonDateOnlyOptionsAttribute";
    public const string BsonTimeOnlyOptions = Attributes + "BsonTimeOnlyOptionsAttribute";

    public const string Guid = "System.Guid";
    public const string DateTimeOffset = "System.DateTimeOffset";
    public const string TimeSpan = "System.TimeSpan";
    public const string DateOnly = "System.DateOnly";
    public const string TimeOnly = "System.TimeOnly";
    public const string Half = "System.Half";
    public const string Int128 = "System.Int128";
    public const string UInt128 = "System.UInt128";
    public const string BigInteger = "System.Numerics.BigInteger";
    public const string NameValueCollection = "System.Collections.Specialized.NameValueCollection";
    public const string ImmutableArray = "System.Collections.Immutable.ImmutableArray`1";
    public const string ArraySegment = "System.ArraySegment`1";
    public const string ReadOnlyCollection = "System.Collections.ObjectModel.ReadOnlyCollection`1";
    public const string BsonDocument = "MongoDB.Bson.BsonDocument";
    public const string RawBsonDocument = "MongoDB.Bson.RawBsonDocument";
    public const string Uri = "System.Uri";
    public const string Version = "System.Version";
    public const string DateOnlySerializer = "MongoDB.Bson.Serialization.Serializers.DateOnlySerializer";
    public const string TimeOnlySerializer = "MongoDB.Bson.Serialization.Serializers.TimeOnlySerializer";
    public const string HalfSerializer = "MongoDB.Bson.Serialization.Serializers.HalfSerializer";
    public const string ObjectId = "MongoDB.Bson.ObjectId";
    public const string Memory = "System.Memory`1";
    public const string ReadOnlyMemory = "System.ReadOnlyMemory`1";
    /// <summary>
    /// Structs of the base library without a serializer of the driver's (before 3.x for some, in no version yet for
    /// others), which its class map writes (their public properties, none for some) and, before 2.20, cannot read back
    /// (value tuples aside). From 2.20 it reads back a <c>Complex</c>, through the constructor it matches to its read-only
    /// properties.
    /// </summary>
    public static readonly string[] ClassMappedStructs = { DateOnly, TimeOnly, Memory, ReadOnlyMemory, Half, Int128, UInt128, BigInteger, "System.Numerics.Complex" };

    /// <summary>
    /// Those of <see cref="ClassMappedStructs"/> whose state the driver's class map cannot reach (no public settable member,
    /// no constructor it matches to their read-only properties), each with the driver's serializer of it where a version has
    /// one (a name no version has yet stands for one it may add): without that serializer, from 2.20, the class map writes
    /// a value as an empty document and reads that back as the default value.
    /// </summary>
    public static readonly (string Struct, string Serializer)[] EmptiedStructs =
    {
        (Half, HalfSerializer),
        (Int128, "MongoDB.Bson.Serialization.Serializers.Int128Serializer"),
        (UInt128, "MongoDB.Bson.Serialization.Serializers.UInt128Serializer"),
        (BigInteger, "MongoDB.Bson.Serialization.Serializers.BigIntegerSerializer"),
        (Memory, MemorySerializer),
        (ReadOnlyMemory, ReadOnlyMemorySerializer),
    };

    /// <summary>
    /// Classes of the base library whose state the driver's class map cannot reach (no public settable member, no
    /// constructor it matches to their read-only properties), each with the driver versions that serve it with a serializer
    /// of their own instead: elsewhere the class map writes a value as an empty document and reads that back as a new
    /// instance of the class without the value's state (a <c>Lazy&lt;T&gt;</c> whose value is the default; a <c>Regex</c>
    /// of no pattern, made by its protected constructor). The versions, not the serializer's class: 2.16 to 2.18 have a
    /// RegexSerializer that nothing registers.
    /// </summary>
    public static readonly (string Class, Func<DriverVersion, bool> ServedBySerializer)[] EmptiedClasses =
    {
        ("System.Lazy`1", _ => false),
        ("System.Text.RegularExpressions.Regex", driver => driver.ServesRegexWithItsSerializer),
    };

    /// <summary>
    /// Classes of the base library no version of the driver has a serializer of, whose class map reaches only part of a
    /// value's state: it writes that part and reads back, without an error, a value without the rest. Each with what the
    /// class map does, and whether the classes deriving from it, which it maps alike, lose the same.
    /// </summary>
    public static readonly (string Class, string Loss, bool Derived)[] PartlyMappedClasses =
    {
        ("System.Text.StringBuilder", "writes only its Capacity and Length, and reads back a StringBuilder of that many '\\0' characters, without the text", false),
        ("System.Exception", "writes only its settable properties (HelpLink, Source, HResult, and a subclass's own), and reads back an exception of the same class without the message, the inner exception or the data", true),
        ("System.TimeZoneInfo", "writes only its Id (as _id), and reads back a TimeZoneInfo it creates without a constructor, whose Id is null and whose use fails", false),
    };

    /// <summary>
    /// <c>System.Type</c>, which no version of the driver has a serializer of: its class map writes a value as a document of
    /// its discriminator alone (<c>{ _t: "RuntimeType" }</c>) and cannot create that class to read it back.
    /// </summary>
    public const string Type = "System.Type";

    public const string MemorySerializer = "MongoDB.Bson.Serialization.Serializers.MemorySerializer`1";
    public const string ReadOnlyMemorySerializer = "MongoDB.Bson.Serialization.Serializers.ReadonlyMemorySerializer`1";
    /// <summary>
    /// The structs of the base library, beside the primitives and enums, that the blob codec copies as they lie in memory
    /// (MemoryPack registers its unmanaged formatter for each): their layout is the runtime's and fixed.
    /// </summary>
    public static readonly string[] BlobUnmanagedStructs = { "System.DateTime", DateTimeOffset, TimeSpan, Guid, DateOnly, TimeOnly, Half, Int128, UInt128, "System.Numerics.Complex" };

    /// <summary>
    /// The BsonValue classes whose values the blob codec writes as BSON (see BlobBsonValues): the driver's own, each read by
    /// its serializer into a value of that class. Not the lazy, raw and wrapper documents and arrays, which keep bytes or
    /// objects of their own.
    /// </summary>
    public static readonly string[] BlobBsonValueClasses =
    {
        "BsonValue", "BsonArray", "BsonBinaryData", "BsonBoolean", "BsonDateTime", "BsonDecimal128", "BsonDouble", "BsonInt32",
        "BsonInt64", "BsonJavaScript", "BsonJavaScriptWithScope", "BsonMaxKey", "BsonMinKey", "BsonNull", "BsonObjectId",
        "BsonRegularExpression", "BsonString", "BsonSymbol", "BsonTimestamp", "BsonUndefined",
    };

    public const string ListOfT = "System.Collections.Generic.List`1";
    public const string KeyValuePairOfTKeyTValue = "System.Collections.Generic.KeyValuePair`2";
    public const string HashSetOfT = "System.Collections.Generic.HashSet`1";
    public const string DictionaryOfTKeyTValue = "System.Collections.Generic.Dictionary`2";
    public const string ReadOnlyDictionaryOfTKeyTValue = "System.Collections.ObjectModel.ReadOnlyDictionary`2";
    public const string IDictionaryOfTKeyTValue = "System.Collections.Generic.IDictionary`2";

    /// <summary>
    /// <c>Tuple&lt;T1&gt;</c> to <c>Tuple&lt;T1, ..., T7, TRest&gt;</c>, which both driver lines serialize with their TupleSerializer
    /// (PrimitiveSerializationProvider): the number of items is the index plus one.
    /// </summary>
    public static readonly string[] Tuples =
    {
        "System.Tuple`1", "System.Tuple`2", "System.Tuple`3", "System.Tuple`4", "System.Tuple`5", "System.Tuple`6", "System.Tuple`7", "System.Tuple`8",
    };

    /// <summary>
    /// <c>ValueTuple&lt;T1&gt;</c> to <c>ValueTuple&lt;T1, ..., T7, TRest&gt;</c>, which the driver serializes with its
    /// ValueTupleSerializer where it has one (<see cref="ValueTupleSerializer"/>: 2.19.1 and later).
    /// </summary>
    public static readonly string[] ValueTuples =
    {
        "System.ValueTuple`1", "System.ValueTuple`2", "System.ValueTuple`3", "System.ValueTuple`4", "System.ValueTuple`5", "System.ValueTuple`6", "System.ValueTuple`7", "System.ValueTuple`8",
    };

    /// <summary>The driver's serializer of one-item value tuples: where it exists, so do the others.</summary>
    public const string ValueTupleSerializer = "MongoDB.Bson.Serialization.Serializers.ValueTupleSerializer`1";

    /// <summary>
    /// The generic collection types whose values the generated code reads and writes itself, with what the driver makes of
    /// each (interfaces that are special types, <c>IList&lt;T&gt;</c> and the like, are matched by their special type).
    /// </summary>
    public static readonly (string MetadataName, CollectionKind Kind)[] Collections =
    {
        ("System.Collections.Generic.List`1", CollectionKind.List),
        ("System.Collections.Generic.HashSet`1", CollectionKind.HashSet),
        ("System.Collections.Generic.ISet`1", CollectionKind.SetInterface),
        ("System.Collections.ObjectModel.Collection`1", CollectionKind.Collection),
        (ReadOnlyCollection, CollectionKind.ReadOnlyCollection),
        ("System.Collections.Generic.Dictionary`2", CollectionKind.Dictionary),
        ("System.Collections.Generic.IDictionary`2", CollectionKind.DictionaryInterface),
        (ReadOnlyDictionaryOfTKeyTValue, CollectionKind.ReadOnlyDictionary),
        ("System.Collections.Generic.IReadOnlyDictionary`2", CollectionKind.ReadOnlyDictionaryInterface),
        ("System.Collections.Generic.Queue`1", CollectionKind.Queue),
        ("System.Collections.Generic.Stack`1", CollectionKind.Stack),
        ("System.Collections.Generic.SortedSet`1", CollectionKind.SortedSet),
        ("System.Collections.Generic.LinkedList`1", CollectionKind.LinkedList),
        ("System.Collections.ObjectModel.ObservableCollection`1", CollectionKind.ObservableCollection),
        ("System.Collections.Concurrent.ConcurrentQueue`1", CollectionKind.ConcurrentQueue),
        ("System.Collections.Concurrent.ConcurrentStack`1", CollectionKind.ConcurrentStack),
        ("System.Collections.Concurrent.ConcurrentBag`1", CollectionKind.ConcurrentBag),
        ("System.Collections.Generic.SortedDictionary`2", CollectionKind.SortedDictionary),
        ("System.Collections.Generic.SortedList`2", CollectionKind.SortedList),
        ("System.Collections.Concurrent.ConcurrentDictionary`2", CollectionKind.ConcurrentDictionary),
        ("System.Collections.ArrayList", CollectionKind.ArrayList),
        ("System.Collections.Hashtable", CollectionKind.Hashtable),
        ("System.Collections.Queue", CollectionKind.ObjectQueue),
        ("System.Collections.Stack", CollectionKind.ObjectStack),
        ("System.Collections.IEnumerable", CollectionKind.ObjectListInterface),
        ("System.Collections.ICollection", CollectionKind.ObjectListInterface),
        ("System.Collections.IList", CollectionKind.ObjectListInterface),
        ("System.Collections.IDictionary", CollectionKind.ObjectDictionaryInterface),
    };

    /// <summary>
    /// The immutable collections, each with the driver's serializer for it: they are known only where the referenced
    /// MongoDB.Bson has that serializer (3.1 and later, built for .NET 6 and later). Elsewhere the driver gives them its
    /// generic interface-implementer serializers, which cannot create them, and they stay with the driver.
    /// </summary>
    public static readonly (string MetadataName, CollectionKind Kind, string DriverSerializer)[] ImmutableCollections =
    {
        ("System.Collections.Immutable.ImmutableArray`1", CollectionKind.ImmutableArray, "MongoDB.Bson.Serialization.Serializers.ImmutableArraySerializer`1"),
        ("System.Collections.Immutable.ImmutableList`1", CollectionKind.ImmutableList, "MongoDB.Bson.Serialization.Serializers.ImmutableListSerializer`1"),
        ("System.Collections.Immutable.ImmutableHashSet`1", CollectionKind.ImmutableHashSet, "MongoDB.Bson.Serialization.Serializers.ImmutableHashSetSerializer`1"),
        ("System.Collections.Immutable.ImmutableSortedSet`1", CollectionKind.ImmutableSortedSet, "MongoDB.Bson.Serialization.Serializers.ImmutableSortedSetSerializer`1"),
        ("System.Collections.Immutable.ImmutableQueue`1", CollectionKind.ImmutableQueue, "MongoDB.Bson.Serialization.Serializers.ImmutableQueueSerializer`1"),
        ("System.Collections.Immutable.ImmutableStack`1", CollectionKind.ImmutableStack, "MongoDB.Bson.Serialization.Serializers.ImmutableStackSerializer`1"),
        ("System.Collections.Immutable.ImmutableDictionary`2", CollectionKind.ImmutableDictionary, "MongoDB.Bson.Serialization.Serializers.ImmutableDictionarySerializer`2"),
        ("System.Collections.Immutable.ImmutableSortedDictionary`2", CollectionKind.ImmutableSortedDictionary, "MongoDB.Bson.Serialization.Serializers.ImmutableSortedDictionarySerializer`2"),
    };

    public const string SupportInitialize = "System.ComponentModel.ISupportInitialize";
    public const string UnsafeAccessorAttribute = "System.Runtime.CompilerServices.UnsafeAccessorAttribute";
    public const string RuntimeHelpers = "System.Runtime.CompilerServices.RuntimeHelpers";
    public const string GetUninitializedObject = "GetUninitializedObject";
    public const string SetsRequiredMembers = "System.Diagnostics.CodeAnalysis.SetsRequiredMembersAttribute";

    /// <summary>The id member names of the driver's NamedIdMemberConvention, in its order.</summary>
    public static readonly string[] IdMemberNames = { "Id", "id", "_id" };
}
