using System;
using System.Diagnostics;
using FastBson.Fuzz.Inputs;
using FastBson.Fuzz.Judging;

namespace FastBson.Fuzz.Running;

/// <summary>Makes and judges a range of inputs on the calling thread.</summary>
internal sealed class FuzzRunner
{
    private readonly InputSource _source;
    private readonly FailureStore? _failures;
    private readonly TimeSpan _inputTime;

    public FuzzRunner(InputSource source, FailureStore? failures, TimeSpan inputTime)
    {
        _source = source;
        _failures = failures;
        _inputTime = inputTime;
    }

    /// <summary>Called with each failing input and its verdict.</summary>
    public event Action<FuzzInput, Verdict>? Failed;

    /// <summary>
    /// Reads each model's unmutated documents first, so one-time costs (JIT, static state, the driver's class maps) are
    /// not charged to the first inputs' allocation bounds. They must all read as the driver reads them.
    /// </summary>
    public Counts WarmUp()
    {
        var counts = new Counts();
        foreach (var target in _source.Targets)
        {
            foreach (var seed in _source.SeedsOf(target))
            {
                for (var pass = 0; pass < 2; pass++)
                {
                    var verdict = target.Judge(seed);
                    if (pass == 1)
                    {
                        Record(new FuzzInput(-1, target, seed, "unmutated"), verdict, counts, progress: null);
                    }
                }
            }
        }

        return counts;
    }

    /// <summary>Judges inputs <paramref name="start"/> to <paramref name="start"/> + <paramref name="count"/> - 1.</summary>
    public Counts Run(long start, long count, Progress? progress = null)
    {
        var counts = new Counts();
        for (var index = start; index < start + count; index++)
        {
            progress?.Start(index);
            var input = _source.Create(index);
            var clock = Stopwatch.StartNew();
            var verdict = input.Target.Judge(input.Bytes);
            if (clock.Elapsed > _inputTime && !verdict.Failed && clock.Elapsed > Limits.InputTime(input.Bytes, _inputTime))
            {
                verdict = new Verdict(Outcome.Slow, $"took {clock.Elapsed.TotalSeconds:F1} s, limit {Limits.InputTime(input.Bytes, _inputTime).TotalSeconds:F1} s");
            }

            Record(input, verdict, counts, progress);
        }

        return counts;
    }

    private void Record(FuzzInput input, Verdict verdict, Counts counts, Progress? progress)
    {
        counts.Add(verdict.Outcome);
        progress?.Count(verdict.Outcome);
        if (verdict.Failed)
        {
            _failures?.Save(input, verdict);
            Failed?.Invoke(input, verdict);
        }
    }
}
