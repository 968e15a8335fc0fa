using System;
using System.Collections;
using System.Globalization;
using System.Linq;
using System.Text.Json;

namespace FastBson.Blob.Tests.Vectors;

/// <summary>
/// Builds a model object from a case's JSON value by the README's conventions (longs, decimals and floats as
/// strings, DateTime as ticks and kind, DateTimeOffset as local ticks and offset ...), guided by the C# types.
/// </summary>
public static class ValueJson
{
    public static object? ToObject(JsonElement json, Type type)
    {
        if (json.ValueKind == JsonValueKind.Null)
        {
            return null;
        }

        var underlying = Nullable.GetUnderlyingType(type);
        if (underlying is not null)
        {
            return ToObject(json, underlying);
        }

        if (type.IsEnum)
        {
            return Enum.ToObject(type, json.ValueKind == JsonValueKind.String ? long.Parse(json.GetString()!, CultureInfo.InvariantCulture) : json.GetInt64());
        }

        return Type.GetTypeCode(type) switch
        {
            TypeCode.Boolean => json.GetBoolean(),
            TypeCode.Byte or TypeCode.SByte or TypeCode.Int16 or TypeCode.UInt16 or TypeCode.Int32 or TypeCode.UInt32
                => Convert.ChangeType(json.GetInt64(), type, CultureInfo.InvariantCulture),
            TypeCode.Int64 => long.Parse(json.GetString()!, CultureInfo.InvariantCulture),
            TypeCode.UInt64 => ulong.Parse(json.GetString()!, CultureInfo.InvariantCulture),
            TypeCode.Decimal => decimal.Parse(json.GetString()!, NumberStyles.Number, CultureInfo.InvariantCulture),
            TypeCode.Single => ParseSingle(json.GetString()!),
            TypeCode.Double => ParseDouble(json.GetString()!),
            TypeCode.Char => (char)json.GetInt32(),
            TypeCode.String => json.GetString(),
            TypeCode.DateTime => new DateTime(Ticks(json), Enum.Parse<DateTimeKind>(json.GetProperty("kind").GetString()!)),
            _ => ToStructOrReference(json, type),
        };
    }

    private static object? ToStructOrReference(JsonElement json, Type type)
    {
        if (type == typeof(DateTimeOffset))
        {
            return new DateTimeOffset(Ticks(json), TimeSpan.FromMinutes(json.GetProperty("offsetMinutes").GetInt32()));
        }

        if (type == typeof(TimeSpan))
        {
            return new TimeSpan(Ticks(json));
        }

        if (type == typeof(Guid))
        {
            return Guid.Parse(json.GetString()!);
        }

        if (type.IsArray)
        {
            var items = json.EnumerateArray().Select(item => ToObject(item, type.GetElementType()!)).ToArray();
            var array = Array.CreateInstance(type.GetElementType()!, items.Length);
            Array.Copy(items, array, items.Length);
            return array;
        }

        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(System.Collections.Generic.Dictionary<,>))
        {
            var dictionary = (IDictionary)Activator.CreateInstance(type)!;
            var (keyType, valueType) = (type.GetGenericArguments()[0], type.GetGenericArguments()[1]);
            foreach (var pair in json.EnumerateArray())
            {
                dictionary.Add(ToObject(pair[0], keyType)!, ToObject(pair[1], valueType));
            }

            return dictionary;
        }

        if (type.IsGenericType)
        {
            // List<T> and HashSet<T>: Add in the order of the JSON array, which is the order MemoryPack wrote.
            var collection = Activator.CreateInstance(type)!;
            var add = type.GetMethod("Add")!;
            foreach (var item in json.EnumerateArray())
            {
                add.Invoke(collection, new[] { ToObject(item, type.GetGenericArguments()[0]) });
            }

            return collection;
        }

        var model = Activator.CreateInstance(type)!;
        foreach (var member in json.EnumerateObject())
        {
            var property = type.GetProperty(member.Name) ?? throw new InvalidOperationException($"{type.Name} has no member {member.Name}.");
            property.SetValue(model, ToObject(member.Value, property.PropertyType));
        }

        return model;
    }

    private static long Ticks(JsonElement json) => long.Parse(json.GetProperty("ticks").GetString()!, CultureInfo.InvariantCulture);

    private static float ParseSingle(string text) => text switch
    {
        "NaN" => float.NaN,
        "-0" => -0f,
        _ => float.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture),
    };

    private static double ParseDouble(string text) => text switch
    {
        "NaN" => double.NaN,
        "-0" => -0d,
        _ => double.Parse(text, NumberStyles.Float, CultureInfo.InvariantCulture),
    };
}
