using System;
using System.Collections.Generic;
using System.Reflection;

namespace FastBson.Runtime;

/// <summary>
/// Sorted sets made as the driver's EnumerableInterfaceImplementerSerializer makes them: with the constructor that takes
/// the List&lt;T&gt; read, which it calls through reflection. Items that fail to compare (documents, collections or
/// objects without a default order) make the constructor throw; the driver's call wraps that exception in a
/// TargetInvocationException, and so does <see cref="Create{T}"/>.
/// </summary>
internal static class SortedSets
{
    /// <summary>The set of <paramref name="items"/>, or the driver's exception for them.</summary>
    public static SortedSet<T> Create<T>(List<T> items)
    {
        try
        {
            return new SortedSet<T>(items);
        }
        catch (Exception exception)
        {
            throw new TargetInvocationException(exception);
        }
    }

    /// <summary>
    /// The span path's: false where the constructor throws, so the span path declines and the IBsonReader path raises the
    /// driver's exception.
    /// </summary>
    public static bool TryCreate<T>(List<T> items, out SortedSet<T> set)
    {
        try
        {
            set = new SortedSet<T>(items);
            return true;
        }
        catch (Exception)
        {
            set = null!;
            return false;
        }
    }

#if MONGODB_BSON_DATEONLY
    // Only the driver's builds for .NET 6 and later have serializers of the immutable collections (from 3.1), and .NET 6
    // and later have the collections themselves: elsewhere this would not compile.

    /// <summary>
    /// The span path's immutable sorted set of <paramref name="items"/>, added in order to a builder as the driver's
    /// ImmutableSortedSetSerializer adds them: false where its comparer fails, so the span path declines and the IBsonReader
    /// path, which fills a builder as the driver does, raises the driver's exception.
    /// </summary>
    public static bool TryCreateImmutable<T>(List<T> items, out System.Collections.Immutable.ImmutableSortedSet<T> set)
    {
        var builder = System.Collections.Immutable.ImmutableSortedSet.CreateBuilder<T>();
        try
        {
            foreach (var item in items)
            {
                builder.Add(item);
            }
        }
        catch (Exception)
        {
            set = null!;
            return false;
        }

        set = builder.ToImmutable();
        return true;
    }
#endif
}
