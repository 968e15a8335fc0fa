using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Fuzz.Judging;

namespace FastBson.Fuzz.Inputs;

/// <summary>One fuzz input: the model it is read as, its bytes, and how it was made.</summary>
internal sealed record FuzzInput(long Index, FuzzTarget Target, byte[] Bytes, string Label);

/// <summary>
/// The inputs of a run. Input <c>i</c> of seed <c>s</c> depends on nothing else, so any input can be made again alone:
/// the supervisor saves the one a worker died on, and <c>--start i --inputs 1</c> replays it.
/// </summary>
internal sealed class InputSource
{
    private const int SeedsPerModel = 6;

    private readonly int _seed;
    private readonly byte[][][] _pools;
    private readonly byte[][] _everyDocument;

    public InputSource(int seed, IReadOnlyList<FuzzTarget> targets)
    {
        _seed = seed;
        var usable = new List<FuzzTarget>();
        var pools = new List<byte[][]>();
        foreach (var target in targets)
        {
            try
            {
                pools.Add(target.Seeds(SeedsPerModel, seed));
                usable.Add(target);
            }
            catch (Exception ex)
            {
                // A model the driver cannot write random instances of (one made to fail writes) has no documents to start from.
                Skipped.Add($"{target.Name}: {ex.GetType().Name}: {ex.Message}");
            }
        }

        Targets = usable;
        _pools = pools.ToArray();
        _everyDocument = _pools.SelectMany(pool => pool).ToArray();
    }

    /// <summary>The models inputs are made for.</summary>
    public IReadOnlyList<FuzzTarget> Targets { get; }

    /// <summary>Models left out, and why.</summary>
    public List<string> Skipped { get; } = new();

    /// <summary>The unmutated documents of a model.</summary>
    public IReadOnlyList<byte[]> SeedsOf(FuzzTarget target) => _pools[IndexOf(target)];

    /// <summary>Input <paramref name="index"/>: a model's valid document with one mutation, or a few stacked.</summary>
    public FuzzInput Create(long index)
    {
        var random = new Random(Mix(_seed, index));
        var model = random.Next(Targets.Count);
        var bytes = _pools[model][random.Next(_pools[model].Length)];
        var labels = new List<string>();
        var stacked = random.Next(4) == 0 ? random.Next(2, 4) : 1;
        for (var attempts = 0; labels.Count < stacked && attempts < 20; attempts++)
        {
            var (name, apply) = Mutations.All[random.Next(Mutations.All.Count)];
            if (apply(random, bytes, _everyDocument) is var (mutated, label))
            {
                bytes = mutated;
                labels.Add($"{name}: {label}");
            }
        }

        return new FuzzInput(index, Targets[model], bytes, string.Join("; ", labels));
    }

    private int IndexOf(FuzzTarget target)
    {
        for (var i = 0; i < Targets.Count; i++)
        {
            if (ReferenceEquals(Targets[i], target))
            {
                return i;
            }
        }

        throw new ArgumentException($"{target.Name} is not a target of this source.", nameof(target));
    }

    /// <summary>SplitMix64 of the seed and the index: neighbouring inputs get unrelated random sequences.</summary>
    private static int Mix(int seed, long index)
    {
        unchecked
        {
            var z = ((ulong)(uint)seed << 40) ^ (ulong)index;
            z += 0x9E3779B97F4A7C15;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
            return (int)(z ^ (z >> 31));
        }
    }
}
