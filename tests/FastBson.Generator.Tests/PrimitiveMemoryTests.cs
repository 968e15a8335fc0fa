using System.Linq;
using FastBson.Generator.Tests.Infrastructure;
using Xunit;

namespace FastBson.Generator.Tests;

/// <summary>
/// <c>Memory&lt;T&gt;</c> and <c>ReadOnlyMemory&lt;T&gt;</c> are read and written by generated code only where the referenced
/// driver has its MemorySerializer (2.26 and later), and only of the primitives that serializer writes.
/// </summary>
public class PrimitiveMemoryTests
{
    private const string MemorySerializers = """
        namespace MongoDB.Bson.Serialization.Serializers
        {
            public sealed class MemorySerializer<TItem> { }

            public sealed class ReadonlyMemorySerializer<TItem> { }
        }
        """;

    // Kinds by name, as in TimeKindTests; the item's keyword where owned.
    [Theory]
    [InlineData(true, "public System.Memory<float> Value { get; set; }", "PrimitiveMemory", "float")]
    [InlineData(true, "public System.ReadOnlyMemory<byte> Value { get; set; }", "PrimitiveMemory", "byte")]
    [InlineData(true, "public System.Memory<decimal>? Value { get; set; }", "PrimitiveMemory", "decimal")]
    [InlineData(true, "public System.ReadOnlyMemory<char> Value { get; set; }", "PrimitiveMemory", "char")]
    [InlineData(true, "public System.Memory<string> Value { get; set; }", "Driver", null)]
    [InlineData(true, "public System.Memory<System.DateTime> Value { get; set; }", "Driver", null)]
    [InlineData(false, "public System.Memory<float> Value { get; set; }", "Driver", null)]
    public void Memories_of_primitives_are_owned_where_the_driver_has_their_serializer(bool hasMemorySerializers, string member, string kind, string? item)
    {
        var source = $$"""
            using FastBson;

            [GenerateBsonSerializer]
            public class Slot
            {
                public int Id { get; set; }

                {{member}}
            }
            """;
        var model = CompilationHelper.ParseUnderStandInDriver("3.11.0", hasMemorySerializers ? MemorySerializers : string.Empty, source, "Slot");
        var shape = model.Members.Single(m => m.Name == "Value").Shape;

        Assert.Equal((kind, item), (shape.Kind.ToString(), shape.PrimitiveItem));
    }
}
