using FastBson.Compatibility.Tests.Infrastructure;
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
    public void Guids_are_read_and_written_as_the_driver_does(string mode) =>
        Assert.Equal(mode, (string?)IsolatedCopy.Run(GuidModes.ContextName(mode), typeof(GuidModeRun), nameof(GuidModeRun.Run)));
}
