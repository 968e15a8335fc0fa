using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// 1,000 seeded instances of every model, written through the driver's entry points (<c>ToBson()</c>, and
/// <c>BsonSerializer.Serialize</c> with the id first as inserts do): the registered process writes the driver's
/// own bytes.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class WriteTests
{
    private const int InstancesPerModel = 1000;

    private readonly DriverOracle _oracle;

    public WriteTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Documents_are_written_as_the_driver_alone_writes_them(string model)
    {
        foreach (var idFirst in new[] { false, true })
        {
            var (oracle, registered) = Sides.Run(
                () => _oracle.Write(Scenario.Document, model, seed: 41, InstancesPerModel, idFirst),
                () => ModelRun.For(model).Write(Scenario.Document, seed: 41, InstancesPerModel, idFirst));
            Agreement.SameBytes($"{model}, id first: {idFirst}", oracle, registered);
        }
    }
}
