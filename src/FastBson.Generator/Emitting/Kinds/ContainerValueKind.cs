using System;
using System.Collections.Generic;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A collection (an array, a list, a set, a dictionary, a tuple ...) read and written by helper methods of its value site (one per
/// path, named after the container and the site), which loop over the items with the item kind's own code. An item
/// that is itself a collection has helper methods of its own, named after the item's site.
/// </summary>
internal abstract class ContainerValueKind : ValueKind
{
    private enum HelperPath
    {
        Span,
        Reader,
        Write,
    }

    /// <summary>The word in the helper methods' names: <c>TryRead{word}_</c>, <c>Read{word}_</c> and <c>Write{word}_</c>, then the site's key.</summary>
    protected abstract string HelperWord { get; }

    public sealed override string ReaderRead(ValueSite site) => $"Read{HelperWord}_{site.HelperKey}(context, {site.DriverSerializer})";

    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"Write{HelperWord}_{site.HelperKey}(context, {value});");

    public sealed override void EmitSpanHelpers(SourceWriter writer, MemberModel member) => EmitHelpers(writer, ValueSite.Of(member), member.Name, HelperPath.Span);

    public sealed override void EmitReaderHelpers(SourceWriter writer, MemberModel member) => EmitHelpers(writer, ValueSite.Of(member), member.Name, HelperPath.Reader);

    public sealed override void EmitWriteHelpers(SourceWriter writer, MemberModel member) => EmitHelpers(writer, ValueSite.Of(member), member.Name, HelperPath.Write);

    /// <summary>The value sites inside the collection (items; keys and values), with the words that name them in doc comments.</summary>
    protected abstract IEnumerable<(ValueSite Site, string What)> Children(ValueSite site, string what);

    /// <summary>Emits the span path's helper methods of the site: <c>TryRead{word}_{key}(bson, out value)</c> and any it calls.</summary>
    protected abstract void EmitSpanHelper(SourceWriter writer, ValueSite site, string what);

    /// <summary>The doc comment of the IBsonReader helper.</summary>
    protected abstract string ReaderHelperSummary(ValueShape shape, string what);

    /// <summary>Emits the IBsonReader helper's statements, which return the value (or what <c>fallback</c>, the driver's serializer, reads).</summary>
    protected abstract void EmitReaderBody(SourceWriter writer, ValueSite site);

    /// <summary>Emits the IBsonReader helper methods that the site's helper calls, if any.</summary>
    protected virtual void EmitMoreReaderHelpers(SourceWriter writer, ValueSite site, string what)
    {
    }

    /// <summary>
    /// The runtime types the write helper writes itself, each with the declared type it is written as; none when it writes
    /// any value of the declared type alike. By default those the collection type names (<see cref="CollectionType.Written"/>).
    /// </summary>
    protected virtual (string RuntimeType, string DeclaredType)[] WrittenTypes(ValueShape shape) => CollectionTypes.Of(shape).WrittenOf(shape);

    /// <summary>Emits the write helper's statements for a value (never null) of one of the types <see cref="WrittenTypes"/> names.</summary>
    protected abstract void EmitWriteBody(SourceWriter writer, ValueSite site, string value);

    /// <summary>
    /// A span helper over the counted elements of a document or array: creates the accumulator, reads each element, returns
    /// the result (or, given <paramref name="tryResult"/>, returns what that expression returns, having made the result).
    /// Given the <paramref name="items"/>' site, whose kind tells the BSON types its span read may read
    /// (<see cref="ValueKind.SpanTypes"/>), it declines a document or array that holds another type before reading any item.
    /// </summary>
    protected static void EmitCountedSpanHelper(SourceWriter writer, string signature, string summary, string accumulator, string result, Action<SourceWriter> element, string? tryResult = null, ValueSite? items = null)
    {
        writer.Line($"/// <summary>{summary}</summary>");
        using (writer.Block($"private static bool {signature}"))
        {
            writer.Line("value = default!;");
            if (items is { } site && ValueKinds.Of(site.Shape).SpanTypes(site) is { } spanTypes)
            {
                writer.Line($"var count = {Globals.SpanReader}.CountElements(bson, out var types);");
                writer.Line($"if (count < 0 || (types & ~{spanTypes}) != 0) return false; // malformed, or an item the driver's serializer reads");
            }
            else
            {
                writer.Line($"var count = {Globals.SpanReader}.CountElements(bson);");
                writer.Line("if (count < 0) return false;");
            }

            writer.Line($"var items = {accumulator};");
            writer.Line($"var reader = new {Globals.SpanReader}(bson);");
            using (writer.Block("for (var i = 0; i < count; i++)"))
            {
                element(writer);
            }

            if (tryResult is not null)
            {
                writer.Line($"return {tryResult};");
            }
            else
            {
                writer.Line($"value = {result};");
                writer.Line("return true;");
            }
        }

        writer.Line();
    }

    /// <summary>The span branch that reads a nested document or array with one of the site's span helpers.</summary>
    protected static SpanBranch SpanHelperBranch(string bsonType, string helper) =>
        new(bsonType, $"!reader.TryReadDocument(out var bytes) || !{helper}(bytes, out var collection)", "collection");

    private void EmitHelpers(SourceWriter writer, ValueSite site, string what, HelperPath path)
    {
        switch (path)
        {
            case HelperPath.Span:
                EmitSpanHelper(writer, site, what);
                break;
            case HelperPath.Reader:
                EmitReaderHelper(writer, site, what);
                break;
            default:
                EmitWriteHelper(writer, site);
                break;
        }

        foreach (var (child, childWhat) in Children(site, what))
        {
            if (ValueKinds.Of(child.Shape) is ContainerValueKind container)
            {
                container.EmitHelpers(writer, child, childWhat, path);
            }
        }
    }

    private void EmitReaderHelper(SourceWriter writer, ValueSite site, string what)
    {
        var type = site.Shape.TypeName;
        writer.Line($"/// <summary>{ReaderHelperSummary(site.Shape, what)}</summary>");
        using (writer.Block($"private static {type} Read{HelperWord}_{site.HelperKey}({Globals.DeserializationContext} context, {Globals.IBsonSerializer}<{type}> fallback)"))
        {
            writer.Line("var reader = context.Reader;");
            EmitReaderBody(writer, site);
        }

        writer.Line();
        EmitMoreReaderHelpers(writer, site, what);
    }

    private void EmitWriteHelper(SourceWriter writer, ValueSite site)
    {
        // A member's container, offered whole to the span writer first, until it leaves one to the writer.
        var raw = !site.IsItem && WritesOnSpan(site.Shape);
        if (raw)
        {
            writer.Line($"// Set once the span writer has left a value of {site.HelperKey} to the writer: from then on the writer writes them.");
            writer.Line($"private static bool s_spanDeclined_{site.HelperKey};");
            writer.Line();
        }

        using (writer.Block($"private static void Write{HelperWord}_{site.HelperKey}({Globals.SerializationContext} context, {site.Shape.TypeName} value)"))
        {
            writer.Line("var writer = context.Writer;");
            if (site.Shape.CanBeNull)
            {
                using (writer.Block("if (value is null)"))
                {
                    writer.Line("writer.WriteNull();");
                    writer.Line("return;");
                }

                writer.Line();
            }

            var written = WrittenTypes(site.Shape);
            if (written.Length == 0)
            {
                if (raw)
                {
                    EmitSpanAttempt(writer, site);
                }

                // A Nullable<T> of a struct container (a value tuple, an ImmutableArray<T>) is written once it has a value.
                EmitWriteBody(writer, site, site.Shape.IsNullableValueType ? "value.Value" : "value");
            }
            else
            {
                foreach (var (runtimeType, declaredType) in written)
                {
                    using (writer.Block($"if (value.GetType() == typeof({runtimeType}))"))
                    {
                        if (raw)
                        {
                            EmitSpanAttempt(writer, site);
                        }

                        EmitWriteBody(writer, site, declaredType == site.Shape.TypeName.TrimEnd('?') ? "value" : $"(({declaredType})value)");
                        writer.Line("return;");
                    }

                    writer.Line();
                }

                writer.Line("// Any other runtime type is the driver's to write (a subclass with a discriminator, another implementation with its own serializer).");
                EmitDriverWrite(writer, site, "value");
            }
        }

        writer.Line();
        if (WritesOnSpan(site.Shape))
        {
            EmitSpanWriteHelper(writer, site);
        }
    }

    /// <summary>
    /// Offers the value, of a type the span writer's helper writes, to it first: its bytes go to the writer in one piece,
    /// or, once it leaves a value to the writer, the site's values are written element by element from then on.
    /// </summary>
    private void EmitSpanAttempt(SourceWriter writer, ValueSite site) =>
        SpanAttempts.Emit(writer, $"s_spanDeclined_{site.HelperKey}", $"TryWriteSpan{HelperWord}_{site.HelperKey}(buffer, value)", SpanContainerType(site.Shape)!, "return;");

    /// <summary>
    /// The span writer's helper of the site, <c>TryWriteSpan{word}_{key}(buffer, value)</c>: the write helper's types and
    /// order, into the span writer; false for any other runtime type, which the writer's helper gives the driver.
    /// </summary>
    private void EmitSpanWriteHelper(SourceWriter writer, ValueSite site)
    {
        writer.Line("/// <summary>Writes the value (not null) into the span writer as the write helper above writes it; false for what it leaves to the writer.</summary>");
        // The value is not null here: its type without the annotation of its own (a span-written container is a class).
        var type = site.Shape.TypeName.EndsWith("?", StringComparison.Ordinal) ? site.Shape.TypeName.Substring(0, site.Shape.TypeName.Length - 1) : site.Shape.TypeName;
        using (writer.Block($"private static bool TryWriteSpan{HelperWord}_{site.HelperKey}({Globals.SpanWriter} buffer, {type} value)"))
        {
            var written = WrittenTypes(site.Shape);
            if (written.Length == 0)
            {
                EmitSpanWriteContainer(writer, site, "value");
            }
            else
            {
                foreach (var (runtimeType, declaredType) in written)
                {
                    using (writer.Block($"if (value.GetType() == typeof({runtimeType}))"))
                    {
                        EmitSpanWriteContainer(writer, site, declaredType == site.Shape.TypeName.TrimEnd('?') ? "value" : $"(({declaredType})value)");
                    }

                    writer.Line();
                }

                writer.Line("return false;");
            }
        }

        writer.Line();
    }

    private void EmitSpanWriteContainer(SourceWriter writer, ValueSite site, string value)
    {
        if (CollectionTypes.Of(site.Shape).WriteGuardOf(site.Shape, value) is { } guard)
        {
            writer.Line(guard);
        }

        writer.Line("if (!buffer.TryStart(out var start)) return false;");
        EmitSpanWriteBody(writer, site, value);
        writer.Line("return buffer.TryEnd(start);");
    }

    /// <summary>
    /// The BSON type of the site's value where the span writer writes it (<c>Array</c> or <c>Document</c>), else null: not
    /// by default, as every container kind's span write must match its write helper byte for byte.
    /// </summary>
    protected virtual string? SpanContainerType(ValueShape shape) => null;

    /// <summary>Emits the statements that write the items of a container (not null) into the span writer, after its start.</summary>
    protected virtual void EmitSpanWriteBody(SourceWriter writer, ValueSite site, string value) =>
        throw new InvalidOperationException($"{Id} values are written through the writer only.");

    public sealed override bool WritesOnSpan(ValueShape shape) => SpanContainerType(shape) is not null;

    public sealed override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, SpanContainerType(site.Shape)!, () => writer.Line($"if (!TryWriteSpan{HelperWord}_{site.HelperKey}(buffer, {value})) return false;"), element);
}
