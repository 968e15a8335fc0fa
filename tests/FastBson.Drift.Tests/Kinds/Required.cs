using System;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A member the application's class map requires.</summary>
[GenerateBsonSerializer]
public class RequiredLater
{
    public int Id { get; set; }

    public string? Name { get; set; }
}

internal static class RequiredDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<RequiredLater>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Name).SetIsRequired(true);
        });
}

[Collection(DriftCollection.Name)]
public class RequiredTests
{
    private readonly DriftFixture _fixture;

    public RequiredTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_required_member_is_reported_and_the_driver_rejects_a_document_without_it()
    {
        Drift.AssertRefused<RequiredLater>(_fixture, "Member 'Name' is required in the class map.");

        var form = new BsonDocument { { "_id", 1 }, { "Name", "Cy" } };
        Drift.AssertWrites(form, new RequiredLater { Id = 1, Name = "Cy" });
        Drift.AssertReads<RequiredLater>(form, read => Assert.Equal((1, "Cy"), (read.Id, read.Name)));

        var missing = new BsonDocument { { "_id", 2 } };
        foreach (var error in Drift.AssertReadFails<RequiredLater>(missing))
        {
            Assert.IsAssignableFrom<FormatException>(error);
            Assert.Contains("Required element 'Name' for property 'Name'", error.Message);
        }

        Drift.AssertSpanEntryDeclines<RequiredLater>(RequiredLaterBsonSerializer.TryReadDocument, missing);
    }
}
