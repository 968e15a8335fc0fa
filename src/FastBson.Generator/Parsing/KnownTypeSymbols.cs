using System.Collections.Generic;
using System.Linq;
using System.Runtime.CompilerServices;
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

    /// <summary>The BsonValue classes the generated code reads and writes itself, each with its kind.</summary>
    private static readonly (string MetadataName, ShapeKind Kind)[] BsonValueClasses =
    {
        (KnownNames.BsonValue, ShapeKind.BsonValue),
        (KnownNames.BsonDocument, ShapeKind.BsonDocument),
        (KnownNames.BsonArray, ShapeKind.BsonArray),
        (KnownNames.BsonBinaryData, ShapeKind.BsonBinaryData),
        (KnownNames.BsonBoolean, ShapeKind.BsonBoolean),
        (KnownNames.BsonDateTime, ShapeKind.BsonDateTime),
        (KnownNames.BsonDecimal128, ShapeKind.BsonDecimal128),
        (KnownNames.BsonDouble, ShapeKind.BsonDouble),
        (KnownNames.BsonInt32, ShapeKind.BsonInt32),
        (KnownNames.BsonInt64, ShapeKind.BsonInt64),
        (KnownNames.BsonJavaScript, ShapeKind.BsonJavaScript),
        (KnownNames.BsonJavaScriptWithScope, ShapeKind.BsonJavaScriptWithScope),
        (KnownNames.BsonMaxKey, ShapeKind.BsonMaxKey),
        (KnownNames.BsonMinKey, ShapeKind.BsonMinKey),
        (KnownNames.BsonNull, ShapeKind.BsonNull),
        (KnownNames.BsonObjectId, ShapeKind.BsonObjectId),
        (KnownNames.BsonRegularExpression, ShapeKind.BsonRegularExpression),
        (KnownNames.BsonString, ShapeKind.BsonString),
        (KnownNames.BsonSymbol, ShapeKind.BsonSymbol),
        (KnownNames.BsonTimestamp, ShapeKind.BsonTimestamp),
        (KnownNames.BsonUndefined, ShapeKind.BsonUndefined),
    };

    private readonly Dictionary<INamedTypeSymbol, KnownAttribute> _attributes = new(SymbolEqualityComparer.Default);

    private readonly Dictionary<INamedTypeSymbol, CollectionKind> _collections = new(SymbolEqualityComparer.Default);

    private readonly Dictionary<INamedTypeSymbol, ShapeKind> _bsonValueKinds = new(SymbolEqualityComparer.Default);

    private KnownTypeSymbols(Compilation compilation)
    {
        GenerateAttribute = compilation.GetTypeByMetadataName(KnownNames.GenerateAttribute);
        ObjectId = compilation.GetTypeByMetadataName(KnownNames.ObjectId);
        Guid = compilation.GetTypeByMetadataName(KnownNames.Guid);
        BsonRepresentationAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonRepresentation);
        BsonGuidRepresentationAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonGuidRepresentation);
        BsonTimeSpanOptionsAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonTimeSpanOptions);
        BsonDateTimeOptionsAttribute = compilation.GetTypeByMetadataName(KnownNames.BsonDateTimeOptions);
        BsonDocument = compilation.GetTypeByMetadataName(KnownNames.BsonDocument);
        Decimal128 = compilation.GetTypeByMetadataName(KnownNames.Decimal128);
        DateTimeOffset = compilation.GetTypeByMetadataName(KnownNames.DateTimeOffset);
        TimeSpan = compilation.GetTypeByMetadataName(KnownNames.TimeSpan);
        DateOnly = compilation.GetTypeByMetadataName(KnownNames.DateOnly);
        TimeOnly = compilation.GetTypeByMetadataName(KnownNames.TimeOnly);
        Driver = DriverVersionReader.Read(compilation);
        ListOfT = compilation.GetTypeByMetadataName(KnownNames.ListOfT);
        DictionaryOfTKeyTValue = compilation.GetTypeByMetadataName(KnownNames.DictionaryOfTKeyTValue);
        IDictionaryOfTKeyTValue = compilation.GetTypeByMetadataName(KnownNames.IDictionaryOfTKeyTValue);
        SupportInitialize = compilation.GetTypeByMetadataName(KnownNames.SupportInitialize);
        UnsafeAccessorAttribute = compilation.GetTypeByMetadataName(KnownNames.UnsafeAccessorAttribute);
        MemberMapAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.MemberMapAttributeInterface);
        ClassMapAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.ClassMapAttributeInterface);
        CreatorMapAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.CreatorMapAttributeInterface);
        PostProcessingAttributeInterface = compilation.GetTypeByMetadataName(KnownNames.PostProcessingAttributeInterface);

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
        foreach (var (metadataName, kind) in BsonValueClasses)
        {
            if (compilation.GetTypeByMetadataName(metadataName) is { } symbol)
            {
                _bsonValueKinds.Add(symbol, kind);
            }
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

    public INamedTypeSymbol? GenerateAttribute { get; }

    public INamedTypeSymbol? ObjectId { get; }

    public INamedTypeSymbol? Guid { get; }

    public INamedTypeSymbol? BsonRepresentationAttribute { get; }

    public INamedTypeSymbol? BsonGuidRepresentationAttribute { get; }

    public INamedTypeSymbol? BsonTimeSpanOptionsAttribute { get; }

    public INamedTypeSymbol? BsonDateTimeOptionsAttribute { get; }

    public INamedTypeSymbol? BsonDocument { get; }

    public INamedTypeSymbol? Decimal128 { get; }

    public INamedTypeSymbol? DateTimeOffset { get; }

    public INamedTypeSymbol? TimeSpan { get; }

    /// <summary>Present from .NET 6.</summary>
    public INamedTypeSymbol? DateOnly { get; }

    /// <summary>Present from .NET 6.</summary>
    public INamedTypeSymbol? TimeOnly { get; }

    /// <summary>The MongoDB.Bson the compilation references, whose defaults decide how some types are written.</summary>
    public DriverVersion Driver { get; }

    /// <summary><c>List&lt;T&gt;</c>, unconstructed.</summary>
    public INamedTypeSymbol? ListOfT { get; }

    /// <summary><c>Dictionary&lt;TKey, TValue&gt;</c>, unconstructed.</summary>
    public INamedTypeSymbol? DictionaryOfTKeyTValue { get; }

    /// <summary><c>IDictionary&lt;TKey, TValue&gt;</c>, unconstructed.</summary>
    public INamedTypeSymbol? IDictionaryOfTKeyTValue { get; }

    public INamedTypeSymbol? SupportInitialize { get; }

    /// <summary>Present from .NET 8: members and constructors C# cannot reach are reached through it.</summary>
    public INamedTypeSymbol? UnsafeAccessorAttribute { get; }

    public INamedTypeSymbol? MemberMapAttributeInterface { get; }

    public INamedTypeSymbol? ClassMapAttributeInterface { get; }

    public INamedTypeSymbol? CreatorMapAttributeInterface { get; }

    public INamedTypeSymbol? PostProcessingAttributeInterface { get; }

    /// <summary>The known types of a compilation, resolved on its first use.</summary>
    public static KnownTypeSymbols For(Compilation compilation) => Cache.GetValue(compilation, static c => new KnownTypeSymbols(c));

    /// <summary>Which of the attributes the parser tells apart this is, or <see cref="KnownAttribute.None"/>.</summary>
    public KnownAttribute Identify(AttributeData attribute) =>
        attribute.AttributeClass is { } type && _attributes.TryGetValue(type, out var known) ? known : KnownAttribute.None;

    /// <summary>The collection kind of a generic type definition, or <see cref="CollectionKind.None"/>.</summary>
    public CollectionKind CollectionOf(INamedTypeSymbol definition) =>
        _collections.TryGetValue(definition, out var kind) ? kind : CollectionKind.None;

    /// <summary>
    /// The kind of a BsonValue class the generated code reads itself (exactly that class: a subclass such as RawBsonDocument
    /// has a serializer of its own), or null.
    /// </summary>
    public ShapeKind? BsonValueKindOf(ITypeSymbol type) =>
        type is INamedTypeSymbol named && _bsonValueKinds.TryGetValue(named, out var kind) ? kind : null;

    /// <summary>Whether the type is <paramref name="known"/> (null, an unreferenced type, matches nothing).</summary>
    public static bool Is(ITypeSymbol? type, INamedTypeSymbol? known) =>
        known is not null && SymbolEqualityComparer.Default.Equals(type, known);
}
