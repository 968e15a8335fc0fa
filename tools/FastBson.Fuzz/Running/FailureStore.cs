using System;
using System.IO;
using FastBson.Fuzz.Inputs;
using FastBson.Fuzz.Judging;

namespace FastBson.Fuzz.Running;

/// <summary>
/// Saves failing inputs as files a regression test replays: <c>{Model}.seed{S}.input{I}.{Outcome}.bson</c>, the model
/// first because that is what the input is read as, and beside it a <c>.txt</c> with how it was made and what happened.
/// </summary>
internal sealed class FailureStore
{
    // A systematic failure would otherwise write one file per input.
    private const int MaxSaved = 200;

    private readonly string _directory;
    private readonly int _seed;
    private int _saved;

    public FailureStore(string directory, int seed)
    {
        _directory = directory;
        _seed = seed;
    }

    public void Save(FuzzInput input, Verdict verdict)
    {
        if (System.Threading.Interlocked.Increment(ref _saved) > MaxSaved)
        {
            return;
        }

        Directory.CreateDirectory(_directory);
        var name = Path.Combine(_directory, $"{input.Target.Name}.seed{_seed}.input{input.Index}.{verdict.Outcome}");
        File.WriteAllBytes(name + ".bson", input.Bytes);
        // The detail quotes values as read, lone surrogates included: written with replacement characters, never a throw.
        File.WriteAllText(name + ".txt", $"{input.Label}{Environment.NewLine}{verdict.Outcome}: {verdict.Detail}{Environment.NewLine}", new System.Text.UTF8Encoding(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: false));
    }
}
