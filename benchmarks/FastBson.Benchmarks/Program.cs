using System;
using System.Linq;
using BenchmarkDotNet.Running;

namespace FastBson.Benchmarks;

/// <summary>
/// Entry point. <c>quick</c>: every deserialize benchmark with a short in-process job, each workload in a process of its
/// own, one ratio table (<c>quick Cursor</c>: only the workloads whose class name holds one of the words that follow; see
/// <see cref="QuickMode"/>).
/// <c>full</c> (or no mode): BenchmarkSwitcher with the remaining arguments, e.g.
/// <c>-- full --filter *Deserialize*</c>.
/// Never calls <c>FastBsonSerializers.RegisterAll()</c> in this process: the baseline must be the driver's own serializers
/// (the one workload that needs them registered does so in a load context of its own, see <see cref="RegisteredSide"/>).
/// </summary>
public static class Program
{
    public static int Main(string[] args)
    {
        var mode = args.Length > 0 ? args[0] : string.Empty;
        if (string.Equals(mode, "quick", StringComparison.OrdinalIgnoreCase))
        {
            // "quick Cursor Tree": only the workloads whose class name holds one of the words.
            return QuickMode.Run(args.Skip(1).ToArray());
        }

        if (mode == QuickMode.WorkloadMode && args.Length == 3)
        {
            return QuickMode.RunWorkload(args[1], args[2]);
        }

        var rest = string.Equals(mode, "full", StringComparison.OrdinalIgnoreCase) ? args.Skip(1).ToArray() : args;
        var summaries = BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(rest, BenchmarkConfigs.Full());
        return summaries.Any(s => s.HasCriticalValidationErrors || s.Reports.Any(r => !r.Success)) ? 1 : 0;
    }
}
