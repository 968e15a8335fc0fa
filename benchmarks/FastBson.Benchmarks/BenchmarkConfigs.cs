using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace FastBson.Benchmarks;

/// <summary>The two ways this project runs: a quick in-process comparison and the full BenchmarkDotNet run.</summary>
internal static class BenchmarkConfigs
{
    /// <summary>
    /// Every deserialize workload in a few minutes on a 2-core machine (the two 20,000-market batches take most of
    /// it). In-process (InProcessEmitToolchain): no generated project to restore and build (about 30 s here before the
    /// first measurement) and no child processes of BenchmarkDotNet's (quick mode starts one process per workload itself,
    /// see <see cref="QuickMode"/>). Few, short iterations, no unrolling and a minimum of
    /// one call per iteration: the batch takes hundreds of ms per call, and the defaults (unroll 16, at least 4
    /// calls) would make each of its iterations take seconds. Six warm-up iterations: with dynamic PGO, code reaches its
    /// optimized tier after two rounds of thirty calls, each followed by a pause of 100 ms that new code keeps
    /// extending, so a workload's first cases, measured after two, still ran instrumented code (the every-BSON-type
    /// document read in 0.76 of the driver's time on a contiguous buffer and 0.34 on the
    /// multi-chunk one after it, on .NET 10). Good for ratios and allocations, not for publishing absolute times.
    /// </summary>
    public static IConfig Quick() =>
        WithCommonSettings(ManualConfig.CreateMinimumViable())
            .AddJob(Job.Default
                .WithToolchain(InProcessEmitToolchain.Instance)
                .WithLaunchCount(1)
                .WithWarmupCount(6)
                .WithIterationCount(5)
                .WithIterationTime(TimeInterval.FromMilliseconds(100))
                .WithUnrollFactor(1)
                .WithMinInvokeCount(1)

                // A call costs a few ns, the lightest benchmark here microseconds: not worth the overhead iterations.
                .WithEvaluateOverhead(false)
                .WithId("Quick"))
            .HideColumns(Column.Error, Column.RatioSD, Column.Gen0, Column.Gen1, Column.Gen2, Column.Job, Column.Categories);

    /// <summary>
    /// BenchmarkDotNet's defaults (out-of-process, one process per benchmark, full statistics) with this project's
    /// grouping, so command-line arguments (--filter, --job, --inProcess, ...) still apply on top.
    /// </summary>
    public static IConfig Full() => WithCommonSettings(DefaultConfig.Instance);

    private static ManualConfig WithCommonSettings(IConfig config) =>
        ManualConfig.Create(config)
            .AddDiagnoser(MemoryDiagnoser.Default)

            // Baselines are per workload (category) and per buffer layout (params), even in a joined table.
            .AddLogicalGroupRules(BenchmarkLogicalGroupRule.ByCategory, BenchmarkLogicalGroupRule.ByParams)
            .WithOptions(ConfigOptions.JoinSummary)

            // The batches run one call per iteration (see DeserializeWorkloads.cs): not a column of its own in the joined table.
            .HideColumns("InvocationCount");
}
