using System;
using System.Threading;

namespace FastBson.Runtime;

/// <summary>
/// One answer per type, worked out the first time the type is asked about and kept: for questions whose answer never
/// changes in the process (what the driver's registry or a class map's convention gives a type). Readers take no lock;
/// the table is replaced whole when an answer is added, so a few types make a short array to scan.
/// </summary>
internal sealed class TypeAnswers<TAnswer>
{
    private readonly Func<Type?, TAnswer> _work;
    private (Type? Type, TAnswer Answer)[] _known = Array.Empty<(Type?, TAnswer)>();

    /// <param name="work">Works out a type's answer; two threads may both work out one, and the first kept wins.</param>
    public TypeAnswers(Func<Type?, TAnswer> work) => _work = work;

    /// <summary>The answer for <paramref name="type"/>.</summary>
    public TAnswer For(Type? type) =>
        TryFind(Volatile.Read(ref _known), type, out var answer) ? answer : Add(type, _work(type));

    private TAnswer Add(Type? type, TAnswer answer)
    {
        while (true)
        {
            var known = Volatile.Read(ref _known);
            if (TryFind(known, type, out var kept))
            {
                return kept;
            }

            var grown = new (Type?, TAnswer)[known.Length + 1];
            known.CopyTo(grown, 0);
            grown[known.Length] = (type, answer);
            if (Interlocked.CompareExchange(ref _known, grown, known) == known)
            {
                return answer;
            }
        }
    }

    private static bool TryFind((Type? Type, TAnswer Answer)[] known, Type? type, out TAnswer answer)
    {
        foreach (var (knownType, knownAnswer) in known)
        {
            if (knownType == type)
            {
                answer = knownAnswer;
                return true;
            }
        }

        answer = default!;
        return false;
    }
}
