using System.Linq;
using FastBson.Generator.Parsing;
using FastBson.Generator.Tests.Infrastructure;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// <c>Half</c> is read and written by generated code only where the referenced driver has its HalfSerializer (3.x built
/// for .NET 6 and later), whose support code then compiles with <c>MONGODB_BSON_HALF</c>; elsewhere the driver's class map
/// serves it, and from 2.20 loses its values (FBSON103).
/// </summary>
public class HalfKindTests
{
    private const string HalfSerializer = "namespace MongoDB.Bson.Serialization.Serializers { public sealed class HalfSerializer { } }";

    private const string Source = """
        using System;
        using System.Collections.Generic;
        using FastBson;

        [GenerateBsonSerializer]
        public class Slot
        {
            public int Id { get; set; }
            public Half Scale { get; set; }
            public Half? Bias { get; set; }
            public List<Half>? Weights { get; set; }
        }
        """;

    [Theory]
    [InlineData("3.11.0", true, "Half")]
    [InlineData("3.11.0", false, "Driver")]
    [InlineData("2.30.0", false, "Driver")]
    public void Half_is_owned_where_the_driver_has_its_serializer(string version, bool hasHalfSerializer, string kind)
    {
        var compilation = CompilationHelper.CreateUnderStandInDriver(version, hasHalfSerializer ? HalfSerializer : string.Empty, Source, "Slot.cs");

        var driver = DriverVersionReader.Read(compilation);
        var model = CompilationHelper.ParseModel(compilation, "Slot");
        string KindOf(string member) => model.Members.Single(m => m.Name == member).Shape.Kind.ToString();
        string ItemKindOf(string member) => model.Members.Single(m => m.Name == member).Shape.Item!.Kind.ToString();

        Assert.Equal((kind, kind, kind), (KindOf("Scale"), KindOf("Bias"), hasHalfSerializer ? ItemKindOf("Weights") : KindOf("Weights")));
        Assert.Equal(hasHalfSerializer, driver.HasHalfSerializer);
        Assert.Equal(hasHalfSerializer, driver.Symbols.Contains("MONGODB_BSON_HALF"));
    }
}
