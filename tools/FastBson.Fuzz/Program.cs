using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading;
using FastBson.Fuzz;
using FastBson.Fuzz.Judging;
using FastBson.Fuzz.Running;

[assembly: InternalsVisibleTo("FastBson.Fuzz.Tests")]

FuzzOptions options;
try
{
    options = FuzzOptions.Parse(args);
}
catch (Exception ex) when (ex is ArgumentException or FormatException or OverflowException)
{
    Console.Error.WriteLine(ex.Message);
    Console.Error.WriteLine(FuzzOptions.Usage);
    return 2;
}

// Judged on a thread with a large stack: the driver, which has no depth limit, reads the deepest inputs recursively.
var exitCode = 0;
var judge = new Thread(() => exitCode = Fuzzing.Run(options, Console.Out), Fuzzing.StackSize);
judge.Start();
judge.Join();
return exitCode;

namespace FastBson.Fuzz
{
    /// <summary>The fuzzer's modes: replay saved inputs, be a worker, run in process, or supervise workers.</summary>
    internal static class Fuzzing
    {
        /// <summary>Enough for the driver to read the deepest input the mutations make (5,000 levels and more).</summary>
        public const int StackSize = 512 << 20;

        public static int Run(FuzzOptions options, TextWriter log)
        {
            var failures = new FailureStore(options.FailureDirectory, options.Seed);
            if (options.Replay.Count > 0)
            {
                return Replay(options, log);
            }

            var source = new Inputs.InputSource(options.Seed, FuzzTargets.All());
            if (options.WorkerProgress is not null)
            {
                using var progress = Progress.Open(options.WorkerProgress);
                var worker = new FuzzRunner(source, failures, options.InputTime);
                worker.Failed += (input, verdict) => log.WriteLine($"input {input.Index} ({input.Target.Name}; {input.Label}): {verdict.Outcome}: {verdict.Detail}");
                if (worker.WarmUp().Failures > 0)
                {
                    return 3;
                }

                worker.Run(options.Start, options.Inputs, progress);
                return 0;
            }

            log.WriteLine($"FastBson fuzz: seed {options.Seed}, inputs {options.Start:N0} to {options.Start + options.Inputs - 1:N0}, {source.Targets.Count} models, MongoDB.Bson {typeof(MongoDB.Bson.BsonDocument).Assembly.GetName().Version}, max read depth {FastBsonSerializers.MaxReadDepth}");
            source.Skipped.ForEach(skipped => log.WriteLine("  left out: " + skipped));
            var clock = Stopwatch.StartNew();
            Counts counts;
            if (options.InProcess)
            {
                var runner = new FuzzRunner(source, failures, options.InputTime);
                runner.Failed += (input, verdict) => log.WriteLine($"input {input.Index} ({input.Target.Name}; {input.Label}): {verdict.Outcome}: {verdict.Detail}");
                var warmUp = runner.WarmUp();
                if (warmUp.Failures > 0)
                {
                    log.WriteLine($"Unmutated documents already differ: {warmUp}");
                    return 1;
                }

                counts = runner.Run(options.Start, options.Inputs);
            }
            else
            {
                counts = new Supervisor(options, source, failures).Run(log);
            }

            log.WriteLine($"{counts.Total:N0} inputs in {clock.Elapsed:hh\\:mm\\:ss} ({counts.Total / Math.Max(1e-3, clock.Elapsed.TotalSeconds):N0}/s): {counts}");
            if (counts.Failures > 0)
            {
                log.WriteLine($"{counts.Failures:N0} failing inputs saved in {Path.GetFullPath(options.FailureDirectory)}");
            }

            return counts.Failures == 0 ? 0 : 1;
        }

        private static int Replay(FuzzOptions options, TextWriter log)
        {
            var targets = FuzzTargets.All();
            var failed = 0;
            foreach (var file in options.Replay)
            {
                var model = Path.GetFileName(file).Split('.')[0];
                var target = targets.SingleOrDefault(t => t.Name == model) ?? throw new ArgumentException($"{file}: no model named {model}.");
                var verdict = target.Judge(File.ReadAllBytes(file));
                failed += verdict.Failed ? 1 : 0;
                log.WriteLine($"{file}: {verdict.Outcome} {verdict.Detail}");
            }

            return failed == 0 ? 0 : 1;
        }
    }
}
