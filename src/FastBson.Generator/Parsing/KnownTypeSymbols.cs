using System;
using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// The types the parser recognises, resolved once per compilation and matched with
/// <see cref="SymbolEqualityComparer"/>: a symbol says which assembly's type it is, a display string only what it is
/// called. A type the compilation does not reference is null and matches nothing.
/// </summary>
internal sealed class KnownTypeSymbols
{
    // Every document type of a compilation is parsed against the same compilation: resolve the types for the first one.
    private static readonly ConditionalWeakTable<Compilation, KnownTypeSymbols> Cache = new();

    private readonly Dictionary<INamedTypeSymbol, KnownAttribute> _attributes = new(SymbolEqualityComparer.Default);

    private readonly Dictionary<INamedTypeSymbol, CollectionKind> _collections = new(SymbolEqualityComparer.Default);

    private readonly Dictionary<INamedTypeSymbol, ShapeKind> _claimedKinds = new(SymbolEqualityComparer.Default);

    private readonly HashSet<INamedTypeSymbol> _tuples = new(SymbolEqualityComparer.Default);

    private readonly HashSet<INamedTypeSymbol> _valueTuples = new(SymbolEqualityComparer.Default);

    // Type definitions no serializer of the driver takes, with why (see DriverRefusals.Type).
    private readonly Dictionary<INamedTypeSymbol, string> _unserializable = new(SymbolEqualityComparer.Default);

    // Type definitions the driver writes and cannot read back, with why (see DriverRefusals.Unreadable).
    private readonly Dictionary<INamedTypeSymbol, string> _unreadable = new(SymbolEqualityComparer.Default);

    // Before 2.20, the base library's struct definitions the driver's class map serves (see IsClassMappedStruct).
    private readonly HashSet<INamedTypeSymbol> _classMappedStructs = new(SymbolEqualityComparer.Default);

    // The structs and classes whose values the driver's class map writes as empty documents and reads back as default, or as
    // a new instance without their state (see KnownNames.EmptiedStructs and KnownNames.EmptiedClasses).
    private readonly HashSet<INamedTypeSymbol> _emptied = new(SymbolEqualityComparer.Default);

    // The classes whose values the driver's class map reads back without the part of their state it cannot reach, with what
    // it keeps and whether their subclasses lose the same (see KnownNames.PartlyMappedClasses).
    private readonly List<(INamedTypeSymbol Class, string Loss, bool Derived)> _partlyMapped = new();

    // The structs besides primitives and enums that the blob codec copies as raw memory (see KnownNames.BlobUnmanagedStructs).
    private readonly HashSet<INamedTypeSymbol> _blobUnmanaged = new(SymbolEqualityComparer.Default);

    // The BsonValue classes that the blob codec writes as BSON (see KnownNames.BlobBsonValueClasses).
    private readonly HashSet<INamedTypeSymbol> _blobBsonValues = new(SymbolEqualityComparer.Default);

    private KnownTypeSymbols(Compilation compilation)
    {
        CompilationAssembly = compilation.Assembly;
        GenerateAttribute = compilation.GetTypeByMetadataName(KnownNames.GenerateAttribute);
        var conventions = DeclaredConventions(compilation);
        CamelCaseElementNames = DeclaredSetting<int>(conventions, "ElementNames") == CamelCaseStyle;
        DeclaredEnumRepresentation = DeclaredSetting<int>(conventions, "EnumRepresentation") is var enums and not 0 ? enums : null;
        var ignoreIf = DeclaredSetting<int>(conventions, "IgnoreIf");
        IgnoreIfNullByConvention = ignoreIf == IgnoreIfNull;
        IgnoreIfDefaultByConvention = ignoreIf == IgnoreIfDefault;
        StringIdsAsObjectIds = DeclaredSetting<bool>(conventions, "StringIdsAsObjectIds");
        Guid = compilation.GetTypeByMetadataName(KnownNames.Guid);
        Object = compilation.GetSpecialType(SpecialType.System_Object);
        ObjectId = compilation.GetTypeByMetadataName(KnownNames.ObjectId);
        BsonRepresentationAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonRepresentation);
        BsonGuidRepresentationAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonGuidRepresentation);
        BsonTimeSpanOptionsAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonTimeSpanOptions);
        BsonDateTimeOptionsAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonDateTimeOptions);
        BsonDateOnlyOptionsAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonDateOnlyOptions);
        BsonTimeOnlyOptionsAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonTimeOnlyOptions);
        BsonDocument = compilation.GetTypeByMetadataName(KnownNames.BsonDocument);
        RawBsonDocument = compilation.GetTypeByMetadataName(KnownNames.RawBsonDocument);
        Uri = compilation.GetTypeByMetadataName(KnownNames.Uri);
        Version = compilation.GetTypeByMetadataName(KnownNames.Version);
        DateTimeOffset = compilation.GetTypeByMetadataName(KnownNames.DateTimeOffset);
        TimeSpan = compilation.GetTypeByMetadataName(KnownNames.TimeSpan);
        DateOnly = compilation.GetTypeByMetadataName(KnownNames.DateOnly);
        TimeOnly = compilation.GetTypeByMetadataName(KnownNames.TimeOnly);
        ReadOnlyCollectionDefinition = compilation.GetTypeByMetadataName(KnownNames.ReadOnlyCollection);

        // Only where the driver has serializers for them (2.26 and later); elsewhere they are no collections it knows.
        if (compilation.GetTypeByMetadataName(KnownNames.MemorySerializer) is not null && compilation.GetTypeByMetadataName(KnownNames.ReadOnlyMemorySerializer) is not null)
        {
            MemoryDefinition = compilation.GetTypeByMetadataName(KnownNames.Memory);
            ReadOnlyMemoryDefinition = compilation.GetTypeByMetadataName(KnownNames.ReadOnlyMemory);
        }
        Driver = DriverVersionReader.Read(compilation);
        ListOfT = compilation.GetTypeByMetadataName(KnownNames.ListOfT);
        KeyValuePairOfTKeyTValue = compilation.GetTypeByMetadataName(KnownNames.KeyValuePairOfTKeyTValue);
        HashSetOfT = compilation.GetTypeByMetadataName(KnownNames.HashSetOfT);
        DictionaryOfTKeyTValue = compilation.GetTypeByMetadataName(KnownNames.DictionaryOfTKeyTValue);
        ReadOnlyDictionaryOfTKeyTValue = compilation.GetTypeByMetadataName(KnownNames.ReadOnlyDictionaryOfTKeyTValue);
        IDictionaryOfTKeyTValue = compilation.GetTypeByMetadataName(KnownNames.IDictionaryOfTKeyTValue);
        SupportInitialize = compilation.GetTypeByMetadataName(KnownNames.SupportInitialize);
        UnsafeAccessorAttribute = compilation.GetTypeByMetadataName(KnownNames.UnsafeAccessorAttribute);
        UnsafeAccessorReachesGenericTypes = UnsafeAccessorAttribute?.ContainingAssembly.Identity.Version.Major >= 9;
        CreatesUninitialized = compilation.GetTypeByMetadataName(KnownNames.RuntimeHelpers)?.GetMembers(KnownNames.GetUninitializedObject).Any(m => m.IsStatic) == true;
        MemberMapAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.MemberMapAttributeInterface);
        ClassMapAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.ClassMapAttributeInterface);
        CreatorMapAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.CreatorMapAttributeInterface);
        PostProcessingAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.PostProcessingAttributeInterface);
        SerializerInterface = compilation.GetTypeByMetadataName(KnownNames.SerializerInterface);
        SerializerBaseDefinition = compilation.GetTypeByMetadataName(KnownNames.SerializerBase);
        TypedSerializerDefinition = compilation.GetTypeByMetadataName(KnownNames.TypedSerializerInterface);

        var attributes = new[]
        {
            (KnownNames.BsonId, KnownAttribute.BsonId),
            (KnownNames.BsonElement, KnownAttribute.BsonElement),
            (KnownNames.BsonIgnore, KnownAttribute.BsonIgnore),
            (KnownNames.BsonIgnoreIfNull, KnownAttribute.BsonIgnoreIfNull),
            (KnownNames.BsonIgnoreIfDefault, KnownAttribute.BsonIgnoreIfDefault),
            (KnownNames.BsonDefaultValue, KnownAttribute.BsonDefaultValue),
            (KnownNames.BsonRequired, KnownAttribute.BsonRequired),
            (KnownNames.BsonIgnoreExtraElements, KnownAttribute.BsonIgnoreExtraElements),
            (KnownNames.BsonExtraElements, KnownAttribute.BsonExtraElements),
            (KnownNames.BsonNoId, KnownAttribute.BsonNoId),
            (KnownNames.BsonDiscriminator, KnownAttribute.BsonDiscriminator),
            (KnownNames.BsonKnownTypes, KnownAttribute.BsonKnownTypes),
            (KnownNames.BsonSerializer, KnownAttribute.BsonSerializer),
            (KnownNames.SetsRequiredMembers, KnownAttribute.SetsRequiredMembers),
            (KnownNames.BsonDictionaryOptions, KnownAttribute.BsonDictionaryOptions),
        }.Concat(KnownNames.SerializerOptionAttributes.Select(name => (name, KnownAttribute.SerializerOption)));
        foreach (var kind in ValueKinds.All)
        {
            if (kind.Claim is not { } claim || !claim.AppliesTo(Driver) || claim.Resolve(compilation) is not { } claimed)
            {
                continue;
            }

            if (_claimedKinds.TryGetValue(claimed, out var other))
            {
                throw new InvalidOperationException($"ShapeKind.{other} and ShapeKind.{kind.Id} both claim {claimed} under {Driver}.");
            }

            _claimedKinds.Add(claimed, kind.Id);
        }

        foreach (var (metadataName, attribute) in attributes)
        {
            // BsonSerializer is both a class attribute and a serializer option; its own name wins.
            if (compilation.GetTypeByMetadataName(metadataName) is { } symbol && !_attributes.ContainsKey(symbol))
            {
                _attributes.Add(symbol, attribute);
            }
        }

        foreach (var (metadataName, kind) in KnownNames.Collections)
        {
            if (compilation.GetTypeByMetadataName(metadataName) is { } symbol)
            {
                _collections[symbol] = kind;
            }
        }

        foreach (var (metadataName, kind, driverSerializer) in KnownNames.ImmutableCollections)
        {
            if (compilation.GetTypeByMetadataName(metadataName) is not { } symbol)
            {
                continue;
            }

            if (compilation.GetTypeByMetadataName(driverSerializer) is not null)
            {
                _collections[symbol] = kind;
            }
            else if (kind != CollectionKind.ImmutableArray || Driver.InterfaceImplementersTakeAnyEnumerable)
            {
                // Without serializers of its own for them (before 3.1, and in 3.x's netstandard build) the driver's
                // interface-implementer serializers write them and cannot create one: they have no public constructor that takes
                // the items read, and none that takes nothing. Before 3.1 they cannot even take an ImmutableArray<T>, a struct (below).
                var (writer, exception) = kind is CollectionKind.ImmutableDictionary or CollectionKind.ImmutableSortedDictionary
                    ? ("DictionaryInterfaceImplementerSerializer", "MissingMethodException")
                    : ("EnumerableInterfaceImplementerSerializer", "BsonSerializationException");
                _unreadable[symbol] = $"this MongoDB.Bson has no serializer of {symbol.Name} (3.1 and later have one, in their builds for .NET 6 and later): its {writer} writes one and cannot create one to read it ({exception})";
            }
        }

        AddResolved(compilation, KnownNames.Tuples, _tuples);

        // Before 2.19.1 the driver has no serializer of value tuples: its class map writes their fields.
        var servesValueTuples = compilation.GetTypeByMetadataName(KnownNames.ValueTupleSerializer) is not null;
        if (servesValueTuples)
        {
            AddResolved(compilation, KnownNames.ValueTuples, _valueTuples);
        }

        // Before 2.20 (so before 3.x's serializers of some of them) the class map serves these structs, and the value tuples
        // where no ValueTupleSerializer serves them (before 2.19.1), and reads few of them back (see DriverRefusals.Unreadable).
        if (!Driver.ReadsStructs)
        {
            AddResolved(compilation, servesValueTuples ? KnownNames.ClassMappedStructs : KnownNames.ClassMappedStructs.Concat(KnownNames.ValueTuples), _classMappedStructs);
        }
        else
        {
            // From 2.20 the class map reads them back, and some of them it empties, where no serializer of the driver takes them.
            foreach (var (metadataName, serializer) in KnownNames.EmptiedStructs)
            {
                if (compilation.GetTypeByMetadataName(metadataName) is { } symbol && compilation.GetTypeByMetadataName(serializer) is null)
                {
                    _emptied.Add(symbol);
                }
            }
        }

        // The class map empties these classes, where no serializer of the driver serves them.
        foreach (var (metadataName, servedBySerializer) in KnownNames.EmptiedClasses)
        {
            if (compilation.GetTypeByMetadataName(metadataName) is { } symbol && !servedBySerializer(Driver))
            {
                _emptied.Add(symbol);
            }
        }

        foreach (var (metadataName, loss, derived) in KnownNames.PartlyMappedClasses)
        {
            if (compilation.GetTypeByMetadataName(metadataName) is { } symbol)
            {
                _partlyMapped.Add((symbol, loss, derived));
            }
        }

        AddReason(_unreadable, compilation.GetTypeByMetadataName(KnownNames.Type), "no version of the driver has a serializer of Type: its class map writes a value as a document of its discriminator alone ({ _t: \"RuntimeType\" }) and cannot create a RuntimeType to read it back: its constructor throws (NotSupportedException)");
        AddInterfaceImplementerLimits(compilation);

        AddResolved(compilation, KnownNames.BlobUnmanagedStructs, _blobUnmanaged);
        AddResolved(compilation, KnownNames.BlobBsonValueClasses.Select(name => "MongoDB.Bson." + name), _blobBsonValues);

        // The driver creates a List<T> for each of these interfaces.
        foreach (var special in new[]
        {
            SpecialType.System_Collections_Generic_IList_T, SpecialType.System_Collections_Generic_IReadOnlyList_T,
            SpecialType.System_Collections_Generic_ICollection_T, SpecialType.System_Collections_Generic_IReadOnlyCollection_T,
            SpecialType.System_Collections_Generic_IEnumerable_T,
        })
        {
            _collections[compilation.GetSpecialType(special)] = CollectionKind.ListInterface;
        }
    }

    /// <summary>The assembly being compiled: nested documents generated into it share its support code.</summary>
    public IAssemblySymbol CompilationAssembly { get; }

    public INamedTypeSymbol? GenerateAttribute { get; }

    public INamedTypeSymbol? Guid { get; }

    /// <summary><c>object</c>: the items of the non-generic collections.</summary>
    public INamedTypeSymbol Object { get; }

    /// <summary><c>MongoDB.Bson.ObjectId</c>.</summary>
    public INamedTypeSymbol? ObjectId { get; }

    public INamedTypeSymbol? BsonRepresentationAttribute { get; }

    public INamedTypeSymbol? BsonGuidRepresentationAttribute { get; }

    public INamedTypeSymbol? BsonTimeSpanOptionsAttribute { get; }

    public INamedTypeSymbol? BsonDateTimeOptionsAttribute { get; }

    /// <summary>The driver's <c>[BsonDateOnlyOptions]</c> (3.x built for .NET 6 and later), else null.</summary>
    public INamedTypeSymbol? BsonDateOnlyOptionsAttribute { get; }

    /// <summary>The driver's <c>[BsonTimeOnlyOptions]</c> (3.x built for .NET 6 and later), else null.</summary>
    public INamedTypeSymbol? BsonTimeOnlyOptionsAttribute { get; }

    public INamedTypeSymbol? BsonDocument { get; }

    /// <summary><c>MongoDB.Bson.RawBsonDocument</c>, whose bytes the blob codec keeps.</summary>
    public INamedTypeSymbol? RawBsonDocument { get; }

    /// <summary><c>System.Uri</c>, which the blob codec writes as MemoryPack's formatter does.</summary>
    public INamedTypeSymbol? Uri { get; }

    /// <summary><c>System.Version</c>, which the blob codec writes as MemoryPack's formatter does.</summary>
    public INamedTypeSymbol? Version { get; }

    /// <summary><c>System.DateTimeOffset</c>, whose representation attributes select.</summary>
    public INamedTypeSymbol? DateTimeOffset { get; }

    /// <summary><c>System.TimeSpan</c>, whose representation and units attributes select.</summary>
    public INamedTypeSymbol? TimeSpan { get; }

    /// <summary><c>System.DateOnly</c>, whose representation and document format attributes select.</summary>
    public INamedTypeSymbol? DateOnly { get; }

    /// <summary><c>System.TimeOnly</c>, whose representation and units attributes select.</summary>
    public INamedTypeSymbol? TimeOnly { get; }

    /// <summary><c>Memory&lt;T&gt;</c>'s definition, where the driver has its MemorySerializer (2.26 and later), else null.</summary>
    public INamedTypeSymbol? MemoryDefinition { get; }

    /// <summary><c>ReadOnlyMemory&lt;T&gt;</c>'s definition, where the driver has its ReadonlyMemorySerializer (2.26 and later), else null.</summary>
    public INamedTypeSymbol? ReadOnlyMemoryDefinition { get; }

    /// <summary><c>ReadOnlyCollection&lt;T&gt;</c>'s definition, whose subclasses the driver creates from the List&lt;T&gt; it read (see DriverRefusals).</summary>
    public INamedTypeSymbol? ReadOnlyCollectionDefinition { get; }

    /// <summary>The MongoDB.Bson the compilation references, whose defaults decide how some types are written.</summary>
    public DriverVersion Driver { get; }

    /// <summary><c>List&lt;T&gt;</c>, unconstructed.</summary>
    public INamedTypeSymbol? ListOfT { get; }

    /// <summary><c>KeyValuePair&lt;TKey, TValue&gt;</c>, unconstructed: every driver line serializes it with its KeyValuePairSerializer.</summary>
    public INamedTypeSymbol? KeyValuePairOfTKeyTValue { get; }

    /// <summary><c>HashSet&lt;T&gt;</c> (its definition).</summary>
    public INamedTypeSymbol? HashSetOfT { get; }

    /// <summary><c>Dictionary&lt;TKey, TValue&gt;</c>, unconstructed.</summary>
    public INamedTypeSymbol? DictionaryOfTKeyTValue { get; }

    /// <summary><c>ReadOnlyDictionary&lt;TKey, TValue&gt;</c>, unconstructed: what the driver creates for an <c>IReadOnlyDictionary&lt;TKey, TValue&gt;</c>.</summary>
    public INamedTypeSymbol? ReadOnlyDictionaryOfTKeyTValue { get; }

    /// <summary><c>IDictionary&lt;TKey, TValue&gt;</c>, unconstructed.</summary>
    public INamedTypeSymbol? IDictionaryOfTKeyTValue { get; }

    public INamedTypeSymbol? SupportInitialize { get; }

    /// <summary>Present from .NET 8: members and constructors C# cannot reach are reached through it.</summary>
    public INamedTypeSymbol? UnsafeAccessorAttribute { get; }

    /// <summary>
    /// The referenced runtime is .NET 9 or later, whose UnsafeAccessor reaches the members of a generic type from an extern
    /// declared in a generic class of the same type parameters (the type's generic serializer).
    /// </summary>
    public bool UnsafeAccessorReachesGenericTypes { get; }

    /// <summary>
    /// <c>RuntimeHelpers.GetUninitializedObject</c> exists (.NET 5 and later): how the generated code creates an instance
    /// of a class without a parameterless constructor, as the driver does with <c>FormatterServices</c>.
    /// </summary>
    public bool CreatesUninitialized { get; }

    public INamedTypeSymbol? MemberMapAttributeInterface { get; }

    public INamedTypeSymbol? ClassMapAttributeInterface { get; }

    public INamedTypeSymbol? CreatorMapAttributeInterface { get; }

    public INamedTypeSymbol? PostProcessingAttributeInterface { get; }

    /// <summary>The driver's non-generic <c>IBsonSerializer</c>, which a type that <c>[BsonSerializer]</c> names must implement.</summary>
    public INamedTypeSymbol? SerializerInterface { get; }

    /// <summary>
    /// The driver's <c>SerializerBase&lt;TValue&gt;</c>, whose <c>ValueType</c> (not virtual) is <c>typeof(TValue)</c>: the value
    /// type of a serializer derived from it is known at compile time.
    /// </summary>
    public INamedTypeSymbol? SerializerBaseDefinition { get; }

    /// <summary>The driver's <c>IBsonSerializer&lt;TValue&gt;</c>, as which its serializers of nullables, collections and tuples look their values' serializers up.</summary>
    public INamedTypeSymbol? TypedSerializerDefinition { get; }

    /// <summary>
    /// The types the driver's interface-implementer serializers decide. Before 3.1 their constraints (a class that is an IList
    /// with a parameterless constructor, a class) refuse a NameValueCollection, an ImmutableArray&lt;T&gt; and an
    /// ArraySegment&lt;T&gt;, and no other serializer of the driver takes them. 3.1 relaxed those constraints, and brought the
    /// ImmutableArraySerializer: then they write a NameValueCollection and an ArraySegment&lt;T&gt; and cannot read either back.
    /// </summary>
    private void AddInterfaceImplementerLimits(Compilation compilation)
    {
        var nameValueCollection = compilation.GetTypeByMetadataName(KnownNames.NameValueCollection);
        var arraySegment = compilation.GetTypeByMetadataName(KnownNames.ArraySegment);
        if (Driver.InterfaceImplementersTakeAnyEnumerable)
        {
            AddReason(_unreadable, nameValueCollection, "the driver's EnumerableInterfaceImplementerSerializer writes a NameValueCollection's keys alone, and cannot add to one to read it back (InvalidCastException)");
            AddReason(_unreadable, arraySegment, "the driver's EnumerableInterfaceImplementerSerializer writes an ArraySegment<T> as an array and cannot create one to read it: it has no constructor that takes the items, nor an Add method (BsonSerializationException)");
            return;
        }

        AddReason(_unserializable, nameValueCollection, "the driver's EnumerableInterfaceImplementerSerializer cannot take a NameValueCollection, which is no IList (ArgumentException)");
        AddReason(_unserializable, compilation.GetTypeByMetadataName(KnownNames.ImmutableArray), "this MongoDB.Bson has no ImmutableArraySerializer, and its EnumerableInterfaceImplementerSerializer cannot take a struct (ArgumentException)");
        AddReason(_unserializable, arraySegment, "this MongoDB.Bson's EnumerableInterfaceImplementerSerializer cannot take a struct such as ArraySegment<T> (ArgumentException)");
    }

    private static void AddReason(Dictionary<INamedTypeSymbol, string> reasons, INamedTypeSymbol? definition, string reason)
    {
        if (definition is not null)
        {
            reasons[definition] = reason;
        }
    }

    /// <summary>Adds to <paramref name="symbols"/> each of the types <paramref name="metadataNames"/> names that the compilation has.</summary>
    private static void AddResolved(Compilation compilation, IEnumerable<string> metadataNames, HashSet<INamedTypeSymbol> symbols)
    {
        foreach (var metadataName in metadataNames)
        {
            if (compilation.GetTypeByMetadataName(metadataName) is { } symbol)
            {
                symbols.Add(symbol);
            }
        }
    }

    /// <summary>The known types of a compilation, resolved on its first use.</summary>
    public static KnownTypeSymbols For(Compilation compilation) => Cache.GetValue(compilation, static c => new KnownTypeSymbols(c));

    /// <summary>Which of the attributes the parser tells apart this is, or <see cref="KnownAttribute.None"/>.</summary>
    public KnownAttribute Identify(AttributeData attribute) =>
        attribute.AttributeClass is { } type && _attributes.TryGetValue(type, out var known) ? known : KnownAttribute.None;

    /// <summary>The collection kind of a generic type definition, or <see cref="CollectionKind.None"/>.</summary>
    public CollectionKind CollectionOf(INamedTypeSymbol definition) =>
        _collections.TryGetValue(definition, out var kind) ? kind : CollectionKind.None;

    /// <summary>Whether a generic definition is one of <c>System.Tuple</c>'s (see <see cref="KnownNames.Tuples"/>).</summary>
    public bool IsTuple(INamedTypeSymbol definition) => _tuples.Contains(definition);

    /// <summary>Whether a generic definition is one of <c>System.ValueTuple</c>'s and the driver has a serializer for it (see <see cref="KnownNames.ValueTuples"/>).</summary>
    public bool IsValueTuple(INamedTypeSymbol definition) => _valueTuples.Contains(definition);

    /// <summary>
    /// Whether a tuple's items can hold a value: an eight-item one's Rest must be a tuple of the same family (the constructor
    /// refuses any other, in the driver too), which <paramref name="isTupleDefinition"/> tells.
    /// </summary>
    public static bool RestIsTuple(INamedTypeSymbol tuple, Func<INamedTypeSymbol, bool> isTupleDefinition) =>
        tuple.TypeArguments.Length < 8 || (tuple.TypeArguments[7] is INamedTypeSymbol rest && isTupleDefinition(rest.OriginalDefinition));

    /// <summary>
    /// The type, then the types of the values it holds, depth first, as the driver's serializers hand them on: an array's
    /// elements, a Nullable&lt;T&gt;'s value, a known collection's items or a dictionary's values, and each item of a tuple
    /// or value tuple (whose serializers look each item's serializer up in the registry).
    /// </summary>
    public IEnumerable<ITypeSymbol> ValuesWithin(ITypeSymbol type)
    {
        var pending = new Stack<ITypeSymbol>();
        pending.Push(type);
        while (pending.Count > 0)
        {
            var current = pending.Pop();
            yield return current;
            foreach (var held in Held(current).Reverse())
            {
                pending.Push(held);
            }
        }
    }

    /// <summary>The types of the values one level inside <paramref name="type"/> (see <see cref="ValuesWithin"/>).</summary>
    private IEnumerable<ITypeSymbol> Held(ITypeSymbol type)
    {
        if (type is IArrayTypeSymbol array)
        {
            return new[] { array.ElementType };
        }

        if (type is not INamedTypeSymbol { IsGenericType: true } named)
        {
            return Array.Empty<ITypeSymbol>();
        }

        var definition = named.OriginalDefinition;
        if (definition.SpecialType == SpecialType.System_Nullable_T || CollectionOf(definition) != CollectionKind.None)
        {
            return new[] { named.TypeArguments[named.TypeArguments.Length - 1] };
        }

        return IsTuple(definition) || definition.IsTupleType || named.IsTupleType ? named.TypeArguments : Array.Empty<ITypeSymbol>();
    }

    /// <summary>Why no serializer of the driver takes values of a type definition (see <see cref="DriverRefusals.Type"/>), or null.</summary>
    public string? UnserializableReasonOf(INamedTypeSymbol definition) => _unserializable.TryGetValue(definition, out var reason) ? reason : null;

    /// <summary>
    /// Whether the driver's class map serves this struct definition of the base library (one it has no serializer of) where it
    /// cannot read every struct back: before 2.20.
    /// </summary>
    public bool IsClassMappedStruct(INamedTypeSymbol definition) => _classMappedStructs.Contains(definition);

    /// <summary>
    /// Why the driver cannot read back a struct its class map serves (one it has no serializer of): before 2.20 the
    /// class-map serializer writes a struct's members and reads a struct back only through a creator that takes all of them
    /// (2.19, see <see cref="CreatorConventions.TakesEveryMember"/>), and before 2.19 none.
    /// </summary>
    public string ClassMappedStructUnreadable(string name) => Driver.ReadsStructsThroughCreators
        ? $"before MongoDB.Bson 2.20 the driver has no serializer of {name}: its class map writes the struct's members and reads a struct back only through a constructor that takes every one of them, which {name} does not have (BsonSerializationException)"
        : $"before MongoDB.Bson 2.20 the driver has no serializer of {name}: its class map writes the struct's public members and cannot read a struct back (BsonSerializationException)";

    /// <summary>Why the driver writes values of a type definition and cannot read them back (see <see cref="DriverRefusals.Unreadable"/>), or null.</summary>
    public string? UnreadableReasonOf(INamedTypeSymbol definition) => _unreadable.TryGetValue(definition, out var reason) ? reason : null;

    /// <summary>
    /// Whether the driver's class map serves values of this struct definition and loses them: it writes an empty document
    /// and reads that back as the default value (see <see cref="KnownNames.EmptiedStructs"/>).
    /// </summary>
    public bool IsEmptiedByClassMap(INamedTypeSymbol definition) => _emptied.Contains(definition);

    /// <summary>Whether <paramref name="type"/> names its own serializer (<c>[BsonSerializer]</c> on the type), which the driver uses for it.</summary>
    public bool NamesSerializer(ITypeSymbol type) => AttributeReader.Has(type, this, KnownAttribute.BsonSerializer);

    /// <summary>The serializer type that <paramref name="type"/>'s own <c>[BsonSerializer]</c> names, or null where it names none.</summary>
    public INamedTypeSymbol? OwnSerializerOf(ITypeSymbol type) =>
        AttributeReader.Find(type, this, KnownAttribute.BsonSerializer) is { } attribute ? AttributeReader.SerializerType(attribute) as INamedTypeSymbol : null;

    /// <summary>
    /// Whether the driver serves <paramref name="type"/> with its DiscriminatedInterfaceSerializer: an interface that is no
    /// collection (the driver's collections provider takes every one that is an <c>IEnumerable</c>, before it) and names no
    /// serializer of its own.
    /// </summary>
    public bool IsDiscriminatedInterface(ITypeSymbol type) =>
        type is INamedTypeSymbol { TypeKind: TypeKind.Interface } named &&
        named.SpecialType != SpecialType.System_Collections_IEnumerable && !IsEnumerable(named) &&
        !NamesSerializer(named);

    /// <summary>
    /// Whether the compilation's <c>[assembly: FastBsonConventions]</c> declares the driver's CamelCaseElementNameConvention
    /// (<c>ElementNames = ElementNameStyle.CamelCase</c>), which the application registers at run time.
    /// </summary>
    public bool CamelCaseElementNames { get; }

    /// <summary>
    /// The element name the driver's conventions give a member that no <c>[BsonElement]</c> names: its name, or with the
    /// declared camelCase convention its name with the first char in lower case, as CamelCaseElementNameConvention makes it.
    /// </summary>
    public string DefaultElementName(string memberName) =>
        CamelCaseElementNames && memberName.Length > 0 ? char.ToLowerInvariant(memberName[0]) + memberName.Substring(1) : memberName;

    private const int CamelCaseStyle = 1;

    /// <summary>
    /// The BSON type (its code) of the driver's EnumRepresentationConvention that the compilation's
    /// <c>[assembly: FastBsonConventions]</c> declares (<c>EnumRepresentation</c>), or null where it declares none.
    /// </summary>
    public int? DeclaredEnumRepresentation { get; }

    /// <summary>
    /// Whether the compilation's <c>[assembly: FastBsonConventions]</c> declares the driver's IgnoreIfNullConvention(true)
    /// (<c>IgnoreIf = IgnoreIf.Null</c>): every member starts with IgnoreIfNull set, before its attributes.
    /// </summary>
    public bool IgnoreIfNullByConvention { get; }

    /// <summary>
    /// Whether the compilation's <c>[assembly: FastBsonConventions]</c> declares the driver's IgnoreIfDefaultConvention(true)
    /// (<c>IgnoreIf = IgnoreIf.Default</c>): every member starts with IgnoreIfDefault set, before its attributes.
    /// </summary>
    public bool IgnoreIfDefaultByConvention { get; }

    /// <summary>
    /// Whether the compilation's <c>[assembly: FastBsonConventions]</c> declares the driver's StringIdStoredAsObjectIdConvention
    /// (<c>StringIdsAsObjectIds = true</c>): the string member the name convention makes the id starts as an ObjectId.
    /// </summary>
    public bool StringIdsAsObjectIds { get; }

    // The values of FastBson.IgnoreIf.
    private const int IgnoreIfNull = 1;
    private const int IgnoreIfDefault = 2;

    /// <summary>
    /// A setting of the compilation's <c>[assembly: FastBsonConventions]</c> (an enum setting as its underlying int), or its
    /// default (0, false: the driver's own behaviour) where the attribute or the setting is absent.
    /// </summary>
    private static T DeclaredSetting<T>(AttributeData? conventions, string name)
        where T : struct =>
        conventions is not null && AttributeReader.TryGetNamed<T>(conventions, name, out var value) ? value : default;

    /// <summary>The compilation's <c>[assembly: FastBsonConventions]</c>, or null.</summary>
    private static AttributeData? DeclaredConventions(Compilation compilation) =>
        compilation.GetTypeByMetadataName(KnownNames.ConventionsAttribute) is { } conventions
            ? compilation.Assembly.GetAttributes().FirstOrDefault(attribute => Is(attribute.AttributeClass, conventions))
            : null;

    /// <summary>The type's <c>[GenerateBsonSerializer]</c>, with its settings, or null where it asks for no generated serializer.</summary>
    public AttributeData? GenerateAttributeOf(INamedTypeSymbol type) => type.GetAttributes().FirstOrDefault(attribute => Is(attribute.AttributeClass, GenerateAttribute));

    /// <summary>Whether <paramref name="type"/> asks for a generated serializer (<c>[GenerateBsonSerializer]</c>).</summary>
    public bool IsGenerated(INamedTypeSymbol type) => GenerateAttributeOf(type) is not null;

    /// <summary>
    /// Whether <paramref name="type"/> is declared in this project's source, has no serializer there (neither a generated
    /// one, <c>[GenerateBsonSerializer]</c>, nor one it names, <c>[BsonSerializer]</c>) and is no collection: the driver's
    /// class map serves it. Asked of the type's definition: a tuple written with tuple syntax (<c>(int Count, string Name)</c>)
    /// has that syntax as its declaration, though its type is the base library's <c>ValueTuple</c>.
    /// </summary>
    public bool IsProjectTypeWithoutSerializer(INamedTypeSymbol type) =>
        !type.OriginalDefinition.DeclaringSyntaxReferences.IsEmpty &&
        !IsGenerated(type) && !NamesSerializer(type) &&
        !IsEnumerable(type);

    /// <summary>
    /// Whether <paramref name="type"/> implements <c>IEnumerable</c>, so that the driver's collections provider, which its
    /// registry asks before its class map, serves it (as an array, a dictionary as a document of its entries) unless the
    /// type names a serializer of its own: never the class map.
    /// </summary>
    public static bool IsEnumerable(ITypeSymbol type) =>
        type.AllInterfaces.Any(implemented => implemented.SpecialType == SpecialType.System_Collections_IEnumerable);

    /// <summary>
    /// What the driver's class map loses of a value of <paramref name="type"/>, a class of
    /// <see cref="KnownNames.PartlyMappedClasses"/> or one deriving from a class there that says its subclasses lose the same;
    /// null for any other type, and for a subclass that names its own serializer (<c>[BsonSerializer]</c> on the class),
    /// which the driver uses instead of a class map.
    /// </summary>
    public (string Class, string Loss)? PartlyMappedBy(INamedTypeSymbol type)
    {
        if (NamesSerializer(type))
        {
            return null;
        }

        foreach (var (partlyMapped, loss, derived) in _partlyMapped)
        {
            for (var current = type; current is not null; current = derived ? current.BaseType : null)
            {
                if (Is(current, partlyMapped))
                {
                    return (partlyMapped.Name, loss);
                }
            }
        }

        return null;
    }

    /// <summary>
    /// Whether the blob codec copies values of this struct as they lie in memory (see <see cref="KnownNames.BlobUnmanagedStructs"/>);
    /// the primitives and enums aside.
    /// </summary>
    public bool IsBlobUnmanagedStruct(ITypeSymbol type) => type is INamedTypeSymbol named && _blobUnmanaged.Contains(named);

    /// <summary>Whether the blob codec writes values of this class as BSON (see <see cref="KnownNames.BlobBsonValueClasses"/>; BsonDocument aside).</summary>
    public bool IsBlobBsonValueClass(ITypeSymbol type) => type is INamedTypeSymbol named && _blobBsonValues.Contains(named);

    /// <summary>The kind that claims exactly this type under the referenced driver (see <see cref="ValueKind.Claim"/>), or null.</summary>
    public ShapeKind? ClaimedKindOf(ITypeSymbol type) =>
        type is INamedTypeSymbol named && _claimedKinds.TryGetValue(named, out var kind) ? kind : null;

    /// <summary>Whether the type is <paramref name="known"/> (null, an unreferenced type, matches nothing).</summary>
    public static bool Is(ITypeSymbol? type, INamedTypeSymbol? known) =>
        known is not null && SymbolEqualityComparer.Default.Equals(type, known);
}
