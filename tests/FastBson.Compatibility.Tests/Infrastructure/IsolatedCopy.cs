using System;
using System.Reflection;
using System.Runtime.ExceptionServices;
using FastBson.Registered.Tests.Isolation;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// Runs a static method in a fresh copy of this test assembly and of the driver, in a load context of its own: for the
/// process-wide driver configurations an application makes at start-up (<see cref="ApplicationSetUp"/> reads the copy's
/// load-context name and configures the copy's driver for it), which the test process itself must not change.
/// </summary>
internal static class IsolatedCopy
{
    /// <summary>
    /// Calls <paramref name="type"/>'s parameterless static <paramref name="method"/> in a copy loaded in a context named
    /// <paramref name="contextName"/>, and returns what it returns; an exception in the copy (its own xunit failure
    /// included) is rethrown as it is, its message being the failure.
    /// </summary>
    public static object? Run(string contextName, Type type, string method)
    {
        var path = type.Assembly.Location;
        var copy = new IsolatedLoadContext(contextName, path).LoadFromAssemblyPath(path);
        var run = copy.GetType(type.FullName!, throwOnError: true)!.GetMethod(method, BindingFlags.Public | BindingFlags.Static)!;
        try
        {
            return run.Invoke(null, null);
        }
        catch (TargetInvocationException ex) when (ex.InnerException is not null)
        {
            ExceptionDispatchInfo.Capture(ex.InnerException).Throw();
            throw;
        }
    }
}
