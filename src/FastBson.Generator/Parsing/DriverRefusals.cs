using System.Linq;
using FastBson.Generator.Emitting.Kinds;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// Member mappings the driver itself refuses, known at compile time: its class map throws when it applies the member's
/// <c>[BsonRepresentation]</c> (a representation the serializer's constructor refuses with ArgumentException, or a
/// serializer that takes none, NotSupportedException), or its registry has no serializer for the member's type. Neither
/// the driver nor the generated serializer, which leaves such a member to the driver, can serialize the class; FBSON101
/// says so at build time. Only what the driver's own serializers decide is claimed here (each case is checked against
/// the driver in the tests); anything else stays FBSON100.
/// </summary>
internal static class DriverRefusals
{
    /// <summary>
    /// Why the driver refuses <c>[BsonRepresentation(<paramref name="bsonType"/>)]</c> on a member of the default shape
    /// <paramref name="shape"/> (the attribute reaches the items of the collections whose serializers pass it on, as
    /// <c>DocumentParser.Configured</c> follows it), or null where it accepts it or this cannot tell. With
    /// <paramref name="onlyFor"/>, the representation of an options attribute of that kind's serializer
    /// (<c>[BsonDateTimeOptions]</c>, <c>[BsonTimeSpanOptions]</c>), judged only where it reaches that kind.
    /// </summary>
    public static string? Representation(ValueShape shape, int bsonType, DriverVersion driver, ShapeKind? onlyFor = null)
    {
        if (Reached(shape, "BsonRepresentation", out var refused) is not { } reached)
        {
            return refused;
        }

        shape = reached;
        if (onlyFor is { } leaf && shape.Kind != leaf)
        {
            return null;
        }

        // Each kind knows its serializer's verdict (ValueKind.Representations); a kind that does not is not claimed.
        if (ValueKinds.Of(shape).Representations(driver) is not { } representations || representations.Accepts(bsonType))
        {
            return null;
        }

        return representations.TakesAny
            ? $"its {representations.Serializer} takes no {BsonTypeCode.Name(bsonType)} representation (ArgumentException)"
            : $"its {representations.Serializer} takes no [BsonRepresentation] (NotSupportedException)";
    }

    /// <summary>
    /// Why the driver refuses a time type's options attribute (<paramref name="attribute"/>: <c>BsonDateTimeOptions</c> ...),
    /// or <c>[BsonDictionaryOptions]</c> (<paramref name="leaf"/> Dictionary, which stops at the first dictionary it reaches),
    /// on a member of the default shape <paramref name="shape"/>, whatever it sets, or null where this cannot tell: a
    /// serializer on the attribute's way to the items that neither takes it nor hands it on (see
    /// <see cref="CollectionType.RefusesOptions"/>), or a value it reaches that is not of the kind it configures
    /// (<paramref name="leaf"/>: DateTime for <c>[BsonDateTimeOptions]</c> ...). The attribute configures only that kind's
    /// serializer, through the serializers that hand it on to a child; any other throws (NotSupportedException).
    /// </summary>
    public static string? Option(ValueShape shape, string attribute, ShapeKind leaf, DriverVersion driver)
    {
        if (Reached(shape, attribute, out var refused, stopAt: leaf) is not { } reached)
        {
            return refused;
        }

        // Kinds whose serializer the driver's registry decides (a type FastBson does not own) are not claimed. Tuples and
        // key/value pairs are: their serializers, which have several children, hand no attribute on.
        if (reached.Kind == leaf || reached.Kind == ShapeKind.Driver)
        {
            return null;
        }

        var serializer = ValueKinds.Of(reached).Representations(driver)?.Serializer ?? "serializer";
        return $"its {serializer} takes no [{attribute}], which configures only the {leaf} serializer (NotSupportedException)";
    }

    /// <summary>
    /// The shape an options attribute on a member of the default shape <paramref name="shape"/> reaches: the value itself,
    /// or the items (a dictionary's values) of the collections whose serializers hand it on, in turn, up to the first of
    /// the kind <paramref name="stopAt"/>, which takes it itself (a dictionary, for <c>[BsonDictionaryOptions]</c>). Null
    /// where a collection's serializer stops it: one that refuses it outright (<paramref name="refused"/> says why, naming
    /// <paramref name="attribute"/>), or one this cannot follow (no item serializer to configure, or reading back what
    /// it writes with the option fails).
    /// </summary>
    private static ValueShape? Reached(ValueShape shape, string attribute, out string? refused, ShapeKind? stopAt = null)
    {
        refused = null;
        while (shape.Kind != stopAt && shape.Kind is ShapeKind.Array or ShapeKind.MultiDimensionalArray or ShapeKind.Dictionary)
        {
            var collection = CollectionTypes.Of(shape);
            if (collection.RefusesOptions is { } serializer)
            {
                refused = $"its {serializer} takes no [{attribute}] (NotSupportedException)";
                return null;
            }

            if (!collection.TakesOptions || shape.Item is null)
            {
                return null;
            }

            shape = shape.Item;
        }

        return shape;
    }

    /// <summary>
    /// Why the driver has no serializer for a member of this type, or for a value within it (a Nullable&lt;T&gt;'s, an array's
    /// or a collection's items, a dictionary's values, a tuple's items), or null. For the member's own type the lookup
    /// throws when the driver first serializes the member; for a value within, whose serializer the driver's Nullable,
    /// collection and tuple serializers look up lazily, when it first meets one: such a member can hold nothing but null
    /// (or empty collections), which is no member left to the driver (FBSON100) but a mapping that fails (FBSON101).
    /// </summary>
    public static string? Type(ITypeSymbol type, KnownTypeSymbols known)
    {
        foreach (var value in known.ValuesWithin(type))
        {
            var isMember = SymbolEqualityComparer.Default.Equals(value, type);
            if ((NoSerializer(value, known) ?? OwnSerializerMismatch(value, isMember, known)) is { } reason)
            {
                return isMember ? reason : $"{reason}; it looks that serializer up for the first {value.ToDisplayString()} the member holds";
            }
        }

        return null;
    }

    /// <summary>
    /// Why the serializer a type names for itself (<c>[BsonSerializer]</c> on the type) fails for the values of that type a
    /// member holds, or null where it serves them or this cannot tell. The driver creates that serializer with no check of
    /// its value type (AttributedSerializationProvider). Its class map calls a member's serializer untyped, the serializer
    /// casts each value it writes to its own type, and the member's setter casts each value read to the member's: for the
    /// member's own type, a serializer of an unrelated struct or sealed class fails for every value. The driver's serializers
    /// of the values within a member (a Nullable's, a collection's items, a tuple's) look the serializer up as an
    /// <c>IBsonSerializer&lt;T&gt;</c> of the value's type: any serializer that is none fails there.
    /// </summary>
    private static string? OwnSerializerMismatch(ITypeSymbol type, bool isMember, KnownTypeSymbols known)
    {
        if (type is not INamedTypeSymbol named || known.OwnSerializerOf(named) is not { } serializer || serializer.TypeKind == TypeKind.Error ||
            known.TypedSerializerDefinition is not { } typedSerializer)
        {
            return null;
        }

        // A serializer the attribute cannot create fails as it does for a member's [BsonSerializer]; left to the run here.
        if (Created(serializer, named) is not { } created ||
            created.AllInterfaces.Any(i => KnownTypeSymbols.Is(i.OriginalDefinition, typedSerializer) && SymbolEqualityComparer.Default.Equals(i.TypeArguments[0], named)))
        {
            return null;
        }

        var names = $"'{named.Name}' names its own serializer, {created.ToDisplayString()}";
        if (!isMember)
        {
            return $"{names}, which is no IBsonSerializer<{named.ToDisplayString()}>, as which the driver looks up the serializer of a value within a member (InvalidCastException)";
        }

        return ValueTypeOf(created, known) is { } valueType && NeverHolds(valueType, named)
            ? $"{names}, a serializer of {valueType.ToDisplayString()}, which the driver's class map calls for the member and casts the values it reads to the member's type: every value fails (InvalidCastException)"
            : null;
    }

    /// <summary>
    /// Whether no value of <paramref name="type"/> is ever a <paramref name="other"/>: a struct or a sealed class (whose values
    /// are of that type exactly) that is not <paramref name="other"/>, does not derive from it and does not implement it.
    /// </summary>
    private static bool NeverHolds(ITypeSymbol type, ITypeSymbol other) =>
        (type.IsValueType || type.IsSealed) && !TypeHierarchy.IsOrDerivesFrom(type, other) && !type.AllInterfaces.Contains(other, SymbolEqualityComparer.Default);

    /// <summary>
    /// Why the driver refuses a <c>[BsonElement]</c> name that holds a null character: its member map's <c>SetElementName</c>
    /// throws, whatever the member's type.
    /// </summary>
    public const string ElementNameWithNull = "its [BsonElement] name holds a null character, which no element name may (ArgumentException)";

    /// <summary>
    /// Why the driver cannot give a member of type <paramref name="memberType"/> the serializer its <c>[BsonSerializer]</c>
    /// names (<paramref name="serializer"/>, null where it names none), or null where it can or this cannot tell. The
    /// attribute creates the serializer with <c>Activator.CreateInstance</c>, closing an open generic one over the member
    /// type's arguments, and the member map takes it only where its <c>ValueType</c> is the member's type exactly
    /// (<c>BsonMemberMap.SetSerializer</c>, in every version): an Int32 serializer on an <c>int?</c> is refused. The value
    /// type is known only for a serializer derived from <c>SerializerBase&lt;TValue&gt;</c>; any other says it at run time.
    /// </summary>
    public static string? NamedSerializer(ITypeSymbol memberType, ITypeSymbol? serializer, KnownTypeSymbols known)
    {
        if (serializer is null)
        {
            return "its [BsonSerializer] names no serializer type (ArgumentNullException)";
        }

        if (serializer is not INamedTypeSymbol named || named.TypeKind == TypeKind.Error)
        {
            return null;
        }

        var name = $"its [BsonSerializer] names {serializer.ToDisplayString()}";
        if (named.IsUnboundGenericType)
        {
            if (memberType is not INamedTypeSymbol { IsGenericType: true } generic)
            {
                return $"{name}, an open generic serializer, and the member's type is not generic (InvalidOperationException)";
            }

            if (generic.TypeArguments.Length != named.Arity)
            {
                return $"{name}, which takes {named.Arity} type arguments, and the member's type has {generic.TypeArguments.Length} (ArgumentException)";
            }
        }

        if (Created(named, memberType) is not { } created)
        {
            return null;
        }

        named = created;

        if (named.IsAbstract || named.TypeKind is TypeKind.Interface ||
            (named.TypeKind == TypeKind.Class && !named.InstanceConstructors.Any(c => c.Parameters.IsEmpty && c.DeclaredAccessibility == Accessibility.Public)))
        {
            return $"{name}, which Activator.CreateInstance cannot create: it has no public parameterless constructor (MissingMethodException)";
        }

        if (known.SerializerInterface is { } serializerInterface && !named.AllInterfaces.Any(i => KnownTypeSymbols.Is(i, serializerInterface)))
        {
            return $"{name}, which is no IBsonSerializer (InvalidCastException)";
        }

        return ValueTypeOf(named, known) is { } valueType && !SymbolEqualityComparer.Default.Equals(valueType, memberType)
            ? $"{name}, a serializer of {valueType.ToDisplayString()}, and the driver takes only a serializer of the member's type (ArgumentException)"
            : null;
    }

    /// <summary>
    /// The serializer <c>[BsonSerializer]</c> creates for values of <paramref name="type"/>: the type it names, an open generic
    /// one closed over <paramref name="type"/>'s type arguments; null for an open generic one that takes another number
    /// of them, or constrains them (arguments its constraints refuse fail too, ArgumentException: that is left to the run).
    /// </summary>
    private static INamedTypeSymbol? Created(INamedTypeSymbol serializer, ITypeSymbol type)
    {
        if (!serializer.IsUnboundGenericType)
        {
            return serializer;
        }

        return type is INamedTypeSymbol { IsGenericType: true } generic && generic.TypeArguments.Length == serializer.Arity && !serializer.TypeParameters.Any(HasConstraints)
            ? serializer.OriginalDefinition.Construct(generic.TypeArguments.ToArray())
            : null;
    }

    private static bool HasConstraints(ITypeParameterSymbol parameter) =>
        parameter.HasReferenceTypeConstraint || parameter.HasValueTypeConstraint || parameter.HasUnmanagedTypeConstraint ||
        parameter.HasNotNullConstraint || parameter.HasConstructorConstraint || !parameter.ConstraintTypes.IsEmpty;

    /// <summary>
    /// The <c>TValue</c> of the <c>SerializerBase&lt;TValue&gt;</c> a serializer derives from, whose <c>ValueType</c> it is; null
    /// where it derives from none, or declares a <c>ValueType</c> of its own on the way, which may say anything.
    /// </summary>
    private static ITypeSymbol? ValueTypeOf(INamedTypeSymbol serializer, KnownTypeSymbols known)
    {
        for (var type = serializer; type is not null; type = type.BaseType)
        {
            if (KnownTypeSymbols.Is(type.OriginalDefinition, known.SerializerBaseDefinition))
            {
                return type.TypeArguments[0];
            }

            if (type.GetMembers().OfType<IPropertySymbol>().Any(p => p.Name == "ValueType" || p.ExplicitInterfaceImplementations.Any(i => i.Name == "ValueType")))
            {
                return null;
            }
        }

        return null;
    }

    /// <summary>
    /// Why the driver has no serializer for values of this type, or null: an array of rank 4 or more (its collections
    /// provider stops at 3), <c>nint</c> and <c>nuint</c> (primitives its class map does not take), from 2.26 a
    /// <c>Memory&lt;T&gt;</c> or <c>ReadOnlyMemory&lt;T&gt;</c> of items other than primitive numbers, and before 3.1 a
    /// NameValueCollection, an ImmutableArray&lt;T&gt; and an ArraySegment&lt;T&gt;, which the interface-implementer
    /// serializers' constraints then refuse (the definitions KnownTypeSymbols resolves with their reasons).
    /// </summary>
    private static string? NoSerializer(ITypeSymbol type, KnownTypeSymbols known)
    {
        if (type is IArrayTypeSymbol { Rank: > 3 } array)
        {
            return $"the driver has no serializer for arrays of rank {array.Rank} (BsonSerializationException)";
        }

        // From 2.26 its MemorySerializer serves these, and its constructor refuses items it has no array reader for.
        if (ShapeClassifier.MemoryItem(type, known) is { } item && ShapeClassifier.MemoryPrimitiveKeyword(item) is null)
        {
            return $"the driver's MemorySerializer takes only primitive numeric items, not {item.ToDisplayString()} (NotSupportedException)";
        }

        // Primitives, which its class map does not take, and no serializer of its primitives provider (any version) covers.
        if (type.SpecialType is SpecialType.System_IntPtr or SpecialType.System_UIntPtr)
        {
            return $"the driver has no serializer for {type.Name} (BsonSerializationException)";
        }

        if (!known.Driver.ServesInterfacesListDoesNotImplement && InterfaceListDoesNotImplement(type, known) is { } listItem)
        {
            return $"before MongoDB.Bson 2.17 the driver serves {type.ToDisplayString()} with an ImpliedImplementationInterfaceSerializer of List<{listItem.ToDisplayString()}>, which does not implement it (ArgumentException)";
        }

        return type is INamedTypeSymbol named ? known.UnserializableReasonOf(named.OriginalDefinition) ?? UntakenCollectionStruct(named, known) : null;
    }

    /// <summary>
    /// Why the serializer the driver's collections provider picks for a struct cannot take it, or null: its dictionary
    /// serializers take classes only (every version), and its enumerable ones did before 3.1 (the ArgumentException of
    /// their type constraints, when the provider makes one for the struct).
    /// </summary>
    private static string? UntakenCollectionStruct(INamedTypeSymbol type, KnownTypeSymbols known) =>
        CollectionProvidersOwn(type, known) is { } named ? UntakenStruct(named, ProvidersSerializer(named, known, out _), known) : null;

    /// <summary>
    /// Why <paramref name="provided"/>, the serializer the collections provider picks for <paramref name="named"/>, cannot
    /// take it, or null: see <see cref="UntakenCollectionStruct"/>. Only a struct that implements IEnumerable is judged.
    /// </summary>
    private static string? UntakenStruct(INamedTypeSymbol named, ProvidedSerializer provided, KnownTypeSymbols known)
    {
        if (named.TypeKind != TypeKind.Struct || !KnownTypeSymbols.IsEnumerable(named))
        {
            return null;
        }

        var (serializer, inEveryVersion) = provided switch
        {
            ProvidedSerializer.ReadOnlyDictionary => ("ReadOnlyDictionaryInterfaceImplementerSerializer", true),
            ProvidedSerializer.Dictionary or ProvidedSerializer.ObjectDictionary => ("DictionaryInterfaceImplementerSerializer", true),
            _ => ("EnumerableInterfaceImplementerSerializer", false),
        };
        if (!inEveryVersion && known.Driver.InterfaceImplementersTakeAnyEnumerable)
        {
            return null;
        }

        var until = inEveryVersion ? string.Empty : " before MongoDB.Bson 3.1";
        return $"the driver's collections provider serves the struct {named.Name}, which implements IEnumerable, with its {serializer}, which{until} takes classes only (ArgumentException)";
    }

    /// <summary>
    /// The item type of an interface over <c>IEnumerable&lt;T&gt;</c> that <c>List&lt;T&gt;</c> does not implement, and that
    /// the collections provider does not take as a dictionary or a set first (see
    /// <see cref="DriverVersion.ServesInterfacesListDoesNotImplement"/>), or null.
    /// </summary>
    private static ITypeSymbol? InterfaceListDoesNotImplement(ITypeSymbol type, KnownTypeSymbols known)
    {
        if (type is not INamedTypeSymbol { TypeKind: TypeKind.Interface } named || known.ListOfT is not { } list)
        {
            return null;
        }

        var interfaces = named.AllInterfaces.Add(named);
        if (interfaces.Any(i => known.CollectionOf(i.OriginalDefinition) is CollectionKind.DictionaryInterface or CollectionKind.ReadOnlyDictionaryInterface
                or CollectionKind.ObjectDictionaryInterface or CollectionKind.SetInterface) ||
            interfaces.FirstOrDefault(i => i.OriginalDefinition.SpecialType == SpecialType.System_Collections_Generic_IEnumerable_T) is not { } enumerable)
        {
            return null;
        }

        var item = enumerable.TypeArguments[0];
        var listOfItem = list.Construct(item);
        return listOfItem.AllInterfaces.Contains(named, SymbolEqualityComparer.Default) ? null : item;
    }

    /// <summary>
    /// Why the driver writes a member of this type but cannot read a value of it back, or null (FBSON102): before 3.1 an
    /// immutable collection, which its interface-implementer serializers write and cannot create (their
    /// BsonSerializationException, a dictionary's MissingMethodException); before 2.19.1 a value tuple, and before 2.20 the
    /// structs of <see cref="KnownNames.ClassMappedStructs"/> and the project's own structs that have no serializer, whose
    /// members its class map writes and which it cannot read back, being structs, unless 2.19 creates one through a creator
    /// that takes every member (BsonSerializationException); from 3.1 a NameValueCollection and an ArraySegment&lt;T&gt;, which its
    /// interface-implementer serializer writes and cannot read back (each resolved by KnownTypeSymbols with its reason); in
    /// every version a ReadOnlyCollection&lt;T&gt; subclass it cannot create, a <c>Type</c> (<see cref="KnownNames.Type"/>), and an
    /// eight-item tuple whose Rest is not a tuple (its constructor refuses one). Found through arrays,
    /// the items of collections, the values of dictionaries and Nullable&lt;T&gt;, whose serializers hand each value to
    /// those. A null in the document reads as null, so only a value fails.
    /// </summary>
    public static string? Unreadable(ITypeSymbol type, KnownTypeSymbols known)
    {
        foreach (var value in known.ValuesWithin(type))
        {
            if (UncreatableReadOnlyCollection(value, known) is { } subclass)
            {
                return $"the driver's ReadOnlyCollectionSubclassSerializer writes a {subclass} as an array and creates one to read it with a constructor that takes the List<T> of its items, which it does not have (MissingMethodException)";
            }

            // A type whose own reason is known (an ArraySegment<T> ...) is named by it rather than by the rule it also meets.
            if (value is INamedTypeSymbol named && known.UnreadableReasonOf(named.OriginalDefinition) is { } reason)
            {
                return reason;
            }

            if (UncreatableCollectionType(value, known) is { } uncreatable)
            {
                return uncreatable;
            }

            if (value is INamedTypeSymbol { TypeKind: TypeKind.Struct } classMapped && ClassMapCannotReadBack(classMapped, known))
            {
                return known.ClassMappedStructUnreadable(classMapped.Name);
            }

            if (RestIsNoTuple(value, known) is { } tuple)
            {
                return $"an eight-item {tuple}'s constructor, which the driver's serializer calls to read a value back, refuses a Rest that is not a {tuple} (ArgumentException)";
            }
        }

        return null;
    }

    /// <summary>
    /// Whether a struct is one the driver's class map serves (a base-library struct it has no serializer of, or one of the
    /// project's own that names none) and cannot read back: before 2.20, unless 2.19 reads it through a creator that takes
    /// every member.
    /// </summary>
    private static bool ClassMapCannotReadBack(INamedTypeSymbol type, KnownTypeSymbols known) =>
        !known.Driver.ReadsStructs &&
        (known.IsClassMappedStruct(type.OriginalDefinition) || known.IsProjectTypeWithoutSerializer(type)) &&
        !(known.Driver.ReadsStructsThroughCreators && CreatorConventions.TakesEveryMember(type, known));

    /// <summary>
    /// The family (<c>Tuple</c>, <c>ValueTuple</c>) of an eight-item tuple whose <c>Rest</c> is not a tuple of that family,
    /// or null. No such <c>Tuple</c> can be constructed (the member holds only null), and a <c>ValueTuple</c>, a struct,
    /// exists only as one whose fields were set: the driver writes it and fails to read it back.
    /// </summary>
    private static string? RestIsNoTuple(ITypeSymbol type, KnownTypeSymbols known)
    {
        if (type is not INamedTypeSymbol { TypeArguments.Length: 8 } named)
        {
            return null;
        }

        var definition = named.OriginalDefinition;
        return known.IsTuple(definition) ? (KnownTypeSymbols.RestIsTuple(named, known.IsTuple) ? null : "Tuple")
            : known.IsValueTuple(definition) ? (KnownTypeSymbols.RestIsTuple(named, known.IsValueTuple) ? null : "ValueTuple")
            : null;
    }

    /// <summary>
    /// Why the driver writes a member of this type and reads back another value without an error, or null (FBSON103): from
    /// 2.20, a struct of <see cref="KnownNames.EmptiedStructs"/> the driver has no serializer of, whose state its class map
    /// cannot reach, so it writes an empty document and reads back the default value; in every version, a class of
    /// <see cref="KnownNames.EmptiedClasses"/> likewise, read back as a new instance without the value's state; and in every
    /// version a class of <see cref="KnownNames.PartlyMappedClasses"/> (or, where it says so, a subclass), read back without
    /// the part of its state the class map cannot reach. Found where <see cref="Unreadable"/> looks.
    /// </summary>
    public static string? Emptied(ITypeSymbol type, KnownTypeSymbols known)
    {
        foreach (var named in known.ValuesWithin(type).OfType<INamedTypeSymbol>())
        {
            if (known.PartlyMappedBy(named) is { } mapped)
            {
                return $"no version of the driver has a serializer of {mapped.Class}, and its class map {mapped.Loss}";
            }

            if (known.IsEmptiedByClassMap(named.OriginalDefinition))
            {
                return named.IsValueType
                    ? $"this MongoDB.Bson has no serializer of {named.OriginalDefinition.Name}, and its class map, which has no public settable member of the struct to write, writes each value as an empty document and reads it back as the default value"
                    : $"this MongoDB.Bson has no serializer of {named.OriginalDefinition.Name}, and its class map, which has no public settable member of the class to write, writes each value as an empty document and reads it back as a new {named.OriginalDefinition.Name} without the value's state";
            }
        }

        return null;
    }

    /// <summary>
    /// Why the driver writes a member of the default shape <paramref name="shape"/> that has an options attribute
    /// (<c>[BsonDictionaryOptions]</c>, <c>[BsonRepresentation]</c>, a time type's options) but cannot read it back, or null
    /// (FBSON102): an immutable dictionary, whose serializer the attribute turns into the plain
    /// DictionaryInterfaceImplementerSerializer (its WithDictionaryRepresentation, its WithChildSerializer), which writes it
    /// and cannot create one (MissingMethodException).
    /// </summary>
    public static string? UnreadableConfigured(ValueShape shape) =>
        shape.Kind == ShapeKind.Dictionary && shape.Collection is CollectionKind.ImmutableDictionary or CollectionKind.ImmutableSortedDictionary
            ? "the options attribute turns its serializer into the driver's plain DictionaryInterfaceImplementerSerializer, which writes it and cannot create one to read it back (MissingMethodException)"
            : null;

    /// <summary>
    /// Why a driver before 3.2 refuses <c>[BsonGuidRepresentation]</c> on a member of this type, or null: it configures the
    /// member's own serializer only, which is a GuidSerializer for a plain Guid alone.
    /// </summary>
    public static string? GuidRepresentation(ITypeSymbol type, KnownTypeSymbols known) =>
        KnownTypeSymbols.Is(type, known.Guid)
            ? null
            : "[BsonGuidRepresentation] configures only a member whose own serializer is a GuidSerializer before MongoDB.Bson 3.2 (InvalidOperationException)";


    /// <summary>
    /// The name of a subclass of <c>ReadOnlyCollection&lt;T&gt;</c> (the class itself has a serializer of its own) that has no
    /// public constructor of one parameter a <c>List&lt;T&gt;</c> can be passed to, or null: the driver's
    /// ReadOnlyCollectionSubclassSerializer writes it and reads it back through <c>Activator.CreateInstance(type, list)</c>,
    /// which then fails (a <c>ReadOnlyObservableCollection&lt;T&gt;</c> takes an <c>ObservableCollection&lt;T&gt;</c>).
    /// </summary>
    private static string? UncreatableReadOnlyCollection(ITypeSymbol type, KnownTypeSymbols known)
    {
        if (type is not INamedTypeSymbol { TypeKind: TypeKind.Class } named || known.ReadOnlyCollectionDefinition is not { } readOnlyCollection ||
            KnownTypeSymbols.Is(named.OriginalDefinition, readOnlyCollection))
        {
            return null;
        }

        var wrapped = TypeHierarchy.BaseClasses(named).FirstOrDefault(baseClass => KnownTypeSymbols.Is(baseClass.OriginalDefinition, readOnlyCollection));

        // The List<T> of the items the driver read: a constructor may take it, or a type it derives from or implements.
        if (wrapped is null || known.ListOfT?.Construct(wrapped.TypeArguments[0]) is not { } list)
        {
            return null;
        }

        return HasPublicConstructorTaking(named, list) ? null : named.OriginalDefinition.Name;
    }

    /// <summary>
    /// Why the driver's collections provider serves this class (or struct, which from 3.1 only its enumerable serializer takes)
    /// with an interface-implementer serializer that writes it and cannot create one to read a value back, or null. The
    /// serializer is found as the provider finds it, in its order, and each creates the type its own way:
    /// <list type="bullet">
    /// <item>a class of two type arguments, its key's and its value's, that derives from ReadOnlyDictionary&lt;TKey, TValue&gt;
    /// or implements IReadOnlyDictionary&lt;TKey, TValue&gt; and no IDictionary&lt;,&gt;: the
    /// ReadOnlyDictionaryInterfaceImplementerSerializer, through a public constructor of one parameter that takes the
    /// Dictionary&lt;TKey, TValue&gt; it read (<c>Activator.CreateInstance</c>);</item>
    /// <item>another IDictionary&lt;TKey, TValue&gt; (none derived from ReadOnlyDictionary&lt;,&gt;): the generic
    /// DictionaryInterfaceImplementerSerializer, through a public parameterless constructor of a class that is not abstract
    /// (<c>Activator.CreateInstance</c>): not a FrozenDictionary&lt;TKey, TValue&gt;;</item>
    /// <item>an IEnumerable&lt;T&gt; or ISet&lt;T&gt; (of one item type) that is no dictionary of any kind and no
    /// ReadOnlyCollection&lt;T&gt;: the EnumerableInterfaceImplementerSerializer, through a public constructor of one parameter
    /// that takes the List&lt;T&gt; of the items, then a public parameterless constructor and a public <c>Add</c> (of any one
    /// parameter, here), and from 3.10 a public constructor of one parameter that takes a HashSet&lt;T&gt; of them
    /// (<c>ReadOnlySet&lt;T&gt;</c>, which none of the earlier creates). A struct's parameterless constructor counts only where
    /// it declares one: reflection finds none otherwise.</item>
    /// </list>
    /// An abstract read-only dictionary, and anything else, is not claimed.
    /// </summary>
    private static string? UncreatableCollectionType(ITypeSymbol type, KnownTypeSymbols known)
    {
        if (CollectionProvidersOwn(type, known) is not { } named)
        {
            return null;
        }

        // A struct that no serializer of the provider takes is FBSON101's; any other is served as an enumerable, from 3.1.
        var provided = ProvidersSerializer(named, known, out var read);
        if (UntakenStruct(named, provided, known) is not null)
        {
            return null;
        }

        var name = named.OriginalDefinition.Name;
        switch (provided)
        {
            case ProvidedSerializer.ReadOnlyDictionary:
                return named.IsAbstract || HasPublicConstructorTaking(named, read!)
                    ? null
                    : $"the driver's ReadOnlyDictionaryInterfaceImplementerSerializer writes a {name} and creates one to read it back with a public constructor that takes the Dictionary<TKey, TValue> it read, which it does not have (MissingMethodException)";
            case ProvidedSerializer.Dictionary:
                return named.IsAbstract || !HasPublicParameterlessConstructor(named)
                    ? $"the driver's DictionaryInterfaceImplementerSerializer writes a {name} and creates one to read it back with Activator.CreateInstance, which needs a public parameterless constructor it does not have (MissingMethodException)"
                    : null;
            case ProvidedSerializer.Enumerable:
                break;
            default:
                return null;
        }

        var enumerables = named.AllInterfaces.Where(i => i.OriginalDefinition.SpecialType == SpecialType.System_Collections_Generic_IEnumerable_T).ToList();
        if (enumerables.Count != 1 || named.AllInterfaces.Any(i => known.CollectionOf(i.OriginalDefinition) == CollectionKind.ReadOnlyDictionaryInterface) ||
            TypeHierarchy.BaseClasses(named).Any(baseClass => KnownTypeSymbols.Is(baseClass.OriginalDefinition, known.ReadOnlyCollectionDefinition)) ||
            known.ListOfT is not { } listDefinition || known.HashSetOfT is not { } hashSetDefinition)
        {
            return null;
        }

        var item = enumerables[0].TypeArguments[0];
        if (HasPublicConstructorTaking(named, listDefinition.Construct(item)) || HasPublicParameterlessConstructorAndAdd(named) ||
            (known.Driver.CreatesEnumerablesFromHashSets && HasPublicConstructorTaking(named, hashSetDefinition.Construct(item))))
        {
            return null;
        }

        var hashSet = known.Driver.CreatesEnumerablesFromHashSets ? " or a HashSet<T> of them" : string.Empty;
        return $"the driver's EnumerableInterfaceImplementerSerializer writes a {name} as an array and cannot create one to read it back: it has no public constructor that takes the List<T> of its items{hashSet}, nor a public parameterless constructor and a public Add method (BsonSerializationException)";
    }

    /// <summary>The interface-implementer serializers the driver's collections provider picks among for a type it owns.</summary>
    private enum ProvidedSerializer
    {
        /// <summary>A subclass of a ReadOnlyDictionary&lt;,&gt; of other type arguments than its own, which nothing here claims.</summary>
        Unclaimed,
        ReadOnlyDictionary,
        Dictionary,

        /// <summary>The non-generic DictionaryInterfaceImplementerSerializer, of an <c>IDictionary</c> with no generic one.</summary>
        ObjectDictionary,
        Enumerable,
    }

    /// <summary>
    /// The serializer the driver's collections provider picks for <paramref name="named"/> (of <see cref="CollectionProvidersOwn"/>),
    /// in the provider's order: a read-only dictionary, whose Dictionary&lt;TKey, TValue&gt; read is <paramref name="read"/>;
    /// then an <c>IDictionary&lt;TKey, TValue&gt;</c>; then an <c>IDictionary</c>; then any other enumerable.
    /// </summary>
    private static ProvidedSerializer ProvidersSerializer(INamedTypeSymbol named, KnownTypeSymbols known, out INamedTypeSymbol? read)
    {
        bool Implements(CollectionKind kind) => named.AllInterfaces.Any(i => known.CollectionOf(i.OriginalDefinition) == kind);
        read = ReadOnlyDictionaryRead(named, known, Implements(CollectionKind.DictionaryInterface));
        return read is not null ? ProvidedSerializer.ReadOnlyDictionary
            : TypeHierarchy.BaseClasses(named).Any(baseClass => known.CollectionOf(baseClass.OriginalDefinition) == CollectionKind.ReadOnlyDictionary) ? ProvidedSerializer.Unclaimed
            : Implements(CollectionKind.DictionaryInterface) ? ProvidedSerializer.Dictionary
            : Implements(CollectionKind.ObjectDictionaryInterface) ? ProvidedSerializer.ObjectDictionary
            : ProvidedSerializer.Enumerable;
    }

    /// <summary>
    /// The Dictionary&lt;TKey, TValue&gt; the provider's ReadOnlyDictionaryInterfaceImplementerSerializer reads a value of
    /// <paramref name="named"/> into, where that serializer serves the class (see <see cref="UncreatableCollectionType"/>),
    /// or null.
    /// </summary>
    private static INamedTypeSymbol? ReadOnlyDictionaryRead(INamedTypeSymbol named, KnownTypeSymbols known, bool implementsDictionary)
    {
        if (named.TypeArguments.Length != 2 || known.ReadOnlyDictionaryOfTKeyTValue is not { } readOnlyDefinition || known.DictionaryOfTKeyTValue is not { } dictionaryDefinition)
        {
            return null;
        }

        bool Over(INamedTypeSymbol generic) =>
            SymbolEqualityComparer.Default.Equals(generic.TypeArguments[0], named.TypeArguments[0]) &&
            SymbolEqualityComparer.Default.Equals(generic.TypeArguments[1], named.TypeArguments[1]);

        var served = TypeHierarchy.BaseClasses(named).Any(baseClass => KnownTypeSymbols.Is(baseClass.OriginalDefinition, readOnlyDefinition) && Over(baseClass)) ||
            (!implementsDictionary && named.AllInterfaces.Any(i => known.CollectionOf(i.OriginalDefinition) == CollectionKind.ReadOnlyDictionaryInterface && Over(i)));
        return served ? dictionaryDefinition.Construct(named.TypeArguments[0], named.TypeArguments[1]) : null;
    }

    /// <summary>
    /// <paramref name="type"/> where the driver's collections provider decides its serializer, a class or a struct: none of
    /// the driver's own types (its BSON values, served by another provider), none that names its serializer, and no
    /// collection FastBson knows (the driver's serializers of those create them); else null.
    /// </summary>
    private static INamedTypeSymbol? CollectionProvidersOwn(ITypeSymbol type, KnownTypeSymbols known) =>
        type is INamedTypeSymbol { TypeKind: TypeKind.Class or TypeKind.Struct, SpecialType: SpecialType.None } named &&
        known.CollectionOf(named.OriginalDefinition) == CollectionKind.None && !known.NamesSerializer(named) &&
        !named.ContainingNamespace.ToDisplayString().StartsWith("MongoDB.Bson", System.StringComparison.Ordinal)
            ? named
            : null;

    /// <summary>Whether <paramref name="type"/> has a public parameterless constructor (which reflection finds on an abstract class too).</summary>
    private static bool HasPublicParameterlessConstructor(INamedTypeSymbol type) =>
        TypeHierarchy.ReflectedConstructors(type).Any(constructor => constructor.DeclaredAccessibility == Accessibility.Public && constructor.Parameters.Length == 0);

    /// <summary>Whether a public constructor of <paramref name="type"/> has one parameter that a value of <paramref name="argument"/> can be passed to.</summary>
    private static bool HasPublicConstructorTaking(INamedTypeSymbol type, INamedTypeSymbol argument) =>
        TypeHierarchy.ReflectedConstructors(type).Any(constructor =>
            constructor.DeclaredAccessibility == Accessibility.Public && constructor.Parameters.Length == 1 && IsAssignableFrom(constructor.Parameters[0].Type, argument));

    /// <summary>Whether <paramref name="type"/> has a public parameterless constructor and a public <c>Add</c> of one parameter, its own or inherited.</summary>
    private static bool HasPublicParameterlessConstructorAndAdd(INamedTypeSymbol type) =>
        HasPublicParameterlessConstructor(type) &&
        TypeHierarchy.SelfAndBaseClasses(type).Any(declaring => declaring.GetMembers("Add").OfType<IMethodSymbol>()
            .Any(add => add.DeclaredAccessibility == Accessibility.Public && add.Parameters.Length == 1));

    /// <summary>Whether a value of <paramref name="argument"/> can be passed to a parameter of <paramref name="parameter"/>: the class itself, object, or an interface it implements.</summary>
    private static bool IsAssignableFrom(ITypeSymbol parameter, INamedTypeSymbol argument) =>
        SymbolEqualityComparer.Default.Equals(parameter, argument) || parameter.SpecialType == SpecialType.System_Object ||
        argument.AllInterfaces.Any(implemented => SymbolEqualityComparer.Default.Equals(parameter, implemented));
}
