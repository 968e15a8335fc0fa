using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>KeyValuePair&lt;TKey, TValue&gt;</c> of owned key and value shapes (<see cref="ValueShape.Elements"/>: the key, then the
/// value), as the driver's KeyValuePairSerializer treats it in its default representation: written as the document
/// <c>{ k: key, v: value }</c>, read from that document (its elements in any order) or from the array <c>[key, value]</c>,
/// each read and written as an item of its type (see <see cref="KeyValueEntries"/>). A <c>Nullable&lt;T&gt;</c> of one reads a BSON
/// null as null (the driver's NullableSerializer around it).
/// </summary>
internal sealed class KeyValuePairKind : ContainerValueKind
{
    public override ShapeKind Id => ShapeKind.KeyValuePair;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("KeyValuePairSerializer");

    /// <summary>Exactly the driver's KeyValuePairSerializer of the key and value types, in the Document representation, each item serializer as its shape expects.</summary>
    public override string? DriftCheck(ValueShape shape)
    {
        var serializer = $"{Globals.Serializers}.KeyValuePairSerializer<{string.Join(", ", shape.Elements.Select(element => element.TypeName))}>";
        return $"{Globals.ShapeChecks}.Tuple<{serializer}>(pair => new {Globals.IBsonSerializer}[] {{ pair.KeySerializer, pair.ValueSerializer }}, pair => pair.Representation == {Globals.BsonType}.Document)";
    }

    protected override string HelperWord => "KeyValuePair";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Document", $"!reader.TryReadDocument(out var bytes) || !TryReadKeyValuePair_{site.HelperKey}(bytes, true, out var pair)", "pair"),
            new SpanBranch("Array", $"!reader.TryReadDocument(out var bytes) || !TryReadKeyValuePair_{site.HelperKey}(bytes, false, out var pair)", "pair"));

    protected override IEnumerable<(ValueSite Site, string What)> Children(ValueSite site, string what)
    {
        yield return (KeySite(site), "the key of " + what);
        yield return (ValueSiteOf(site), "the value of " + what);
    }

    protected override void EmitSpanHelper(SourceWriter writer, ValueSite site, string what)
    {
        var shape = site.Shape;
        KeyValueEntries.EmitSpanHelper(writer, $"TryReadKeyValuePairEntry_{site.HelperKey}", what, KeySite(site), ValueSiteOf(site));
        writer.Line($"/// <summary>Reads {what} (see TryReadKeyValuePairEntry_{site.HelperKey}).</summary>");
        using (writer.Block($"private static bool TryReadKeyValuePair_{site.HelperKey}({Globals.ReadOnlySpanOfByte} bson, bool named, out {shape.TypeName} value)"))
        {
            writer.Line($"var read = TryReadKeyValuePairEntry_{site.HelperKey}(bson, named, out var key, out var item);");
            writer.Line($"value = {Creation(shape)};");
            writer.Line("return read;");
        }

        writer.Line();
    }

    protected override string ReaderHelperSummary(ValueShape shape, string what) =>
        $"Reads {what}: its document's key and value by name, or its array's in order, as the driver's KeyValuePairSerializer reads them.";

    /// <summary>Any other BSON type than a document or an array (null included) goes to the driver's serializer.</summary>
    protected override void EmitReaderBody(SourceWriter writer, ValueSite site)
    {
        using (writer.Block($"if (reader.CurrentBsonType != {Globals.BsonType}.Document && reader.CurrentBsonType != {Globals.BsonType}.Array)"))
        {
            writer.Line($"return {Globals.DriverValues}.Deserialize(fallback, context);");
        }

        writer.Line($"ReadKeyValuePairEntry_{site.HelperKey}(context, out var key, out var item);");
        writer.Line($"return {Creation(site.Shape)};");
    }

    protected override void EmitMoreReaderHelpers(SourceWriter writer, ValueSite site, string what) =>
        KeyValueEntries.EmitReaderHelper(writer, $"ReadKeyValuePairEntry_{site.HelperKey}", what, KeySite(site), ValueSiteOf(site), site.Shape.CoreTypeName);

    /// <summary>Every value alike: a struct.</summary>
    protected override (string RuntimeType, string DeclaredType)[] WrittenTypes(ValueShape shape) => Array.Empty<(string, string)>();

    protected override void EmitWriteBody(SourceWriter writer, ValueSite site, string value) =>
        KeyValueEntries.EmitDocumentWrite(writer, KeySite(site), ValueSiteOf(site), value);

    /// <summary>The pair's constructor, of the declared type (without its own <c>?</c>).</summary>
    private static string Creation(ValueShape shape) => $"new {shape.TypeName.TrimEnd('?')}(key, item)";

    private static ValueSite KeySite(ValueSite site) => ValueSite.OfItem(site.Shape.Elements[0], DictionaryKind.KeyKey(site.HelperKey));

    private static ValueSite ValueSiteOf(ValueSite site) => ValueSite.OfItem(site.Shape.Elements[1], DictionaryKind.ValueKey(site.HelperKey));
}
