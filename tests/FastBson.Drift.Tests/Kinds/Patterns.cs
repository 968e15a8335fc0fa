#if MONGODB_BSON_REGEX
using System.Text.RegularExpressions;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using Xunit;

namespace FastBson.Drift.Tests;

/// <summary>
/// <c>Regex</c> members (2.19 and later): the class map has one written as text, where the generated code writes a
/// RegularExpression, and another written as a RegularExpression where <c>[BsonRepresentation(BsonType.String)]</c> has
/// the generated code write text.
/// </summary>
[GenerateBsonSerializer]
public class Filtered
{
    public int Id { get; set; }

    public Regex? Pattern { get; set; }

    [MongoDB.Bson.Serialization.Attributes.BsonRepresentation(BsonType.String)]
    public Regex? Text { get; set; }
}

internal static class RegexDrift
{
    internal static void Configure() =>
        BsonClassMap.RegisterClassMap<Filtered>(map =>
        {
            map.AutoMap();
            map.GetMemberMap(f => f.Pattern).SetSerializer(new RegexSerializer(BsonType.String));
            map.GetMemberMap(f => f.Text).SetSerializer(new RegexSerializer(BsonType.RegularExpression));
        });
}

[Collection(DriftCollection.Name)]
public class RegexTests
{
    private readonly DriftFixture _fixture;

    public RegexTests(DriftFixture fixture) => _fixture = fixture;

    [Fact]
    public void A_regex_in_the_other_representation_is_reported_and_the_driver_writes_and_reads_it()
    {
        Drift.AssertRefused<Filtered>(
            _fixture,
            "Member 'Pattern': the driver writes it as String, the generated code as RegularExpression.",
            "Member 'Text': the driver writes it as RegularExpression, the generated code as String.");

        var form = new BsonDocument { { "_id", 1 }, { "Pattern", "a+" }, { "Text", new BsonRegularExpression("b", "i") } };
        Drift.AssertReads<Filtered>(form, read => Assert.Equal((1, "a+", RegexOptions.None, "b", RegexOptions.IgnoreCase), (read.Id, read.Pattern!.ToString(), read.Pattern.Options, read.Text!.ToString(), read.Text.Options)));
        Drift.AssertWrites(form, new Filtered { Id = 1, Pattern = new Regex("a+"), Text = new Regex("b", RegexOptions.IgnoreCase) });
    }
}
#endif
