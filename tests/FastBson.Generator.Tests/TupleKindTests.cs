using System.Linq;
using FastBson.Generator.Model;
using FastBson.Generator.Tests.Infrastructure;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// Tuples of owned items are read and written by the generated code under every driver; value tuples only where the
/// referenced MongoDB.Bson has its ValueTupleSerializer (2.19.1 and later): before that, its class map writes their fields and cannot read them.
/// </summary>
public class TupleKindTests
{
    private const string Source = """
        using System;
        using System.Collections.Generic;
        using FastBson;

        [GenerateBsonSerializer]
        public class Slot
        {
            public int Id { get; set; }

            public Tuple<int, string?>? Pair { get; set; }

            public (int Count, string? Name) Named { get; set; }

            public (long, List<double>?)? Maybe { get; set; }

            public Tuple<int, (int, string)>? Mixed { get; set; }

            public Tuple<int, int, int, int, int, int, int, Tuple<int>>? Eight { get; set; }

            public Tuple<int, int, int, int, int, int, int, int>? RestNotATuple { get; set; }

            public Tuple<int, int[,,,]>? UnownedItem { get; set; }
        }
        """;

    private const string ValueTupleSerializers = "namespace MongoDB.Bson.Serialization.Serializers { public sealed class ValueTupleSerializer<T1> { } }";

    // Kinds by name: ShapeKind is internal to the generator, and a public test method cannot take it.
    [Theory]
    [InlineData("2.14.1", false, "Driver", "Driver")]
    [InlineData("2.19.1", true, "ValueTuple", "Tuple")]
    [InlineData("2.30.0", true, "ValueTuple", "Tuple")]
    [InlineData("3.11.0", true, "ValueTuple", "Tuple")]
    public void Each_tuple_takes_the_kind_the_referenced_driver_allows(string version, bool hasValueTupleSerializers, string valueTuple, string tupleOfValueTuple)
    {
        var model = CompilationHelper.ParseUnderStandInDriver(version, hasValueTupleSerializers ? ValueTupleSerializers : string.Empty, Source, "Slot");
        ValueShape ShapeOf(string member) => model.Members.Single(m => m.Name == member).Shape;

        Assert.Equal(
            (nameof(ShapeKind.Tuple), valueTuple, valueTuple, tupleOfValueTuple, nameof(ShapeKind.Tuple), nameof(ShapeKind.Driver), nameof(ShapeKind.Driver)),
            (ShapeOf("Pair").Kind.ToString(), ShapeOf("Named").Kind.ToString(), ShapeOf("Maybe").Kind.ToString(), ShapeOf("Mixed").Kind.ToString(),
                ShapeOf("Eight").Kind.ToString(), ShapeOf("RestNotATuple").Kind.ToString(), ShapeOf("UnownedItem").Kind.ToString()));
        Assert.Equal(new[] { ShapeKind.Int32, ShapeKind.String }, ShapeOf("Pair").Elements.Select(e => e.Kind));
        Assert.Equal(ShapeKind.Tuple, ShapeOf("Eight").Elements[7].Kind);
    }

    [Fact]
    public void Value_tuples_are_named_as_value_tuples_the_generated_code_can_construct()
    {
        var model = CompilationHelper.ParseUnderStandInDriver("3.11.0", ValueTupleSerializers, Source, "Slot");
        var named = model.Members.Single(m => m.Name == "Named").Shape;
        var maybe = model.Members.Single(m => m.Name == "Maybe").Shape;

        Assert.Equal("global::System.ValueTuple<int, string?>", named.TypeName);
        Assert.Equal("global::System.ValueTuple<long, global::System.Collections.Generic.List<double>?>?", maybe.TypeName);
        Assert.True(maybe.IsNullableValueType);
    }
}
