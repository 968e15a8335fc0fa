using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// The driver's bytes for 1,000 seeded instances of every model, read with <c>BsonSerializer.Deserialize&lt;T&gt;</c>
/// on every reader kind (all of them on the contiguous buffer, a sample on the others): the registered process
/// reads the object the driver alone reads, and leaves the reader where the driver leaves it.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class ReadTests
{
    private const int InstancesPerModel = 1000;

    // The multi-chunk and plain-stream readers read every second document, the JSON and BsonDocument readers every tenth.
    private const int BinaryReaderStride = 2;

    private const int TreeReaderStride = 10;

    private readonly DriverOracle _oracle;

    public ReadTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Documents_are_read_as_the_driver_alone_reads_them(string model)
    {
        var documents = _oracle.Write(Scenario.Document, model, seed: 42, InstancesPerModel, idFirst: false);
        foreach (var kind in Readers.All)
        {
            var sample = ReaderSample.Of(documents, kind, BinaryReaderStride, TreeReaderStride);
            var (oracle, registered) = Sides.Run(
                () => _oracle.Read(Scenario.Document, model, sample, kind),
                () => ModelRun.For(model).Read(Scenario.Document, sample, kind));
            Agreement.SameOutcomes($"{model} on {kind}", sample, oracle, registered);
        }
    }
}
