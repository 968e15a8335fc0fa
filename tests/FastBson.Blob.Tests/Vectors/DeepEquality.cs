using System;
using System.Collections;
using System.Linq;
using System.Runtime.CompilerServices;
using Xunit.Sdk;

namespace FastBson.Blob.Tests.Vectors;

/// <summary>
/// Compares two model objects member by member, the way the vectors were checked: float and double by bits,
/// decimal by GetBits (scale included), DateTime by its raw 64-bit value (kind bits included), DateTimeOffset by
/// ticks, UTC ticks and offset, and collections (sets and dictionaries too) in order.
/// </summary>
public static class DeepEquality
{
    public static void AssertEqual(object? expected, object? actual, string path = "value")
    {
        if (expected is null || actual is null)
        {
            Check(expected is null && actual is null, path, expected, actual);
            return;
        }

        Check(expected.GetType() == actual.GetType(), path, expected.GetType(), actual.GetType());
        switch (expected)
        {
            case float f:
                Check(BitConverter.SingleToInt32Bits(f) == BitConverter.SingleToInt32Bits((float)actual), path, f, actual);
                return;
            case double d:
                Check(BitConverter.DoubleToInt64Bits(d) == BitConverter.DoubleToInt64Bits((double)actual), path, d, actual);
                return;
            case decimal m:
                Check(decimal.GetBits(m).SequenceEqual(decimal.GetBits((decimal)actual)), path, m, actual);
                return;
            case DateTime t:
                var other = (DateTime)actual;
                Check(Unsafe.As<DateTime, ulong>(ref t) == Unsafe.As<DateTime, ulong>(ref other), path, t.Ticks + " " + t.Kind, other.Ticks + " " + other.Kind);
                return;
            case DateTimeOffset o:
                var offset = (DateTimeOffset)actual;
                Check(o.Ticks == offset.Ticks && o.UtcTicks == offset.UtcTicks && o.Offset == offset.Offset, path, o, offset);
                return;
            case string s:
                Check(string.Equals(s, (string)actual, StringComparison.Ordinal), path, s, actual);
                return;
            case IEnumerable items:
                AssertSequence(items, (IEnumerable)actual, path);
                return;
        }

        if (expected.GetType().Namespace == typeof(Models.Leaf).Namespace && !expected.GetType().IsEnum)
        {
            foreach (var property in expected.GetType().GetProperties())
            {
                AssertEqual(property.GetValue(expected), property.GetValue(actual), path + "." + property.Name);
            }

            return;
        }

        Check(expected.Equals(actual), path, expected, actual);
    }

    private static void AssertSequence(IEnumerable expected, IEnumerable actual, string path)
    {
        var expectedItems = expected.Cast<object?>().ToList();
        var actualItems = actual.Cast<object?>().ToList();
        Check(expectedItems.Count == actualItems.Count, path + ".Count", expectedItems.Count, actualItems.Count);
        for (var i = 0; i < expectedItems.Count; i++)
        {
            AssertEqual(expectedItems[i], actualItems[i], $"{path}[{i}]");
        }
    }

    private static void Check(bool equal, string path, object? expected, object? actual)
    {
        if (!equal)
        {
            throw new XunitException($"{path}: expected {expected ?? "null"}, got {actual ?? "null"}");
        }
    }
}
