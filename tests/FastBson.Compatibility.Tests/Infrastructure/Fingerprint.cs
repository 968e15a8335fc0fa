using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;
using System.Runtime.InteropServices;
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

    // Set while a fingerprint is made, when a Hashtable in it is ordered by its keys' identities (see Entries).
    [ThreadStatic]
    private static bool t_orderedByIdentity;

    public static string Of(object? value) => Of(value, out _);

    /// <summary>
    /// The fingerprint, and whether the value holds a Hashtable ordered by its keys' identities: the order it writes its
    /// entries in is then chance, in the driver's reads too, so only the fingerprint (which sorts them) compares it.
    /// </summary>
    public static string Of(object? value, out bool orderedByIdentity)
    {
        t_orderedByIdentity = false;
        var text = new StringBuilder();
        Append(text, value, 0);
        orderedByIdentity = t_orderedByIdentity;
        return text.ToString();
    }

    // Where BitArray keeps its bits, with those past its Length clear: a byte[] since .NET 10, an int[] before it.
    private static readonly FieldInfo? BitArrayStore =
        typeof(BitArray).GetField("_array", BindingFlags.Instance | BindingFlags.NonPublic) ?? typeof(BitArray).GetField("m_array", BindingFlags.Instance | BindingFlags.NonPublic);

    /// <summary>
    /// The bytes of a BitArray's bits, read in place where the runtime keeps them: a copy of one a hostile Length made
    /// (256 MB) costs about two seconds of page faults, several times an input.
    /// </summary>
    private static ReadOnlySpan<byte> BitsOf(BitArray bits)
    {
        var count = (int)(((long)bits.Length + 7) / 8);
        var stored = BitArrayStore?.GetValue(bits) switch
        {
            byte[] bytes => bytes.AsSpan(),
            int[] words => MemoryMarshal.AsBytes(words.AsSpan()),
            _ => default,
        };
        if (stored.Length >= count)
        {
            return stored[..count];
        }

        var copy = new byte[count];
        bits.CopyTo(copy, 0);
        return copy;
    }

    /// <summary>
    /// A 64-bit digest of <paramref name="bytes"/>, at memory speed (SHA-256 took a second for 256 MB, several times an
    /// input): multiply-rotate rounds over 8-byte words, as XXH64's, and the length. Two bit patterns a test compares
    /// differ in it beyond any chance that matters.
    /// </summary>
    private static ulong Digest(ReadOnlySpan<byte> bytes)
    {
        const ulong Prime1 = 11400714785074694791UL;
        const ulong Prime2 = 14029467366897019727UL;
        var hash = Prime1 ^ (ulong)bytes.Length;
        var words = MemoryMarshal.Cast<byte, ulong>(bytes);
        foreach (var word in words)
        {
            hash = (System.Numerics.BitOperations.RotateLeft(hash ^ (word * Prime2), 31) * Prime1) + Prime2;
        }

        foreach (var b in bytes.Slice(words.Length * sizeof(ulong)))
        {
            hash = System.Numerics.BitOperations.RotateLeft(hash ^ (b * Prime1), 11) * Prime2;
        }

        return hash;
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
            case CultureInfo culture:
                // Its fields reach shared, lazily filled culture data; what tells two cultures apart is this.
                text.Append(culture.GetType().Name).Append(':').Append(culture.Name).Append(culture.UseUserOverride ? ":user" : ":fixed").Append(culture.IsReadOnly ? ":ro" : string.Empty);
                return;
            case System.Text.RegularExpressions.Regex regex:
                // Its fields hold the compiled program; what the driver writes and reads of it is the pattern and the options.
                text.Append(regex.GetType().Name).Append(':').Append(regex.ToString()).Append(':').Append(regex.Options).Append(':').Append(regex.MatchTimeout.Ticks);
                return;
            case BitArray bits:
                // Its length and a digest of its bits: one entry per bit would be gigabytes of text for a hostile Length.
                text.Append("BitArray(").Append(bits.Length.ToString(CultureInfo.InvariantCulture)).Append(':')
                    .Append(Digest(BitsOf(bits)).ToString("x16", CultureInfo.InvariantCulture)).Append(')');
                return;
            case BsonValue bson:
                AppendBsonValue(text, bson, depth);
                return;
            case IDictionary dictionary:
                text.Append(value.GetType().Name).Append('{');
                foreach (var entry in Entries(dictionary, depth))
                {
                    text.Append(entry).Append(',');
                }

                text.Append('}');
                return;
            case IEnumerable when IsDefaultImmutableArray(value):
                // A default ImmutableArray<T> (a document without the element leaves one) refuses to be enumerated.
                text.Append(value.GetType().Name).Append("(default)");
                return;
            case IEnumerable items:
                text.Append(value.GetType().Name);
                if (value is Array { Rank: > 1 } array)
                {
                    // Its lengths, which its items (enumerated row by row) do not tell.
                    text.Append('<');
                    for (var dimension = 0; dimension < array.Rank; dimension++)
                    {
                        text.Append(array.GetLength(dimension).ToString(CultureInfo.InvariantCulture)).Append(',');
                    }

                    text.Append('>');
                }

                text.Append('[');
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

    /// <summary>
    /// A dictionary's entries as text, in its order: a generic dictionary's is the order its entries were added in, and
    /// a Hashtable's follows the keys' hash codes and its capacity. Where a key of a Hashtable has no hash code of its own
    /// (a document read as an ExpandoObject hashes by identity), no two reads order it alike, in the driver either: the
    /// entries are then in the order of their text.
    /// </summary>
    private static IEnumerable<string> Entries(IDictionary dictionary, int depth)
    {
        var entries = new List<string>();
        var byIdentity = false;
        foreach (DictionaryEntry entry in dictionary)
        {
            var text = new StringBuilder();
            Append(text, entry.Key, depth + 1);
            text.Append('=');
            Append(text, entry.Value, depth + 1);
            entries.Add(text.ToString());
            byIdentity |= dictionary is Hashtable && entry.Key.GetType().GetMethod(nameof(GetHashCode), Type.EmptyTypes)!.DeclaringType == typeof(object);
        }

        if (byIdentity)
        {
            entries.Sort(StringComparer.Ordinal);
            t_orderedByIdentity = true;
        }

        return entries;
    }

    /// <summary>
    /// A BsonValue by class and content, with what its text hides: a double's bits (the sign of zero), a binary's subtype
    /// (and 2.x's GuidRepresentation), a document's AllowDuplicateNames, the class of every nested value.
    /// </summary>
    private static void AppendBsonValue(StringBuilder text, BsonValue value, int depth)
    {
        if (depth > MaxDepth)
        {
            text.Append('…');
            return;
        }

        text.Append(value.GetType().Name).Append(':');
        switch (value)
        {
            case BsonDocument document when value.GetType() == typeof(BsonDocument):
                text.Append(document.AllowDuplicateNames ? "dup{" : "{");
                foreach (var element in document)
                {
                    text.Append(element.Name).Append('=');
                    AppendBsonValue(text, element.Value, depth + 1);
                    text.Append(',');
                }

                text.Append('}');
                return;
            case BsonArray array when value.GetType() == typeof(BsonArray):
                text.Append('[');
                foreach (var item in array)
                {
                    AppendBsonValue(text, item, depth + 1);
                    text.Append(',');
                }

                text.Append(']');
                return;
            case RawBsonDocument or RawBsonArray or LazyBsonDocument { Slice: not null } or LazyBsonArray { Slice: not null }:
                // Its own bytes, which is what such a value keeps (its text would be written with the writer's depth limit).
                var slice = value switch
                {
                    RawBsonDocument raw => raw.Slice,
                    RawBsonArray raw => raw.Slice,
                    LazyBsonDocument lazy => lazy.Slice,
                    _ => ((LazyBsonArray)value).Slice,
                };
                var bytes = new byte[slice.Length];
                slice.GetBytes(0, bytes, 0, bytes.Length);
                text.Append(Convert.ToHexString(bytes));
                return;
            case BsonDouble number:
                text.Append(BitConverter.DoubleToInt64Bits(number.Value).ToString("x", CultureInfo.InvariantCulture));
                return;
            case BsonBinaryData binary:
                text.Append(binary.SubType).Append(':').Append(Convert.ToHexString(binary.Bytes));
#if !MONGODB_BSON_3
#pragma warning disable CS0618 // 2.x's reader gives binary values a GuidRepresentation in V2 mode
                text.Append(':').Append(binary.GuidRepresentation);
#pragma warning restore CS0618
#endif
                return;
            case BsonJavaScriptWithScope script:
                text.Append(script.Code).Append(':');
                AppendBsonValue(text, script.Scope, depth + 1);
                return;
            default:
                text.Append(value.ToString());
                return;
        }
    }

    private static bool IsDefaultImmutableArray(object value) =>
        value.GetType() is { IsGenericType: true } type && type.GetGenericTypeDefinition() == typeof(System.Collections.Immutable.ImmutableArray<>) &&
        (bool)type.GetProperty(nameof(System.Collections.Immutable.ImmutableArray<int>.IsDefault))!.GetValue(value)!;
}
