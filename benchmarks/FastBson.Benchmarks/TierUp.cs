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
/// passed without new tier-0 code. A 20,000-market batch calls its read loop once per call, and a quick case makes 21
/// calls (6 warm-up, 15 measured), so the first case of a process was measured on unoptimized loops: on .NET 8 and 9,
/// FastBson read the contiguous batch, the first case, in 0.33 and 0.42 of the driver's time, and the multi-chunk one
/// after it in 0.26 and 0.29. The first workload of a process suffers too, as the JIT keeps postponing the counting in
/// its first second: on .NET 10 the every-BSON-type document, first of all, read in 0.66 of the driver's time
/// contiguous and 0.23 multi-chunk. Each contestant of a workload is brought up the same way, once per process (the
/// tiers are the process's).
/// </remarks>
internal static class TierUp
{
    private static readonly TimeSpan Duration = TimeSpan.FromSeconds(1);
    private static readonly HashSet<string> Done = new();

    /// <summary>Calls <paramref name="call"/> for a second, with a pause after each call for the background compiler, once per <paramref name="key"/> and process.</summary>
    public static void Run(string key, Action call)
    {
        if (!Done.Add(key))
        {
            return;
        }

        var clock = Stopwatch.StartNew();
        while (clock.Elapsed < Duration)
        {
            call();
            Thread.Sleep(1);
        }
    }
}
