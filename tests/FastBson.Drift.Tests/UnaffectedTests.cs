using System;
using System.Linq;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A model nothing at run time changes, registered in the same RegisterAll as every drifted one.</summary>
[GenerateBsonSerializer]
public class Steady
{
    public int Id { get; set; }

    public string Name { get; set; } = string.Empty;
}

[Collection(DriftCollection.Name)]
public class UnaffectedTests
{
    /// <summary>Every model of this project that the start-up configuration makes drift.</summary>
    internal static readonly Type[] Drifted =
    {
        typeof(CamelCased), typeof(Relabelled), typeof(Reordered), typeof(KeyedLater), typeof(IdDropped),
        typeof(NullsLeftOut), typeof(DefaultsLeftOut), typeof(DefaultedLater), typeof(RequiredLater),
        typeof(Represented), typeof(Shaded), typeof(Dated), typeof(Scored), typeof(LenientByConvention),
        typeof(LenientByClassMap), typeof(Trimmed), typeof(Extended), typeof(Priced), typeof(Tagged), typeof(Rooted),
        typeof(Kinded),
    };

    private readonly DriftFixture _fixture;

    public UnaffectedTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void One_exception_names_every_drifted_type_and_no_other()
    {
        var error = _fixture.Error;

        Assert.Equal(Drifted.OrderBy(t => t.FullName), error.Types.OrderBy(t => t.FullName));
        foreach (var type in Drifted)
        {
            Assert.Single(error.Message.Split(Environment.NewLine), line => line.StartsWith($"The generated serializer for {type.FullName} does not match", StringComparison.Ordinal));
        }

        Assert.DoesNotContain(typeof(Steady).FullName!, error.Message);
    }

    [Fact]
    public void A_type_that_does_not_drift_is_registered_and_served_by_its_generated_serializer()
    {
        Assert.Contains(typeof(Steady), FastBsonSerializers.RegisteredTypes);
        Assert.Same(SteadyBsonSerializer.Instance, BsonSerializer.LookupSerializer<Steady>());
        Assert.False(SteadyBsonSerializer.Instance.ServedByDriver);
        Assert.All(Drifted, type => Assert.DoesNotContain(type, FastBsonSerializers.RegisteredTypes));

        var form = new BsonDocument { { "_id", 1 }, { "Name", "Jo" } };
        Drift.AssertWrites(form, new Steady { Id = 1, Name = "Jo" });
        Assert.True(SteadyBsonSerializer.TryReadDocument(form.ToBson(), out var read));
        Assert.Equal((1, "Jo"), (read.Id, read.Name));
        Drift.AssertReads<Steady>(form, value => Assert.Equal((1, "Jo"), (value.Id, value.Name)));
    }
}
