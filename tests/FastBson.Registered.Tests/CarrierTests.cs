using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using FastBson.Registered.Tests.Infrastructure;
using FastBson.Registered.Tests.Isolation;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Registered.Tests;

/// <summary>
/// Every model nested in a document the driver's class map serves (<see cref="Carrier{T}"/>), in a member of its
/// own type and in an <c>object</c> member, where the driver writes the discriminator and finds the serializer from
/// it on reading: the registered process writes and reads that document as the driver alone does.
/// </summary>
[Collection(RegisteredCollection.Name)]
public class CarrierTests
{
    private const int Count = 200;

    // The multi-chunk and plain-stream readers read every second document, the JSON and BsonDocument readers every fifth.
    private const int BinaryReaderStride = 2;

    private const int TreeReaderStride = 5;

    private readonly DriverOracle _oracle;

    public CarrierTests(RegisteredFixture fixture) => _oracle = fixture.Oracle;

    [Fact]
    public void The_object_member_goes_through_the_models_serializer_not_a_BsonDocument()
    {
        // Otherwise the comparisons below would only compare the driver's BsonDocument handling on both sides.
        var bytes = new Carrier<Leaf> { Boxed = new Leaf { Number = 7, Text = "x" } }.ToBson();
        var read = BsonSerializer.Deserialize<Carrier<Leaf>>(bytes);
        var leaf = Assert.IsType<Leaf>(read.Boxed);
        Assert.Equal(7, leaf.Number);
        Assert.Equal("x", leaf.Text);
    }

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Documents_holding_every_model_are_written_as_the_driver_alone_writes_them(string model)
    {
        foreach (var idFirst in new[] { false, true })
        {
            var (oracle, registered) = Sides.Run(
                () => _oracle.Write(Scenario.Carrier, model, seed: 61, Count, idFirst),
                () => ModelRun.For(model).Write(Scenario.Carrier, seed: 61, Count, idFirst));
            Agreement.SameBytes($"carrier of {model}, id first: {idFirst}", oracle, registered);
        }
    }

    [Theory]
    [MemberData(nameof(ModelNames.All), MemberType = typeof(ModelNames))]
    public void Documents_holding_every_model_are_read_as_the_driver_alone_reads_them(string model)
    {
        var documents = _oracle.Write(Scenario.Carrier, model, seed: 62, Count, idFirst: false);
        foreach (var kind in Readers.All)
        {
            var sample = ReaderSample.Of(documents, kind, BinaryReaderStride, TreeReaderStride);
            var (oracle, registered) = Sides.Run(
                () => _oracle.Read(Scenario.Carrier, model, sample, kind),
                () => ModelRun.For(model).Read(Scenario.Carrier, sample, kind));
            Agreement.SameOutcomes($"carrier of {model} on {kind}", sample, oracle, registered);
        }
    }
}
