using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Threading;
using FastBson.Fuzz.Inputs;
using FastBson.Fuzz.Judging;

namespace FastBson.Fuzz.Running;

/// <summary>
/// Runs the inputs in worker processes and watches them: a stack overflow or any other crash cannot be caught inside
/// the process it ends, and a hang cannot be stopped from inside it. When a worker dies, the input it was on (read from
/// its <see cref="Progress"/>) is counted as a crash, saved, and a new worker goes on from the next input; a worker that
/// stays on one input past the time limit (see <see cref="Worker"/>'s hang rule) is killed, and the input counted as a
/// hang, with the processor time it used, the machine's load and its memory.
/// </summary>
internal sealed class Supervisor
{
    // Before its first input a worker builds its documents and reads them all once.
    private static readonly TimeSpan WarmUpTime = TimeSpan.FromMinutes(5);

    // How many times the limit, in wall time, a starved worker may take on one input before it counts as hung anyway.
    private const int StarvedWallFactor = 6;

    private readonly FuzzOptions _options;
    private readonly InputSource _source;
    private readonly FailureStore _failures;
    private readonly string _scratch = Path.Combine(Path.GetTempPath(), "fastbson-fuzz-" + Environment.ProcessId);

    public Supervisor(FuzzOptions options, InputSource source, FailureStore failures)
    {
        _options = options;
        _source = source;
        _failures = failures;
    }

    /// <summary>Judges every input of the options' range; writes a status line every few seconds.</summary>
    public Counts Run(TextWriter log)
    {
        Directory.CreateDirectory(_scratch);
        var finished = new Counts();
        var workers = Split(_options.Start, _options.Inputs, _options.Workers).Select((range, i) => Worker.Launch(this, i, range.Start, range.Count)).ToList();
        var clock = Stopwatch.StartNew();
        var lastStatus = TimeSpan.Zero;
        while (workers.Count > 0)
        {
            Thread.Sleep(200);
            for (var i = workers.Count - 1; i >= 0; i--)
            {
                var next = workers[i].Check(finished, log);
                if (next is null)
                {
                    workers.RemoveAt(i);
                }
                else
                {
                    workers[i] = next;
                }
            }

            if (clock.Elapsed - lastStatus > TimeSpan.FromSeconds(10))
            {
                lastStatus = clock.Elapsed;
                var now = new Counts();
                now.Add(finished);
                workers.ForEach(w => now.Add(w.Counted()));
                log.WriteLine($"[{clock.Elapsed:hh\\:mm\\:ss}] {now.Total:N0}/{_options.Inputs:N0} inputs, {now.Total / Math.Max(1, clock.Elapsed.TotalSeconds):N0}/s; {now}");
            }
        }

        Directory.Delete(_scratch, recursive: true);
        return finished;
    }

    private static IEnumerable<(long Start, long Count)> Split(long start, long count, int parts)
    {
        parts = (int)Math.Max(1, Math.Min(parts, count));
        for (var i = 0; i < parts; i++)
        {
            var from = start + count * i / parts;
            var to = start + count * (i + 1) / parts;
            if (to > from)
            {
                yield return (from, to - from);
            }
        }
    }

    /// <summary>One worker process, judging inputs <see cref="_start"/> to <see cref="_end"/> - 1.</summary>
    private sealed class Worker
    {
        private readonly Supervisor _owner;
        private readonly int _number;
        private readonly long _start;
        private readonly long _end;
        private readonly Process _process;
        private readonly Progress _progress;
        private long _seen = -1;
        private TimeSpan _seenAt;
        private TimeSpan _seenAtCpu;
        private string _hangDetail = string.Empty;
        private long _limitOf = -1;
        private TimeSpan _limit;
        private readonly Stopwatch _clock = Stopwatch.StartNew();

        private Worker(Supervisor owner, int number, long start, long end, Process process, Progress progress)
        {
            _owner = owner;
            _number = number;
            _start = start;
            _end = end;
            _process = process;
            _progress = progress;
        }

        public static Worker Launch(Supervisor owner, int number, long start, long count)
        {
            var progressPath = Path.Combine(owner._scratch, $"worker{number}-{start}.progress");
            var progress = Progress.Create(progressPath);
            var options = owner._options;
            var arguments = new List<string>();
            var host = Environment.ProcessPath!;
            if (Path.GetFileNameWithoutExtension(host) == "dotnet")
            {
                arguments.Add(Assembly.GetEntryAssembly()!.Location);
            }

            arguments.AddRange(new[]
            {
                "--worker", "--progress", progressPath, "--seed", options.Seed.ToString(), "--start", start.ToString(), "--inputs", count.ToString(),
                "--failures", options.FailureDirectory, "--time-limit", options.InputTime.TotalSeconds.ToString(System.Globalization.CultureInfo.InvariantCulture),
            });
            var info = new ProcessStartInfo(host) { UseShellExecute = false };
            arguments.ForEach(info.ArgumentList.Add);
            return new Worker(owner, number, start, start + count, Process.Start(info)!, progress);
        }

        /// <summary>The counts this worker has reported so far.</summary>
        public Counts Counted()
        {
            var counts = new Counts();
            foreach (var outcome in Enum.GetValues<Outcome>())
            {
                counts.Add(outcome, _progress.CountOf(outcome));
            }

            return counts;
        }

        /// <summary>This worker if it is still going, the worker that goes on after it if it crashed or hung, or null when done.</summary>
        public Worker? Check(Counts finished, TextWriter log)
        {
            var current = _progress.Current;
            if (current != _seen)
            {
                _seen = current;
                _seenAt = _clock.Elapsed;
                _seenAtCpu = CpuTime();
            }

            if (_process.HasExited)
            {
                if (_process.ExitCode == 0)
                {
                    return Finish(finished, failed: null, log);
                }

                if (current < 0)
                {
                    throw new InvalidOperationException($"Worker {_number} exited with code {_process.ExitCode} before its first input: its unmutated documents or its set-up failed (see above).");
                }

                return Finish(finished, Outcome.Crash, log);
            }

            var limit = current < 0 ? WarmUpTime : _owner._options.InputTime;
            var wall = _clock.Elapsed - _seenAt;
            var cpu = CpuTime() - _seenAtCpu;
            if (HungOn(limit, wall, cpu) && (current < 0 || HungOn(LimitOf(current), wall, cpu)))
            {
                _hangDetail = $"no end after {wall.TotalSeconds:F1} s, in which the worker used {cpu.TotalSeconds:F1} s of processor time (limit {(current < 0 ? limit : LimitOf(current)).TotalSeconds:F0} s; load average {LoadAverage()}; worker memory {_process.WorkingSet64 >> 20:N0} MB)";
                _process.Kill(entireProcessTree: true);
                _process.WaitForExit();
                return Finish(finished, Outcome.Hang, log);
            }

            return this;
        }

        /// <summary>The limit of input <paramref name="index"/>, with the time its stated sizes earn: made again only once past the plain limit.</summary>
        private TimeSpan LimitOf(long index)
        {
            if (_limitOf != index)
            {
                _limit = Limits.InputTime(_owner._source.Create(index).Bytes, _owner._options.InputTime);
                _limitOf = index;
            }

            return _limit;
        }

        /// <summary>
        /// An input hangs when the worker spent the limit on it in processor time, or <see cref="StarvedWallFactor"/>
        /// times the limit in wall time whatever it did. Wall time alone would count an input as hung when other work on
        /// the machine starved the worker (a build, a test run, the other workers' collections), and processor time
        /// alone would never count a deadlock, which uses none.
        /// </summary>
        private static bool HungOn(TimeSpan limit, TimeSpan wall, TimeSpan cpu) =>
            wall > limit && (cpu > limit || wall > limit * StarvedWallFactor);

        private TimeSpan CpuTime()
        {
            try
            {
                _process.Refresh();
                return _process.TotalProcessorTime;
            }
            catch (InvalidOperationException)
            {
                return TimeSpan.Zero; // exited meanwhile: the exit is handled on the next check
            }
        }

        private static string LoadAverage()
        {
            try
            {
                return File.ReadAllText("/proc/loadavg").Split(' ')[0];
            }
            catch (IOException)
            {
                return "unknown";
            }
            catch (UnauthorizedAccessException)
            {
                return "unknown";
            }
        }

        private Worker? Finish(Counts finished, Outcome? failed, TextWriter log)
        {
            finished.Add(Counted());
            var exitCode = _process.ExitCode;
            _progress.Dispose();
            _process.Dispose();
            if (failed is not Outcome outcome)
            {
                return null;
            }

            var input = _owner._source.Create(_seen);
            var verdict = new Verdict(outcome, outcome == Outcome.Crash ? $"the worker process exited with code {exitCode}" : _hangDetail);
            finished.Add(outcome);
            _owner._failures.Save(input, verdict);
            log.WriteLine($"input {input.Index} ({input.Target.Name}; {input.Label}): {verdict.Outcome}: {verdict.Detail}");
            var next = _seen + 1;
            return next < _end ? Launch(_owner, _number, next, _end - next) : null;
        }
    }
}
