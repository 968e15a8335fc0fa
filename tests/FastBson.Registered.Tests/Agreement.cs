using System;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>Asserts the registered process gives what the oracle gives, naming the first input where it does not.</summary>
public static class Agreement
{
    private const int Shown = 400;

    public static void SameBytes(string what, byte[][] oracle, byte[][] registered)
    {
        Assert.Equal(oracle.Length, registered.Length);
        for (var i = 0; i < oracle.Length; i++)
        {
            var expected = oracle[i].AsSpan();
            var actual = registered[i].AsSpan();
            if (!expected.SequenceEqual(actual))
            {
                // Past the length prefix, which differs whenever anything else does.
                var at = Math.Min(4, Math.Min(expected.Length, actual.Length));
                at += expected.Slice(at).CommonPrefixLength(actual.Slice(at));
                Assert.Fail($"{what}, value {i}: the registered process writes other bytes than the driver alone, from byte {at} on.{Environment.NewLine}" +
                            $"driver alone: {Hex(oracle[i], at)}{Environment.NewLine}registered:   {Hex(registered[i], at)}");
            }
        }
    }

    public static void SameOutcomes(string what, byte[][] inputs, string[] oracle, string[] registered)
    {
        Assert.Equal(inputs.Length, oracle.Length);
        Assert.Equal(inputs.Length, registered.Length);
        for (var i = 0; i < inputs.Length; i++)
        {
            if (oracle[i] != registered[i])
            {
                var at = oracle[i].AsSpan().CommonPrefixLength(registered[i]);
                Assert.Fail($"{what}, input {i} ({Hex(inputs[i], 0)}): the registered process reads it otherwise than the driver alone.{Environment.NewLine}" +
                            $"driver alone: {From(oracle[i], at)}{Environment.NewLine}registered:   {From(registered[i], at)}");
            }
        }
    }

    /// <summary>The bytes from a little before <paramref name="at"/>, where a difference starts.</summary>
    private static string Hex(byte[] bytes, int at)
    {
        var start = Math.Max(0, at - 16);
        var hex = Convert.ToHexString(bytes, start, Math.Min(bytes.Length - start, Shown / 2));
        return (start > 0 ? $"[{start}..] " : string.Empty) + hex + (start + Shown / 2 < bytes.Length ? "..." : string.Empty);
    }

    /// <summary>The start of an outcome (read or throws) and the text from a little before <paramref name="at"/>, where a difference starts.</summary>
    private static string From(string text, int at)
    {
        const int Head = 60;
        var start = Math.Clamp(at - Shown / 4, 0, text.Length);
        if (start <= Head)
        {
            return text.Length <= Shown ? text : text.Substring(0, Shown) + "...";
        }

        return text.Substring(0, Head) + " ... " + text.Substring(start, Math.Min(Shown, text.Length - start));
    }
}
