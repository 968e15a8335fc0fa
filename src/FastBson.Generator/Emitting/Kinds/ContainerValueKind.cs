using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A collection of values of an inline kind, read and written by helper methods of its member (one per path, named
/// after the container and the member), which loop over the items with the item kind's own code.
/// </summary>
internal abstract class ContainerValueKind : ValueKind
{
    /// <summary>The BSON type the driver's serializer writes the collection as.</summary>
    protected abstract string BsonType { get; }

    /// <summary>The word in the helper methods' names: <c>TryRead{word}_</c>, <c>Read{word}_</c> and <c>Write{word}_</c>, then the member's key.</summary>
    protected abstract string HelperWord { get; }

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch(BsonType, $"!reader.TryReadDocument(out var bytes) || !{SpanHelper(site.HelperKey)}(bytes, out var items)", "items"));

    public sealed override string ReaderRead(ValueSite site) => $"Read{HelperWord}_{site.HelperKey}(context, {site.DriverSerializer})";

    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"Write{HelperWord}_{site.HelperKey}(context, {value});");

    /// <summary>Arrays are counted before they are filled, so the result is created at its exact size.</summary>
    public sealed override void EmitSpanHelpers(SourceWriter writer, MemberModel member)
    {
        var shape = member.Shape;
        writer.Line($"/// <summary>{SpanHelperSummary(member)}</summary>");
        using (writer.Block($"private static bool {SpanHelper(member.Key)}({Globals.ReadOnlySpanOfByte} bson, out {shape.TypeName} value)"))
        {
            writer.Line("value = default!;");
            writer.Line($"var count = {Globals.SpanReader}.CountElements(bson);");
            writer.Line("if (count < 0) return false;");
            writer.Line($"var items = {SpanItemsCreation(shape)};");
            writer.Line($"var reader = new {Globals.SpanReader}(bson);");
            using (writer.Block("for (var i = 0; i < count; i++)"))
            {
                EmitSpanElement(writer, member);
            }

            writer.Line("value = items;");
            writer.Line("return true;");
        }

        writer.Line();
    }

    /// <summary>Any other BSON type than the collection's goes to the driver's serializer of the member.</summary>
    public sealed override void EmitReaderHelpers(SourceWriter writer, MemberModel member)
    {
        var shape = member.Shape;
        writer.Line($"/// <summary>{ReaderHelperSummary(member)}</summary>");
        using (writer.Block($"private static {shape.TypeName} Read{HelperWord}_{member.Key}({Globals.DeserializationContext} context, {Globals.IBsonSerializer}<{shape.TypeName}> fallback)"))
        {
            writer.Line("var reader = context.Reader;");
            using (writer.Block($"if (reader.CurrentBsonType != {Globals.BsonType}.{BsonType})"))
            {
                writer.Line($"return {Globals.SerializerExtensions}.Deserialize(fallback, context);");
            }

            EmitReaderBody(writer, member);
        }

        writer.Line();
    }

    public sealed override void EmitWriteHelpers(SourceWriter writer, MemberModel member)
    {
        using (writer.Block($"private static void Write{HelperWord}_{member.Key}({Globals.SerializationContext} context, {member.Shape.TypeName} value)"))
        {
            writer.Line("var writer = context.Writer;");
            using (writer.Block("if (value is null)"))
            {
                writer.Line("writer.WriteNull();");
                writer.Line("return;");
            }

            EmitWriteBody(writer, member);
        }

        writer.Line();
    }

    /// <summary>The doc comment of the span helper.</summary>
    protected abstract string SpanHelperSummary(MemberModel member);

    /// <summary>The expression that creates the collection for <c>count</c> items.</summary>
    protected abstract string SpanItemsCreation(ValueShape shape);

    /// <summary>Emits the loop body that reads element <c>i</c> into <c>items</c>, or returns false.</summary>
    protected abstract void EmitSpanElement(SourceWriter writer, MemberModel member);

    /// <summary>The doc comment of the IBsonReader helper.</summary>
    protected abstract string ReaderHelperSummary(MemberModel member);

    /// <summary>Emits the IBsonReader helper's statements once the reader is at a value of the collection's BSON type.</summary>
    protected abstract void EmitReaderBody(SourceWriter writer, MemberModel member);

    /// <summary>Emits the write helper's statements for a collection that is not null.</summary>
    protected abstract void EmitWriteBody(SourceWriter writer, MemberModel member);

    private string SpanHelper(string key) => $"TryRead{HelperWord}_{key}";
}
