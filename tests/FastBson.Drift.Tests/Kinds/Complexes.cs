#if MONGODB_BSON_STRUCT_CREATORS
using System.Numerics;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// <c>Complex</c> members (2.19 and later, whose class map reads them back through their constructor): the application
/// registers a class map for Complex that names its parts otherwise, where the generated code writes the default map's Real
/// and Imaginary.
/// </summary>
[GenerateBsonSerializer]
public class Phasor
{
    public int Id { get; set; }

    public Complex Value { get; set; }
}

internal static class ComplexDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Complex>(map =>
        {
            map.AutoMap();
            map.GetMemberMap(c => c.Real).SetElementName("re");
            map.GetMemberMap(c => c.Imaginary).SetElementName("im");
        });
}

[Collection(DriftCollection.Name)]
public class ComplexTests
{
    private readonly DriftFixture _fixture;

    public ComplexTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_complex_class_map_of_the_applications_is_reported_and_the_driver_writes_and_reads_it()
    {
        Drift.AssertRefused<Phasor>(
            _fixture,
            "Member 'Value': the driver's class map for Complex is not the default one, which the generated code writes and reads: "
            + "The class map creates instances through the creator maps .ctor(Double, Double) <- [re, im], the generated code through the creator maps .ctor(Double, Double) <- [Real, Imaginary]. "
            + "Member 'Real' has element name 're' in the class map, 'Real' in the generated code. Member 'Imaginary' has element name 'im' in the class map, 'Imaginary' in the generated code.");

        var form = new BsonDocument { { "_id", 1 }, { "Value", new BsonDocument { { "re", 1.5 }, { "im", -2.0 } } } };
        Drift.AssertReads<Phasor>(form, read => Assert.Equal(new Complex(1.5, -2), read.Value));
        Drift.AssertWrites(form, new Phasor { Id = 1, Value = new Complex(1.5, -2) });
    }
}
#endif
