using System.Runtime.CompilerServices;

namespace FastBson.Compatibility.Tests.Infrastructure;

/// <summary>
/// The driver configuration an application makes at start-up, before anything builds a class map: the Guid configuration
/// of this copy of the test assembly (<see cref="GuidModes"/>; the default one in the test process, another in each
/// isolated load context that <see cref="GuidModeTests"/> opens).
/// </summary>
internal static class ApplicationSetUp
{
    [ModuleInitializer]
    internal static void ConfigureDriver() => GuidModes.Configure(GuidModes.OfThisCopy());
}
