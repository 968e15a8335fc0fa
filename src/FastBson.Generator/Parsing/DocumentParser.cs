using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using FastBson.Generator.Diagnostics;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// Turns an annotated type into a <see cref="DocumentModel"/> that maps it exactly as the driver's
/// <c>BsonClassMap</c> would (default conventions plus attributes), or into diagnostics naming what
/// cannot be generated yet. No symbol leaves this class.
/// </summary>
internal sealed partial class DocumentParser
{
    private readonly Compilation _compilation;
    private readonly KnownTypeSymbols _known;
    private readonly HashSet<INamedTypeSymbol> _inProgress;
    private readonly Dictionary<INamedTypeSymbol, DocumentModel?> _resolved;
    private readonly List<DiagnosticInfo> _diagnostics = new();
    private readonly bool _reportInfo;

    private DocumentParser(Compilation compilation, HashSet<INamedTypeSymbol> inProgress, Dictionary<INamedTypeSymbol, DocumentModel?> resolved, bool reportInfo)
    {
        _compilation = compilation;
        _known = KnownTypeSymbols.For(compilation);
        _inProgress = inProgress;
        _resolved = resolved;
        _reportInfo = reportInfo;
    }

    /// <summary>The blob's element name unless the type names another (<c>GenerateBsonSerializerAttribute.DefaultBlobElementName</c>).</summary>
    private const string DefaultBlobElementName = "MemPacked";

    public static ParseResult Parse(INamedTypeSymbol type, Compilation compilation, CancellationToken cancellationToken)
    {
        cancellationToken.ThrowIfCancellationRequested();
        var parser = new DocumentParser(
            compilation,
            new HashSet<INamedTypeSymbol>(SymbolEqualityComparer.Default),
            new Dictionary<INamedTypeSymbol, DocumentModel?>(SymbolEqualityComparer.Default),
            reportInfo: true);
        var model = parser.Build(type);
        return new ParseResult(model, parser._diagnostics.ToEquatableArray());
    }

    private bool HasErrors => _diagnostics.Any(d => DiagnosticDescriptors.ById(d.DescriptorId).DefaultSeverity == DiagnosticSeverity.Error);

    private DocumentModel? Build(INamedTypeSymbol type)
    {
        _inProgress.Add(type);
        try
        {
            return BuildModel(type);
        }
        finally
        {
            _inProgress.Remove(type);
        }
    }

    private DocumentModel? BuildModel(INamedTypeSymbol type)
    {
        CheckClass(type, out var ignoreExtraElements, out var creation);
        if (HasErrors)
        {
            return null;
        }

        // The driver maps each class of the chain on its own (its AllMemberMaps are the base class's, then its own,
        // each class sorted by Order with a stable sort) and a class without an id member inherits its base's.
        var classifier = new ShapeClassifier(_known, GeneratedSerializerOf);
        var ordered = new List<MemberCandidate>();
        ISymbol? idMember = null;
        MemberCandidate? extraElements = null;
        foreach (var mappedClass in TypeHierarchy.BaseClasses(type).Reverse().Concat(new[] { type }))
        {
            var declared = MemberFinder.Find(mappedClass, _known, out var ownId);
            foreach (var candidate in declared)
            {
                ApplyMemberAttributes(mappedClass, candidate, ref ownId);
            }

            // [BsonNoId] is a post-processing attribute: it clears the class's id after the conventions and the member
            // attributes, a [BsonId] among them, have set it; that member is then mapped under its own element name.
            if (AttributeReader.Has(mappedClass, _known, KnownAttribute.BsonNoId))
            {
                ownId = null;
            }

            // A class's own extra-elements member replaces the one it would inherit, as in the driver's Freeze.
            extraElements = ExtraElementsMemberOf(mappedClass, declared) ?? extraElements;

            ordered.AddRange(declared.OrderBy(c => c.Order));
            idMember = ownId ?? idMember;
        }

        if (idMember is not null)
        {
            ordered.Single(c => SymbolEqualityComparer.Default.Equals(c.Symbol, idMember)).ElementName = "_id";
        }

        if (extraElements is not null)
        {
            extraElements.IsExtraElements = true;
        }

        CheckElementNames(type, ordered);

        var members = new List<MemberModel>();
        var repeatedNames = new HashSet<string>(ordered.GroupBy(c => c.Symbol.Name).Where(g => g.Count() > 1).Select(g => g.Key));
        foreach (var candidate in ordered)
        {
            var key = repeatedNames.Contains(candidate.Symbol.Name) ? candidate.Symbol.ContainingType.Name + "_" + candidate.Symbol.Name : candidate.Symbol.Name;
            members.Add(CreateMember(type, candidate, classifier) with { Key = key });
        }

        CheckDriverMappedKnownTypes(type, classifier);
        var blob = BuildBlob(type, ordered, members, creation == Creation.CreatorMap);
        var creators = creation == Creation.CreatorMap ? BuildCreators(type, ordered) : default;
        if (HasErrors)
        {
            return null;
        }

        CheckGenericCreation(type, creation, creators);
        if (HasErrors)
        {
            return null;
        }

        var idIndex = idMember is null ? -1 : ordered.FindIndex(c => SymbolEqualityComparer.Default.Equals(c.Symbol, idMember));
        return new DocumentModel(
            Namespace: NamespaceOf(type),
            TypeName: type.Name,
            FullTypeName: TypeNames.Core(type),
            SerializerName: SerializerSimpleName(type),
            IsPublic: IsEffectivelyPublic(type),
            IsSealed: type.IsSealed,
            SupportsInitialize: type.AllInterfaces.Any(i => KnownTypeSymbols.Is(i, _known.SupportInitialize)),
            IgnoreExtraElements: ignoreExtraElements,
            Creation: creation,
            IdMemberIndex: idIndex,
            Members: members.ToEquatableArray(),
            Blob: blob,
            Creators: creators,
            Generic: GenericDefinitions.Of(type),
            IsValueType: type.IsValueType);
    }

    /// <summary>
    /// A generic type created through an <c>UnsafeAccessor</c> (a non-public constructor or creator): accessors to generic
    /// types need .NET 9, so a compilation for .NET 8 gets FBSON002. Its members are checked where they are mapped (FBSON003).
    /// </summary>
    private void CheckGenericCreation(INamedTypeSymbol type, Creation creation, EquatableArray<CreatorModel> creators)
    {
        if (TypeHierarchy.IsInGenericContext(type) && !_known.UnsafeAccessorReachesGenericTypes && (creation == Creation.ConstructorAccessor || creators.Any(c => c.ThroughAccessor)))
        {
            Report(DiagnosticDescriptors.GenericType, type, type.Name, "is generic and can only be created through a non-public constructor or creator (or with unset 'required' members), which UnsafeAccessor does not reach in generic types on .NET 8");
        }
    }

    /// <summary>The name of the element that holds the type's blob, or null when the type does not ask for one.</summary>
    private string? BlobElementNameOf(INamedTypeSymbol type)
    {
        var attribute = _known.GenerateAttributeOf(type);
        if (attribute is null || !AttributeReader.TryGetNamed<bool>(attribute, "Blob", out var blob) || !blob)
        {
            return null;
        }

        return AttributeReader.TryGetNamed<string>(attribute, "BlobElementName", out var name) ? name : DefaultBlobElementName;
    }

    /// <summary>
    /// The value of an enum setting of the type's <c>[GenerateBsonSerializer]</c> (<c>BlobStringEncoding</c>,
    /// <c>BlobLayout</c>), 0 (the enum's default) when it is not set.
    /// </summary>
    private int GenerateSetting(INamedTypeSymbol type, string name)
    {
        return AttributeReader.TryGetNamed<int>(_known.GenerateAttributeOf(type)!, name, out var value) ? value : 0;
    }

    /// <summary>
    /// The blob codec of a type that asks for one: the members that are read back (the driver's read-only members are
    /// written but never read, so the blob leaves them out, unless a creator may take them) in the order the type declares
    /// them, base class first, which is MemoryPack's order; each in the form MemoryPack's formatter for its C# type writes.
    /// </summary>
    private BlobModel? BuildBlob(INamedTypeSymbol type, List<MemberCandidate> ordered, List<MemberModel> members, bool creatorMapped)
    {
        var elementName = BlobElementNameOf(type);
        if (elementName is null)
        {
            return null;
        }

        if (elementName.Length == 0 || elementName.IndexOf('\0') >= 0 || members.Any(m => m.ElementName == elementName))
        {
            Report(DiagnosticDescriptors.BlobMember, type, type.Name, $"its blob element name \"{elementName}\" is empty, holds a NUL or is the element name of a member");
            return null;
        }

        var declaration = TypeHierarchy.BaseClasses(type).Reverse().Concat(new[] { type })
            .SelectMany((declaring, depth) => declaring.GetMembers().Select((member, index) => (member, order: (depth * 100_000) + index)))
            .ToDictionary(entry => entry.member, entry => entry.order, SymbolEqualityComparer.Default);
        var classifier = new BlobClassifier(_known, NestedBlobCodecOf);
        var blobMembers = new List<(int Order, BlobMember Member)>();
        for (var i = 0; i < ordered.Count; i++)
        {
            if (members[i].IsReadOnly && !(creatorMapped && !members[i].IsExtraElements))
            {
                continue;
            }

            var form = classifier.Classify(ordered[i].Type);
            if (form is null)
            {
                Report(DiagnosticDescriptors.BlobMember, ordered[i].Symbol, type.Name, $"member '{ordered[i].Symbol.Name}' is of type '{ordered[i].Type.ToDisplayString()}', which the blob codec does not write (it writes MemoryPack's formats of primitives, enums, decimal, DateTime, DateTimeOffset, TimeSpan, Guid, DateOnly, TimeOnly, Half, Int128, UInt128, Complex, strings, Uri, Version, their nullables, and arrays (two- and three-dimensional too), lists, sets, dictionaries, the immutable collections the driver maps and the other collections MemoryPack formats of those, of collections and of classes that ask for a blob too, System.Tuples and KeyValuePairs of those, value tuples of those that hold a reference, and nullables of such pairs and value tuples; and ObjectId, the BsonValue classes, RawBsonDocument and object in encodings of its own; see FBSON014)");
                continue;
            }

            blobMembers.Add((declaration[ordered[i].Symbol], new BlobMember(i, form)));
        }

        var inOrder = blobMembers.OrderBy(m => m.Order).Select(m => m.Member).ToList();
        // The version-tolerant layout is named in the schema (the default one is not, which keeps the fingerprints of
        // blobs stored before the setting existed): a blob stored under the other layout is another schema's.
        var versionTolerant = GenerateSetting(type, "BlobLayout") == 1;
        var schema = (versionTolerant ? "version-tolerant;" : string.Empty)
            + string.Join("|", inOrder.Select(m => ordered[m.MemberIndex].Symbol.Name + ":" + SchemaOf(m.Form)));
        return new BlobModel(elementName, inOrder.ToEquatableArray(), BlobFingerprint.Of(schema), GenerateSetting(type, "BlobStringEncoding") == 1, versionTolerant);
    }

    /// <summary>
    /// A form as the schema fingerprint sees it: wire form and type, items, keys and values, and for a nested document
    /// its own fingerprint (or its name alone where it nests this type in turn: a cycle).
    /// </summary>
    private string SchemaOf(BlobForm form)
    {
        var text = form.Wire + "(" + form.TypeName;
        if (form.Item is { } item)
        {
            text += "," + SchemaOf(item);
        }

        if (form.Value is { } value)
        {
            text += "," + SchemaOf(value);
        }

        foreach (var tupleItem in form.Items)
        {
            text += "," + SchemaOf(tupleItem);
        }

        if (form.Wire == BlobWire.Object && form.Nested is { } nested)
        {
            text += "#" + nested.ToString("x16", System.Globalization.CultureInfo.InvariantCulture);
        }

        return text + ")";
    }

    /// <summary>
    /// The codec of a nested document in a blob, that of a type that asks for a blob too, with its schema fingerprint;
    /// without one for a type being parsed above this one (a cycle), whose name stands for it.
    /// </summary>
    private (string Codec, ulong? Fingerprint)? NestedBlobCodecOf(INamedTypeSymbol nested)
    {
        if (BlobElementNameOf(nested) is null)
        {
            return null;
        }

        if (_inProgress.Contains(nested))
        {
            return (SerializerNames.Qualified(NamespaceOf(nested), SerializerSimpleName(nested)), null);
        }

        return ResolvedModelOf(nested) is { Blob: { } blob } model ? (model.FullSerializerName, blob.Fingerprint) : null;
    }

    private void CheckClass(INamedTypeSymbol type, out bool ignoreExtraElements, out Creation creation)
    {
        ignoreExtraElements = false;
        creation = Creation.Constructor;
        var name = type.Name;
        var driver = DriverVersionReader.Read(_compilation);
        if (!driver.IsSupported)
        {
            Report(DiagnosticDescriptors.UnsupportedDriver, type, name, driver.ToString());
            return;
        }

        if (KnownTypeSymbols.IsEnumerable(type))
        {
            Report(DiagnosticDescriptors.NotAClass, type, name, "implements IEnumerable, so the driver serializes it as a collection (an array, or a dictionary's document of entries) with its collections provider, which its registry asks before the class map; a generated document serializer would store it otherwise", "Remove [GenerateBsonSerializer]");
            return;
        }

        if (type.TypeKind != TypeKind.Class && NotMappedStructReason(type, driver) is { } notMapped)
        {
            Report(DiagnosticDescriptors.NotAClass, type, name, notMapped, "Make it a class or record, or remove [GenerateBsonSerializer]");
            return;
        }

        // A generic document type gets one generic serializer, closed by the driver for each closed type in use, over the
        // type parameters in scope (a containing type's too), which must therefore have distinct names.
        var inScope = TypeHierarchy.TypeParametersInScope(type);
        if (inScope.Select(p => p.Name).Distinct().Count() != inScope.Count)
        {
            Report(DiagnosticDescriptors.GenericType, type, name, "has a type parameter of the same name as one of its containing type's, which its serializer cannot both declare");
            return;
        }

        if (TypeHierarchy.IsInGenericContext(type) && BlobElementNameOf(type) is not null)
        {
            Report(DiagnosticDescriptors.GenericType, type, name, "is generic and asks for a blob (Blob = true), whose codec needs every member's type at compile time");
            return;
        }

        if (type.IsStatic)
        {
            Report(DiagnosticDescriptors.Inaccessible, type, name, "is static");
            return;
        }

        if (InaccessibleIn(type) is { } inaccessible)
        {
            Report(DiagnosticDescriptors.Inaccessible, type, name, $"is not accessible ('{inaccessible.Name}' is {inaccessible.DeclaredAccessibility.ToString().ToLowerInvariant()})");
            return;
        }

        foreach (var mappedClass in TypeHierarchy.SelfAndBaseClasses(type))
        {
            CheckClassAttributes(type, mappedClass);
        }

        ignoreExtraElements = IgnoresExtraElements(type).Ignore;
        creation = type.IsAbstract ? CheckAbstract(type) : CheckCreation(type);
    }

    /// <summary>
    /// Why a type that is not a class gets no serializer, or null for a struct the generated code reads as the driver's
    /// class map does: since 2.20 the driver reads structs (boxed); a ref struct cannot be boxed or be a type argument,
    /// and the blob codec writes classes only.
    /// </summary>
    private string? NotMappedStructReason(INamedTypeSymbol type, DriverVersion driver) =>
        type.TypeKind != TypeKind.Struct ? "is not a class or a struct"
        : !driver.ReadsStructs && driver.ReadsStructsThroughCreators ? $"is a struct, which the class-map serializer of {driver} deserializes only through a constructor that takes every member, a rule FastBson does not generate (2.20 and later read every struct, and FastBson generates them there)"
        : !driver.ReadsStructs ? $"is a struct, which the class-map serializer of {driver} cannot deserialize (2.20 and later can), so there is no behaviour to match"
        : type.IsRefLikeType ? "is a ref struct, which cannot be boxed or be a type argument, so no serializer can hold it"
        : BlobElementNameOf(type) is not null ? "is a struct and asks for a blob (Blob = true), whose codec writes classes only"
        : null;

    /// <summary>
    /// An abstract class is never created: its serializer only finds which subclass a document is and lets that one read
    /// it. Creator maps (a <c>[BsonConstructor]</c> or <c>[BsonFactoryMethod]</c> on it) would have the driver read its
    /// documents through them, and a blob would have to be decoded into it: neither is generated.
    /// </summary>
    private Creation CheckAbstract(INamedTypeSymbol type)
    {
        if (CreatorConventions.Creators(type, _known).Count > 0)
        {
            Report(DiagnosticDescriptors.CreatorMap, type, type.Name, "is abstract and names a creator ([BsonConstructor] or [BsonFactoryMethod]), through which the driver would read its documents; abstract classes are generated without creators");
        }

        if (BlobElementNameOf(type) is not null)
        {
            Report(DiagnosticDescriptors.Inaccessible, type, type.Name, "is abstract and asks for a blob (Blob = true), which would have to be read back into it; put Blob on its concrete classes");
        }

        return Creation.None;
    }

    /// <summary>
    /// Checks the class-map attributes of the type or of one of its base classes (base classes contribute their members,
    /// the driver maps each class of the chain with the same conventions). Problems point at the attribute to remove.
    /// </summary>
    private void CheckClassAttributes(INamedTypeSymbol type, INamedTypeSymbol mappedClass)
    {
        var isBase = !SymbolEqualityComparer.Default.Equals(type, mappedClass);
        var where = isBase ? $" on base class '{mappedClass.Name}'" : string.Empty;
        foreach (var attribute in mappedClass.GetAttributes())
        {
            switch (_known.Identify(attribute))
            {
                case KnownAttribute.BsonDiscriminator:
                case KnownAttribute.BsonKnownTypes:
                    // The class map applies them at run time (its discriminator, whether it is required or a root class,
                    // the subclasses it maps), and the generated code reads and writes discriminators through it.
                    break;
                case KnownAttribute.BsonSerializer:
                    // On a base class it serves that class itself, not this class's map.
                    if (!isBase)
                    {
                        Report(DiagnosticDescriptors.ClassSerializer, attribute, type, type.Name);
                    }

                    break;
                case KnownAttribute.BsonIgnoreExtraElements:
                case KnownAttribute.BsonNoId:
                    break;
                default:
                    if (AttributeReader.Implements(attribute, _known.ClassMapAttributeInterface) ||
                        AttributeReader.Implements(attribute, _known.PostProcessingAttributeInterface))
                    {
                        Report(DiagnosticDescriptors.UnsupportedAttribute, attribute, mappedClass, type.Name, attribute.AttributeClass!.Name, where);
                    }

                    break;
            }
        }
    }

    /// <summary>
    /// The driver's IgnoreExtraElements after its class map freezes: the class's own attribute, unless a base class
    /// ignores extra elements with <c>Inherited = true</c>, which then carries down the chain.
    /// </summary>
    private (bool Ignore, bool Inherited) IgnoresExtraElements(INamedTypeSymbol type)
    {
        var own = AttributeReader.Find(type, _known, KnownAttribute.BsonIgnoreExtraElements) is { } attribute
            ? (AttributeReader.Argument(attribute, 0, true), AttributeReader.TryGetNamed<bool>(attribute, "Inherited", out var inherited) && inherited)
            : (false, false);
        if (type.BaseType is { SpecialType: not SpecialType.System_Object } baseType)
        {
            var fromBase = IgnoresExtraElements(baseType);
            if (fromBase.Ignore && fromBase.Inherited)
            {
                return (true, true);
            }
        }

        return own;
    }

    /// <summary>
    /// Checks the driver creates the type the way the generated code will, and says how: its parameterless constructor,
    /// directly or through an UnsafeAccessor (it is private or protected, which the driver calls too, or C# 'required'
    /// members would make 'new T()' fail to compile); or, for a class without one that the driver gives no creator map,
    /// no constructor at all.
    /// </summary>
    private Creation CheckCreation(INamedTypeSymbol type)
    {
        // The creators themselves are resolved once the members are known (BuildCreators): their arguments are members.
        if (CreatorConventions.Creators(type, _known).Count > 0)
        {
            return Creation.CreatorMap;
        }

        var parameterless = TypeHierarchy.ReflectedConstructors(type).FirstOrDefault(c => c.Parameters.Length == 0);
        if (parameterless is null)
        {
            if (!_known.CreatesUninitialized)
            {
                Report(DiagnosticDescriptors.CreatorMap, type, type.Name, "has no parameterless constructor, so the driver creates it without running one, which the generated code does with RuntimeHelpers.GetUninitializedObject (.NET 5 or later)");
            }

            return Creation.Uninitialized;
        }

        var hasUnsetRequiredMembers =
            type.GetMembers().Any(m => m is IPropertySymbol { IsRequired: true } or IFieldSymbol { IsRequired: true }) &&
            !AttributeReader.Has(parameterless, _known, KnownAttribute.SetsRequiredMembers);
        var throughAccessor = hasUnsetRequiredMembers ||
            parameterless.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal);
        if (throughAccessor && _known.UnsafeAccessorAttribute is null)
        {
            Report(DiagnosticDescriptors.CreatorMap, type, type.Name, "can only be created through its non-public constructor or with unset 'required' members, which needs UnsafeAccessor (.NET 8 or later)");
        }

        return throughAccessor ? Creation.ConstructorAccessor : Creation.Constructor;
    }

    private void ApplyMemberAttributes(INamedTypeSymbol type, MemberCandidate candidate, ref ISymbol? idMember)
    {
        var symbol = candidate.Symbol;
        foreach (var attribute in symbol.GetAttributes())
        {
            switch (_known.Identify(attribute))
            {
                case KnownAttribute.BsonElement:
                    var elementName = AttributeReader.Argument<string?>(attribute, 0, null);
                    if (!string.IsNullOrEmpty(elementName))
                    {
                        candidate.ElementName = elementName!;
                        candidate.ElementNameHoldsNull = elementName!.IndexOf('\0') >= 0;
                    }

                    if (AttributeReader.TryGetNamed<int>(attribute, "Order", out var order))
                    {
                        candidate.Order = order;
                    }

                    break;
                case KnownAttribute.BsonId:
                    idMember = symbol;
                    if (AttributeReader.TryGetNamed<int>(attribute, "Order", out var idOrder))
                    {
                        candidate.Order = idOrder;
                    }

                    // An IdGenerator named here needs nothing at compile time: GetDocumentId reports the class map's generator.
                    break;
                case KnownAttribute.BsonIgnoreIfNull:
                    // As BsonIgnoreIfNullAttribute.Apply: clear IgnoreIfDefault, then set IgnoreIfNull (the last attribute wins).
                    candidate.IgnoreIfDefault = false;
                    candidate.IgnoreIfNull = AttributeReader.Argument(attribute, 0, true);
                    break;
                case KnownAttribute.BsonIgnoreIfDefault:
                    candidate.IgnoreIfNull = false;
                    candidate.IgnoreIfDefault = AttributeReader.Argument(attribute, 0, true);
                    break;
                case KnownAttribute.BsonDefaultValue:
                    candidate.DefaultValue = attribute.ConstructorArguments.Length > 0 ? attribute.ConstructorArguments[0] : null;
                    if (AttributeReader.TryGetNamed<bool>(attribute, "SerializeDefaultValue", out var serializeDefault))
                    {
                        candidate.IgnoreIfNull = false;
                        candidate.IgnoreIfDefault = !serializeDefault;
                    }

                    break;
                case KnownAttribute.BsonRequired:
                    candidate.IsRequired = true;
                    break;
                case KnownAttribute.BsonIgnore:
                    break;
                case KnownAttribute.BsonExtraElements:
                    // Chosen per class with its base classes' (ExtraElementsMemberOf).
                    break;
                case KnownAttribute.BsonDictionaryOptions:
                    var representation = AttributeReader.Argument(attribute, 0, (int)DictionaryRepresentation.Document);
                    if (AttributeReader.TryGetNamed<int>(attribute, "Representation", out var named))
                    {
                        representation = named;
                    }

                    candidate.DictionaryRepresentation = (DictionaryRepresentation)representation;
                    break;
                case KnownAttribute.BsonSerializer:
                    candidate.ServedByDriver = true;
                    candidate.NamesSerializer = true;
                    candidate.NamedSerializer = AttributeReader.SerializerType(attribute);
                    break;
                case KnownAttribute.SerializerOption:
                    if (TimeOptionLeaf(attribute) is { } leaf)
                    {
                        candidate.TimeOptionAttribute = attribute.AttributeClass!.Name.Replace("Attribute", string.Empty);
                        candidate.TimeOptionLeaf = leaf;
                    }

                    if (ConfiguresGuidSerializer(attribute, candidate) || ConfiguresTimeSerializer(attribute, candidate) ||
                        ConfiguresDateTimeSerializer(attribute, candidate) || ConfiguresDateOrTimeOnlySerializer(attribute, candidate))
                    {
                        break;
                    }

                    if (KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonRepresentationAttribute) &&
                        AttributeReader.Argument(attribute, 0, -1) is var bsonType and >= 0)
                    {
                        // Owned where the generated code writes that representation (see Represented), else the driver's.
                        candidate.ValueRepresentation = bsonType;
                        var allowOverflow = AttributeReader.TryGetNamed<bool>(attribute, "AllowOverflow", out var overflow) && overflow;
                        var allowTruncation = AttributeReader.TryGetNamed<bool>(attribute, "AllowTruncation", out var truncation)
                            ? truncation
                            : bsonType == BsonTypeCode.Decimal128 && _known.Driver.Decimal128RepresentationAllowsTruncation;
                        candidate.ValueConverter = (allowOverflow, allowTruncation) switch
                        {
                            (false, false) => NumberConverter.Strict,
                            (true, false) => NumberConverter.Overflowing,
                            (false, true) => NumberConverter.Truncating,
                            _ => NumberConverter.Lenient,
                        };
                    }
                    else
                    {
                        candidate.ServedByDriver = true;
                        candidate.UnappliedTimeOption = UnappliedTimeOption(attribute);
                        candidate.UnappliedGuidOption |= KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonGuidRepresentationAttribute);
                    }

                    break;
                default:
                    if (AttributeReader.Implements(attribute, _known.MemberMapAttributeInterface))
                    {
                        Report(DiagnosticDescriptors.UnsupportedAttribute, attribute, symbol, type.Name, attribute.AttributeClass!.Name, $" on member '{symbol.Name}'");
                    }

                    break;
            }
        }

        // The driver's EnumRepresentationConvention, which the assembly declares, runs before the attributes: where none of
        // them configured the member's serializer, an enum's or a Nullable<enum>'s (the convention's reach by default) is
        // reconfigured as [BsonRepresentation] would reconfigure it. An enum that names its own serializer keeps it.
        if (_known.DeclaredEnumRepresentation is { } enums && candidate.ValueRepresentation is null && !candidate.ServedByDriver &&
            EnumOf(candidate.Type) is { } enumType && !_known.NamesSerializer(enumType))
        {
            candidate.ValueRepresentation = enums;
            candidate.ValueConverter = NumberConverter.Strict;
        }
    }

    /// <summary>The enum type of an enum or a <c>Nullable</c> enum, or null for any other type.</summary>
    private static ITypeSymbol? EnumOf(ITypeSymbol type) =>
        type.TypeKind == TypeKind.Enum ? type
        : type is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T } nullable && nullable.TypeArguments[0].TypeKind == TypeKind.Enum ? nullable.TypeArguments[0]
        : null;

    /// <summary>
    /// FBSON101 for the members of the classes the driver maps along with this one that have no generated serializer of
    /// their own (whose own parse would report them): the known types of this class and its base classes
    /// (<c>[BsonKnownTypes]</c>), theirs in turn, and their base classes. Freezing a class map looks up the class maps of
    /// its known types and its base class, so where the driver refuses a member of one of them, it cannot build this
    /// class's class map either, and serves neither class. Only the refusals of that member scan are kept: the rest of
    /// what it finds concerns classes the driver serializes, not generated code.
    /// </summary>
    private void CheckDriverMappedKnownTypes(INamedTypeSymbol type, ShapeClassifier classifier)
    {
        var visited = new HashSet<INamedTypeSymbol>(TypeHierarchy.SelfAndBaseClasses(type), SymbolEqualityComparer.Default);
        var pending = new Queue<INamedTypeSymbol>(visited.SelectMany(KnownTypesOf));
        while (pending.Count > 0)
        {
            var mapped = pending.Dequeue();
            if (!visited.Add(mapped) || _known.IsGenerated(mapped) ||
                !mapped.Locations.Any(location => location.IsInSource) || mapped.TypeKind != TypeKind.Class || mapped.IsUnboundGenericType)
            {
                continue;
            }

            var start = _diagnostics.Count;
            var declared = MemberFinder.Find(mapped, _known, out var ownId);
            foreach (var candidate in declared)
            {
                ApplyMemberAttributes(mapped, candidate, ref ownId);
            }

            foreach (var candidate in declared)
            {
                _ = CreateMember(mapped, candidate, classifier);
            }

            var refusals = _diagnostics.Skip(start)
                .Where(d => d.DescriptorId == DiagnosticDescriptors.DriverRefusedMember.Id)
                .Select(refusal => refusal with
                {
                    Arguments = new[]
                    {
                        refusal.Arguments[0], refusal.Arguments[1],
                        $"{refusal.Arguments[2]}; the driver maps {mapped.Name} whenever it maps {type.Name} (a known type, or a base class of one), so it cannot serialize {type.Name} either",
                    }.ToEquatableArray(),
                })
                .ToList();
            _diagnostics.RemoveRange(start, _diagnostics.Count - start);
            _diagnostics.AddRange(refusals);

            foreach (var next in KnownTypesOf(mapped).Concat(TypeHierarchy.BaseClasses(mapped)))
            {
                pending.Enqueue(next);
            }
        }
    }

    /// <summary>The classes a class's own <c>[BsonKnownTypes]</c> name (the driver reads the attributes a class declares).</summary>
    private IEnumerable<INamedTypeSymbol> KnownTypesOf(INamedTypeSymbol type) =>
        type.GetAttributes()
            .Where(attribute => _known.Identify(attribute) == KnownAttribute.BsonKnownTypes)
            .SelectMany(attribute => attribute.ConstructorArguments)
            .SelectMany(argument => argument.Kind == TypedConstantKind.Array ? argument.Values : ImmutableArray.Create(argument))
            .Select(argument => argument.Value)
            .OfType<INamedTypeSymbol>();

    /// <summary>
    /// Why the driver refuses a member the generated code leaves to it (see <see cref="DriverRefusals"/>), or null: the
    /// representation of its <c>[BsonRepresentation]</c>, else of a time option, else (with no option) its type. A serializer
    /// the member names takes what it takes: only whether the driver can create it for the member is judged.
    /// </summary>
    private string? DriverRefusal(MemberCandidate candidate, ShapeClassifier classifier)
    {
        if (candidate.NamesSerializer)
        {
            return DriverRefusals.NamedSerializer(candidate.Type, candidate.NamedSerializer, _known);
        }

        // The driver looks the member's serializer up before it applies any attribute to it.
        if (!candidate.ServedByDriver && DriverRefusals.Type(candidate.Type, _known) is { } type)
        {
            return type;
        }

        // The shape of the member's type, as the driver's serializers would serve it without any attribute.
        var shape = classifier.Classify(candidate.Type);

        // A serializer on the way to the time values that takes no option refuses the attribute itself, whatever it sets.
        if (candidate.TimeOptionAttribute is { } timeOption && DriverRefusals.Option(shape, timeOption, candidate.TimeOptionLeaf!.Value, _known.Driver) is { } refused)
        {
            return refused;
        }

        // From 3.2 [BsonGuidRepresentation] reaches the serializers within, as the other options attributes do: one on its
        // way that hands no option on (an ImmutableList's), or a value that is no Guid, refuses it.
        if (candidate.GuidOption && DriverRefusals.Option(shape, "BsonGuidRepresentation", ShapeKind.Guid, _known.Driver) is { } refusedGuid)
        {
            return refusedGuid;
        }

        // [BsonDictionaryOptions] configures the first dictionary on its way; a serializer without one refuses it.
        if (candidate.DictionaryRepresentation is not null && DriverRefusals.Option(shape, "BsonDictionaryOptions", ShapeKind.Dictionary, _known.Driver) is { } refusedDictionary)
        {
            return refusedDictionary;
        }

        if (candidate.ValueRepresentation is { } representation)
        {
            return DriverRefusals.Representation(shape, representation, _known.Driver);
        }

        if (candidate.UnappliedTimeOption is { } option)
        {
            return DriverRefusals.Representation(shape, option.BsonType, _known.Driver, option.Leaf);
        }

        if (candidate.UnappliedGuidOption && !_known.Driver.GuidRepresentationReachesChildren)
        {
            return DriverRefusals.GuidRepresentation(candidate.Type, _known);
        }

        return null;
    }

    /// <summary>
    /// Why the driver's serializer serves a member that no attribute configures and no missing attribute explains, named
    /// after the value within the member that FastBson does not read (the innermost: a list of them names the item): a type
    /// that names its own serializer, or a type FastBson has no reader of.
    /// </summary>
    private string DriverServedReason(ITypeSymbol memberType, ShapeClassifier classifier)
    {
        bool Served(ITypeSymbol value) => classifier.Classify(value).Kind == ShapeKind.Driver;
        var served = _known.ValuesWithin(memberType).FirstOrDefault(value => Served(value) && !_known.ValuesWithin(value).Skip(1).Any(Served));
        if (served is null)
        {
            return "FastBson does not read this type itself yet";
        }

        if (_known.NamesSerializer(served))
        {
            return $"'{served.Name}' names its own serializer with [BsonSerializer], which the generated code calls";
        }

        if (served is INamedTypeSymbol { TypeKind: TypeKind.Class or TypeKind.Struct } && KnownTypeSymbols.IsEnumerable(served))
        {
            return $"'{served.Name}' implements IEnumerable, so the driver's collections provider serves it, and FastBson does not read it itself";
        }

        return SymbolEqualityComparer.Default.Equals(served, memberType)
            ? "FastBson does not read this type itself yet"
            : $"FastBson does not read '{served.ToDisplayString()}' itself yet";
    }

    /// <summary>
    /// The first class of this project's own that the member holds (itself, or as the values of arrays, collections,
    /// dictionaries and tuples), where it could have a generated serializer and has none, or null: not one that names its
    /// serializer (FBSON007), no collection, and a struct only where the driver reads structs (those get no serializer:
    /// FBSON001).
    /// </summary>
    private INamedTypeSymbol? UnannotatedDocument(ITypeSymbol memberType) =>
        _known.ValuesWithin(memberType).OfType<INamedTypeSymbol>().FirstOrDefault(type =>
            type is { IsGenericType: false, IsAbstract: false, IsStatic: false } &&
            (type.TypeKind == TypeKind.Class || (type.TypeKind == TypeKind.Struct && _known.Driver.ReadsStructs)) &&
            _known.IsProjectTypeWithoutSerializer(type) &&
            InaccessibleIn(type) is null);

    /// <summary>
    /// The type, of <paramref name="type"/> and those containing it, that is neither public nor internal, so that generated
    /// code (a separate class of the assembly) cannot name it (FBSON012); null where it can.
    /// </summary>
    private static INamedTypeSymbol? InaccessibleIn(INamedTypeSymbol type)
    {
        for (var current = type; current is not null; current = current.ContainingType)
        {
            if (current.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal))
            {
                return current;
            }
        }

        return null;
    }

    /// <summary>The kind a time type's options attribute (<c>[BsonDateTimeOptions]</c> ...) configures; null for other attributes.</summary>
    private ShapeKind? TimeOptionLeaf(AttributeData attribute) =>
        KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonDateTimeOptionsAttribute) ? ShapeKind.DateTime
        : KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonTimeSpanOptionsAttribute) ? ShapeKind.TimeSpan
        : KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonDateOnlyOptionsAttribute) ? ShapeKind.DateOnly
        : KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonTimeOnlyOptionsAttribute) ? ShapeKind.TimeOnly
        : null;

    /// <summary>
    /// The representation of a <c>[BsonDateTimeOptions]</c>, <c>[BsonTimeSpanOptions]</c>, <c>[BsonDateOnlyOptions]</c> or
    /// <c>[BsonTimeOnlyOptions]</c>, with the kind it configures; null for other attributes.
    /// </summary>
    private (int BsonType, ShapeKind Leaf)? UnappliedTimeOption(AttributeData attribute)
    {
        var leaf = TimeOptionLeaf(attribute);
        if (leaf == ShapeKind.DateTime)
        {
            return (AttributeReader.TryGetNamed<int>(attribute, "Representation", out var named) ? named : BsonTypeCode.DateTime, ShapeKind.DateTime);
        }

        return leaf is { } kind && AttributeReader.Argument(attribute, 0, -1) is var bsonType and >= 0 ? (bsonType, kind) : null;
    }

    /// <summary>
    /// <c>[BsonGuidRepresentation]</c> where the driver applies it (see <see cref="MemberCandidate.GuidOption"/>): it
    /// configures the GuidSerializers it reaches, and the generated code reads that configuration from them at run time.
    /// (<c>[BsonRepresentation]</c> as Binary or String, which configures them likewise, takes the way of every
    /// representation: see GuidKind's.)
    /// </summary>
    private bool ConfiguresGuidSerializer(AttributeData attribute, MemberCandidate candidate)
    {
        // Before 3.2 [BsonGuidRepresentation] configures only the member's own serializer: any other than a Guid's (a Guid?'s
        // NullableSerializer, a collection's) the driver refuses (FBSON101). From 3.2 it reaches the serializers within, as
        // every option does.
        if (!KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonGuidRepresentationAttribute) ||
            !(_known.Driver.GuidRepresentationReachesChildren || KnownTypeSymbols.Is(candidate.Type, _known.Guid)))
        {
            return false;
        }

        candidate.GuidOption = true;
        return true;
    }

    /// <summary>
    /// <c>[BsonRepresentation]</c> on a DateTimeOffset or TimeSpan member, or <c>[BsonTimeSpanOptions]</c> on a TimeSpan
    /// member (either also through <c>Nullable&lt;T&gt;</c>), with a representation (and units) that serializer of the
    /// referenced driver accepts: the generated code writes and reads that form. Any other representation makes the driver
    /// refuse the class map, which stays the driver's to report.
    /// </summary>
    private bool ConfiguresTimeSerializer(AttributeData attribute, MemberCandidate candidate)
    {
        var type = TypeNames.UnwrapNullable(ConfiguredType(candidate.Type));
        var isRepresentation = KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonRepresentationAttribute);
        var representation = AttributeReader.Argument(attribute, 0, -1);
        if (KnownTypeSymbols.Is(type, _known.DateTimeOffset))
        {
            return isRepresentation && SerializerTakes(ShapeKind.DateTimeOffsetDocument, representation) && Configure(representation, candidate.TimeSpanUnits);
        }

        if (!KnownTypeSymbols.Is(type, _known.TimeSpan) || !SerializerTakes(ShapeKind.TimeSpan, representation))
        {
            return false;
        }

        if (isRepresentation)
        {
            return Configure(representation, candidate.TimeSpanUnits);
        }

        if (!KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonTimeSpanOptionsAttribute))
        {
            return false;
        }

        var units = AttributeReader.Argument(attribute, 1, (int)TimeSpanUnits.Ticks);
        if (AttributeReader.TryGetNamed<int>(attribute, "Units", out var named))
        {
            units = named;
        }

        return units is >= (int)TimeSpanUnits.Ticks and <= (int)TimeSpanUnits.Nanoseconds && Configure(representation, (TimeSpanUnits)units);

        bool Configure(int bsonType, TimeSpanUnits timeSpanUnits)
        {
            candidate.TimeRepresentation = bsonType;
            candidate.TimeSpanUnits = timeSpanUnits;
            return true;
        }
    }

    /// <summary>
    /// <c>[BsonDateOnlyOptions]</c> on a DateOnly member or <c>[BsonTimeOnlyOptions]</c> on a TimeOnly member (either also
    /// through <c>Nullable&lt;T&gt;</c> and the collections that pass options to their items), with a representation that
    /// serializer takes and a document format or units the driver defines: the generated code writes and reads that form.
    /// The driver applies a member's attributes in their order, each to the serializer the one before made: the options
    /// replace an earlier <c>[BsonRepresentation]</c>'s choice, and a later <c>[BsonRepresentation]</c> changes the
    /// representation they chose, keeping a DateOnly's document format, and a TimeOnly's units only where the representation
    /// stays the same (TimeOnlySerializer makes a new serializer, in ticks, for another). Any other use stays the driver's,
    /// which refuses a representation its serializer does not take.
    /// </summary>
    private bool ConfiguresDateOrTimeOnlySerializer(AttributeData attribute, MemberCandidate candidate)
    {
        var type = TypeNames.UnwrapNullable(ConfiguredType(candidate.Type));
        var isDateOnly = KnownTypeSymbols.Is(type, _known.DateOnly);
        var representation = AttributeReader.Argument(attribute, 0, -1);
        if (!(isDateOnly || KnownTypeSymbols.Is(type, _known.TimeOnly)) || !Takes(representation))
        {
            return false;
        }

        if (KnownTypeSymbols.Is(attribute.AttributeClass, isDateOnly ? _known.BsonDateOnlyOptionsAttribute : _known.BsonTimeOnlyOptionsAttribute))
        {
            // An earlier [BsonRepresentation] the serializer refuses fails the class map before the options apply.
            var setting = AttributeReader.Argument(attribute, 1, 0);
            var settingDefined = isDateOnly
                ? setting is (int)DateOnlyDocumentFormat.DateTimeTicks or (int)DateOnlyDocumentFormat.YearMonthDay
                : setting is >= (int)TimeOnlyUnits.Ticks and <= (int)TimeOnlyUnits.Nanoseconds;
            if (!settingDefined || candidate.ValueRepresentation is { } earlier && !Takes(earlier))
            {
                return false;
            }

            candidate.ValueRepresentation = null;
            candidate.DateOrTimeOnlyOptions = (representation, setting);
            return true;
        }

        if (KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonRepresentationAttribute) && candidate.DateOrTimeOnlyOptions is { } options)
        {
            var kept = isDateOnly || representation == options.BsonType ? options.Setting : (int)TimeOnlyUnits.Ticks;
            candidate.DateOrTimeOnlyOptions = (representation, kept);
            return true;
        }

        return false;

        bool Takes(int bsonType) => SerializerTakes(isDateOnly ? ShapeKind.DateOnly : ShapeKind.TimeOnly, bsonType);
    }

    /// <summary>
    /// <c>[BsonDateTimeOptions]</c> on a DateTime or DateTime? member with any representation its serializer takes
    /// (DateTime, its default, String, Int64 or Document): the generated code writes that representation and reads the kind
    /// it sets, or a date only (which the driver's serializer takes with Kind=Utc). With a <c>[BsonRepresentation]</c> on
    /// the same member, the driver applies the two in order, each to the serializer the one before made: the options
    /// replace an earlier representation, and a later one changes theirs, keeping their kind and date-only setting
    /// (DateTimeSerializer.WithRepresentation does).
    /// </summary>
    private bool ConfiguresDateTimeSerializer(AttributeData attribute, MemberCandidate candidate)
    {
        if (TypeNames.UnwrapNullable(ConfiguredType(candidate.Type)).SpecialType != SpecialType.System_DateTime)
        {
            return false;
        }

        if (KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonRepresentationAttribute))
        {
            var later = AttributeReader.Argument(attribute, 0, -1);
            if (candidate.DateTimeOptions is null || !DateTimeSerializerTakes(later))
            {
                return false;
            }

            candidate.DateTimeRepresentation = later;
            return true;
        }

        if (!KnownTypeSymbols.Is(attribute.AttributeClass, _known.BsonDateTimeOptionsAttribute))
        {
            return false;
        }

        // An earlier [BsonRepresentation] the serializer refuses fails the class map before the options apply.
        var representation = AttributeReader.TryGetNamed<int>(attribute, "Representation", out var named) ? named : BsonTypeCode.DateTime;
        if (!DateTimeSerializerTakes(representation) || candidate.ValueRepresentation is { } earlier && !DateTimeSerializerTakes(earlier))
        {
            return false;
        }

        var kind = AttributeReader.TryGetNamed<int>(attribute, "Kind", out var namedKind) ? namedKind : (int)DateTimeKindSetting.Utc;
        var dateOnly = AttributeReader.TryGetNamed<bool>(attribute, "DateOnly", out var namedDateOnly) && namedDateOnly;
        if (!dateOnly && kind is < (int)DateTimeKindSetting.Unspecified or > (int)DateTimeKindSetting.Local)
        {
            return false;
        }

        candidate.ValueRepresentation = null;
        candidate.DateTimeRepresentation = representation;
        candidate.DateTimeOptions = dateOnly ? (DateTimeKindSetting.Utc, true) : ((DateTimeKindSetting)kind, false);
        return true;

        bool DateTimeSerializerTakes(int bsonType) => SerializerTakes(ShapeKind.DateTime, bsonType);
    }

    /// <summary>
    /// A shape with a serializer option applied where the driver applies it: to the member's serializer, or, where that is
    /// a collection's or a dictionary's (an IChildSerializerConfigurable), to its items' or its values' serializer, down
    /// through nested collections to the first one that is not (the generated code's <c>Nullable&lt;T&gt;</c> is part of
    /// the value's shape). Null where <paramref name="configure"/> does not own the result: the driver's serializer serves
    /// the member.
    /// </summary>
    private static ValueShape? Configured(ValueShape shape, Func<ValueShape, ValueShape?> configure)
    {
        if (shape.Kind is not (ShapeKind.Array or ShapeKind.MultiDimensionalArray or ShapeKind.Dictionary))
        {
            return shape.Kind == ShapeKind.Driver ? null : configure(shape);
        }

        // Some collection serializers take no option, or cannot read what they write with one (see TakesOptions): those
        // members stay the driver's.
        if (!CollectionTypes.Of(shape).TakesOptions)
        {
            return null;
        }

        return shape.Item is { } item && Configured(item, configure) is { } configured ? shape with { Item = configured, ItemsConfigured = true } : null;
    }

    /// <summary>
    /// The type a serializer option on a member of <paramref name="type"/> configures (see <see cref="Configured"/>): the
    /// type itself, or the items (a dictionary's values) of the arrays and collections the generated code writes, in turn
    /// (not a ReadOnlyCollection's, which the driver does not configure).
    /// </summary>
    private ITypeSymbol ConfiguredType(ITypeSymbol type)
    {
        if (type is IArrayTypeSymbol { Rank: <= 3, ElementType: var element } array && (array.Rank > 1 || element.SpecialType != SpecialType.System_Byte))
        {
            return ConfiguredType(element);
        }

        if (type is INamedTypeSymbol { IsGenericType: true } named && _known.CollectionOf(named.OriginalDefinition) is var kind &&
            kind is not (CollectionKind.None or CollectionKind.ReadOnlyCollection))
        {
            return ConfiguredType(named.TypeArguments[CollectionTypes.Of(kind).IsDictionary ? 1 : 0]);
        }

        return type;
    }

    /// <summary>
    /// A DateTimeOffset or TimeSpan shape in the representation its member's attributes give it (a BsonType number they
    /// were checked to name), written by the kind that kind's <see cref="ValueKind.Representations"/> names; null for any
    /// other shape.
    /// </summary>
    private ValueShape? WithTimeRepresentation(ValueShape shape, int bsonType, TimeSpanUnits units)
    {
        if (shape.Kind is not (ShapeKind.TimeSpan or ShapeKind.DateTimeOffsetArray or ShapeKind.DateTimeOffsetDocument) ||
            Represented(shape, bsonType, NumberConverter.Strict) is not { } represented)
        {
            return null;
        }

        // A String TimeSpan is written as text whatever its units; only the driver's reads of numbers use them.
        return represented with { Units = represented.Kind == ShapeKind.TimeSpan ? TimeSpanUnits.Ticks : units };
    }

    /// <summary>
    /// A DateOnly or TimeOnly shape as <c>[BsonDateOnlyOptions]</c> or <c>[BsonTimeOnlyOptions]</c> configures it (a
    /// representation and setting <see cref="ConfiguresDateOrTimeOnlySerializer"/> checked): in that representation, a
    /// DateOnly document in its format, a TimeOnly in its units. Null for any other shape.
    /// </summary>
    private ValueShape? WithDateOrTimeOnlyOptions(ValueShape shape, int bsonType, int setting)
    {
        if (shape.Kind is not (ShapeKind.DateOnly or ShapeKind.TimeOnly) || Represented(shape, bsonType, NumberConverter.Strict) is not { } represented)
        {
            return null;
        }

        return shape.Kind == ShapeKind.TimeOnly ? represented with { TimeOnlyUnits = (TimeOnlyUnits)setting }
            : represented.Kind == ShapeKind.DateOnlyDocument && setting == (int)DateOnlyDocumentFormat.YearMonthDay ? represented with { Kind = ShapeKind.DateOnlyYearMonthDay }
            : represented;
    }

    /// <summary>
    /// The shape of a member whose serializer <c>[BsonRepresentation]</c> configures, where the generated code writes that
    /// representation as the configured serializer does: each kind's <see cref="ValueKind.Representations"/> names the kind
    /// that writes each representation (a string as ObjectId, numbers converted with the attribute's converter ...). Null
    /// for any other pairing (a char as Binary, a DateTime as Double ...): the driver's serializer serves it, or refuses it
    /// (FBSON101).
    /// </summary>
    private ValueShape? Represented(ValueShape shape, int bsonType, NumberConverter converter) =>
        ValueKinds.Of(shape).Representations(_known.Driver)?.Represent(shape, bsonType, converter);

    /// <summary>Whether the driver's serializer of a kind's values (as no option configures it) takes a representation.</summary>
    private bool SerializerTakes(ShapeKind kind, int bsonType) => ValueKinds.Of(kind).Representations(_known.Driver)?.Accepts(bsonType) == true;

    private void CheckElementNames(INamedTypeSymbol type, List<MemberCandidate> members)
    {
        var seen = new Dictionary<string, MemberCandidate>();
        foreach (var member in members)
        {
            if (seen.TryGetValue(member.ElementName, out var first))
            {
                Report(DiagnosticDescriptors.DuplicateElementName, member.Symbol, first.Symbol.Name, member.Symbol.Name, type.Name, member.ElementName);
            }
            else
            {
                seen.Add(member.ElementName, member);
            }
        }

        // The default discriminator convention's element name; a convention the application registers with another is
        // the driver's to check when it reads.
        if (_known.Driver.RefusesMembersOnTheDiscriminatorElement && seen.TryGetValue("_t", out var discriminatorTaken))
        {
            Report(DiagnosticDescriptors.DiscriminatorElementName, discriminatorTaken.Symbol, discriminatorTaken.Symbol.Name, type.Name);
        }
    }

    private MemberModel CreateMember(INamedTypeSymbol type, MemberCandidate candidate, ShapeClassifier classifier)
    {
        var symbol = candidate.Symbol;
        var memberType = candidate.Type;
        var shape = candidate.IsExtraElements ? ExtraElementsShape(memberType)
            : candidate.ServedByDriver ? ShapeClassifier.Driver(memberType) : classifier.Classify(memberType);
        // Each option configures the serializer it reaches (see Configured): the member's, or its items'.
        if (candidate.TimeRepresentation is { } timeRepresentation)
        {
            shape = Configured(shape, leaf => WithTimeRepresentation(leaf, timeRepresentation, candidate.TimeSpanUnits))
                ?? ShapeClassifier.Driver(memberType);
        }

        if (candidate.DateTimeOptions is { } dateTimeOptions)
        {
            shape = Configured(shape, leaf => leaf.Kind == ShapeKind.DateTime && Represented(leaf, candidate.DateTimeRepresentation, NumberConverter.Strict) is { } represented
                    ? represented with { DateTimeKind = dateTimeOptions.Kind, DateOnly = dateTimeOptions.DateOnly }
                    : null)
                ?? ShapeClassifier.Driver(memberType);
        }

        // A [BsonRepresentation] beside the options is folded into them, in the driver's order (see ConfiguresDateOrTimeOnlySerializer),
        // unless the serializer refuses its representation: the driver's then.
        if (candidate.DateOrTimeOnlyOptions is { } dateOrTimeOnlyOptions)
        {
            shape = candidate.ValueRepresentation is null
                ? Configured(shape, leaf => WithDateOrTimeOnlyOptions(leaf, dateOrTimeOnlyOptions.BsonType, dateOrTimeOnlyOptions.Setting)) ?? ShapeClassifier.Driver(memberType)
                : ShapeClassifier.Driver(memberType);
        }

        if (candidate.ValueRepresentation is { } valueRepresentation)
        {
            // Beside a time type's options attribute, a representation its serializer takes is folded into them (see
            // ConfiguresDateTimeSerializer and ConfiguresDateOrTimeOnlySerializer): this one it refuses.
            shape = candidate.DateTimeOptions is null && candidate.DateOrTimeOnlyOptions is null
                ? Configured(shape, leaf => Represented(leaf, valueRepresentation, candidate.ValueConverter)) ?? ShapeClassifier.Driver(memberType)
                : ShapeClassifier.Driver(memberType);
        }

        if (candidate.GuidOption)
        {
            // The Guids it reaches keep their kind, which reads the configured serializer's format at run time; where it reaches
            // anything else, or a collection whose serializer takes no option, the driver's serializer serves the member.
            shape = Configured(shape, leaf => leaf.Kind == ShapeKind.Guid ? leaf : null) ?? ShapeClassifier.Driver(memberType);
        }

        if (candidate.DictionaryRepresentation is { } dictionaryRepresentation)
        {
            // The generated code writes the representation of a dictionary member; the attribute reaching a dictionary
            // through another serializer (the items of a list ...) stays with the driver, and so does an immutable
            // dictionary, whose serializer the option replaces with one that cannot create it.
            shape = shape.Kind == ShapeKind.Dictionary && CollectionTypes.Of(shape).TakesOptions ? shape with { Representation = dictionaryRepresentation } : ShapeClassifier.Driver(memberType);
        }

        // A mapping the driver itself refuses is the application's mistake, not a member FastBson leaves to the driver: a
        // warning, reported also where information is not.
        var refusal = candidate.ElementNameHoldsNull ? DriverRefusals.ElementNameWithNull
            : shape.Kind == ShapeKind.Driver ? DriverRefusal(candidate, classifier) : null;
        var optioned = candidate.DictionaryRepresentation is not null || candidate.ValueRepresentation is not null || candidate.TimeOptionAttribute is not null;
        var unreadable = refusal is null && !candidate.NamesSerializer
            ? DriverRefusals.Unreadable(memberType, _known) ?? (optioned ? DriverRefusals.UnreadableConfigured(classifier.Classify(memberType)) : null)
            : null;
        var emptied = refusal is null && unreadable is null && !candidate.NamesSerializer ? DriverRefusals.Emptied(memberType, _known) : null;
        if (refusal is not null)
        {
            Report(DiagnosticDescriptors.DriverRefusedMember, symbol, symbol.Name, memberType.ToDisplayString(), refusal);
        }
        else if (unreadable is not null)
        {
            // Likewise the driver's own limit, whether the member or only its items stay with the driver's serializer.
            Report(DiagnosticDescriptors.DriverUnreadableMember, symbol, symbol.Name, memberType.ToDisplayString(), unreadable);
        }
        else if (emptied is not null)
        {
            // And a loss no error reveals, which FastBson matches as it must.
            Report(DiagnosticDescriptors.DriverEmptiedMember, symbol, symbol.Name, memberType.ToDisplayString(), emptied);
        }
        else if (shape.Kind == ShapeKind.Driver && _reportInfo)
        {
            var configured = candidate.ServedByDriver || candidate.DictionaryRepresentation is not null || candidate.ValueRepresentation is not null;
            var unannotated = configured ? null : UnannotatedDocument(memberType);
            var reason = configured ? "its mapping attribute configures that serializer"
                : unannotated is not null ? $"'{unannotated.Name}' has no [GenerateBsonSerializer]: give it one, and the generated code reads the member itself"
                : DriverServedReason(memberType, classifier);
            // The code fix gives that type the attribute: it finds the type by the id the diagnostic carries.
            var typeId = unannotated is null ? null : DocumentationCommentId.CreateDeclarationId(unannotated);
            ReportWithFix(DiagnosticDescriptors.DriverServedMember, symbol, typeId is null ? null : (CodeFixData.UnannotatedTypeKey, typeId), symbol.Name, memberType.ToDisplayString(), reason);
        }

        string? defaultLiteral = null;
        if (candidate.DefaultValue is { } defaultValue)
        {
            defaultLiteral = DefaultValueLiteral.Create(defaultValue, memberType);
            if (defaultLiteral is null)
            {
                // The code fix writes the same number in the member's type, where it has one.
                var typed = DefaultValueLiteral.InMemberType(defaultValue, memberType);
                ReportWithFix(DiagnosticDescriptors.DefaultValueType, symbol, typed is null ? null : (CodeFixData.TypedDefaultValueKey, typed), symbol.Name, defaultValue.Type?.ToDisplayString() ?? "null", memberType.ToDisplayString());
            }
        }

        var (getter, setter) = Access(symbol);
        if ((getter == MemberAccess.UnsafeAccessor || setter == MemberAccess.UnsafeAccessor) &&
            _known.UnsafeAccessorAttribute is null)
        {
            Report(DiagnosticDescriptors.NeedsUnsafeAccessor, symbol, symbol.Name, type.Name);
        }

        // On .NET 9 and later, the document's own members are reached from its generic serializer, of the same type
        // parameters; a generic base class's are not (its parameters are others, or closed).
        if ((getter == MemberAccess.UnsafeAccessor || setter == MemberAccess.UnsafeAccessor) && TypeHierarchy.IsInGenericContext(symbol.ContainingType) &&
            !(_known.UnsafeAccessorReachesGenericTypes && SymbolEqualityComparer.Default.Equals(symbol.ContainingType, type)))
        {
            Report(DiagnosticDescriptors.Inheritance, symbol, symbol.Name, type.Name, symbol.ContainingType.ToDisplayString());
        }

        if (getter == MemberAccess.None)
        {
            Report(DiagnosticDescriptors.UnsupportedAttribute, symbol, type.Name, "mapping attributes", $" on member '{symbol.Name}', which has no getter");
        }

        return new MemberModel(
            Name: symbol.Name,
            ElementName: candidate.ElementName,
            IsField: candidate.IsField,
            Shape: shape,
            Getter: getter,
            Setter: setter,
            IsRequired: candidate.IsRequired,
            IgnoreIfNull: candidate.IgnoreIfNull,
            IgnoreIfDefault: candidate.IgnoreIfDefault,
            DefaultValueLiteral: defaultLiteral,
            HasShouldSerializeMethod: HasShouldSerializeMethod(symbol.ContainingType, symbol.Name),
            DeclaringTypeName: TypeNames.Core(symbol.ContainingType),
            Key: symbol.Name,
            DeclaredByStruct: symbol.ContainingType.IsValueType);
    }

    private static (MemberAccess Getter, MemberAccess Setter) Access(ISymbol symbol)
    {
        if (symbol is IFieldSymbol field)
        {
            var access = IsAccessible(field.DeclaredAccessibility) ? MemberAccess.Direct : MemberAccess.UnsafeAccessor;
            return (access, field.IsReadOnly ? MemberAccess.None : access);
        }

        var property = (IPropertySymbol)symbol;
        var getter = property.GetMethod is null ? MemberAccess.None
            : IsAccessible(property.GetMethod.DeclaredAccessibility) ? MemberAccess.Direct : MemberAccess.UnsafeAccessor;
        var setter = property.SetMethod is null ? MemberAccess.None
            : property.SetMethod.IsInitOnly || !IsAccessible(property.SetMethod.DeclaredAccessibility) ? MemberAccess.UnsafeAccessor : MemberAccess.Direct;
        return (getter, setter);
    }

    private static bool IsAccessible(Accessibility accessibility) =>
        accessibility is Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal;

    // Type.GetMethod, which the driver uses, also finds public methods declared in base classes.
    private static bool HasShouldSerializeMethod(INamedTypeSymbol type, string memberName) =>
        TypeHierarchy.SelfAndBaseClasses(type).Any(declaring =>
            declaring.GetMembers("ShouldSerialize" + memberName).OfType<IMethodSymbol>().Any(m =>
                m.DeclaredAccessibility == Accessibility.Public && !m.IsStatic && m.Parameters.Length == 0 &&
                m.ReturnType.SpecialType == SpecialType.System_Boolean && !m.IsGenericMethod));

    /// <summary>
    /// The extra-elements member a class declares, as the driver's conventions choose it: the member with
    /// <c>[BsonExtraElements]</c>, else a public member named <c>ExtraElements</c> of a type that can hold them. Reports
    /// FBSON006 where the generated code cannot keep them as the driver does, and returns null then.
    /// </summary>
    private MemberCandidate? ExtraElementsMemberOf(INamedTypeSymbol mappedClass, List<MemberCandidate> declared)
    {
        // The convention maps a public 'ExtraElements' member whether it is settable or not; the member finder only
        // offers settable ones.
        var unsettable = mappedClass.GetMembers("ExtraElements").FirstOrDefault(m =>
            !m.IsStatic && IsNamedExtraElements(m) && !declared.Any(c => SymbolEqualityComparer.Default.Equals(c.Symbol, m)) &&
            !AttributeReader.Has(m, _known, KnownAttribute.BsonIgnore));
        if (unsettable is not null)
        {
            Report(DiagnosticDescriptors.ExtraElements, unsettable, mappedClass.Name, unsettable.Name, "it cannot be set (the driver sets it when it is null); give it a setter");
            return null;
        }

        var attributed = declared.Where(c => AttributeReader.Has(c.Symbol, _known, KnownAttribute.BsonExtraElements)).ToList();
        if (attributed.Count > 1)
        {
            Report(DiagnosticDescriptors.ExtraElements, attributed[1].Symbol, mappedClass.Name, attributed[1].Symbol.Name, $"'{attributed[0].Symbol.Name}' has [BsonExtraElements] too (the driver would keep the last one and map the others as plain members); keep one");
            return null;
        }

        var member = attributed.FirstOrDefault() ?? declared.FirstOrDefault(c => IsNamedExtraElements(c.Symbol));
        if (member is null)
        {
            return null;
        }

        var problem =
            !IsExtraElementsType(member.Type) ? $"its type '{member.Type.ToDisplayString()}' is neither BsonDocument nor an IDictionary<string, object> (the driver refuses the class map)"
            : ExtraElementsCreatedType(member.Type) is null ? $"the driver creates its '{member.Type.ToDisplayString()}' with a public parameterless constructor, which the type lacks"
            : Access(member.Symbol).Setter == MemberAccess.None ? "it cannot be set (the driver sets it when it is null); give it a setter"
            : member.IsRequired || member.DefaultValue is not null ? "it has [BsonRequired] or [BsonDefaultValue], which the driver applies to it when no extra element is present; remove the attribute"
            : null;
        if (problem is not null)
        {
            Report(DiagnosticDescriptors.ExtraElements, member.Symbol, mappedClass.Name, member.Symbol.Name, problem);
            return null;
        }

        return member;
    }

    /// <summary>A public member named <c>ExtraElements</c> of a type that can hold extra elements (NamedExtraElementsMemberConvention).</summary>
    private bool IsNamedExtraElements(ISymbol member) =>
        member.Name == "ExtraElements" &&
        member is IFieldSymbol { DeclaredAccessibility: Accessibility.Public } or IPropertySymbol { DeclaredAccessibility: Accessibility.Public, IsIndexer: false } &&
        IsExtraElementsType(MemberCandidate.TypeOf(member));

    private ValueShape ExtraElementsShape(ITypeSymbol type) =>
        new(ShapeKind.ExtraElements, TypeNames.Declared(type), TypeNames.Core(type), IsNullableValueType: false, IsReferenceType: true, CreatedTypeName: ExtraElementsCreatedType(type));

    /// <summary>
    /// The type the driver creates for a null extra-elements member: a BsonDocument, a <c>Dictionary</c> for
    /// <c>IDictionary&lt;string, object&gt;</c> itself, else the member's own type (through its public parameterless
    /// constructor, as <c>Activator.CreateInstance</c>); null where that cannot be done.
    /// </summary>
    private string? ExtraElementsCreatedType(ITypeSymbol type)
    {
        if (KnownTypeSymbols.Is(type, _known.BsonDocument))
        {
            return TypeNames.Core(type);
        }

        if (type is INamedTypeSymbol { TypeKind: TypeKind.Interface } named && IsDictionaryOfStringToObject(named))
        {
            return "global::System.Collections.Generic.Dictionary<" + string.Join(", ", named.TypeArguments.Select(TypeNames.Declared)) + ">";
        }

        return type is INamedTypeSymbol { TypeKind: TypeKind.Class, IsAbstract: false } concrete &&
            concrete.InstanceConstructors.Any(c => c.Parameters.Length == 0 && c.DeclaredAccessibility == Accessibility.Public)
            ? TypeNames.Declared(type.WithNullableAnnotation(NullableAnnotation.NotAnnotated))
            : null;
    }

    // SymbolEqualityComparer.Default ignores nullable annotations: 'BsonDocument? ExtraElements' is extra elements too.
    private bool IsExtraElementsType(ITypeSymbol type) =>
        KnownTypeSymbols.Is(type, _known.BsonDocument) ||
        type.AllInterfaces.Concat(type is INamedTypeSymbol { TypeKind: TypeKind.Interface } self ? new[] { self } : new INamedTypeSymbol[0])
            .Any(IsDictionaryOfStringToObject);

    private bool IsDictionaryOfStringToObject(INamedTypeSymbol type) =>
        KnownTypeSymbols.Is(type.OriginalDefinition, _known.IDictionaryOfTKeyTValue) &&
        type.TypeArguments[0].SpecialType == SpecialType.System_String &&
        type.TypeArguments[1].SpecialType == SpecialType.System_Object;

    /// <summary>The generated serializer of a nested document type, or null when it gets none (then the driver serves it).</summary>
    private string? GeneratedSerializerOf(INamedTypeSymbol nested)
    {
        if (TypeHierarchy.IsInGenericContext(nested))
        {
            // A closed generic document (Envelope<Order>): the driver closes the generic serializer that RegisterAll
            // registered for its definition, and the generated code calls it through the driver.
            return null;
        }

        if (_inProgress.Contains(nested))
        {
            // A cycle (a tree of nodes): the type is being parsed above; if it fails, so does this one.
            return SerializerNames.Qualified(NamespaceOf(nested), SerializerSimpleName(nested));
        }

        return ResolvedModelOf(nested)?.FullSerializerName;
    }

    /// <summary>The model of a nested document type, built once per parse (null when it gets no serializer).</summary>
    private DocumentModel? ResolvedModelOf(INamedTypeSymbol nested)
    {
        if (!_resolved.TryGetValue(nested, out var model))
        {
            var parser = new DocumentParser(_compilation, _inProgress, _resolved, reportInfo: false);
            model = parser.Build(nested);
            _resolved[nested] = model;
        }

        return model;
    }

    private static string NamespaceOf(INamedTypeSymbol type) =>
        type.ContainingNamespace.IsGlobalNamespace ? string.Empty : type.ContainingNamespace.ToDisplayString();

    private static string SerializerSimpleName(INamedTypeSymbol type) =>
        SerializerNames.Simple(ContainingTypeNames(type).Concat(new[] { type.Name }));

    private static IEnumerable<string> ContainingTypeNames(INamedTypeSymbol type)
    {
        var names = new List<string>();
        for (var current = type.ContainingType; current is not null; current = current.ContainingType)
        {
            names.Insert(0, current.Name);
        }

        return names;
    }

    private static bool IsEffectivelyPublic(INamedTypeSymbol type)
    {
        for (var current = type; current is not null; current = current.ContainingType)
        {
            if (current.DeclaredAccessibility != Accessibility.Public)
            {
                return false;
            }
        }

        return true;
    }

    private void Report(DiagnosticDescriptor descriptor, ISymbol symbol, params string[] arguments) =>
        ReportWithFix(descriptor, symbol, fix: null, arguments);

    /// <summary>Reports at the symbol, with what the diagnostic's code fix needs (a key of <see cref="CodeFixData"/> and its value), if anything.</summary>
    private void ReportWithFix(DiagnosticDescriptor descriptor, ISymbol symbol, (string Key, string Value)? fix, params string[] arguments) =>
        _diagnostics.Add(DiagnosticInfo.Create(descriptor, symbol.Locations.FirstOrDefault(), arguments) with { Fix = fix });

    private void Report(DiagnosticDescriptor descriptor, AttributeData attribute, ISymbol fallback, params string[] arguments) =>
        _diagnostics.Add(DiagnosticInfo.Create(descriptor, AttributeReader.LocationOf(attribute, fallback), arguments));
}
