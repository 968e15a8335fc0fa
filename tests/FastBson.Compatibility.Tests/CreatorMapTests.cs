using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using FastBson.Compatibility.Tests.Infrastructure;
using FastBson.Compatibility.Tests.Models;
using MongoDB.Bson;
using Xunit;

namespace FastBson.Compatibility.Tests;

/// <summary>
/// Types the driver creates through creator maps (issue 9): immutable classes and records with get-only members, which
/// ImmutableTypeClassMapConvention maps; <c>[BsonConstructor]</c> with and without member names; <c>[BsonFactoryMethod]</c>;
/// a choice between constructors. Against the driver on every reader kind, both ways. The seeded corpus, mutations and
/// corruption cover the models through <see cref="ModelCatalog"/>.
/// </summary>
public class CreatorMapTests
{
    public static TheoryData<string> Documents() => new()
    {
        "{ }",
        "{ _id: 1 }",
        "{ _id: 2, Customer: null, Lines: [{ Number: 1 }], Total: '1.5', Placed: ISODate('2024-01-02T03:04:05Z'), Color: 2 }",
        "{ Customer: 'c', _id: 3 }",
        "{ _id: NumberLong(6), Name: 'n', Score: 2.5, Tags: ['a', null] }",
        "{ _id: 7, c: 'code', Note: 'n', Level: 3, Numbers: [1, 2] }",
        "{ _id: 8, c: 'refused' }",
        "{ c: 'only the code' }",
        "{ _id: 'key', Size: 3, Label: 'l', Made: 'by the document' }",
        "{ _id: 'key', Size: 3 }",
        "{ _id: 'key', Label: null }",
        "{ _id: 'key' }",
        "{ _id: NumberLong(1), Amount: NumberLong(9), Memo: 'm' }",
        "{ _id: null, Amount: 10, Memo: null }",
        "{ Amount: NumberLong(9) }",
        "{ _id: null, Memo: 'no amount' }",
        // The members' own rules for other BSON types, and the driver's errors for unknown elements.
        "{ _id: 'two', Amount: 'x' }",
        "{ Unknown: 1 }",
        "{ _id: 1, _t: 'ImmutableOrder' }",
        // Extra elements, kept in the values and passed to the creator or set after it.
        "{ _id: 1, Name: 'n', x: 1, y: { z: [1, 'two'] }, Rest: 3 }",
        "{ x: 1 }",
        "{ _id: 2, ExtraElements: 'own name', w: ObjectId('0123456789abcdef01234567') }",
        "{ _id: 3 }",
        "{ Id: 3 }",
    };

    [Theory]
    [MemberData(nameof(Documents))]
    public void Reads_the_driver_s_object_or_error_on_every_reader(string json)
    {
        var bson = BsonDocument.Parse(json).ToBson();
        Oracle.AssertSameReadAndMessage(ImmutableOrderBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(GetOnlyRecordBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(AttributedConstructorBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(TwoConstructorsBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(FactoryMadeBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(ImmutableWithExtrasBsonSerializer.Instance, bson);
        Oracle.AssertSameReadAndMessage(ConstructedWithExtrasBsonSerializer.Instance, bson);
    }

    [Fact]
    public void Extra_elements_reach_the_creator_or_the_member_set_after_it()
    {
        foreach (var kind in Readers.All)
        {
            var immutable = Oracle.Read(ImmutableWithExtrasBsonSerializer.Instance, kind, new BsonDocument { { "_id", 1 }, { "Name", "n" }, { "x", 2 } }.ToBson());
            Assert.Equal(new BsonDocument("x", 2), immutable.Rest);

            var constructed = Oracle.Read(ConstructedWithExtrasBsonSerializer.Instance, kind, new BsonDocument { { "_id", 1 }, { "x", "y" } }.ToBson());
            Assert.Equal("y", constructed.ExtraElements!["x"]);

            // None: the two-argument constructor has no value for its second, so the other one is called.
            Assert.Null(Oracle.Read(ConstructedWithExtrasBsonSerializer.Instance, kind, new BsonDocument("_id", 1).ToBson()).ExtraElements);
        }
    }

    [Theory]
    [InlineData("{ _id: 1, Trades: [{ _id: NumberLong(2), Symbol: 'S' }] }")]
    [InlineData("{ _id: 1, Trades: [{ _id: NumberLong(2), Symbol: 'S', Price: '1', Quantity: 3, ExecutedAt: ISODate('2024-01-02T00:00:00Z'), Side: 1, Venue: null }, { Venue: 'v' }] }")]
    [InlineData("{ _id: 1, Trades: [{ _id: NumberLong(2), Symbol: 'S', Price: '1', Quantity: 3, ExecutedAt: ISODate('2024-01-02T00:00:00Z'), Side: 1, Venue: null }] }")]
    public void A_nested_document_that_no_creator_takes_fails_as_the_driver_wraps_it(string json)
    {
        // The span path reads nested documents over detached bytes: what creation would refuse there is left to the
        // document's reader, so the error is the driver's, wrapped in the outer member's FormatException.
        Oracle.AssertSameReadAndMessage(FastBson.Fixtures.FrozenTradesBatchBsonSerializer.Instance, BsonDocument.Parse(json).ToBson());
    }

    [Fact]
    public void A_repeated_element_gives_the_creator_its_last_value()
    {
        var bson = new BsonDocument(allowDuplicateNames: true) { { "_id", "first" }, { "Size", 1 }, { "_id", "last" } }.ToBson();
        Oracle.AssertSameReadAndMessage(TwoConstructorsBsonSerializer.Instance, bson);
        foreach (var kind in Readers.All)
        {
            Assert.Equal("last", Oracle.Read(TwoConstructorsBsonSerializer.Instance, kind, bson).Key);
        }
    }

    [Fact]
    public void A_constructor_s_exception_is_wrapped_as_the_driver_s_dynamic_invoke_wraps_it()
    {
        var bson = new BsonDocument { { "_id", 8 }, { "c", "refused" } }.ToBson();
        foreach (var kind in Readers.All)
        {
            var exception = Assert.Throws<TargetInvocationException>(() => Oracle.Read(AttributedConstructorBsonSerializer.Instance, kind, bson));
            Assert.IsType<ArgumentException>(exception.InnerException);
        }
    }

    [Fact]
    public void The_creator_with_the_most_arguments_present_is_called_and_the_rest_are_set_after_it()
    {
        foreach (var kind in Readers.All)
        {
            var one = Oracle.Read(TwoConstructorsBsonSerializer.Instance, kind, new BsonDocument("_id", "k").ToBson());
            Assert.Equal("one", one.Made);
            Assert.Null(one.Label);

            var three = Oracle.Read(TwoConstructorsBsonSerializer.Instance, kind, new BsonDocument { { "_id", "k" }, { "Size", 2 } }.ToBson());
            Assert.Equal("three", three.Made);
            Assert.Equal("none", three.Label);

            var made = Oracle.Read(TwoConstructorsBsonSerializer.Instance, kind, new BsonDocument { { "_id", "k" }, { "Made", "doc" } }.ToBson());
            Assert.Equal("doc", made.Made);

            var attributed = Oracle.Read(AttributedConstructorBsonSerializer.Instance, kind, new BsonDocument { { "_id", 1 }, { "c", "x" } }.ToBson());
            Assert.Equal("set by the constructor", attributed.Note);
            Assert.Equal(7, attributed.Level);
        }
    }

    [Fact]
    public void Writes_the_driver_s_bytes()
    {
        Oracle.AssertSameBytes(ImmutableOrderBsonSerializer.Instance, new ImmutableOrder(1, "c", new List<Leaf> { new() { Number = 2 } }, 2.5m, new DateTime(2024, 1, 2, 0, 0, 0, DateTimeKind.Utc), Color.Blue));
        Oracle.AssertSameBytes(GetOnlyRecordBsonSerializer.Instance, new GetOnlyRecord(5, null, 1.5, new List<string> { "t" }));
        Oracle.AssertSameBytes(AttributedConstructorBsonSerializer.Instance, new AttributedConstructor(3, "code") { Level = 4 });
        Oracle.AssertSameBytes(TwoConstructorsBsonSerializer.Instance, new TwoConstructors("k", 2, null));
        Oracle.AssertSameBytes(FactoryMadeBsonSerializer.Instance, FactoryMade.Create(11, 12));
        Oracle.AssertSameBytes(ConstructedWithExtrasBsonSerializer.Instance, new ConstructedWithExtras(4, new Dictionary<string, object> { ["k"] = 1 }));
    }

    [Fact]
    public void The_seeded_corpus_fills_get_only_members()
    {
        // The corpus sets get-only members through their backing fields, as no setter can: otherwise every seeded
        // document of these models would be one of default values.
        var orders = InstanceFactory.Many<ImmutableOrder>(20, 1).ToList();
        Assert.Contains(orders, o => o.Customer is not null && o.Lines is not null && o.Id != 0);
        var records = InstanceFactory.Many<GetOnlyRecord>(20, 1).ToList();
        Assert.Contains(records, r => r.Name is not null && r.Id != 0);
    }

    [Fact]
    public void Round_trips_through_both_serializers()
    {
        var order = new ImmutableOrder(9, "c", null, 1m, new DateTime(2024, 5, 6, 7, 8, 9, DateTimeKind.Utc), Color.Red);
        foreach (var kind in Readers.All)
        {
            var read = Oracle.Read(ImmutableOrderBsonSerializer.Instance, kind, Oracle.Write(Oracle.Driver<ImmutableOrder>(), order));
            Assert.Equal(Fingerprint.Of(order), Fingerprint.Of(read));
        }
    }
}
