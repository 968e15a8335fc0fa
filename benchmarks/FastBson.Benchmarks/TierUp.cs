using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Threading;

namespace FastBson.Benchmarks;

/// <summary>
/// Brings the code a contestant runs once per call (a batch's read loop, the floor's build loop) to its optimized tier
/// before it is measured, by calling the contestant over a small value of the same shape for a second.
/// </summary>
/// <remarks>
/// With dynamic PGO a method is optimized after two rounds of thirty calls, and calls are counted only once 100 ms have
/// passed without new tier-0 code. A 20,000-market batch calls its read loop once per call and a quick case makes 21
/// calls (6 warm-up, 15 measured), and a workload's first case runs while the JIT is still busy with the code it has
/// just met. On .NET 10, the every-BSON-type document read in 0.66 of the driver's time on its first case (contiguous)
/// and 0.23 on the multi-chunk one after it; with this tier-up, 0.40 and 0.33. The batches' contiguous cases stay
/// slower than their multi-chunk ones with it: that gap is the garbage collector's (see DeserializeWorkloads.cs). Each
/// contestant of a workload is brought up the same way, once per process (the tiers are the process's).
/// </remarks>
internal static class TierUp
{
    private static readonly TimeSpan Duration = TimeSpan.FromSeconds(1);
    private static readonly HashSet<string> Done = new();

    /// <summary>
    /// Runs <paramref name="bringUp"/> (which prepares its small values and calls <see cref="Run"/> for each contestant)
    /// once per <paramref name="workload"/> and process: BenchmarkDotNet runs a workload's set-up before each of its cases.
    /// </summary>
    public static void Once(string workload, Action bringUp)
    {
        if (Done.Add(workload))
        {
            bringUp();
        }
    }

    /// <summary>Calls <paramref name="call"/> for a second, with a pause after each call for the background compiler.</summary>
    public static void Run(Action call)
    {
        var clock = Stopwatch.StartNew();
        while (clock.Elapsed < Duration)
        {
            call();
            Thread.Sleep(1);
        }
    }
}
