using System;
using System.Diagnostics;
using System.Linq;
using BenchmarkDotNet.Running;

namespace FastBson.Benchmarks;

/// <summary>
/// Entry point. <c>quick</c>: every deserialize benchmark with a short in-process job, one ratio table (<c>quick Cursor</c>:
/// only the workloads whose class name holds one of the words that follow).
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
            var clock = Stopwatch.StartNew();
            var workloads = new[]
            {
                typeof(DeserializeMarketsBatch), typeof(DeserializeRichMarketsBatch), typeof(DeserializeMarketsCursor), typeof(DeserializeMarket), typeof(DeserializeWideDocument),
                typeof(DeserializeTree), typeof(DeserializeOrder), typeof(DeserializeAllBsonTypes), typeof(DeserializePayment), typeof(DeserializeTradeRecords),
                typeof(DeserializeFrozenTradeRecords), typeof(DeserializePolymorphicPortfolio),
            };

            // "quick Cursor Tree": only the workloads whose class name holds one of the words.
            var only = args.Skip(1).ToArray();
            var chosen = workloads.Where(type => only.Length == 0 || only.Any(word => type.Name.Contains(word, StringComparison.OrdinalIgnoreCase))).ToArray();
            var summary = BenchmarkRunner.Run(chosen, BenchmarkConfigs.Quick());
            Console.WriteLine($"Quick mode on {System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription} finished in {clock.Elapsed.TotalSeconds:F0} s.");
            return summary.Any(s => s.HasCriticalValidationErrors || s.Reports.Any(r => !r.Success)) ? 1 : 0;
        }

        var rest = string.Equals(mode, "full", StringComparison.OrdinalIgnoreCase) ? args.Skip(1).ToArray() : args;
        var summaries = BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(rest, BenchmarkConfigs.Full());
        return summaries.Any(s => s.HasCriticalValidationErrors || s.Reports.Any(r => !r.Success)) ? 1 : 0;
    }
}
