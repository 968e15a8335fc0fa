using System.Linq;
using System.Reflection;
using FastBson.Registered.Tests.Isolation;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// RegisterAll racing the first use of the types it registers, in fresh copies of this assembly and its MongoDB.Bson
/// (this process registered long ago): never a deadlock, a crash or a wrong byte, whichever side wins.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class RegistrationRaceTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void RegisterAll_races_first_use_safely(int attempt)
    {
        var path = typeof(RaceEntryPoints).Assembly.Location;
        var context = new IsolatedLoadContext($"race-{attempt}", path);
        var copy = context.LoadFromAssemblyPath(path);
        var entryPoint = copy.GetType(typeof(RaceEntryPoints).FullName!, throwOnError: true)!
            .GetMethod(nameof(RaceEntryPoints.RegisterAllRacingFirstUse), BindingFlags.Public | BindingFlags.Static)!;

        var report = (string[])entryPoint.Invoke(null, new object[] { 16, 50 })!;

        // The first line says how registration went: either side may win the race, as long as nothing else goes wrong.
        Assert.StartsWith("registered Market:", report[0], System.StringComparison.Ordinal);
        Assert.True(report.Length == 1, string.Join("\n", report));
    }
}
