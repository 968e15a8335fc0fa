using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using FastBson.Fuzz.Inputs;
using FastBson.Fuzz.Judging;
using FastBson.Fuzz.Running;
using Xunit;

namespace FastBson.Fuzz.Tests;

/// <summary>
/// The short fuzz pass CI runs: a fixed seed, 50,000 inputs, every one of which must end as the driver's read does (the
/// same object, or an exception of its type), within the allocation bound and the time limit. The long runs are the
/// tool's (README, "Fuzzing").
/// </summary>
public class FuzzPassTests
{
    private const int Seed = 1;
    private const int Inputs = 50_000;

    // The limit is there to catch hangs, not to time the machine. dotnet test runs the test assemblies side by side, and
    // beside the compatibility tests two inputs that take well under a second alone took 17 and 22 s of wall time.
    private static readonly TimeSpan InputTime = TimeSpan.FromSeconds(60);

    [Fact]
    public void Fixed_seed_pass_of_50000_inputs_agrees_with_the_driver()
    {
        var source = new InputSource(Seed, FuzzTargets.All());
        var failures = new System.Collections.Concurrent.ConcurrentQueue<string>();
        var counts = new Counts[2];

        // Two halves on two threads, with stacks for the driver's recursion into the deepest inputs.
        var threads = Enumerable.Range(0, counts.Length).Select(half => new Thread(
            () =>
            {
                var runner = new FuzzRunner(source, failures: null, InputTime);
                runner.Failed += (input, verdict) => failures.Enqueue($"input {input.Index} ({input.Target.Name}; {input.Label}): {verdict.Outcome}: {verdict.Detail}");
                var warmUp = runner.WarmUp();
                Assert.Equal(0, warmUp.Failures);
                counts[half] = runner.Run(half * (Inputs / 2), Inputs / 2);
            },
            Fuzzing.StackSize)).ToList();
        threads.ForEach(thread => thread.Start());
        threads.ForEach(thread => thread.Join());

        var total = new Counts();
        Array.ForEach(counts, total.Add);
        Assert.True(failures.IsEmpty, $"{total}{Environment.NewLine}{string.Join(Environment.NewLine, failures.Take(20))}");
        Assert.Equal(Inputs, total.Total);

        // The pass reaches what it is for: objects read, errors raised, and documents too deep refused.
        Assert.True(total[Outcome.SameObject] > Inputs / 20, total.ToString());
        Assert.True(total[Outcome.SameException] > Inputs / 2, total.ToString());
        Assert.True(total[Outcome.RefusedTooDeep] > 0, total.ToString());
    }
}
