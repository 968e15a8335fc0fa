using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Collections.ObjectModel;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Seeded random instances of the test models, filled by reflection (every settable field and property,
/// private and init-only ones too). Values lean hard on the edges: nulls, empty versus null collections,
/// Min/Max, NaN, -0.0, infinities, non-ASCII and embedded-NUL strings, DateTime extremes, odd ticks and all
/// three kinds. The same seed always gives the same instances, so a failure can be replayed.
/// </summary>
public sealed partial class InstanceFactory
{
    private const int MaxDepth = 4;

    private readonly Random _random;

    private readonly BsonValueFactory _bsonValues;

    public InstanceFactory(int seed)
    {
        _random = new Random(seed);
        _bsonValues = new BsonValueFactory(_random);
    }

    /// <summary>The first <paramref name="count"/> instances of <typeparamref name="T"/> for a seed.</summary>
    public static IEnumerable<T> Many<T>(int count, int seed)
    {
        var factory = new InstanceFactory(seed);
        for (var i = 0; i < count; i++)
        {
            yield return (T)factory.CreateDocument(factory.PickDocumentType(typeof(T)), depth: 0);
        }
    }

    /// <summary>
    /// The type of a document whose nominal type is <paramref name="type"/>: any generated class of its assembly that
    /// fits (itself, a subclass, an implementation of an interface), so members typed as a base class or an interface,
    /// and documents read as one, hold every type of the hierarchy.
    /// </summary>
    public Type PickDocumentType(Type type)
    {
        var types = DocumentTypesOf(type);
        // One fitting type is the type itself, or an abstract class's one concrete subclass.
        return types.Length == 0 ? type : types.Length == 1 ? types[0] : types[_random.Next(types.Length)];
    }

    private static readonly System.Collections.Concurrent.ConcurrentDictionary<Type, Type[]> DocumentTypes = new();

    private static Type[] DocumentTypesOf(Type type) => DocumentTypes.GetOrAdd(type, static nominal => nominal.Assembly.GetTypes()
        .Where(t => t.IsClass && !t.IsAbstract && !t.ContainsGenericParameters && nominal.IsAssignableFrom(t) && t.GetCustomAttribute<GenerateBsonSerializerAttribute>() is not null)
        .OrderBy(t => t.FullName, StringComparer.Ordinal)
        .ToArray());

    /// <summary>An instance of <paramref name="type"/> itself or, for an abstract class, of one of its generated subclasses.</summary>
    public object CreateConcrete(Type type, int depth) => CreateDocument(type.IsAbstract ? PickDocumentType(type) : type, depth);

    public object CreateDocument(Type type, int depth)
    {
        // As the driver's class map: a class without a parameterless constructor (a positional record) is made without one.
        var instance = type.GetConstructor(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic, Type.EmptyTypes) is null
            ? System.Runtime.CompilerServices.RuntimeHelpers.GetUninitializedObject(type)
            : Activator.CreateInstance(type, nonPublic: true)!;
        const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
        foreach (var field in type.GetFields(flags))
        {
            if (field.GetCustomAttribute<CompilerGeneratedAttribute>() is null)
            {
                field.SetValue(instance, CreateMember(field, field.FieldType, depth + 1));
            }
        }

        // A class the driver creates through a creator map holds its values in get-only properties: their backing fields.
        var createdByCreator = BsonClassMap.LookupClassMap(type).HasCreatorMaps;
        foreach (var property in type.GetProperties(flags))
        {
            var setter = property.GetSetMethod(nonPublic: true);
            if (setter is not null && property.GetIndexParameters().Length == 0)
            {
                setter.Invoke(instance, new[] { CreateMember(property, property.PropertyType, depth + 1) });
            }
            else if (createdByCreator && type.GetField($"<{property.Name}>k__BackingField", flags) is { } backingField)
            {
                backingField.SetValue(instance, CreateMember(property, property.PropertyType, depth + 1));
            }
        }

        if (type.GetMembers(flags).Any(m => m.Name == "ExtraElements" || m.GetCustomAttribute<BsonExtraElementsAttribute>() is not null))
        {
            RemoveMappedNames(BsonClassMap.LookupClassMap(type), instance);
        }

        return instance;
    }

    /// <summary>
    /// A member's value: as <see cref="Create"/>, but the hex text of an ObjectId for a string stored as one, and a list of
    /// such texts for a list of strings stored as ObjectIds.
    /// </summary>
    private object? CreateMember(MemberInfo member, Type type, int depth)
    {
        var storedAsObjectId = member.GetCustomAttribute<BsonRepresentationAttribute>()?.Representation == BsonType.ObjectId;
        if (type == typeof(string) && storedAsObjectId)
        {
            return ObjectIdText(depth);
        }

        if (type == typeof(List<string>) && storedAsObjectId)
        {
            if (Chance(0.1))
            {
                return null;
            }

            var texts = new List<string>();
            for (var count = _random.Next(0, 5); texts.Count < count;)
            {
                texts.Add(ObjectIdText(depth) ?? ObjectId.Empty.ToString());
            }

            return texts;
        }

        // An enum over long or ulong stored as Int32: the driver's checked conversion refuses a value beyond int's (uint's)
        // range, so only values within it are drawn (the span-write tests cover the overflow).
        if (member.GetCustomAttribute<BsonRepresentationAttribute>()?.Representation == BsonType.Int32 &&
            (Nullable.GetUnderlyingType(type) ?? type) is { IsEnum: true } enumType &&
            Enum.GetUnderlyingType(enumType) is var underlying && (underlying == typeof(long) || underlying == typeof(ulong)))
        {
            return type != enumType && Chance(0.2)
                ? null
                : Enum.ToObject(enumType, underlying == typeof(long) ? (object)(long)Int32() : (ulong)(uint)Int32());
        }

        return Create(type, depth);
    }

    /// <summary>
    /// Extra elements as a document read from the database holds them: under names no member maps (a mapped name, or the
    /// discriminator, would be read back as that member's element, and FastBson's span path hands such an element to the
    /// member's serializer). The extra-elements tests write such names on purpose.
    /// </summary>
    private static void RemoveMappedNames(BsonClassMap classMap, object instance)
    {
        var extraElements = classMap.ExtraElementsMemberMap?.Getter(instance);
        var mapped = new HashSet<string>(classMap.AllMemberMaps.Select(m => m.ElementName)) { "_t" };
        switch (extraElements)
        {
            case BsonDocument document:
                foreach (var name in document.Names.Where(mapped.Contains).ToList())
                {
                    document.Remove(name);
                }

                break;
            case IDictionary<string, object?> dictionary:
                foreach (var name in dictionary.Keys.Where(mapped.Contains).ToList())
                {
                    dictionary.Remove(name);
                }

                break;
        }
    }

    private string? ObjectIdText(int depth)
    {
        var text = Chance(0.1) ? null : ((ObjectId)CreateOther(typeof(ObjectId), depth)!).ToString();
        return text is not null && Chance(0.2) ? text.ToUpperInvariant() : text;
    }

    public object? Create(Type type, int depth)
    {
        var underlying = Nullable.GetUnderlyingType(type);
        if (underlying is not null)
        {
            return Chance(0.25) ? null : Create(underlying, depth);
        }

        if (!type.IsValueType && type != typeof(string) && Chance(depth >= MaxDepth ? 0.9 : 0.1))
        {
            return null;
        }

        if (type.IsEnum)
        {
            return CreateEnum(type);
        }

        return Type.GetTypeCode(type) switch
        {
            TypeCode.Boolean => Chance(0.5),
            TypeCode.Int32 => Int32(),
            TypeCode.Int64 => Int64(),
            TypeCode.Double => Double(),
            TypeCode.Single => Single(),
            TypeCode.Decimal => Decimal(),
            TypeCode.String => Chance(0.1) ? null : String(),
            TypeCode.DateTime => DateTime(),
            TypeCode.Char => Pick('a', '\0', 'ß', '中', '\uffff', (char)_random.Next(32, 127)),
            TypeCode.Int16 => (short)Pick(0, short.MinValue, short.MaxValue, _random.Next(short.MinValue, short.MaxValue)),
            TypeCode.Byte => (byte)Pick(0, byte.MaxValue, _random.Next(256)),
            TypeCode.SByte => (sbyte)Pick(0, -1, sbyte.MinValue, sbyte.MaxValue, _random.Next(sbyte.MinValue, sbyte.MaxValue + 1)),
            TypeCode.UInt16 => (ushort)Pick(0, ushort.MaxValue, _random.Next(ushort.MaxValue + 1)),

            // The driver writes uint as Int32 and ulong as Int64, and refuses to write a value beyond either's range.
            TypeCode.UInt32 => (uint)Pick(0, 1, int.MaxValue, _random.Next(int.MaxValue)),
            TypeCode.UInt64 => (ulong)Pick(0L, 1L, long.MaxValue, int.MaxValue + 1L, _random.NextInt64(long.MaxValue)),
            _ => CreateOther(type, depth),
        };
    }

    private object? CreateOther(Type type, int depth)
    {
        if (TryCreateFixtureValue(type, out var created))
        {
            return created;
        }

        if (type == typeof(ObjectId))
        {
            return Pick(0, 1, 2, 3) switch
            {
                0 => ObjectId.Empty,
                1 => new ObjectId(Enumerable.Repeat((byte)0xff, 12).ToArray()),
                _ => new ObjectId(Bytes(12)),
            };
        }

        if (type == typeof(byte[]))
        {
            return Bytes(Pick(0, 1, 16, _random.Next(0, 40)));
        }

        if (type == typeof(Guid))
        {
            return Chance(0.1) ? Guid.Empty : new Guid(Bytes(16));
        }

        if (type == typeof(TimeSpan))
        {
            return TimeSpan();
        }

        if (type == typeof(DateTimeOffset))
        {
            return DateTimeOffset();
        }

        if (type == typeof(Decimal128))
        {
            return Decimal128();
        }

        if (type == typeof(DateOnly))
        {
            return Pick(DateOnly.MinValue, DateOnly.MaxValue, DateOnly.FromDateTime(System.DateTime.UnixEpoch), DateOnly.FromDayNumber(_random.Next(DateOnly.MaxValue.DayNumber + 1)));
        }

        if (type == typeof(System.Text.RegularExpressions.Regex))
        {
            // Null only where the member may be null, as for Uri. The options beyond i, m, s and x are not written.
            var options = (System.Text.RegularExpressions.RegexOptions)_random.Next(64) & ~System.Text.RegularExpressions.RegexOptions.Compiled;
            return Chance(0.05) ? null : new System.Text.RegularExpressions.Regex(
                Pick("a+b", string.Empty, "^[a-z]+$", "x / y", "(?<year>\\d{4})-(?<month>\\d{2})", "名前|Ωμέγα", "\\p{L}+ # letters", "[^\\u0001-\\u007F]", ".*"),
                options);
        }

        if (type == typeof(Uri))
        {
            // Null only where the member may be null: the factory cannot tell Uri from Uri?, and either reads C# null.
            return Chance(0.05) ? null : new Uri(Pick("https://example.com/a?b=c#d", "/relative/path", "relative path", "mailto:someone@example.com", "https://例え.jp/パス?q=名前", "HTTP://Example.COM:8080/%7Euser", string.Empty, "urn:isbn:0451450523"), UriKind.RelativeOrAbsolute);
        }

        // Null only where the member may be null, as for Uri: the factory cannot tell T from T?.
        if (type == typeof(Version))
        {
            return Chance(0.05) ? null : Pick(new Version(1, 2), new Version(0, 0), new Version(1, 2, 3), new Version(1, 2, 3, 4), new Version(int.MaxValue, 0, 0, int.MaxValue), new Version(_random.Next(100), _random.Next(100), _random.Next(100)));
        }

        if (type == typeof(System.Collections.BitArray))
        {
            // Whole bytes (a Binary) and not (the { Length, Bytes } document), empty included.
            if (Chance(0.05))
            {
                return null;
            }

            var bits = new System.Collections.BitArray(Pick(0, 1, 7, 8, 13, 64, _random.Next(0, 100)));
            for (var i = 0; i < bits.Length; i++)
            {
                bits[i] = Chance(0.5);
            }

            return bits;
        }

        if (type == typeof(System.Net.IPAddress))
        {
            return Chance(0.05) ? null : IPAddress();
        }

        if (type == typeof(System.Net.IPEndPoint))
        {
            return Chance(0.05) ? null : new System.Net.IPEndPoint(IPAddress(), Pick(0, 80, 27017, System.Net.IPEndPoint.MaxPort, _random.Next(System.Net.IPEndPoint.MaxPort + 1)));
        }

        if (type == typeof(System.Globalization.CultureInfo))
        {
            var name = Pick(string.Empty, "en-US", "fr-FR", "de", "zh-Hans-CN", "sr-Latn-RS", "ja-JP", "pt-BR");
            return _random.Next(20) switch
            {
                0 => null,
                1 => System.Globalization.CultureInfo.InvariantCulture,
                2 => System.Globalization.CultureInfo.GetCultureInfo(name),
                3 or 4 or 5 => new System.Globalization.CultureInfo(name, useUserOverride: false),
                _ => new System.Globalization.CultureInfo(name),
            };
        }

        if (type == typeof(System.Numerics.Complex))
        {
            // Each part a double member's value (zeros of both signs, NaN, the infinities, the extremes, any bit pattern).
            return new System.Numerics.Complex(Double(), Double());
        }

        if (type == typeof(Half))
        {
            // The extremes (written as double's), NaN, the smallest subnormal, and any bit pattern (NaN payloads included).
            return Pick(
                (Half)0, -(Half)0, Half.NaN, Half.PositiveInfinity, Half.NegativeInfinity, Half.MinValue, Half.MaxValue, Half.Epsilon,
                (Half)1.5, BitConverter.Int16BitsToHalf((short)_random.Next(short.MinValue, short.MaxValue + 1)));
        }

        if (type == typeof(Int128))
        {
            return Pick(Int128.Zero, Int128.MinValue, Int128.MaxValue, Int128.NegativeOne, (Int128)long.MinValue - 1, new Int128((ulong)_random.NextInt64(), (ulong)_random.NextInt64()));
        }

        if (type == typeof(UInt128))
        {
            return Pick(UInt128.Zero, UInt128.MaxValue, (UInt128)ulong.MaxValue + 1, new UInt128((ulong)_random.NextInt64(), (ulong)_random.NextInt64()));
        }

        if (type == typeof(TimeOnly))
        {
            return Pick(TimeOnly.MinValue, TimeOnly.MaxValue, new TimeOnly(1), new TimeOnly(NextLong(0, TimeOnly.MaxValue.Ticks + 1)));
        }

        if (type == typeof(RawBsonDocument) || type == typeof(LazyBsonDocument))
        {
            // A RawBsonDocument (or a LazyBsonDocument) keeps the bytes it was read from: reading one checks that they outlive
            // the reader's buffer.
            var bytes = new MongoDB.Bson.IO.ByteArrayBuffer(new BsonDocument { { "a", Int32() }, { "b", String() } }.ToBson(), isReadOnly: true);
            return type == typeof(RawBsonDocument) ? new RawBsonDocument(bytes) : new LazyBsonDocument(bytes);
        }

        if (type == typeof(RawBsonArray) || type == typeof(LazyBsonArray))
        {
            // Likewise a RawBsonArray (or a LazyBsonArray): the bytes of an array of two items.
            var bytes = RawBsonWriter.ArrayBuffer(new BsonArray { Int32(), String() });
            return type == typeof(RawBsonArray) ? new RawBsonArray(bytes) : new LazyBsonArray(bytes);
        }

        if (typeof(BsonValue).IsAssignableFrom(type))
        {
            return _bsonValues.Create(type, depth);
        }

        if (type == typeof(object))
        {
            return _bsonValues.CreateObject();
        }

        // The non-generic interfaces: mostly the implementation the driver reads them as, sometimes a value of another
        // runtime type, which the driver writes with the serializer the registry gives that type.
        if (type == typeof(IList) || type == typeof(ICollection) || type == typeof(IEnumerable))
        {
            return Chance(0.7) ? Create(typeof(ArrayList), depth) : Chance(0.5) || type == typeof(IList) ? Items(typeof(object), depth).ToArray() : Create(typeof(Queue), depth);
        }

        if (type == typeof(IDictionary))
        {
            var table = Create(typeof(Hashtable), depth);
            return table is IDictionary entries && Chance(0.2) ? new SortedList(entries) : table;
        }

        // An ExpandoObject of text keys and object values: mostly plain ones, sometimes a nested ExpandoObject or a list of
        // objects, which the driver's ObjectSerializer writes without a discriminator in the dynamic context.
        if (type == typeof(System.Dynamic.ExpandoObject))
        {
            var expando = new System.Dynamic.ExpandoObject();
            var members = (IDictionary<string, object?>)expando;
            AddEntries(depth, members.ContainsKey, members.Add, () => _random.Next(8) switch
            {
                0 => Create(typeof(System.Dynamic.ExpandoObject), depth + 1),
                1 => new List<object?>(Items(typeof(object), depth + 1)),
                _ => _bsonValues.CreateObject(),
            });
            return expando;
        }

        // A Hashtable of text keys (which every representation writes) and object values, filled entry by entry.
        if (type == typeof(Hashtable))
        {
            var table = new Hashtable();
            AddEntries(depth, table.ContainsKey, table.Add, _bsonValues.CreateObject);
            return table;
        }

        // The non-generic collections, of objects, filled in order (a stack pushes each, so the last is on top).
        if (type == typeof(ArrayList) || type == typeof(Queue) || type == typeof(Stack))
        {
            return Activator.CreateInstance(type, (ICollection)Items(typeof(object), depth))!;
        }

        // A multi-dimensional array of lengths that may be zero in any dimension, filled item by item.
        if (type.IsArray && type.GetArrayRank() > 1)
        {
            var lengths = Enumerable.Range(0, type.GetArrayRank()).Select(_ => CollectionCount(depth)).ToArray();
            var array = Array.CreateInstance(type.GetElementType()!, lengths);
            var index = new int[lengths.Length];
            for (var i = 0; i < array.Length; i++)
            {
                for (int dimension = lengths.Length - 1, rest = i; dimension >= 0; rest /= lengths[dimension], dimension--)
                {
                    index[dimension] = rest % lengths[dimension];
                }

                array.SetValue(CreateItem(type.GetElementType()!, depth + 1), index);
            }

            return array;
        }

        if (type.IsArray)
        {
            var items = Items(type.GetElementType()!, depth);
            var array = Array.CreateInstance(type.GetElementType()!, items.Count);
            for (var i = 0; i < items.Count; i++)
            {
                array.SetValue(items[i], i);
            }

            return array;
        }

        if (IsTuple(type))
        {
            return CreateTuple(type, depth);
        }

        if (type.IsGenericType)
        {
            return CreateGeneric(type, depth);
        }

        if (((type.IsClass || type.IsValueType) && type.GetCustomAttribute<GenerateBsonSerializerAttribute>() is not null) || (type.IsInterface && DocumentTypesOf(type).Length > 0))
        {
            return CreateDocument(PickDocumentType(type), depth);
        }

        // A class that names its own serializer: its properties filled as a document's, for that serializer to write.
        if (type.IsClass && type.GetCustomAttribute<BsonSerializerAttribute>() is not null)
        {
            return CreateDocument(type, depth);
        }

        throw new NotSupportedException($"The instance factory cannot create a {type}.");
    }

    private static readonly Type[] TupleDefinitions =
    {
        typeof(Tuple<>), typeof(Tuple<,>), typeof(Tuple<,,>), typeof(Tuple<,,,>), typeof(Tuple<,,,,>), typeof(Tuple<,,,,,>), typeof(Tuple<,,,,,,>), typeof(Tuple<,,,,,,,>),
        typeof(ValueTuple<>), typeof(ValueTuple<,>), typeof(ValueTuple<,,>), typeof(ValueTuple<,,,>), typeof(ValueTuple<,,,,>), typeof(ValueTuple<,,,,,>), typeof(ValueTuple<,,,,,,>), typeof(ValueTuple<,,,,,,,>),
        typeof(KeyValuePair<,>), // a key and a value, made as a pair of items
    };

    private static bool IsTuple(Type type) => type.IsGenericType && Array.IndexOf(TupleDefinitions, type.GetGenericTypeDefinition()) >= 0;

    /// <summary>
    /// A System.Tuple (or ValueTuple) of an item made for each of its type arguments. The eighth, Rest, is always a tuple: the
    /// constructor refuses anything else, null included.
    /// </summary>
    private object CreateTuple(Type type, int depth)
    {
        var arguments = type.GetGenericArguments();
        var items = new object?[arguments.Length];
        for (var i = 0; i < arguments.Length; i++)
        {
            items[i] = i == 7 ? CreateTuple(arguments[i], depth + 1) : CreateItem(arguments[i], depth + 1);
        }

        return Activator.CreateInstance(type, items)!;
    }

    private object CreateGeneric(Type type, int depth)
    {
        var definition = type.GetGenericTypeDefinition();
        var arguments = type.GetGenericArguments();
        if (definition == typeof(Memory<>) || definition == typeof(ReadOnlyMemory<>))
        {
            // A memory over a whole array of items, as the driver's MemorySerializer reads one back.
            var memoryItems = Items(arguments[0], depth);
            var array = Array.CreateInstance(arguments[0], memoryItems.Count);
            for (var i = 0; i < memoryItems.Count; i++)
            {
                array.SetValue(memoryItems[i], i);
            }

            return Activator.CreateInstance(type, array)!;
        }

        if (definition == typeof(Dictionary<,>) || definition == typeof(IDictionary<,>) ||
            definition == typeof(IReadOnlyDictionary<,>) || definition == typeof(ReadOnlyDictionary<,>) || IsImmutableDictionary(definition) ||
            IsFilledDictionary(definition))
        {
            var dictionary = (IDictionary)Activator.CreateInstance(typeof(Dictionary<,>).MakeGenericType(arguments))!;
            var count = CollectionCount(depth);
            for (var i = 0; i < count; i++)
            {
                if (arguments[0] != typeof(string))
                {
                    // Other keys come from the value generator: nulls and repeats are left out, as a dictionary has none.
                    var other = Create(arguments[0], depth + 1);
                    if (other is not null && !dictionary.Contains(other))
                    {
                        dictionary.Add(other, Create(arguments[1], depth + 1));
                    }

                    continue;
                }

                var key = i == 0 ? Pick("", "k", "ключ", "キー", "$dollar", "a.b") : "k" + i.ToString(System.Globalization.CultureInfo.InvariantCulture) + String();
                if (!key.Contains('\0', StringComparison.Ordinal) && !dictionary.Contains(key))
                {
                    dictionary.Add(key, CreateItem(arguments[1], depth + 1));
                }
            }

            if (IsImmutableDictionary(definition))
            {
                return ImmutableOf(definition, arguments, dictionary);
            }

            // Filled entry by entry, as the driver fills them; a key equal to one already in by the type's own comparer
            // (culture-equal sorted strings) is left out, as the dictionary holds no two.
            if (IsFilledDictionary(definition))
            {
                var filled = (IDictionary)Activator.CreateInstance(type)!;
                foreach (DictionaryEntry entry in dictionary)
                {
                    if (!filled.Contains(entry.Key))
                    {
                        filled.Add(entry.Key, entry.Value);
                    }
                }

                return filled;
            }

            // A read-only dictionary wraps one; its interface holds either (the driver writes a plain dictionary with its own
            // serializer, in the Document representation whatever the member's, which refuses other keys than strings).
            if (definition == typeof(ReadOnlyDictionary<,>) ||
                (definition == typeof(IReadOnlyDictionary<,>) && (arguments[0] != typeof(string) || Chance(0.5))))
            {
                return Activator.CreateInstance(typeof(ReadOnlyDictionary<,>).MakeGenericType(arguments), dictionary)!;
            }

            return dictionary;
        }

        var itemType = arguments[0];
        var items = Items(itemType, depth);
        var list = (IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(itemType))!;
        foreach (var item in items)
        {
            list.Add(item);
        }

        if (definition == typeof(HashSet<>) || definition == typeof(Collection<>) || definition == typeof(ReadOnlyCollection<>) ||
            definition == typeof(Queue<>) || definition == typeof(Stack<>) || definition == typeof(SortedSet<>) || definition == typeof(LinkedList<>) ||
            definition == typeof(ObservableCollection<>) || definition == typeof(ConcurrentQueue<>) || definition == typeof(ConcurrentStack<>) ||
            definition == typeof(ConcurrentBag<>))
        {
            return Activator.CreateInstance(type, list)!;
        }

        if (IsImmutableSequence(definition))
        {
            return ImmutableOf(definition, arguments, list);
        }

        if (definition == typeof(ISet<>))
        {
            return Activator.CreateInstance(typeof(HashSet<>).MakeGenericType(itemType), list)!;
        }

        // Interfaces get a List<T> mostly, sometimes an array or a HashSet (the driver writes each its own way).
        if (type.IsInterface && Chance(0.3))
        {
            var array = Array.CreateInstance(itemType, items.Count);
            list.CopyTo(array, 0);
            if (definition == typeof(IEnumerable<>) && Chance(0.5))
            {
                return Activator.CreateInstance(typeof(HashSet<>).MakeGenericType(itemType), array)!;
            }

            return array;
        }

        return list;
    }

    private static bool IsImmutableSequence(Type definition) =>
        definition == typeof(ImmutableArray<>) || definition == typeof(ImmutableList<>) || definition == typeof(ImmutableHashSet<>) || definition == typeof(ImmutableSortedSet<>) ||
        definition == typeof(ImmutableQueue<>) || definition == typeof(ImmutableStack<>);

    private static bool IsFilledDictionary(Type definition) =>
        definition == typeof(SortedDictionary<,>) || definition == typeof(SortedList<,>) || definition == typeof(ConcurrentDictionary<,>);

    private static bool IsImmutableDictionary(Type definition) =>
        definition == typeof(ImmutableDictionary<,>) || definition == typeof(ImmutableSortedDictionary<,>);

    /// <summary>
    /// An immutable collection of the items (or a dictionary's entries, enumerated as key/value pairs) made: its static class's <c>CreateRange</c> (ImmutableList for
    /// ImmutableList&lt;T&gt; ...), with the default comparers.
    /// </summary>
    private static object ImmutableOf(Type definition, Type[] arguments, IEnumerable items)
    {
        var factory = definition.Assembly.GetType(definition.FullName![..definition.FullName!.IndexOf('`', StringComparison.Ordinal)], throwOnError: true)!;
        var createRange = factory.GetMethods(BindingFlags.Public | BindingFlags.Static).Single(method =>
            method.Name == "CreateRange" && method.GetParameters().Length == 1 && method.GetGenericArguments().Length == arguments.Length);
        var itemType = arguments.Length == 1 ? arguments[0] : typeof(KeyValuePair<,>).MakeGenericType(arguments);
        var typed = Array.CreateInstance(itemType, items.Cast<object?>().Count());
        var i = 0;
        foreach (var item in items)
        {
            typed.SetValue(item, i++);
        }

        return createRange.MakeGenericMethod(arguments).Invoke(null, new object[] { typed })!;
    }

    private List<object?> Items(Type itemType, int depth)
    {
        var count = CollectionCount(depth);
        var items = new List<object?>(count);
        for (var i = 0; i < count; i++)
        {
            items.Add(CreateItem(itemType, depth + 1));
        }

        return items;
    }

    /// <summary>An item or dictionary value: never a C# null BsonValue, which the driver refuses to write there.</summary>
    private object? CreateItem(Type type, int depth) =>
        typeof(BsonValue).IsAssignableFrom(type) && !KeepsItsBytes(type) ? _bsonValues.Create(type, depth) : Create(type, depth);

    private static bool KeepsItsBytes(Type type) =>
        type == typeof(RawBsonDocument) || type == typeof(RawBsonArray) || type == typeof(LazyBsonDocument) || type == typeof(LazyBsonArray);

    // The entries of a non-generic table or an ExpandoObject: text keys, the first an edge case of element names, none
    // repeated and none holding a NUL (no element name can), each added with a value drawn for it.
    private void AddEntries(int depth, Func<string, bool> contains, Action<string, object?> add, Func<object?> value)
    {
        var count = CollectionCount(depth);
        for (var i = 0; i < count; i++)
        {
            var key = i == 0 ? Pick("", "k", "ключ", "$dollar", "a.b") : "k" + i.ToString(System.Globalization.CultureInfo.InvariantCulture) + String();
            if (!key.Contains('\0', StringComparison.Ordinal) && !contains(key))
            {
                add(key, value());
            }
        }
    }

    private int CollectionCount(int depth) => depth >= MaxDepth ? 0 : Pick(0, 0, 1, 2, 3, _random.Next(0, 6));

    private object CreateEnum(Type type)
    {
        var values = Enum.GetValues(type).Cast<object>().ToArray();
        if (Chance(0.8))
        {
            return values[_random.Next(values.Length)];
        }

        // Undefined values are written as their number and read back as is.
        var underlying = Enum.GetUnderlyingType(type);
        return Enum.ToObject(type, underlying == typeof(long) ? Int64() : Int32());
    }

    private int Int32() => Pick(0, 1, -1, int.MinValue, int.MaxValue, _random.Next(-10, 11), _random.Next(int.MinValue, int.MaxValue));

    private long Int64() => Pick(0L, 1L, -1L, long.MinValue, long.MaxValue, int.MaxValue + 1L, _random.NextInt64(long.MinValue, long.MaxValue));

    private double Double() => Pick(
        0.0, -0.0, 1.5, double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.MinValue, double.MaxValue,
        double.Epsilon, (_random.NextDouble() - 0.5) * 1e6, BitConverter.Int64BitsToDouble(_random.NextInt64()));

    private float Single() => Pick(
        0f, -0f, float.NaN, float.PositiveInfinity, float.NegativeInfinity, float.MinValue, float.MaxValue, float.Epsilon,
        (float)_random.NextDouble(), BitConverter.Int32BitsToSingle(_random.Next(int.MinValue, int.MaxValue)));

    private decimal Decimal() => Pick(
        0m, 1.5m, -1m, decimal.MinValue, decimal.MaxValue, 0.0000000000000000000000000001m, new decimal(0, 0, 0, true, 3),
        new decimal(_random.Next(), _random.Next(), _random.Next(), Chance(0.5), (byte)_random.Next(0, 29)));

    private string String()
    {
        switch (_random.Next(9))
        {
            case 0: return string.Empty;
            case 1: return "Mlakar";
            case 2: return "Größe " + _random.Next(100);
            case 3: return "名前と😀絵文字";
            case 4: return "embedded\0nul";
            case 5: return new string('x', _random.Next(100, 400));
            case 6: return "\u00e9\u0301 \u200b \ufeff";
            default:
                var chars = new char[_random.Next(0, 20)];
                for (var i = 0; i < chars.Length; i++)
                {
                    chars[i] = (char)_random.Next(1, 0xd7ff); // below the surrogates: always valid UTF-16
                }

                return new string(chars);
        }
    }

    /// <summary>The extremes, single ticks either side of zero, days with odd ticks.</summary>
    private TimeSpan TimeSpan() => _random.Next(6) switch
    {
        0 => Pick(System.TimeSpan.Zero, System.TimeSpan.MinValue, System.TimeSpan.MaxValue),
        1 => System.TimeSpan.FromTicks(Pick(1L, -1L, System.TimeSpan.TicksPerDay, -System.TimeSpan.TicksPerDay - 1)),
        2 => System.TimeSpan.FromTicks(Int64()),
        _ => System.TimeSpan.FromTicks(NextLong(-System.TimeSpan.TicksPerDay * 1000, System.TimeSpan.TicksPerDay * 1000)),
    };

    /// <summary>The extremes, offsets of 14 hours either way at the edges of the range, odd ticks, any whole-minute offset.</summary>
    private DateTimeOffset DateTimeOffset()
    {
        var fourteenHours = System.TimeSpan.FromHours(14);
        return _random.Next(6) switch
        {
            0 => Pick(System.DateTimeOffset.MinValue, System.DateTimeOffset.MaxValue, System.DateTimeOffset.UnixEpoch),
            1 => new DateTimeOffset(System.DateTime.MinValue.Ticks + fourteenHours.Ticks, fourteenHours),
            2 => new DateTimeOffset(System.DateTime.MaxValue.Ticks - fourteenHours.Ticks, -fourteenHours),
            _ => new DateTimeOffset(
                NextLong(System.TimeSpan.TicksPerDay, System.DateTime.MaxValue.Ticks - System.TimeSpan.TicksPerDay),
                System.TimeSpan.FromMinutes(_random.Next(-14 * 60, 14 * 60 + 1))),
        };
    }

    /// <summary>
    /// Zeros of both signs, the extremes, NaNs and infinities, the smallest exponent, trailing zeros, decimals, up to 31
    /// digits at any exponent. (Not any 128 bits: the driver writes a non-canonical significand as text that it cannot parse.)
    /// </summary>
    private Decimal128 Decimal128() => _random.Next(5) switch
    {
        0 => Pick(MongoDB.Bson.Decimal128.Zero, MongoDB.Bson.Decimal128.Parse("-0"), MongoDB.Bson.Decimal128.MaxValue, MongoDB.Bson.Decimal128.MinValue),
        1 => Pick(MongoDB.Bson.Decimal128.QNaN, MongoDB.Bson.Decimal128.SNaN, MongoDB.Bson.Decimal128.PositiveInfinity, MongoDB.Bson.Decimal128.NegativeInfinity),
        2 => MongoDB.Bson.Decimal128.Parse(Pick("1E-6176", "-1E+6111", "0.001000", "12345678901234567890123456789012.34")),
        3 => new Decimal128(Decimal()),
        _ => MongoDB.Bson.Decimal128.Parse(FormattableString.Invariant(
            $"{(Chance(0.5) ? "-" : "")}{NextLong(0, long.MaxValue)}{NextLong(0, 1_000_000_000_000)}E{_random.Next(-6176, 6112)}")),
    };

    private DateTime DateTime()
    {
        var kind = Pick(DateTimeKind.Utc, DateTimeKind.Local, DateTimeKind.Unspecified);
        var ticks = _random.Next(6) switch
        {
            0 => System.DateTime.MinValue.Ticks,
            1 => System.DateTime.MaxValue.Ticks,
            2 => System.DateTime.UnixEpoch.Ticks + _random.Next(-10, 10),
            _ => NextLong(System.TimeSpan.TicksPerDay, System.DateTime.MaxValue.Ticks - System.TimeSpan.TicksPerDay), // odd ticks
        };
        return new DateTime(ticks, kind);
    }

    private byte[] Bytes(int count)
    {
        var bytes = new byte[count];
        _random.NextBytes(bytes);
        return bytes;
    }

    private long NextLong(long min, long max) => _random.NextInt64(min, max);

    private bool Chance(double probability) => _random.NextDouble() < probability;

    private TValue Pick<TValue>(params TValue[] values) => values[_random.Next(values.Length)];

    /// <summary>An IPv4 or IPv6 address, IPv6 with and without a scope, IPv4-mapped, the well-known ones.</summary>
    private System.Net.IPAddress IPAddress()
    {
        switch (_random.Next(6))
        {
            case 0:
                // The well-known addresses parsed: IPAddress.Any and the like are of a derived class 2.x cannot write.
                return System.Net.IPAddress.Parse(Pick("0.0.0.0", "255.255.255.255", "127.0.0.1", "::", "::1"));
            case 1:
                return new System.Net.IPAddress(Bytes(4));
            case 2:
                return new System.Net.IPAddress(Bytes(16));
            case 3:
                return new System.Net.IPAddress(Bytes(16), _random.Next(1, 100));
            case 4:
                return new System.Net.IPAddress(Bytes(4)).MapToIPv6();
            default:
                return System.Net.IPAddress.Parse(Pick("fe80::1%3", "2001:db8::ff00:42:8329", "::ffff:192.168.1.1", "10.0.0.1"));
        }
    }
}
