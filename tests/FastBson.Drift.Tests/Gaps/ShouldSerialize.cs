using System.Collections;
using System.Collections.Generic;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Conventions;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A list that a convention of the application leaves out when empty (a common convention).</summary>
[GenerateBsonSerializer]
public class Sparse
{
    public int Id { get; set; }

    public List<string> Tags { get; set; } = new();
}

/// <summary>A ShouldSerializeXxx method whose predicate the application's class map replaces.</summary>
[GenerateBsonSerializer]
public class Muted
{
    public int Id { get; set; }

    public string Note { get; set; } = string.Empty;

    public bool ShouldSerializeNote() => Note.Length > 0;
}

internal static class ShouldSerializeDrift
{
    internal static void Configure()
    {
        var skipEmpty = new DelegateMemberMapConvention("skip empty collections", memberMap =>
        {
            if (typeof(ICollection).IsAssignableFrom(memberMap.MemberType))
            {
                memberMap.SetShouldSerializeMethod(value => memberMap.Getter(value) is ICollection { Count: > 0 });
            }
        });
        ConventionRegistry.Register("drift: skip empty collections", new ConventionPack { skipEmpty }, type => type == typeof(Sparse));
        BsonClassMap.RegisterClassMap<Muted>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Note).SetShouldSerializeMethod(_ => false);
        });
    }
}

[Collection(DriftCollection.Name)]
public class ShouldSerializeTests
{
    private readonly DriftFixture _fixture;

    public ShouldSerializeTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_predicate_on_a_member_without_a_ShouldSerialize_method_is_reported_and_the_driver_applies_it()
    {
        Drift.AssertRefused<Sparse>(_fixture, "Member 'Tags' has a ShouldSerialize predicate in the class map, and the class declares no ShouldSerializeTags() method for the generated code to call.");

        Drift.AssertWrites(new BsonDocument { { "_id", 1 } }, new Sparse { Id = 1 });
        var form = new BsonDocument { { "_id", 2 }, { "Tags", new BsonArray { "a" } } };
        Drift.AssertWrites(form, new Sparse { Id = 2, Tags = { "a" } });
        Drift.AssertReads<Sparse>(form, read => Assert.Equal(new[] { "a" }, read.Tags));
        Drift.AssertSpanEntryDeclines<Sparse>(SparseBsonSerializer.TryReadDocument, form);
    }

    [Fact]
    public void A_predicate_replacing_a_ShouldSerialize_method_is_reported_and_the_driver_applies_it()
    {
        Drift.AssertRefused<Muted>(_fixture, "Member 'Note' has a ShouldSerialize predicate set at run time in the class map; the generated code calls ShouldSerializeNote() instead.");

        Drift.AssertWrites(new BsonDocument { { "_id", 1 } }, new Muted { Id = 1, Note = "written by the generated code" });
    }
}
