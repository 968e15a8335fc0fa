using System.Collections.Generic;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Classes without a parameterless constructor (issue 9): positional records and classes whose constructors all take
/// arguments, which the driver's class map creates without running a constructor. Against the driver on every reader
/// kind: a member whose element is missing keeps its type's default (an initializer does not run), and a constructor's
/// checks do not run either. The seeded corpus, mutations and corruption cover the models through <see cref="ModelCatalog"/>.
/// </summary>
public class CreationTests
{
    public static TheoryData<string> Documents() => new()
    {
        "{ }",
        "{ _id: 1 }",
        "{ _id: 1, Name: null, t: null }",
        "{ _id: 7, Name: 'n', Leaves: [{ Number: 1 }], Amount: '1.5', At: ISODate('2024-01-02T03:04:05Z'), Tags: ['a'], Note: 'x' }",
        "{ _id: 2, Kind: 'k', Color: 2, Count: NumberLong(5), Ratio: 2.5 }",
        // The members' own rules for other BSON types, and the driver's errors for unknown elements.
        "{ _id: 'two' }",
        "{ Unknown: 1 }",
    };

    [Theory]
    [MemberData(nameof(Documents))]
    public void Reads_the_driver_s_object_on_every_reader(string json)
    {
        var bson = BsonDocument.Parse(json).ToBson();
        Oracle.AssertSameReadAndMessage(PositionalRecordBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(RecordWithBodyBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(ParameterizedClassBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(DerivedRecordBsonSerializer.Instance, bson);
    }

    [Fact]
    public void A_missing_element_leaves_the_default_not_the_initializer_s_value()
    {
        var bson = new BsonDocument("_id", 3).ToBson();
        foreach (var kind in Readers.All)
        {
            var read = Oracle.Read(RecordWithBodyBsonSerializer.Instance, kind, bson);
            Assert.Null(read.Tags);
            var parameterized = Oracle.Read(ParameterizedClassBsonSerializer.Instance, kind, bson);
            Assert.Equal(0.0, parameterized.Ratio);
            Assert.Null(parameterized.Name);
        }
    }

    [Fact]
    public void Writes_the_driver_s_bytes()
    {
        Oracle.AssertSameBytes(PositionalRecordBsonSerializer.Instance, new PositionalRecord(1, "n", new List<Leaf> { new() }, 2.5m, null));
        Oracle.AssertSameBytes(RecordWithBodyBsonSerializer.Instance, new RecordWithBody("t", 4) { Id = 9 });
        Oracle.AssertSameBytes(ParameterizedClassBsonSerializer.Instance, new ParameterizedClass(5, "five"));
        Oracle.AssertSameBytes(DerivedRecordBsonSerializer.Instance, new DerivedRecord(6, null, Color.Blue));
    }
}
