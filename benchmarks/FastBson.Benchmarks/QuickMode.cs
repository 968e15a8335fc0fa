using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace FastBson.Benchmarks;

/// <summary>
/// Quick mode: every deserialize workload (or those chosen by words of their class names), each measured in a fresh
/// process of this program, then one table of them all.
/// </summary>
/// <remarks>
/// A process of its own per workload, as BenchmarkDotNet's default out-of-process runs give each benchmark: in one
/// process, a workload's numbers can depend on the workloads before it, as the garbage collector's budgets and the
/// dynamic PGO profiles of shared code are the process's. On .NET 10, FastBson read the cursor in 59 ms after the
/// custom-serializer and every-BSON-type documents, and in 33-49 ms alone; in a run of every workload in one process
/// (at acbf354), the custom-serializer document read in 1.67 of the driver's time and the every-BSON-type one in 0.66,
/// and in 0.82 and 0.38 alone.
/// </remarks>
internal static class QuickMode
{
    /// <summary>The argument that makes a process measure one workload (its class name) and write its rows to a file.</summary>
    public const string WorkloadMode = "quick-workload";

    private static readonly Type[] Workloads =
    {
        typeof(DeserializeMarketsBatch), typeof(DeserializeRichMarketsBatch), typeof(DeserializeMarketsCursor), typeof(DeserializeMarket), typeof(DeserializeWideDocument),
        typeof(DeserializeTree), typeof(DeserializeOrder), typeof(DeserializeAllBsonTypes), typeof(DeserializePayment), typeof(DeserializeTradeRecords),
        typeof(DeserializeFrozenTradeRecords), typeof(DeserializePolymorphicPortfolio), typeof(DeserializeInterfacePortfolio), typeof(DeserializeEventLog), typeof(DeserializeEventLogNested), typeof(SerializeMarket), typeof(SerializeMarketsBatch),
        typeof(SerializeRichMarketsBatch), typeof(SerializeAllBsonTypes), typeof(SerializePolymorphicPortfolio), typeof(SerializeInterfacePortfolio),
        typeof(SerializeEventLog), typeof(SerializeEventLogNested),
    };

    /// <summary>
    /// Whether <paramref name="word"/> chooses <paramref name="workload"/>: the workload's whole class name does, and
    /// otherwise any part of it, ignoring case. Without the first rule, <c>SerializeAllBsonTypes</c> would choose
    /// <c>DeserializeAllBsonTypes</c> too.
    /// </summary>
    private static bool Chooses(string word, Type workload) =>
        Workloads.Any(type => string.Equals(type.Name, word, StringComparison.OrdinalIgnoreCase))
            ? string.Equals(workload.Name, word, StringComparison.OrdinalIgnoreCase)
            : workload.Name.Contains(word, StringComparison.OrdinalIgnoreCase);

    /// <summary>The joined table's columns, as BenchmarkDotNet names them; a workload without one shows a dash.</summary>
    private static readonly string[] Columns = { "Method", "Buffer", "Mean", "StdDev", "Ratio", "Allocated", "Alloc Ratio" };

    /// <summary>
    /// Measures each workload whose class name holds one of <paramref name="words"/> (all of them for none) in a process
    /// of its own, in turn, and prints their rows in one table. A word that is a whole class name chooses that workload
    /// alone. Returns the exit code: 1 when a workload failed.
    /// </summary>
    public static int Run(IReadOnlyList<string> words)
    {
        var clock = Stopwatch.StartNew();
        var chosen = Workloads.Where(type => words.Count == 0 || words.Any(word => Chooses(word, type))).ToArray();
        if (chosen.Length == 0)
        {
            Console.WriteLine($"No workload's class name holds {string.Join(" or ", words)}: {string.Join(", ", Workloads.Select(type => type.Name))}.");
            return 1;
        }

        var rows = new List<string[]>();
        var failed = new List<string>();
        foreach (var workload in chosen)
        {
            var results = Path.GetTempFileName();
            try
            {
                if (RunChild(workload.Name, results) != 0 || new FileInfo(results).Length == 0)
                {
                    failed.Add(workload.Name);
                    continue;
                }

                rows.AddRange(File.ReadAllLines(results).Select(line => line.Split('\t')));
            }
            finally
            {
                File.Delete(results);
            }
        }

        Console.WriteLine();
        Console.WriteLine($"Quick mode on {RuntimeInformation.FrameworkDescription}, each workload in a process of its own (Ratio and Alloc Ratio: to the driver's class map in the same process):");
        Console.WriteLine();
        Console.WriteLine($"| Workload | {string.Join(" | ", Columns)} |");
        Console.WriteLine($"|---|{string.Concat(Columns.Select(_ => "---|"))}");
        foreach (var row in rows)
        {
            Console.WriteLine($"| {string.Join(" | ", row)} |");
        }

        Console.WriteLine();
        Console.WriteLine($"Quick mode on {RuntimeInformation.FrameworkDescription} finished in {clock.Elapsed.TotalSeconds:F0} s.");
        if (failed.Count > 0)
        {
            Console.WriteLine($"Failed: {string.Join(", ", failed)}.");
            return 1;
        }

        return 0;
    }

    /// <summary>
    /// In the process <see cref="Run"/> started: measures the workload of that class name in process (quick job) and
    /// writes its rows (the workload, then <see cref="Columns"/>) to <paramref name="resultsPath"/>, tab-separated.
    /// </summary>
    public static int RunWorkload(string name, string resultsPath)
    {
        var workload = Workloads.Single(type => type.Name == name);
        var summary = BenchmarkRunner.Run(workload, BenchmarkConfigs.Quick());
        if (summary.HasCriticalValidationErrors || summary.Reports.Length == 0 || summary.Reports.Any(report => !report.Success))
        {
            return 1;
        }

        File.WriteAllLines(resultsPath, Rows(summary.Table).Select(row => string.Join('\t', row.Prepend(workload.Name))));
        return 0;
    }

    /// <summary>The table's rows in the order of <see cref="Columns"/>, a dash for a column the table has not.</summary>
    private static IEnumerable<string[]> Rows(SummaryTable table)
    {
        var indexes = Columns.Select(header => Array.FindIndex(table.Columns, column => column.Header == header)).ToArray();
        return table.FullContent.Select(row => indexes.Select(index => index < 0 ? "-" : row[index].Trim()).ToArray());
    }

    /// <summary>Starts this program again, as it was started (an app host, or <c>dotnet</c> and the assembly), for one workload.</summary>
    private static int RunChild(string workload, string resultsPath)
    {
        var host = Environment.ProcessPath ?? throw new InvalidOperationException("The path of this process's executable is unknown.");
        var start = new ProcessStartInfo(host) { UseShellExecute = false };
        if (string.Equals(Path.GetFileNameWithoutExtension(host), "dotnet", StringComparison.OrdinalIgnoreCase))
        {
            start.ArgumentList.Add(typeof(QuickMode).Assembly.Location);
        }

        start.ArgumentList.Add(WorkloadMode);
        start.ArgumentList.Add(workload);
        start.ArgumentList.Add(resultsPath);
        using var child = Process.Start(start) ?? throw new InvalidOperationException($"Could not start a process for {workload}.");
        child.WaitForExit();
        return child.ExitCode;
    }
}
