using System;
using System.Collections.Generic;
using System.Reflection;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Options;
using MongoDB.Bson.Serialization.Serializers;

namespace FastBson.Runtime;

/// <summary>
/// Compares a generated serializer's compiled-in mapping with the class map the driver builds at run
/// time. Conventions registered by the application (camelCase names, enums as strings, ignore extra
/// elements ...) are invisible to the generator; this check turns any difference into an exception at
/// registration instead of a silent difference in stored data.
/// </summary>
internal static class ClassMapVerifier
{
    /// <summary>Returns a message naming every difference from the driver's class map, or null when there is none.</summary>
    public static string? Verify(GeneratedClassMap generated)
    {
        var type = generated.ClassType;
        var classMap = BsonClassMap.LookupClassMap(type);
        var problems = new List<string>();

        CompareClass(generated, classMap, problems);
        CompareMembers(generated, classMap, problems);

        return problems.Count == 0
            ? null
            : $"The generated serializer for {type.FullName} does not match the driver's class map for it, so it cannot be a drop-in: " +
              string.Join(" ", problems) +
              " Either remove the run-time convention or mapping that causes the difference, or express it with attributes on the class so the generator sees it.";
    }

    private static void CompareClass(GeneratedClassMap generated, BsonClassMap classMap, List<string> problems)
    {
        if (classMap.IgnoreExtraElements != generated.IgnoreExtraElements)
        {
            problems.Add($"IgnoreExtraElements is {classMap.IgnoreExtraElements} in the class map, {generated.IgnoreExtraElements} in the generated code.");
        }

        var idMember = classMap.IdMemberMap?.MemberName;
        if (idMember != generated.IdMemberName)
        {
            problems.Add($"The id member is '{idMember ?? "(none)"}' in the class map, '{generated.IdMemberName ?? "(none)"}' in the generated code.");
        }

        if (classMap.ExtraElementsMemberMap is not null)
        {
            problems.Add($"The class map has an extra-elements member '{classMap.ExtraElementsMemberMap.MemberName}'.");
        }

        if (classMap.HasCreatorMaps)
        {
            problems.Add("The class map creates instances through a constructor or factory method.");
        }

        if (HasCreatorOfItsOwn(classMap))
        {
            problems.Add("The class map creates instances with a creator set at run time (SetCreator); the generated code uses the constructor.");
        }

        if (classMap.DiscriminatorIsRequired || classMap.HasRootClass)
        {
            // Reported, and not looked up further: a root class gets its hierarchical convention on the class map's
            // first use (3.x), and looking one up now would register the default convention in its place.
            problems.Add("The class map writes a discriminator.");
            return;
        }

        // The generated code takes "_t" for the discriminator (skipped, or a discriminated read handed to the driver);
        // the driver skips its discriminator convention's element instead, and rejects "_t" as an unknown element.
        // With no root class in the chain, the lookup registers what the driver's first read of the type would.
        var discriminatorElement = BsonSerializer.LookupDiscriminatorConvention(classMap.ClassType).ElementName;
        if (discriminatorElement != "_t")
        {
            problems.Add($"The driver's discriminator convention for it uses the element '{discriminatorElement}', the generated code '_t'.");
        }
    }

    // SetCreator's delegate is kept in a private field, with no getter in any driver version FastBson supports (2.14 through 3.x).
    private static readonly FieldInfo? CreatorField = typeof(BsonClassMap).GetField("_creator", BindingFlags.Instance | BindingFlags.NonPublic);

    /// <summary>
    /// Whether the class map holds a creator other than the driver's default (which the driver makes on first use, as a
    /// closure of its own assembly). Without the field there is no telling, and the driver serves the type.
    /// </summary>
    private static bool HasCreatorOfItsOwn(BsonClassMap classMap)
    {
        if (CreatorField is null)
        {
            return true;
        }

        var creator = (Delegate?)CreatorField.GetValue(classMap);
        return creator is not null && creator.Method.DeclaringType?.Assembly != typeof(BsonClassMap).Assembly;
    }

    private static void CompareMembers(GeneratedClassMap generated, BsonClassMap classMap, List<string> problems)
    {
        var driverMembers = classMap.AllMemberMaps;
        var count = Math.Max(driverMembers.Count, generated.Members.Count);
        for (var i = 0; i < count; i++)
        {
            if (i >= driverMembers.Count)
            {
                problems.Add($"The generated code maps member '{generated.Members[i].MemberName}' at position {i}, the class map has no member there.");
                return;
            }

            if (i >= generated.Members.Count)
            {
                problems.Add($"The class map maps member '{driverMembers[i].MemberName}' at position {i}, the generated code has no member there.");
                return;
            }

            var expected = generated.Members[i];
            var actual = driverMembers[i];
            if (actual.MemberName != expected.MemberName)
            {
                problems.Add($"At position {i} the class map has member '{actual.MemberName}', the generated code '{expected.MemberName}' (member order differs).");
                return;
            }

            CompareMember(expected, actual, problems);
        }
    }

    private static void CompareMember(GeneratedMemberMap expected, BsonMemberMap actual, List<string> problems)
    {
        var name = expected.MemberName;
        if (actual.ElementName != expected.ElementName)
        {
            problems.Add($"Member '{name}' has element name '{actual.ElementName}' in the class map, '{expected.ElementName}' in the generated code.");
        }

        if (actual.IsReadOnly != expected.IsReadOnly)
        {
            problems.Add($"Member '{name}' is {(actual.IsReadOnly ? "" : "not ")}read-only in the class map.");
        }

        if (actual.IsRequired != expected.IsRequired)
        {
            problems.Add($"Member '{name}' is {(actual.IsRequired ? "" : "not ")}required in the class map.");
        }

        if (actual.IgnoreIfNull != expected.IgnoreIfNull)
        {
            problems.Add($"Member '{name}' has IgnoreIfNull={actual.IgnoreIfNull} in the class map.");
        }

        if (actual.IgnoreIfDefault != expected.IgnoreIfDefault)
        {
            problems.Add($"Member '{name}' has IgnoreIfDefault={actual.IgnoreIfDefault} in the class map.");
        }

        if (actual.IsDefaultValueSpecified != expected.HasDefaultValue ||
            (expected.HasDefaultValue && !Equals(actual.DefaultValue, expected.DefaultValue)))
        {
            problems.Add($"Member '{name}' has default value {Describe(actual)} in the class map.");
        }

        // The generated code calls ShouldSerialize{Member}() where the class declares it and writes every other member
        // unconditionally; the driver calls the member map's predicate, which AutoMap makes from that same method.
        var predicate = actual.ShouldSerializeMethod;
        if (expected.CallsShouldSerializeMethod && (predicate is null || !IsMadeByTheDriver(predicate)))
        {
            problems.Add(predicate is null
                ? $"Member '{name}' has no ShouldSerialize predicate in the class map; the generated code calls ShouldSerialize{name}()."
                : $"Member '{name}' has a ShouldSerialize predicate set at run time in the class map; the generated code calls ShouldSerialize{name}() instead.");
        }
        else if (!expected.CallsShouldSerializeMethod && predicate is not null)
        {
            problems.Add($"Member '{name}' has a ShouldSerialize predicate in the class map, and the class declares no ShouldSerialize{name}() method for the generated code to call.");
        }

        var serializer = actual.GetSerializer();
        var shapeProblem = BsonValueShapes.UnwrapMember(expected.Shape, ref serializer) ?? CheckShape(expected.Shape, serializer);
        if (shapeProblem is not null)
        {
            problems.Add($"Member '{name}': {shapeProblem}");
        }
    }

    /// <summary>
    /// Whether a predicate is the one AutoMap makes from the class's ShouldSerialize{Member}() method: the driver compiles
    /// it from an expression tree, so it has no declaring type, unlike a lambda an application passes. (An application's
    /// own compiled expression would pass too; anything else is refused, which only costs speed.)
    /// </summary>
    private static bool IsMadeByTheDriver(Func<object, bool> predicate) => predicate.Method.DeclaringType is null;

    private static string Describe(BsonMemberMap member) =>
        member.IsDefaultValueSpecified ? $"'{member.DefaultValue}'" : "(none)";

    /// <summary>Returns why the driver's serializer does not write what the generated code writes, or null.</summary>
    /// <param name="shape">What the generated code expects.</param>
    /// <param name="serializer">The serializer the driver's class map uses there.</param>
    /// <param name="isItem">The shape is of a collection's items or a dictionary's values, which the generated code hands to the driver's serializer for their type (not to the collection's own item serializer).</param>
    internal static string? CheckShape(SerializerShape shape, IBsonSerializer serializer, bool isItem = false)
    {
        if (shape.Kind == ShapeKind.Driver)
        {
            return null;
        }

        if (shape.IsNullable)
        {
            if (!IsGenericInstance(serializer, typeof(NullableSerializer<>)) || serializer is not IChildSerializerConfigurable nullable)
            {
                return $"the driver uses {serializer.GetType().Name}, the generated code expects a NullableSerializer.";
            }

            serializer = nullable.ChildSerializer;
        }

        return shape.Kind switch
        {
            ShapeKind.Boolean => Expect<BooleanSerializer>(serializer, BsonType.Boolean),
            ShapeKind.Int32 => Expect<Int32Serializer>(serializer, BsonType.Int32),
            ShapeKind.Int64 => Expect<Int64Serializer>(serializer, BsonType.Int64),
            ShapeKind.Double => Expect<DoubleSerializer>(serializer, BsonType.Double),
            ShapeKind.Char => Expect<CharSerializer>(serializer, BsonType.Int32),
            ShapeKind.Byte => Expect<ByteSerializer>(serializer, BsonType.Int32),
            ShapeKind.SByte => Expect<SByteSerializer>(serializer, BsonType.Int32),
            ShapeKind.Int16 => ExpectConverting<Int16Serializer>(serializer, BsonType.Int32),
            ShapeKind.UInt16 => ExpectConverting<UInt16Serializer>(serializer, BsonType.Int32),
            ShapeKind.UInt32 => ExpectConverting<UInt32Serializer>(serializer, BsonType.Int32),
            ShapeKind.UInt64 => ExpectConverting<UInt64Serializer>(serializer, BsonType.Int64),
            ShapeKind.Single => ExpectConverting<SingleSerializer>(serializer, BsonType.Double),
            ShapeKind.String => Expect<StringSerializer>(serializer, BsonType.String),
            ShapeKind.ObjectId => Expect<ObjectIdSerializer>(serializer, BsonType.ObjectId),
            ShapeKind.Bytes => Expect<ByteArraySerializer>(serializer, BsonType.Binary),
            ShapeKind.DateTime => CheckDateTime(shape, serializer),
            ShapeKind.Decimal => CheckDecimal(serializer),
            ShapeKind.Enum => CheckEnum(serializer, BsonType.Int32),
            ShapeKind.Enum64 => CheckEnum(serializer, BsonType.Int64),
            ShapeKind.Guid => CheckGuid(shape, serializer, isItem),
            ShapeKind.Document => CheckDocument(shape, serializer),
            ShapeKind.Array => CheckArray(shape, serializer),
            ShapeKind.Dictionary => CheckDictionary(shape, serializer),
            ShapeKind.DateTimeOffsetArray => Expect<DateTimeOffsetSerializer>(serializer, BsonType.Array),
            ShapeKind.DateTimeOffsetDocument => Expect<DateTimeOffsetSerializer>(serializer, BsonType.Document),
            ShapeKind.DateTimeOffsetString => Expect<DateTimeOffsetSerializer>(serializer, BsonType.String),
            ShapeKind.DateTimeOffsetDateTime => Expect<DateTimeOffsetSerializer>(serializer, BsonType.DateTime),

            // Units apply to the numeric representations only: the generated code writes text whatever they are, and leaves
            // numbers in a String member to the driver's serializer.
            ShapeKind.TimeSpan => Expect<TimeSpanSerializer>(serializer, BsonType.String),
            ShapeKind.TimeSpanInt32 => CheckTimeSpan(shape, serializer, BsonType.Int32),
            ShapeKind.TimeSpanInt64 => CheckTimeSpan(shape, serializer, BsonType.Int64),
            ShapeKind.TimeSpanDouble => CheckTimeSpan(shape, serializer, BsonType.Double),
            ShapeKind.Decimal128 => Expect<Decimal128Serializer>(serializer, BsonType.Decimal128),
            ShapeKind.Decimal128String => Expect<Decimal128Serializer>(serializer, BsonType.String),
#if MONGODB_BSON_DATEONLY
            // The document format applies to the Document representation only.
            ShapeKind.DateOnly => Expect<DateOnlySerializer>(serializer, BsonType.DateTime),
            ShapeKind.TimeOnly => CheckTimeOnly(serializer),
#endif
            ShapeKind.Object => IsExactly<ObjectSerializer>(serializer) ? null : $"the driver uses {serializer.GetType().Name}, the generated code reads and writes what ObjectSerializer does.",
            var kind when BsonValueShapes.IsBsonValueClass(kind) => BsonValueShapes.Check(kind, serializer),
            _ => $"unknown shape {shape.Kind}.",
        };
    }

    private static string? Expect<TSerializer>(IBsonSerializer serializer, BsonType representation)
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
    /// As <see cref="Expect{TSerializer}"/>, for a serializer that converts between its type and the representation:
    /// its converter decides which values the driver refuses, and the generated code refuses what the default one does.
    /// </summary>
    private static string? ExpectConverting<TSerializer>(IBsonSerializer serializer, BsonType representation)
    {
        var problem = Expect<TSerializer>(serializer, representation);
        if (problem is not null || serializer is not IRepresentationConverterConfigurable configurable)
        {
            return problem;
        }

        var converter = configurable.Converter;
        return converter.AllowOverflow || converter.AllowTruncation
            ? $"the driver's {typeof(TSerializer).Name} has AllowOverflow={converter.AllowOverflow}, AllowTruncation={converter.AllowTruncation}; the generated code converts with the defaults (False, False)."
            : null;
    }

    private static string? CheckTimeSpan(SerializerShape shape, IBsonSerializer serializer, BsonType representation)
    {
        var problem = Expect<TimeSpanSerializer>(serializer, representation);
        if (problem is not null)
        {
            return problem;
        }

        var units = ((TimeSpanSerializer)serializer).Units;
        return units == shape.Units ? null : $"the driver writes it in {units}, the generated code in {shape.Units}.";
    }

    private static string? CheckDateTime(SerializerShape shape, IBsonSerializer serializer)
    {
        if (!IsExactly<DateTimeSerializer>(serializer) || serializer is not DateTimeSerializer dateTime)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code writes what DateTimeSerializer writes.";
        }

        return dateTime.Representation == BsonType.DateTime && dateTime.Kind == shape.DateTimeKind && dateTime.DateOnly == shape.DateOnly
            ? null
            : $"the driver's DateTimeSerializer has Representation={dateTime.Representation}, Kind={dateTime.Kind}, DateOnly={dateTime.DateOnly}; the generated code uses DateTime, {shape.DateTimeKind}, {(shape.DateOnly ? "true" : "false")}.";
    }

    private static string? CheckDecimal(IBsonSerializer serializer)
    {
        if (!IsExactly<DecimalSerializer>(serializer) || serializer is not DecimalSerializer decimalSerializer)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code reads what DecimalSerializer reads.";
        }

        // The generated code reads with the checks of this driver version's default converter.
#if MONGODB_BSON_3
        const bool defaultAllowsTruncation = true;
#else
        const bool defaultAllowsTruncation = false;
#endif
        var converter = decimalSerializer.Converter;
        return converter.AllowOverflow || converter.AllowTruncation != defaultAllowsTruncation
            ? $"the driver's DecimalSerializer has AllowOverflow={converter.AllowOverflow}, AllowTruncation={converter.AllowTruncation}; the generated code reads with this driver's defaults (False, {defaultAllowsTruncation})."
            : null;
    }

#if MONGODB_BSON_DATEONLY
    private static string? CheckTimeOnly(IBsonSerializer serializer)
    {
        var problem = Expect<TimeOnlySerializer>(serializer, BsonType.Int64);
        if (problem is not null)
        {
            return problem;
        }

        var units = ((TimeOnlySerializer)serializer).Units;
        return units == TimeOnlyUnits.Ticks ? null : $"the driver writes it in {units}, the generated code in Ticks.";
    }
#endif

    /// <summary>
    /// The driver's default EnumSerializer writes the underlying value as <paramref name="representation"/> (Int64 for long
    /// and ulong, else Int32); 2.x keeps the default as 0, 3.x resolves it to that type up front.
    /// </summary>
    private static string? CheckEnum(IBsonSerializer serializer, BsonType representation)
    {
        if (!IsGenericInstance(serializer, typeof(EnumSerializer<>)) || serializer is not IRepresentationConfigurable configurable)
        {
            return $"the driver uses {serializer.GetType().Name}, the generated code writes what EnumSerializer writes.";
        }

        return configurable.Representation == 0 || configurable.Representation == representation
            ? null
            : $"the driver writes the enum as {configurable.Representation}, the generated code as {representation}.";
    }

    /// <summary>
    /// The generated code reads and writes Guids as the driver's GuidSerializer does in any configuration (what it does
    /// not do itself it hands to that serializer), so only another serializer is a difference; and items, which it reads
    /// and writes as the serializer the driver looks up for their type, when the collection's serializer is configured otherwise.
    /// </summary>
    private static string? CheckGuid(SerializerShape shape, IBsonSerializer serializer, bool isItem)
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
    }

    private static string? CheckDocument(SerializerShape shape, IBsonSerializer serializer) =>
        serializer is IGeneratedBsonSerializer generated && generated.ValueType == shape.ValueType
            ? null
            : $"the driver uses {serializer.GetType().Name} for {shape.ValueType.Name}, not its generated serializer (was another serializer registered for it?).";

    private static string? CheckArray(SerializerShape shape, IBsonSerializer serializer)
    {
        var collectionProblem = CheckCollectionSerializer(shape, serializer);
        if (collectionProblem is not null)
        {
            return collectionProblem;
        }

        return serializer is IBsonArraySerializer array && array.TryGetItemSerializationInfo(out var item)
            ? CheckShape(shape.Item!, item.Serializer, isItem: true)
            : $"the driver uses {serializer.GetType().Name}, which does not write an array.";
    }

    private static string? CheckDictionary(SerializerShape shape, IBsonSerializer serializer)
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

        // Keys other than strings become element names through the key type's registered serializer, as the driver's
        // default key serializer does; in the array representations they are values of their own kind.
        var key = shape.Key!;
        var keyProblem = key.Kind == ShapeKind.String
            ? Expect<StringSerializer>(dictionary.KeySerializer, BsonType.String)
            : shape.Representation == DictionaryRepresentation.Document
                ? (Equals(dictionary.KeySerializer, BsonSerializer.LookupSerializer(key.ValueType)) ? null : $"the driver converts keys with {dictionary.KeySerializer.GetType().Name}, the generated code with the serializer registered for {key.ValueType.Name}.")
                : CheckShape(key, dictionary.KeySerializer, isItem: true);
        return keyProblem is null ? CheckShape(shape.Item!, dictionary.ValueSerializer, isItem: true) : "key: " + keyProblem;
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

    /// <summary>
    /// The driver's own serializer type, not one derived from it: a derived serializer passes every type test and keeps
    /// the representation, but writes and reads what its overrides do.
    /// </summary>
    private static bool IsExactly<TSerializer>(IBsonSerializer serializer) => serializer.GetType() == typeof(TSerializer);

    private static bool IsGenericInstance(IBsonSerializer serializer, Type genericDefinition)
    {
        var type = serializer.GetType();
        return type.IsGenericType && type.GetGenericTypeDefinition() == genericDefinition;
    }
}
