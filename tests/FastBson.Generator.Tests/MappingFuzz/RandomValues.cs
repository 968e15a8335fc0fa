using System;
using System.Collections;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using MongoDB.Bson;

namespace FastBson.Generator.Tests.MappingFuzz;

/// <summary>
/// Values for the members of a <see cref="RandomMapping"/>: each type's edges (extremes, NaN, a local DateTime, ticks
/// below a millisecond, an undefined enum value, null where it may be), and small collections of them; and BSON values of
/// every common type, which replace a document's values to read it with the wrong ones.
/// </summary>
internal static class RandomValues
{
    /// <summary>A value of <paramref name="type"/>, one of the member types of <see cref="RandomMapping"/>.</summary>
    public static object? Of(Type type, Random random)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return random.Next(4) == 0 ? null : Of(underlying, random);
        }

        if (!type.IsValueType && random.Next(6) == 0)
        {
            return null;
        }

        return Scalar(type, random) ?? Composite(type, random);
    }

    /// <summary>A BSON value of one of the common types, to put where a document has another.</summary>
    public static BsonValue Bson(Random random) => random.Next(16) switch
    {
        0 => new BsonInt32(random.Next(-3, 300)),
        1 => new BsonInt64(random.Next(2) == 0 ? 5_000_000_000L : 7L),
        2 => new BsonDouble(random.Next(2) == 0 ? 2.5 : 3.0),
        3 => new BsonString(random.Next(2) == 0 ? "text" : "12"),
        4 => BsonNull.Value,
        5 => BsonBoolean.True,
        6 => new BsonDateTime(1_600_000_000_000L),
        7 => new BsonDocument("x", 1),
        8 => new BsonArray { 1, 2 },
        9 => new BsonBinaryData(new byte[16], BsonBinarySubType.Binary),
        10 => new BsonDecimal128(new Decimal128(1.5m)),
        11 => ObjectId.Empty,
        12 => new BsonArray { new BsonArray { "k", 1 } },
        13 => new BsonDocument { { "k", "a" }, { "v", 1 } },
        14 => BsonUndefined.Value,
        _ => new BsonTimestamp(5),
    };

    private static object? Scalar(Type type, Random random) => type switch
    {
        _ when type == typeof(int) => Pick(random, 0, 1, -1, int.MaxValue, int.MinValue, random.Next()),
        _ when type == typeof(long) => Pick(random, 0L, long.MaxValue, long.MinValue, 5_000_000_000L),
        _ when type == typeof(double) => Pick(random, 0.0, -0.0, 1.5, 3.0, double.NaN, double.PositiveInfinity, 1e300, 1e20),
        _ when type == typeof(float) => Pick(random, 0f, 1.5f, float.NaN, float.MaxValue, 16777217f),
        _ when type == typeof(bool) => random.Next(2) == 0,
        _ when type == typeof(string) => Pick(random, "", "a", "héllo", "12", "5", new string('q', random.Next(40))),
        _ when type == typeof(DateTime) => Pick(random, DateTime.MinValue, DateTime.MaxValue, new DateTime(2020, 1, 2, 3, 4, 5, 678, DateTimeKind.Utc),
            new DateTime(2021, 6, 1, 0, 0, 0, DateTimeKind.Local), new DateTime(1969, 12, 31, 23, 59, 59, DateTimeKind.Unspecified),
            new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc).AddTicks(7)),
        _ when type == typeof(decimal) => Pick(random, 0m, 1.5m, -2.25m, decimal.MaxValue, decimal.MinValue, 0.0000001m),
        _ when type == typeof(Guid) => Pick(random, Guid.Empty, Guid.Parse("01020304-0506-0708-090a-0b0c0d0e0f10")),
        _ when type == typeof(ObjectId) => Pick(random, ObjectId.Empty, new ObjectId("5f1e2d3c4b5a697887960504")),
        _ when type == typeof(TimeSpan) => Pick(random, TimeSpan.Zero, TimeSpan.FromMilliseconds(1.5), TimeSpan.MaxValue, TimeSpan.MinValue, TimeSpan.FromHours(-3), TimeSpan.FromTicks(7)),
        _ when type == typeof(DateTimeOffset) => Pick(random, DateTimeOffset.MinValue, DateTimeOffset.MaxValue,
            new DateTimeOffset(2020, 1, 2, 3, 4, 5, TimeSpan.FromHours(2)), new DateTimeOffset(2020, 1, 2, 3, 4, 5, 6, TimeSpan.Zero).AddTicks(3)),
        _ when type == typeof(char) => Pick(random, 'a', '\0', '\uffff', 'é'),
        _ when type == typeof(byte) => (byte)random.Next(256),
        _ when type == typeof(sbyte) => (sbyte)random.Next(-128, 128),
        _ when type == typeof(short) => Pick(random, (short)0, short.MaxValue, short.MinValue),
        _ when type == typeof(ushort) => Pick(random, (ushort)0, ushort.MaxValue),
        _ when type == typeof(uint) => Pick(random, 0u, 5u, uint.MaxValue),
        _ when type == typeof(ulong) => Pick(random, 0ul, 5ul, ulong.MaxValue, (ulong)long.MaxValue + 1),
        _ when type == typeof(DateOnly) => Pick(random, DateOnly.MinValue, DateOnly.MaxValue, new DateOnly(2020, 2, 29)),
        _ when type == typeof(TimeOnly) => Pick(random, TimeOnly.MinValue, TimeOnly.MaxValue, new TimeOnly(12, 30, 1, 5)),
        _ when type.IsEnum => random.Next(5) == 0 ? Enum.ToObject(type, 3) : Pick(random, Enum.GetValues(type).Cast<object>().ToArray()),
        _ when type == typeof(byte[]) => Enumerable.Range(0, random.Next(4)).Select(i => (byte)i).ToArray(),
        _ when type == typeof(Version) => new Version(1, 2, random.Next(3)),
        _ when type == typeof(Uri) => new Uri("https://example.com/a?b=" + random.Next(9)),
        _ when type == typeof(System.Text.RegularExpressions.Regex) => new System.Text.RegularExpressions.Regex("a+b", System.Text.RegularExpressions.RegexOptions.IgnoreCase),
        _ when type == typeof(object) => Pick<object>(random, 5, "s", 2.5, true, 7L, new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc), Guid.Empty,
            new List<object> { 1, "x" }, new object(), 3.5m, ObjectId.Empty),
        _ when type == typeof(BsonDocument) => new BsonDocument { { "a", 1 }, { "b", Bson(random) } },
        _ when type == typeof(BsonValue) => Bson(random),
        _ when type == typeof(BsonArray) => new BsonArray { 1, Bson(random) },
        _ when type == typeof(BsonBinaryData) => new BsonBinaryData(new byte[] { 1, 2 }),
        _ when type == typeof(BsonString) => new BsonString("text"),
        _ when type == typeof(BsonInt32) => new BsonInt32(9),
        _ when type == typeof(Decimal128) => Pick(random, Decimal128.MaxValue, Decimal128.NegativeInfinity, Decimal128.QNaN, new Decimal128(1.5m), Decimal128.Parse("1E+6000")),
        _ when type == typeof(BsonTimestamp) => new BsonTimestamp(random.Next(2) == 0 ? 5 : long.MaxValue),
        _ when type == typeof(BsonRegularExpression) => new BsonRegularExpression("a+", random.Next(2) == 0 ? "i" : string.Empty),
        _ when type == typeof(BsonJavaScript) => new BsonJavaScript("x = 1"),
        _ when type == typeof(BsonObjectId) => new BsonObjectId(new ObjectId("5f1e2d3c4b5a697887960504")),
        _ when type == typeof(BsonBoolean) => (BsonBoolean)(random.Next(2) == 0),
        _ when type == typeof(BsonDateTime) => new BsonDateTime(random.Next(2) == 0 ? 0L : 253402300800001L),
        _ when type == typeof(BsonMaxKey) => BsonMaxKey.Value,
        _ when type == typeof(BsonMinKey) => BsonMinKey.Value,
        _ when type == typeof(BsonNull) => BsonNull.Value,
        _ when type == typeof(BsonUndefined) => BsonUndefined.Value,
        _ when type == typeof(BsonSymbol) => BsonSymbolTable.Lookup(random.Next(2) == 0 ? "s" : "t"),
        _ when type == typeof(BsonJavaScriptWithScope) => new BsonJavaScriptWithScope("f()", new BsonDocument("x", random.Next(9))),
        _ when type == typeof(BsonInt64) => new BsonInt64(random.Next(2) == 0 ? long.MinValue : 3),
        _ when type == typeof(BsonDouble) => new BsonDouble(random.Next(2) == 0 ? double.NaN : -0.0),
        _ when type == typeof(BsonDecimal128) => new BsonDecimal128(Decimal128.Parse("-0.00")),
        _ when type == typeof(System.Dynamic.ExpandoObject) => Expando(random),
        _ when type == typeof(RawBsonDocument) => new RawBsonDocument(new BsonDocument { { "r", random.Next(9) }, { "s", Bson(random) } }.ToBson()),
        _ => null,
    };

    /// <summary>The mapping's <c>Inner</c>, an array, a tuple or a key/value pair, or a collection or dictionary of a few values.</summary>
    private static object Composite(Type type, Random random)
    {
        if (type.Name == "Inner")
        {
            var inner = Construct(type, random);
            type.GetProperty("A")!.SetValue(inner, random.Next(100));
            type.GetProperty("B")!.SetValue(inner, random.Next(3) == 0 ? null : "b" + random.Next(9));
            foreach (var property in type.GetProperties().Where(p => p.CanWrite && p.Name is not ("A" or "B")))
            {
                property.SetValue(inner, Of(property.PropertyType, random));
            }

            foreach (var field in type.GetFields())
            {
                field.SetValue(inner, Of(field.FieldType, random));
            }

            return inner;
        }

        if (type.IsArray)
        {
            var array = Array.CreateInstance(type.GetElementType()!, random.Next(4));
            for (var i = 0; i < array.Length; i++)
            {
                array.SetValue(Of(type.GetElementType()!, random), i);
            }

            return array;
        }

        var arguments = type.GetGenericArguments();
        var definition = type.GetGenericTypeDefinition();
        if (definition == typeof(KeyValuePair<,>) || definition == typeof(Tuple<,>) || definition == typeof(ValueTuple<,>))
        {
            return Activator.CreateInstance(type, Of(arguments[0], random), Of(arguments[1], random))!;
        }

        if (arguments.Length == 2)
        {
            var dictionary = (IDictionary)Activator.CreateInstance(typeof(Dictionary<,>).MakeGenericType(arguments))!;
            for (var i = random.Next(3); i > 0; i--)
            {
                if (Of(arguments[0], random) is { } key && !dictionary.Contains(key))
                {
                    dictionary[key] = Of(arguments[1], random);
                }
            }

            return type.IsInterface || definition == typeof(Dictionary<,>) ? dictionary
                : definition == typeof(ImmutableDictionary<,>) ? CreateRange(typeof(ImmutableDictionary), arguments, dictionary)
                : Activator.CreateInstance(type, dictionary)!;
        }

        var list = (IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(arguments))!;
        for (var i = random.Next(4); i > 0; i--)
        {
            list.Add(Of(arguments[0], random));
        }

        if (definition == typeof(ImmutableArray<>) || definition == typeof(ImmutableList<>))
        {
            return CreateRange(definition == typeof(ImmutableArray<>) ? typeof(ImmutableArray) : typeof(ImmutableList), arguments, list);
        }

        return definition == typeof(List<>) || (type.IsInterface && definition != typeof(ISet<>))
            ? list
            : Activator.CreateInstance(type.IsInterface ? typeof(HashSet<>).MakeGenericType(arguments) : type, list)!;
    }

    /// <summary>A new <paramref name="type"/>: through its parameterless constructor, or else its widest one, with random arguments.</summary>
    public static object Construct(Type type, Random random)
    {
        if (type.GetConstructor(Type.EmptyTypes) is { } parameterless)
        {
            return parameterless.Invoke(null);
        }

        var constructor = type.GetConstructors().OrderByDescending(c => c.GetParameters().Length).First();
        return constructor.Invoke(constructor.GetParameters().Select(p => Of(p.ParameterType, random)).ToArray());
    }

    /// <summary>An immutable collection of <paramref name="items"/>, made by the <c>CreateRange(items)</c> of <paramref name="factory"/>.</summary>
    private static object CreateRange(Type factory, Type[] arguments, object items) =>
        factory.GetMethods().First(m => m.Name == "CreateRange" && m.GetParameters().Length == 1).MakeGenericMethod(arguments).Invoke(null, new[] { items })!;

    /// <summary>An ExpandoObject of a few plain values, a nested one among them at times.</summary>
    private static System.Dynamic.ExpandoObject Expando(Random random)
    {
        var expando = new System.Dynamic.ExpandoObject();
        IDictionary<string, object?> members = expando;
        members["a"] = random.Next(9);
        members["b"] = random.Next(2) == 0 ? "text" : null;
        if (random.Next(3) == 0)
        {
            members["c"] = new System.Dynamic.ExpandoObject();
        }

        return expando;
    }

    private static T Pick<T>(Random random, params T[] options) => options[random.Next(options.Length)];
}
