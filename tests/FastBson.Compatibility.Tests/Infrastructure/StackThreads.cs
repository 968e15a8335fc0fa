using System;
using System.Runtime.ExceptionServices;
using System.Threading;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>Runs work on a thread with a stack of a given size: how the depth tests hold the nesting limit to a stack.</summary>
public static class StackThreads
{
    /// <summary>Runs <paramref name="work"/> on a new thread with a stack of <paramref name="stackSize"/> bytes; its exception is rethrown here.</summary>
    public static T OnThread<T>(int stackSize, Func<T> work)
    {
        T result = default!;
        ExceptionDispatchInfo? failure = null;
        var thread = new Thread(
            () =>
            {
                try
                {
                    result = work();
                }
                catch (Exception ex)
                {
                    failure = ExceptionDispatchInfo.Capture(ex);
                }
            },
            stackSize);
        thread.Start();
        thread.Join();
        failure?.Throw();
        return result;
    }
}
