using System.Reflection;
using System.Runtime.ExceptionServices;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Every global Guid configuration the driver in use offers (<see cref="GuidModes"/>), each in a load context of its own:
/// a fresh copy of this assembly and of the driver, whose registry and defaults the copy's start-up configures for that
/// mode alone. There the <see cref="Models.Guids"/> model goes through the corpus, mutation and encoding checks the
/// test process runs under its default configuration (<see cref="GuidModes.Default"/>, which the test
/// process itself covers); where the driver writes no Guid without a representation, the generated serializer must fail
/// to write as the driver does.
/// </summary>
public class GuidModeTests
{
    public static TheoryData<string> Modes()
    {
        var data = new TheoryData<string>();
        foreach (var mode in GuidModes.All)
        {
            if (mode != GuidModes.Default)
            {
                data.Add(mode);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public void Guids_are_read_and_written_as_the_driver_does(string mode)
    {
        var path = typeof(GuidModeTests).Assembly.Location;
        var copy = new IsolatedLoadContext(GuidModes.ContextName(mode), path).LoadFromAssemblyPath(path);
        var run = copy.GetType(typeof(GuidModeRun).FullName!, throwOnError: true)!.GetMethod(nameof(GuidModeRun.Run))!;
        try
        {
            Assert.Equal(mode, (string)run.Invoke(null, null)!);
        }
        catch (TargetInvocationException ex) when (ex.InnerException is not null)
        {
            // The copy's own xunit exception: its message is the failure.
            ExceptionDispatchInfo.Capture(ex.InnerException).Throw();
        }
    }
}
