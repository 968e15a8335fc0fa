using System;
using System.Linq;
using System.Text;
using FastBson.Fuzz.Judging;

namespace FastBson.Fuzz.Running;

/// <summary>Inputs by outcome.</summary>
internal sealed class Counts
{
    private readonly long[] _byOutcome = new long[Enum.GetValues<Outcome>().Length];

    public long this[Outcome outcome] => _byOutcome[(int)outcome];

    public long Total => _byOutcome.Sum();

    public long Failures => Enum.GetValues<Outcome>().Where(o => new Verdict(o, string.Empty).Failed).Sum(o => this[o]);

    public void Add(Outcome outcome, long count = 1) => _byOutcome[(int)outcome] += count;

    public void Add(Counts other)
    {
        foreach (var outcome in Enum.GetValues<Outcome>())
        {
            Add(outcome, other[outcome]);
        }
    }

    public override string ToString()
    {
        var text = new StringBuilder();
        foreach (var outcome in Enum.GetValues<Outcome>())
        {
            text.Append(text.Length == 0 ? string.Empty : ", ").Append(outcome).Append(' ').Append(this[outcome].ToString("N0"));
        }

        return text.ToString();
    }
}
