using System;
using System.Threading.Tasks;

namespace FastBson.Registered.Tests;

/// <summary>Computes the oracle's result and the registered process's result at the same time.</summary>
public static class Sides
{
    /// <summary>
    /// Runs the oracle's side on a pool thread while the calling thread runs the registered side: the two load
    /// contexts share nothing but framework types, and the tests are sequential (one collection), so this is what
    /// puts the second core to use.
    /// </summary>
    public static (TResult Oracle, TResult Registered) Run<TResult>(Func<TResult> oracle, Func<TResult> registered)
    {
        var expected = Task.Run(oracle);
        var actual = registered();
        return (expected.GetAwaiter().GetResult(), actual);
    }
}
