using System;
using System.Collections.Generic;
using System.Globalization;
using FastBson.Fuzz.Judging;

namespace FastBson.Fuzz;

/// <summary>The command line.</summary>
internal sealed record FuzzOptions
{
    public const string Usage = """
        Usage: dotnet run -c Release --project tools/FastBson.Fuzz -- [options]

        Mutates valid documents of every compatibility model and reads each input with FastBson (span path, multi-chunk
        buffer, IBsonReader path, detached span) and with the driver's class map, which must agree: the same object, or
        an exception of the same type. Exit code 0 when every input agrees, 1 otherwise.

          --seed N          seed of the run (default 1); input i of seed N is always the same input
          --inputs N        how many inputs (default 100000)
          --start N         index of the first input (default 0); --start i --inputs 1 replays input i
          --workers N       worker processes (default: one per processor)
          --time-limit S    seconds of processor time one input may take before it counts as a hang, or six times
                            that in wall time whatever the worker did (default 10)
          --failures DIR    where failing inputs are saved (default fuzz-failures)
          --in-process      judge in this process, without workers: a crash or a hang then ends the run
          --replay FILE...  judge saved inputs ({Model}.*.bson) and print each verdict
        """;

    public int Seed { get; init; } = 1;

    public long Inputs { get; init; } = 100_000;

    public long Start { get; init; }

    public int Workers { get; init; } = Environment.ProcessorCount;

    public TimeSpan InputTime { get; init; } = Limits.DefaultInputTime;

    public string FailureDirectory { get; init; } = "fuzz-failures";

    public bool InProcess { get; init; }

    public List<string> Replay { get; } = new();

    /// <summary>Set for a worker process its supervisor started, with the file it reports progress in.</summary>
    public string? WorkerProgress { get; init; }

    public static FuzzOptions Parse(string[] args)
    {
        var options = new FuzzOptions();
        for (var i = 0; i < args.Length; i++)
        {
            string Next() => i + 1 < args.Length ? args[++i] : throw new ArgumentException($"{args[i]} needs a value.");
            options = args[i] switch
            {
                "--seed" => options with { Seed = int.Parse(Next(), CultureInfo.InvariantCulture) },
                "--inputs" => options with { Inputs = long.Parse(Next(), CultureInfo.InvariantCulture) },
                "--start" => options with { Start = long.Parse(Next(), CultureInfo.InvariantCulture) },
                "--workers" => options with { Workers = int.Parse(Next(), CultureInfo.InvariantCulture) },
                "--time-limit" => options with { InputTime = TimeSpan.FromSeconds(double.Parse(Next(), CultureInfo.InvariantCulture)) },
                "--failures" => options with { FailureDirectory = Next() },
                "--in-process" => options with { InProcess = true },
                "--worker" => options with { InProcess = true },
                "--progress" => options with { WorkerProgress = Next() },
                "--replay" => WithReplay(options, args, ref i),
                _ => throw new ArgumentException($"Unknown option {args[i]}."),
            };
        }

        if (options.Inputs < 0 || options.Start < 0 || options.Workers < 1 || options.InputTime <= TimeSpan.Zero)
        {
            throw new ArgumentException("--inputs and --start must not be negative, --workers and --time-limit must be positive.");
        }

        return options;
    }

    private static FuzzOptions WithReplay(FuzzOptions options, string[] args, ref int i)
    {
        while (i + 1 < args.Length && !args[i + 1].StartsWith("--", StringComparison.Ordinal))
        {
            options.Replay.Add(args[++i]);
        }

        return options;
    }
}
