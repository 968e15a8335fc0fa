using System;
using System.Collections;
using System.Globalization;
using System.Reflection;
using System.Text;
using MongoDB.Bson;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// A text dump of an object graph (every instance field, private ones of base classes too), showing what re-serializing
/// would hide: DateTime kinds, decimal scales, double bit patterns, runtime collection types.
/// </summary>
public static class Fingerprint
{
    // Deeper than any document the tests read (1,000 nested nodes are 2,000 levels of objects and lists).
    private const int MaxDepth = 4096;

    public static string Of(object? value)
    {
        var text = new StringBuilder();
        Append(text, value, 0);
        return text.ToString();
    }

    private static void Append(StringBuilder text, object? value, int depth)
    {
        if (depth > MaxDepth)
        {
            text.Append('…');
            return;
        }

        switch (value)
        {
            case null:
                text.Append("null");
                return;
            case string s:
                text.Append('"').Append(s).Append('"');
                return;
            case DateTime d:
                text.Append(d.Ticks.ToString(CultureInfo.InvariantCulture)).Append(':').Append(d.Kind);
                return;
            case double d:
                text.Append("d:").Append(BitConverter.DoubleToInt64Bits(d).ToString("x", CultureInfo.InvariantCulture));
                return;
            case decimal m:
                text.Append("m:").Append(string.Join(",", decimal.GetBits(m)));
                return;
            case BsonValue bson:
                text.Append(bson.BsonType).Append(':').Append(bson.ToString());
                return;
            case IDictionary dictionary:
                text.Append(value.GetType().Name).Append('{');
                foreach (DictionaryEntry entry in dictionary)
                {
                    Append(text, entry.Key, depth + 1);
                    text.Append('=');
                    Append(text, entry.Value, depth + 1);
                    text.Append(',');
                }

                text.Append('}');
                return;
            case IEnumerable items:
                text.Append(value.GetType().Name).Append('[');
                foreach (var item in items)
                {
                    Append(text, item, depth + 1);
                    text.Append(',');
                }

                text.Append(']');
                return;
        }

        var type = value.GetType();
        if (type.IsPrimitive || type.IsEnum || value is IFormattable)
        {
            text.Append(type.Name).Append(':').Append(Convert.ToString(value, CultureInfo.InvariantCulture));
            return;
        }

        text.Append(type.Name).Append('(');

        // GetFields leaves out private fields of base classes (auto-property backing fields among them): each
        // class in the chain lists its own, named by the class where two classes use the same field name.
        for (var level = type; level is not null && level != typeof(object); level = level.BaseType)
        {
            foreach (var field in level.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
            {
                if (level != type)
                {
                    text.Append(level.Name).Append('.');
                }

                text.Append(field.Name).Append('=');
                Append(text, field.GetValue(value), depth + 1);
                text.Append(';');
            }
        }

        text.Append(')');
    }
}
