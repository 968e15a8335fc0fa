using MongoDB.Bson;
using System;
using System.Linq;
using FastBson.Fuzz.Inputs;
using FastBson.Fuzz.Judging;
using Xunit;

namespace FastBson.Fuzz.Tests;

/// <summary>The inputs: the same seed and index always make the same input, and the mutations do what they say.</summary>
public class InputTests
{
    private static readonly InputSource Source = new(7, FuzzTargets.All());

    [Fact]
    public void An_input_depends_on_its_seed_and_index_alone()
    {
        var again = new InputSource(7, FuzzTargets.All());
        foreach (var index in new[] { 0L, 1, 999, 123_456 })
        {
            var first = Source.Create(index);
            var second = again.Create(index);
            Assert.Equal(first.Bytes, second.Bytes);
            Assert.Equal(first.Label, second.Label);
            Assert.Equal(first.Target.Name, second.Target.Name);
        }

        Assert.NotEqual(Source.Create(1).Bytes, Source.Create(2).Bytes);
    }

    [Fact]
    public void Every_model_of_the_corpus_is_fuzzed()
    {
        var names = Source.Targets.Select(t => t.Name).ToHashSet();
        foreach (var model in new[] { "Scalars", "BsonValues", "Node", "HostInfo", "RawHolder", "Market", "Order", "WideDocument", "PackedMarket" })
        {
            Assert.Contains(model, names);
        }
    }

    [Fact]
    public void Element_mutations_keep_the_framing_unless_they_lie()
    {
        var seed = Source.SeedsOf(Source.Targets.First(t => t.Name == "Order"))[0];
        foreach (var name in new[] { "duplicate element", "reordered elements", "missing element", "odd value", "grafted value" })
        {
            // A mutation may not apply to the element it picks (no next element to swap with): the first seed that applies.
            var mutation = Mutations.All.Single(m => m.Name == name).Apply;
            var result = Enumerable.Range(0, 50).Select(i => mutation(new System.Random(i), seed, new[] { seed })).FirstOrDefault(r => r is not null && !r.Value.Bytes.AsSpan().SequenceEqual(seed));
            Assert.True(result is not null, name);
            var bytes = result!.Value.Bytes;
            Assert.NotEqual(seed, bytes);

            // Well framed: the walk reaches the top-level document's terminator.
            var elements = BsonLayout.Elements(bytes);
            Assert.Equal(bytes.Length - 1, elements.Where(e => e.Depth == 1).Max(e => e.End));
            Assert.Equal(bytes.Length, System.BitConverter.ToInt32(bytes, 0));
        }
    }

    [Fact]
    public void Deep_nesting_reaches_the_levels_it_names()
    {
        var seed = Source.SeedsOf(Source.Targets.First(t => t.Name == "Node"))[0];
        var deepest = Enumerable.Range(0, 40)
            .Select(i => Mutations.All.Single(m => m.Name == "deep nesting").Apply(new System.Random(i), seed, new[] { seed }))
            .Where(r => r is not null)
            .Max(r => BsonLayout.Levels(r!.Value.Bytes));
        Assert.True(deepest > FastBsonSerializers.MaxReadDepth, $"deepest {deepest}");
    }

    [Fact]
    public void A_top_level_length_that_lies_short_does_not_hide_the_levels_a_reader_meets()
    {
        // { a: { a: { ... } } } 600 levels deep, then a top-level length of 0: the framed walk stops at the length,
        // a reader goes on element by element.
        var document = new MongoDB.Bson.BsonDocument();
        for (var i = 0; i < 600; i++)
        {
            document = new MongoDB.Bson.BsonDocument("a", document);
        }

        var bytes = MongoDB.Bson.BsonExtensionMethods.ToBson(document, serializer: null, writerSettings: new MongoDB.Bson.IO.BsonBinaryWriterSettings { MaxSerializationDepth = 1000 });
        Assert.Equal(601, BsonLayout.Levels(bytes));
        System.BitConverter.GetBytes(0).CopyTo(bytes, 0);
        Assert.Equal(601, BsonLayout.Levels(bytes));
        bytes[^1] = 0x10; // the outermost terminator becomes an int32 type byte with no name: the walk stops, keeping what it met
        Assert.Equal(601, BsonLayout.Levels(bytes));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(7)]
    public void Nesting_in_one_pass_builds_what_splicing_level_by_level_builds(int levels)
    {
        // A document { a: 1, b: { c: 2 }, d: 3 } nested at b inside itself, as splicing each level in turn does it.
        var value = new BsonDocument { { "a", 1 }, { "b", new BsonDocument("c", 2) }, { "d", 3 } }.ToBson();
        var child = BsonLayout.Elements(value).First(e => e.IsDocument);
        var spliced = value;
        for (var i = 0; i < levels; i++)
        {
            spliced = BsonEdits.Splice(value, child.ValueStart, child.End - child.ValueStart, spliced, new[] { 0 });
        }

        var nested = BsonEdits.Nest(value.AsSpan(0, child.ValueStart), value, value.AsSpan(child.End), levels);
        Assert.Equal(spliced, nested);
        Assert.Equal(levels + 2, BsonLayout.Levels(nested));
    }
}
