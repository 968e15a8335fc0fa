using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// The driver's own serializers for <c>List&lt;T&gt;</c>, <c>T[]</c> and <c>Dictionary&lt;string, T&gt;</c>, looked up from
/// <c>BsonSerializer</c>, call back into the generated serializer for every item (null items too): the registered
/// process writes and reads those collections as the driver alone does.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class ContainerTests
{
    private const int Count = 200;

    // The multi-chunk and plain-stream readers read every second document, the JSON and BsonDocument readers every fifth.
    private const int BinaryReaderStride = 2;

    private const int TreeReaderStride = 5;

    private readonly DriverOracle _oracle;

    public ContainerTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Collections_of_every_model_are_written_as_the_driver_alone_writes_them(string model)
    {
        var (oracle, registered) = Sides.Run(
            () => _oracle.Write(Scenario.Containers, model, seed: 51, Count, idFirst: false),
            () => ModelRun.For(model).Write(Scenario.Containers, seed: 51, Count, idFirst: false));
        Agreement.SameBytes($"collections of {model}", oracle, registered);
    }

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Collections_of_every_model_are_read_as_the_driver_alone_reads_them(string model)
    {
        var documents = _oracle.Write(Scenario.Containers, model, seed: 52, Count, idFirst: false);
        foreach (var kind in Readers.All)
        {
            var sample = ReaderSample.Of(documents, kind, BinaryReaderStride, TreeReaderStride);
            var (oracle, registered) = Sides.Run(
                () => _oracle.Read(Scenario.Containers, model, sample, kind),
                () => ModelRun.For(model).Read(Scenario.Containers, sample, kind));
            Agreement.SameOutcomes($"collections of {model} on {kind}", sample, oracle, registered);
        }
    }
}
