using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>Memory&lt;T&gt;</c> and <c>ReadOnlyMemory&lt;T&gt;</c> of a primitive, as the driver's MemorySerializer and
/// ReadonlyMemorySerializer (2.26 and later) write them by default: an array of the items' BSON type (<c>PrimitiveArrays</c>), or a
/// Binary of the generic subtype for bytes (as <c>byte[]</c>). The span path reads that array (and a byte's Binary) into
/// a new array the memory wraps; any other item or value goes to the serializer, as every value does on the IBsonReader
/// path (its array reader works on the raw bytes already).
/// </summary>
internal sealed class PrimitiveMemoryKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.PrimitiveMemory;

    public override string? DriftCheck(ValueShape shape) =>
        Expect($"{SerializerName(shape)}<{shape.PrimitiveItem}>", IsBytes(shape) ? "Binary" : "Array");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var array = new SpanBranch("Array", $"!reader.TryReadPrimitiveArray<{site.Shape.PrimitiveItem}>(out var fromArray)", $"new {site.Shape.CoreTypeName}(fromArray)");
        if (IsBytes(site.Shape))
        {
            EmitSpanBranches(writer, site, store, new SpanBranch("Binary", "!reader.TryReadBytes(out var fromBinary)", $"new {site.Shape.CoreTypeName}(fromBinary)"), array);
        }
        else
        {
            EmitSpanBranches(writer, site, store, array);
        }
    }

    public override string ReaderRead(ValueSite site) => DriverRead(site);

    // The driver writes a copy of a byte memory's bytes, as a byte[] is written.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => IsBytes(site.Shape)
            ? $"writer.WriteBytes({v}.Span.ToArray());"
            : $"{Globals.PrimitiveArrays}.Write<{site.Shape.PrimitiveItem}>(writer, {v}.Span);");

    private static bool IsBytes(ValueShape shape) => shape.PrimitiveItem == "byte";

    private static string SerializerName(ValueShape shape) =>
        shape.CoreTypeName.StartsWith("global::System.ReadOnlyMemory<", StringComparison.Ordinal) ? "ReadonlyMemorySerializer" : "MemorySerializer";
}
