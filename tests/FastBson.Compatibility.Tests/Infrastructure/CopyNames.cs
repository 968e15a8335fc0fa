using System;
using System.Runtime.Loader;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The names of the load contexts <see cref="IsolatedCopy"/> runs copies of this assembly in: a prefix per kind of
/// start-up configuration (a Guid mode, an object convention ...), then the configuration's name, which the copy's start-up
/// reads back to configure its driver.
/// </summary>
internal static class CopyNames
{
    /// <summary>The name of the load context that runs <paramref name="configuration"/> of the kind <paramref name="prefix"/> names.</summary>
    public static string Of(string prefix, string configuration) => prefix + configuration;

    /// <summary>The configuration of the kind <paramref name="prefix"/> names that this copy runs, or null (the test process, another kind).</summary>
    public static string? OfThisCopy(string prefix)
    {
        var name = AssemblyLoadContext.GetLoadContext(typeof(CopyNames).Assembly)?.Name;
        return name is not null && name.StartsWith(prefix, StringComparison.Ordinal) ? name.Substring(prefix.Length) : null;
    }
}
