using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>A generic document whose class map the application changes for one closed type only.</summary>
[GenerateBsonSerializer]
public class Crated<T>
{
    public int Id { get; set; }

    public string Label { get; set; } = string.Empty;

    public T? Content { get; set; }
}

internal static class GenericDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Crated<int>>(cm =>
        {
            cm.AutoMap();
            cm.GetMemberMap(x => x.Label).SetElementName("label");
        });
}

/// <summary>
/// The driver builds a class map per closed type, and so does the check: the first serializer the driver makes for a
/// closed type compares it with that type's class map. The closed type whose class map differs is served by the driver
/// and named by every later RegisterAll; another closed type of the same definition stays generated.
/// </summary>
[Collection(DriftCollection.Name)]
public class GenericDocumentTests
{
    [Fact]
    public void Each_closed_type_is_checked_against_its_own_class_map_on_first_use()
    {
        Assert.Contains(typeof(Crated<>), FastBsonSerializers.RegisteredGenericDefinitions);

        var drifted = Assert.IsType<CratedBsonSerializer<int>>(BsonSerializer.LookupSerializer<Crated<int>>());
        Assert.True(((FastBson.Runtime.IGeneratedBsonSerializer)drifted).ServedByDriver);
        var form = new BsonDocument { { "_id", 1 }, { "label", "ints" }, { "Content", 7 } };
        Drift.AssertWrites(form, new Crated<int> { Id = 1, Label = "ints", Content = 7 });
        Drift.AssertReads<Crated<int>>(form, read => Assert.Equal((1, "ints", 7), (read.Id, read.Label, read.Content)));

        var again = Assert.Throws<FastBsonRegistrationException>(FastBsonSerializers.RegisterAll);
        Assert.Contains(typeof(Crated<int>), again.Types);
        Assert.Contains("Member 'Label' has element name 'label' in the class map, 'Label' in the generated code.", Drift.ReportFor<Crated<int>>(again));

        var generated = Assert.IsType<CratedBsonSerializer<string>>(BsonSerializer.LookupSerializer<Crated<string>>());
        Assert.False(((FastBson.Runtime.IGeneratedBsonSerializer)generated).ServedByDriver);
        var text = new BsonDocument { { "_id", 2 }, { "Label", "text" }, { "Content", "hello" } };
        Drift.AssertWrites(text, new Crated<string> { Id = 2, Label = "text", Content = "hello" });
        Drift.AssertReads<Crated<string>>(text, read => Assert.Equal((2, "text", "hello"), (read.Id, read.Label, read.Content)));
        Assert.DoesNotContain(typeof(Crated<string>), Assert.Throws<FastBsonRegistrationException>(FastBsonSerializers.RegisterAll).Types);
    }
}
