using System;
using System.Collections.Generic;
using System.Reflection;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Returns why the driver's serializer at a place (already unwrapped from its NullableSerializer) does not read and write
/// what the generated code does there, or null.
/// </summary>
/// <param name="shape">What the generated code expects.</param>
/// <param name="serializer">The serializer the driver's class map uses there.</param>
/// <param name="isItem">
/// The place is a collection's item or a dictionary's value (or key), which the generated code hands to the driver's serializer
/// for its type (unless the member's options configured the collection's own: <see cref="SerializerShape.ItemsConfigured"/>).
/// </param>
internal delegate string? ShapeCheck(SerializerShape shape, IBsonSerializer serializer, bool isItem);

/// <summary>
/// The drift check's expectations, one factory per kind of expectation. Each value kind of the generator names the one it
/// needs in the compiled-in map, so a kind's expectation is written beside its code rather than in a switch here.
/// </summary>
internal static class ShapeChecks
{
    /// <summary>Exactly the driver's <typeparamref name="TSerializer"/>, writing <paramref name="representation"/>.</summary>
    public static ShapeCheck Expect<TSerializer>(BsonType representation) =>
        (_, serializer, _) => ExpectRepresentation<TSerializer>(serializer, representation);

    /// <summary>
    /// As <see cref="Expect{TSerializer}"/>, for a serializer that converts between its type and the representation: its
    /// converter decides which values the driver refuses, and the generated code refuses what the default one does.
    /// </summary>
    public static ShapeCheck ExpectConverting<TSerializer>(BsonType representation) => (_, serializer, _) =>
    {
        var problem = ExpectRepresentation<TSerializer>(serializer, representation);
        if (problem is not null || serializer is not IRepresentationConverterConfigurable configurable)
        {
            return problem;
        }

        var converter = configurable.Converter;
        return converter.AllowOverflow || converter.AllowTruncation
            ? $"the driver's {typeof(TSerializer).Name} has AllowOverflow={converter.AllowOverflow}, AllowTruncation={converter.AllowTruncation}; the generated code converts with the defaults (False, False)."
            : null;
    };

    /// <summary>
    /// Exactly the driver's <typeparamref name="TSerializer"/>, writing <paramref name="representation"/> with a converter
    /// of these settings: the generated code converts with the driver's converter of the same settings.
    /// </summary>
    public static ShapeCheck Converting<TSerializer>(BsonType representation, bool allowOverflow, bool allowTruncation) => (_, serializer, _) =>
    {
        var problem = ExpectRepresentation<TSerializer>(serializer, representation);
        if (problem is not null || serializer is not IRepresentationConverterConfigurable configurable)
        {
            return problem;
        }

        var converter = configurable.Converter;
        return converter.AllowOverflow == allowOverflow && converter.AllowTruncation == allowTruncation
            ? null
            : $"the driver's {typeof(TSerializer).Name} has AllowOverflow={converter.AllowOverflow}, AllowTruncation={converter.AllowTruncation}; the generated code converts with ({allowOverflow}, {allowTruncation}).";
    };

    /// <summary>Exactly the driver's <typeparamref name="TSerializer"/>, in whatever configuration (the generated code follows it, or hands it the value).</summary>
    public static ShapeCheck Exactly<TSerializer>() => (_, serializer, _) =>
        IsExactly<TSerializer>(serializer) ? null : $"the driver uses {serializer.GetType().Name}, the generated code reads and writes what {typeof(TSerializer).Name} does.";

    /// <summary>
    /// Exactly the driver's DiscriminatedInterfaceSerializer of the interface, finding classes with the discriminator convention
    /// the driver holds for the interface, which the generated code finds them with (see InterfaceValues). One built with
    /// another convention, which no property of it shows, leaves the type to the driver.
    /// </summary>
    public static ShapeCheck DiscriminatedInterface<TInterface>() => (_, serializer, _) =>
    {
        if (!IsExactly<DiscriminatedInterfaceSerializer<TInterface>>(serializer))
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code reads what DiscriminatedInterfaceSerializer does.";
        }

        var convention = typeof(DiscriminatedInterfaceSerializer<TInterface>)
            .GetField("_discriminatorConvention", BindingFlags.Instance | BindingFlags.NonPublic)?
            .GetValue(serializer);
        return ReferenceEquals(convention, BsonSerializer.LookupDiscriminatorConvention(typeof(TInterface)))
            ? null
            : $"the driver's DiscriminatedInterfaceSerializer finds classes with another discriminator convention than the one it holds for {typeof(TInterface).Name}, which the generated code finds them with.";
    };

    /// <summary>A DateTime as a DateTimeSerializer of this representation, kind and date-only setting reads and writes it.</summary>
    public static ShapeCheck DateTimeAs(DateTimeKind kind, bool dateOnly, BsonType representation) => (_, serializer, _) =>
    {
        if (!IsExactly<DateTimeSerializer>(serializer) || serializer is not DateTimeSerializer dateTime)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code writes what DateTimeSerializer writes.";
        }

        return dateTime.Representation == representation && dateTime.Kind == kind && dateTime.DateOnly == dateOnly
            ? null
            : $"the driver's DateTimeSerializer has Representation={dateTime.Representation}, Kind={dateTime.Kind}, DateOnly={dateTime.DateOnly}; the generated code uses {representation}, {kind}, {(dateOnly ? "true" : "false")}.";
    };

    /// <summary>
    /// A DateTime without DateOnly in <paramref name="representation"/>, read back in the kind of the driver's
    /// DateTimeSerializer there, which the generated code reads from it at run time (<see cref="DateTimeKinds"/>; writes do
    /// not depend on it): any kind is right for a member and for items a member's options configure. Other items the
    /// generated code reads in the kind of the serializer the driver registers for their type, so there the collection's
    /// item serializer must have that kind.
    /// </summary>
    public static ShapeCheck DateTimeOfAnyKind(BsonType representation) => (shape, serializer, isItem) =>
    {
        if (!IsExactly<DateTimeSerializer>(serializer) || serializer is not DateTimeSerializer dateTime)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code writes what DateTimeSerializer writes.";
        }

        if (dateTime.Representation != representation || dateTime.DateOnly)
        {
            return $"the driver's DateTimeSerializer has Representation={dateTime.Representation}, DateOnly={dateTime.DateOnly}; the generated code uses Representation={representation}, DateOnly=False.";
        }

        var expected = !isItem ? dateTime.Kind : shape.IsNullable ? DateTimeKinds.OfItems<DateTime?>() : DateTimeKinds.OfItems<DateTime>();
        return dateTime.Kind == expected
            ? null
            : $"the driver reads its DateTime items with Kind={dateTime.Kind}, the generated code reads them as the serializer registered for {(shape.IsNullable ? "DateTime?" : "DateTime")} does (Kind={expected}).";
    };

    /// <summary>
    /// A TimeSpan as a number of <paramref name="units"/> (units apply to the numeric representations only: as text the
    /// generated code writes what any units write).
    /// </summary>
    public static ShapeCheck TimeSpanIn(BsonType representation, TimeSpanUnits units) => (_, serializer, _) =>
    {
        var problem = ExpectRepresentation<TimeSpanSerializer>(serializer, representation);
        if (problem is not null)
        {
            return problem;
        }

        var actual = ((TimeSpanSerializer)serializer).Units;
        return actual == units ? null : $"the driver writes it in {actual}, the generated code in {units}.";
    };

    /// <summary>A decimal, read with this driver version's default converter.</summary>
    public static readonly ShapeCheck DefaultDecimal = (_, serializer, _) =>
    {
        if (!IsExactly<DecimalSerializer>(serializer) || serializer is not DecimalSerializer decimalSerializer)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code reads what DecimalSerializer reads.";
        }

#if MONGODB_BSON_2_25
        const bool defaultAllowsTruncation = true;
#else
        const bool defaultAllowsTruncation = false;
#endif
        var converter = decimalSerializer.Converter;
        return converter.AllowOverflow || converter.AllowTruncation != defaultAllowsTruncation
            ? $"the driver's DecimalSerializer has AllowOverflow={converter.AllowOverflow}, AllowTruncation={converter.AllowTruncation}; the generated code reads with this driver's defaults (False, {defaultAllowsTruncation})."
            : null;
    };

#if MONGODB_BSON_DATEONLY
    /// <summary>
    /// A TimeOnly in <paramref name="representation"/>, reading and writing numbers in <paramref name="units"/>: every
    /// representation reads every form, so the units matter to all of them.
    /// </summary>
    public static ShapeCheck TimeOnlyIn(BsonType representation, TimeOnlyUnits units) => (_, serializer, _) =>
    {
        var problem = ExpectRepresentation<TimeOnlySerializer>(serializer, representation);
        if (problem is not null)
        {
            return problem;
        }

        var actual = ((TimeOnlySerializer)serializer).Units;
        return actual == units ? null : $"the driver counts it in {actual}, the generated code in {units}.";
    };

    /// <summary>
    /// A DateOnly in <paramref name="representation"/>; for the Document representation, written in the default format,
    /// <c>{ DateTime, Ticks }</c> (before 3.2 the only one).
    /// </summary>
    public static ShapeCheck DateOnlyIn(BsonType representation) =>
#if MONGODB_BSON_DATEONLY_FORMATS
        DateOnlyIn(representation, DateOnlyDocumentFormat.DateTimeTicks);
#else
        (_, serializer, _) => ExpectRepresentation<DateOnlySerializer>(serializer, representation);
#endif

#if MONGODB_BSON_DATEONLY_FORMATS
    /// <summary>
    /// A DateOnly in <paramref name="representation"/>; for the Document representation, written in
    /// <paramref name="documentFormat"/> (the other representations read both formats and write neither). 3.2 and later.
    /// </summary>
    public static ShapeCheck DateOnlyIn(BsonType representation, DateOnlyDocumentFormat documentFormat) => (_, serializer, _) =>
    {
        var problem = ExpectRepresentation<DateOnlySerializer>(serializer, representation);
        if (problem is not null || representation != BsonType.Document)
        {
            return problem;
        }

        var actual = ((DateOnlySerializer)serializer).DocumentFormat;
        return actual == documentFormat ? null : $"the driver writes it in the {actual} format, the generated code in {documentFormat}.";
    };
#endif
#endif

    /// <summary>
    /// The driver's default EnumSerializer writes the underlying value as <paramref name="representation"/> (Int64 for long
    /// and ulong, else Int32); 2.x keeps the default as 0, 3.x resolves it to that type up front. A representation an
    /// attribute chooses (String, or the other integer type) is never the default: <paramref name="defaultMatches"/> is then false.
    /// </summary>
    public static ShapeCheck EnumAs(BsonType representation, bool defaultMatches = true) => (_, serializer, _) =>
    {
        if (!IsGenericInstance(serializer, typeof(EnumSerializer<>)) || serializer is not IRepresentationConfigurable configurable)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code writes what EnumSerializer writes.";
        }

        return (defaultMatches && configurable.Representation == 0) || configurable.Representation == representation
            ? null
            : $"the driver writes the enum as {configurable.Representation}, the generated code as {representation}.";
    };

    /// <summary>
    /// The generated code reads and writes Guids as the driver's GuidSerializer does in any configuration (what it does
    /// not do itself it hands to that serializer), so only another serializer is a difference; and items, which it reads
    /// and writes as the serializer the driver looks up for their type, when the collection's serializer is configured otherwise.
    /// </summary>
    public static readonly ShapeCheck AnyGuid = (shape, serializer, isItem) =>
    {
        if (!IsExactly<GuidSerializer>(serializer))
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code reads and writes what GuidSerializer does.";
        }

        if (!isItem)
        {
            return null;
        }

        var actual = GuidFormat.Of(serializer);
        var expected = shape.IsNullable ? GuidFormat.OfItems<Guid?>() : GuidFormat.OfItems<Guid>();
        return actual.SameAs(expected)
            ? null
            : $"the driver writes its Guid items {actual}, the generated code writes them as the serializer registered for {(shape.IsNullable ? "Guid?" : "Guid")} does ({expected}).";
    };

    /// <summary>
    /// A <c>System.Numerics.Complex</c>, served by the driver's class map (2.19 and later): the map its conventions make by
    /// default, Real and Imaginary as Doubles and the constructor of both, which the generated code writes and reads. A class
    /// map registered for it, or conventions that change it (other element names, ignored members ...), leave it to the driver.
    /// </summary>
    public static readonly ShapeCheck ComplexClassMap = (_, serializer, _) =>
    {
        if (!IsExactly<BsonClassMapSerializer<System.Numerics.Complex>>(serializer))
        {
            return $"the driver uses {serializer.GetType().Name} for Complex, the generated code writes what its class map writes by default.";
        }

        var differences = ClassMapVerifier.Differences(ComplexMap(), () => BsonSerializer.LookupDiscriminatorConvention(typeof(System.Numerics.Complex)));
        return differences.Count == 0 ? null : "the driver's class map for Complex is not the default one, which the generated code writes and reads: " + string.Join(" ", differences);
    };

    private static GeneratedClassMap ComplexMap()
    {
        var part = new SerializerShape(ShapeKind.Value, typeof(double), Expect<DoubleSerializer>(BsonType.Double));
        return new GeneratedClassMap(
            typeof(System.Numerics.Complex),
            idMemberName: null,
            new[] { new GeneratedMemberMap("Real", "Real", part, isReadOnly: true), new GeneratedMemberMap("Imaginary", "Imaginary", part, isReadOnly: true) },
            creators: new[] { new GeneratedCreatorMap(".ctor", new[] { typeof(double), typeof(double) }, new[] { "Real", "Imaginary" }) });
    }

    /// <summary>A nested document, read and written by its own generated serializer.</summary>
    public static readonly ShapeCheck GeneratedDocument = (shape, serializer, _) =>
        serializer is IGeneratedBsonSerializer generated && generated.ValueType == shape.ValueType
            ? null
            : $"the driver uses {serializer.GetType().Name} for {shape.ValueType.Name}, not its generated serializer (was another serializer registered for it?).";

    /// <summary>A collection written as a BSON array by the driver's own collection serializer, items as their shape expects.</summary>
    public static readonly ShapeCheck CollectionArray = (shape, serializer, _) =>
    {
        var collectionProblem = CheckCollectionSerializer(shape, serializer);
        if (collectionProblem is not null)
        {
            return collectionProblem;
        }

        return serializer is IBsonArraySerializer array && array.TryGetItemSerializationInfo(out var item)
            ? ClassMapVerifier.CheckShape(shape.Item!, item.Serializer, isItem: !shape.ItemsConfigured)
            : $"the driver uses {serializer.GetType().Name}, which does not write an array.";
    };

    /// <summary>
    /// A tuple (or a key and its value): exactly the driver's <typeparamref name="TSerializer"/> (its TupleSerializer of the
    /// tuple's item types, which takes no option; its KeyValuePairSerializer ...), configured as <paramref name="configured"/>
    /// expects where given, each of the serializers <paramref name="items"/> gives as the item shape in that place expects.
    /// </summary>
    public static ShapeCheck Tuple<TSerializer>(Func<TSerializer, IBsonSerializer[]> items, Func<TSerializer, bool>? configured = null)
        where TSerializer : class, IBsonSerializer => (shape, serializer, _) =>
    {
        if (serializer.GetType() != typeof(TSerializer))
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code expects {typeof(TSerializer).Name}.";
        }

        if (configured is not null && !configured((TSerializer)serializer))
        {
            return $"the driver's {Friendly(serializer)} is configured otherwise than the generated code expects (another representation).";
        }

        var serializers = items((TSerializer)serializer);
        for (var i = 0; i < serializers.Length; i++)
        {
            if (ClassMapVerifier.CheckShape(shape.Elements[i], serializers[i], isItem: true) is { } problem)
            {
                return $"item {i + 1}: {problem}";
            }
        }

        return null;
    };

    /// <summary>
    /// A two- or three-dimensional array: the driver's serializer for its rank, items as their shape expects (the
    /// serializer holds its items' serializer as its child).
    /// </summary>
    public static readonly ShapeCheck MultiDimensionalArray = (shape, serializer, _) =>
        CheckCollectionSerializer(shape, serializer) ?? (serializer is IChildSerializerConfigurable array
            ? ClassMapVerifier.CheckShape(shape.Item!, array.ChildSerializer, isItem: !shape.ItemsConfigured)
            : $"the driver uses {serializer.GetType().Name}, which holds no serializer for its items.");

    /// <summary>
    /// A dictionary whose serializer holds its own key and value serializers (a Hashtable's), which the generated code hands
    /// keys and values to: in its representation, and those serializers as the key and value shapes expect.
    /// </summary>
    public static readonly ShapeCheck DictionaryOfItsOwnSerializers = DictionaryKeyedAs(
        (key, dictionary) => ClassMapVerifier.CheckShape(key, dictionary.KeySerializer, isItem: true));

    /// <summary>A dictionary in its representation, keys and values as their shapes expect.</summary>
    /// <remarks>
    /// Keys other than strings become element names through the key type's registered serializer, as the driver's default
    /// key serializer does; in the array representations they are values of their own kind.
    /// </remarks>
    public static readonly ShapeCheck CollectionDictionary = DictionaryKeyedAs((key, dictionary) =>
        key.ValueType == typeof(string)
            ? ExpectRepresentation<StringSerializer>(dictionary.KeySerializer, BsonType.String)
            : dictionary.DictionaryRepresentation == DictionaryRepresentation.Document
                ? (Equals(dictionary.KeySerializer, BsonSerializer.LookupSerializer(key.ValueType)) ? null : $"the driver converts keys with {dictionary.KeySerializer.GetType().Name}, the generated code with the serializer registered for {key.ValueType.Name}.")
                : ClassMapVerifier.CheckShape(key, dictionary.KeySerializer, isItem: true));

    /// <summary>
    /// A dictionary serializer of the driver's default type, in the shape's representation, whose keys pass
    /// <paramref name="checkKeys"/> (given the key shape and the serializer) and whose values are as the value shape expects.
    /// </summary>
    private static ShapeCheck DictionaryKeyedAs(Func<SerializerShape, IBsonDictionarySerializer, string?> checkKeys) => (shape, serializer, _) =>
    {
        var collectionProblem = CheckCollectionSerializer(shape, serializer);
        if (collectionProblem is not null)
        {
            return collectionProblem;
        }

        if (serializer is not IBsonDictionarySerializer dictionary)
        {
            return $"the driver uses {serializer.GetType().Name}, which is not a dictionary serializer.";
        }

        if (dictionary.DictionaryRepresentation != shape.Representation)
        {
            return $"the driver writes the dictionary as {dictionary.DictionaryRepresentation}, the generated code as {shape.Representation}.";
        }

        var keyProblem = checkKeys(shape.Key!, dictionary);
        return keyProblem is null ? ClassMapVerifier.CheckShape(shape.Item!, dictionary.ValueSerializer, isItem: !shape.ItemsConfigured) : "key: " + keyProblem;
    };

    /// <summary>
    /// A BsonValue class, read and written as exactly <typeparamref name="TSerializer"/> does; for a member, inside the member
    /// map's C# null serializer. <paramref name="writesOtherClasses"/>: a value of the member's class may hold values of
    /// other classes (a document's elements), written by the serializers the registry gives them.
    /// </summary>
    public static ShapeCheck BsonValueClass<TSerializer>(bool writesOtherClasses) => (shape, serializer, isItem) =>
    {
        var problem = isItem ? null : BsonValueShapes.UnwrapMember(shape, ref serializer);
        return problem ?? BsonValueShapes.Check(typeof(TSerializer), writesOtherClasses, serializer);
    };

    /// <summary>
    /// The driver's own serializer type, not one derived from it: a derived serializer passes every type test and keeps
    /// the representation, but writes and reads what its overrides do.
    /// </summary>
    public static bool IsExactly<TSerializer>(IBsonSerializer serializer) => serializer.GetType() == typeof(TSerializer);

    /// <summary>Whether the serializer is an instance of the generic serializer type <paramref name="genericDefinition"/>.</summary>
    public static bool IsGenericInstance(IBsonSerializer serializer, Type genericDefinition)
    {
        var type = serializer.GetType();
        return type.IsGenericType && type.GetGenericTypeDefinition() == genericDefinition;
    }

    /// <summary>
    /// The serializer of a place's values as its class map resolves it: the driver's NullableSerializer of a <c>Nullable</c>
    /// place looked through to the serializer it wraps, any other serializer as it is.
    /// </summary>
    public static IBsonSerializer LookThroughNullable(IBsonSerializer serializer) =>
        IsGenericInstance(serializer, typeof(NullableSerializer<>)) && serializer is IChildSerializerConfigurable nullable
            ? nullable.ChildSerializer
            : serializer;

    private static string? ExpectRepresentation<TSerializer>(IBsonSerializer serializer, BsonType representation)
    {
        if (!IsExactly<TSerializer>(serializer) || serializer is not IRepresentationConfigurable configurable)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code writes what {typeof(TSerializer).Name} writes.";
        }

        return configurable.Representation == representation
            ? null
            : $"the driver writes it as {configurable.Representation}, the generated code as {representation}.";
    }

    /// <summary>
    /// Whether the driver serializes the collection with the serializer its own collections provider makes for the
    /// declared type (and, for an interface it implies an implementation of, for that implementation): what that
    /// serializer creates on read and how it writes is what the generated code does.
    /// </summary>
    private static string? CheckCollectionSerializer(SerializerShape shape, IBsonSerializer serializer)
    {
        var expected = DefaultCollectionSerializer(shape.ValueType);
        if (expected is null || serializer.GetType() != expected.GetType())
        {
            return $"the driver uses {Friendly(serializer)}, the generated code writes what {Friendly(expected)} writes.";
        }

        if (IsGenericInstance(serializer, typeof(ImpliedImplementationInterfaceSerializer<,>)) && serializer is IChildSerializerConfigurable implied)
        {
            var implementation = implied.ChildSerializer;
            var expectedImplementation = DefaultCollectionSerializer(implementation.ValueType);
            if (expectedImplementation is null || implementation.GetType() != expectedImplementation.GetType())
            {
                return $"the driver uses {Friendly(implementation)}, the generated code writes what {Friendly(expectedImplementation)} writes.";
            }
        }

        return null;
    }

    private static string Friendly(IBsonSerializer? serializer) => serializer is null ? "(none)" : BsonUtils.GetFriendlyTypeName(serializer.GetType());

    private static IBsonSerializer? DefaultCollectionSerializer(Type type) =>
        new CollectionsSerializationProvider().GetSerializer(type, BsonSerializer.SerializerRegistry);
}
