using System.Collections.Generic;
using Microsoft.Extensions.ObjectPool;

namespace FastBson.Runtime;

/// <summary>
/// Pooled <see cref="List{T}"/> accumulators for arrays read through an <c>IBsonReader</c>, where the item
/// count is not known up front: items go into a pooled list and are copied once into a result of exact
/// size, so no result is grown (and copied) repeatedly.
/// </summary>
internal static class ListPool<T>
{
    // Lists that grew past this are dropped instead of kept alive by the pool.
    private const int MaxRetainedCapacity = 64 * 1024;

    private static readonly ObjectPool<List<T>> Pool =
        new DefaultObjectPool<List<T>>(new Policy(), System.Environment.ProcessorCount * 4);

    /// <summary>Takes an empty list from the pool.</summary>
    public static List<T> Rent() => Pool.Get();

    /// <summary>Gives a list back; it is cleared first.</summary>
    public static void Return(List<T> list) => Pool.Return(list);

    /// <summary>Copies the accumulated items into a new list of exact capacity.</summary>
    public static List<T> ToList(List<T> accumulator)
    {
        var result = new List<T>(accumulator.Count);
        result.AddRange(accumulator);
        return result;
    }

    private sealed class Policy : PooledObjectPolicy<List<T>>
    {
        public override List<T> Create() => new(16);

        public override bool Return(List<T> obj)
        {
            if (obj.Capacity > MaxRetainedCapacity)
            {
                return false;
            }

            obj.Clear();
            return true;
        }
    }
}
