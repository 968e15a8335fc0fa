using System.Linq;
using FastBson.Compatibility.Tests.Infrastructure;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Documents and arrays in <c>object</c> places where the application registered the ObjectSerializer with a discriminator
/// convention of its choice (<see cref="ObjectConventions"/>), each in a copy of its own. Generated code reads them only
/// where it knows what that convention decides: the driver's <c>ObjectDiscriminatorConvention</c>, whatever element it
/// searches for (read from the serializer's properties from MongoDB.Bson 2.20, from its fields before). A convention of
/// another class, even one deciding as the default does, leaves every such value to the driver's serializer. Both are
/// checked against the driver in every place, on every reader kind, and in writes.
/// </summary>
public class ObjectConventionTests
{
    [Theory]
    [InlineData(ObjectConventions.Renamed)]
    [InlineData(ObjectConventions.Custom)]
    public void Dynamic_values_are_read_and_written_as_the_driver_does_under_the_applications_convention(string convention) =>
        Assert.Equal(convention, (string?)IsolatedCopy.Run(ObjectConventions.ContextName(convention), typeof(ObjectConventionTests), nameof(RunInThisCopy)));

    /// <summary>What the test calls in the copy whose start-up registered the convention; returns its name.</summary>
    public static string RunInThisCopy()
    {
        var convention = ObjectConventions.NameOfThisCopy()!;
        var known = convention == ObjectConventions.Renamed;
        foreach (var value in DynamicValueTests.Owned().Select(row => (BsonValue)row[0]))
        {
            DynamicValueTests.SameInEveryPlace(value, spanReads: known);
        }

        // The default discriminator's name is a plain element under the renamed convention, and the renamed one is the
        // discriminator (an unknown class: the driver's error).
        DynamicValueTests.SameInEveryPlace(new BsonDocument { { "_t", "NoSuchClass" }, { "a", new BsonArray { 1 } } }, spanReads: known);
        DynamicValueTests.SameInEveryPlace(new BsonDocument { { "a", 1 }, { ObjectConventions.RenamedElement, "NoSuchClass" } }, spanReads: false);

        // Writes: values the ObjectSerializer writes with the convention's discriminator, and without one.
        new DynamicValueTests().Values_read_back_are_written_as_the_driver_writes_them();
        new DynamicValueTests().Dynamic_values_are_written_as_the_driver_writes_them_in_every_context();
        return convention;
    }
}
