using System;
using System.Collections.Generic;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A dictionary (or dictionary interface) of owned key and value shapes, as the driver's dictionary serializers treat it:
/// written in its representation (a document of key/value elements, an array of <c>[key, value]</c> arrays, or an array
/// of <c>{ k, v }</c> documents), read from any of them whatever the representation.
/// </summary>
internal sealed class DictionaryKind : ContainerValueKind
{
    public override ShapeKind Id => ShapeKind.Dictionary;

    public override string DriftRole => "Dictionary";

    public override string? DriftCheck(ValueShape shape) =>
        $"{Globals.ShapeChecks}.{(CollectionTypes.Of(shape).HoldsItemSerializers ? "DictionaryOfItsOwnSerializers" : "CollectionDictionary")}";

    protected override string HelperWord => "Dictionary";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            SpanHelperBranch("Document", $"TryReadDictionary_{site.HelperKey}"),
            SpanHelperBranch("Array", $"TryReadDictionaryEntries_{site.HelperKey}"));

    protected override IEnumerable<(ValueSite Site, string What)> Children(ValueSite site, string what)
    {
        yield return (KeySite(site), "the keys of " + what);
        yield return (ValueSiteOf(site), "the values of " + what);
    }

    protected override void EmitSpanHelper(SourceWriter writer, ValueSite site, string what)
    {
        var shape = site.Shape;
        var collection = CollectionTypes.Of(shape);
        var accumulator = collection.NewAccumulator(shape, "count");
        var result = collection.ResultOf(shape, "items");
        var parameters = $"({Globals.ReadOnlySpanOfByte} bson, out {shape.TypeName} value)";
        var keyIsNullable = shape.Key!.CanBeNull ? "key is null || " : string.Empty;

        EmitCountedSpanHelper(writer, $"TryReadDictionary_{site.HelperKey}{parameters}", $"Reads {what} from a document of key/value elements.", accumulator, result, w =>
        {
            w.Line("var type = reader.ReadElement(out var name);");
            w.Line(shape.Key.Kind == ShapeKind.String
                ? $"if (!{Globals.SpanReader}.TryDecodeName(name, out var key)) return false;"
                : $"if (!{Globals.SpanReader}.TryDecodeName(name, out var keyName) || !{Globals.DictionaryKeys}.TryRead(keyName, {KeySite(site).DriverSerializer}, out var key)) return false;");

            // A repeated key is the driver's error to raise (Dictionary.Add).
            ValueKinds.Of(shape.Item!).EmitSpanRead(w, ValueSiteOf(site), value => $"if (!{collection.TryAdd("key", value)}) return false;");
        }, items: ValueSiteOf(site));

        EmitCountedSpanHelper(writer, $"TryReadDictionaryEntries_{site.HelperKey}{parameters}", $"Reads {what} from an array of entries.", accumulator, result, w =>
        {
            w.Line("var type = reader.ReadElement(out _);");
            w.Line($"if ((type != (int){Globals.BsonType}.Array && type != (int){Globals.BsonType}.Document) || !reader.TryReadDocument(out var entry)) return false;");
            w.Line($"if (!TryReadDictionaryEntry_{site.HelperKey}(entry, type == (int){Globals.BsonType}.Document, out var key, out var item)) return false;");

            // A null or repeated key is the driver's error to raise (Dictionary.Add).
            w.Line($"if ({keyIsNullable}!{collection.TryAdd("key", "item")}) return false;");
        });

        KeyValueEntries.EmitSpanHelper(writer, $"TryReadDictionaryEntry_{site.HelperKey}", $"one entry of {what}", KeySite(site), ValueSiteOf(site));
    }

    protected override string ReaderHelperSummary(ValueShape shape, string what) => $"Reads {what} from a document of key/value elements or an array of entries.";

    /// <summary>Any other BSON type than a document or an array goes to the driver's serializer.</summary>
    protected override void EmitReaderBody(SourceWriter writer, ValueSite site)
    {
        var shape = site.Shape;
        var collection = CollectionTypes.Of(shape);
        var key = shape.Key!.Kind == ShapeKind.String
            ? "global::MongoDB.Bson.IO.IBsonReaderExtensions.ReadName(reader)"
            : $"{Globals.DictionaryKeys}.Read(global::MongoDB.Bson.IO.IBsonReaderExtensions.ReadName(reader), {KeySite(site).DriverSerializer})";
        using (writer.Block($"if (reader.CurrentBsonType == {Globals.BsonType}.Document)"))
        {
            writer.Line("reader.ReadStartDocument();");
            writer.Line($"var items = {collection.NewAccumulator(shape, string.Empty)};");
            using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                writer.Line($"var key = {key};");
                writer.Line($"{collection.Add("key", ValueKinds.Of(shape.Item!).ReaderRead(ValueSiteOf(site)))};");
            }

            writer.Line("reader.ReadEndDocument();");
            writer.Line($"return {collection.ResultOf(shape, "items")};");
        }

        writer.Line();
        using (writer.Block($"if (reader.CurrentBsonType == {Globals.BsonType}.Array)"))
        {
            writer.Line("reader.ReadStartArray();");
            writer.Line($"var items = {collection.NewAccumulator(shape, string.Empty)};");
            using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                writer.Line($"ReadDictionaryEntry_{site.HelperKey}(context, out var key, out var item);");
                writer.Line($"{collection.Add("key", "item")};");
            }

            writer.Line("reader.ReadEndArray();");
            writer.Line($"return {collection.ResultOf(shape, "items")};");
        }

        writer.Line();
        writer.Line($"return {Globals.DriverValues}.Deserialize(fallback, context);");
    }

    // The document representation with string keys, which are the element names: each checked by the span writer as the
    // writer checks a name. A key of another type is its serializer's to write.
    protected override string? SpanContainerType(ValueShape shape) =>
        shape.IsReferenceType && shape.Representation == DictionaryRepresentation.Document && shape.Key!.Kind == ShapeKind.String &&
        ValueKinds.Of(shape.Item!).WritesOnSpan(shape.Item!)
            ? "Document"
            : null;

    protected override void EmitSpanWriteBody(SourceWriter writer, ValueSite site, string value)
    {
        using (writer.Block($"foreach ({CollectionTypes.Of(site.Shape).EntryType} pair in {value})"))
        {
            ValueKinds.Of(site.Shape.Item!).EmitSpanWrite(writer, ValueSiteOf(site), "pair.Value", type => $"if (!buffer.TryElement({type}, pair.Key)) return false;");
        }
    }

    protected override void EmitWriteBody(SourceWriter writer, ValueSite site, string value)
    {
        var shape = site.Shape;
        var entry = CollectionTypes.Of(shape).EntryType;
        switch (shape.Representation)
        {
            case DictionaryRepresentation.ArrayOfArrays:
                writer.Line("writer.WriteStartArray();");
                using (writer.Block($"foreach ({entry} pair in {value})"))
                {
                    writer.Line("writer.WriteStartArray();");
                    ValueKinds.Of(shape.Key!).EmitWrite(writer, KeySite(site), "pair.Key");
                    ValueKinds.Of(shape.Item!).EmitWrite(writer, ValueSiteOf(site), "pair.Value");
                    writer.Line("writer.WriteEndArray();");
                }

                writer.Line("writer.WriteEndArray();");
                break;
            case DictionaryRepresentation.ArrayOfDocuments:
                writer.Line("writer.WriteStartArray();");
                using (writer.Block($"foreach ({entry} pair in {value})"))
                {
                    KeyValueEntries.EmitDocumentWrite(writer, KeySite(site), ValueSiteOf(site), "pair");
                }

                writer.Line("writer.WriteEndArray();");
                break;
            default:
                writer.Line("writer.WriteStartDocument();");
                using (writer.Block($"foreach ({entry} pair in {value})"))
                {
                    // Keys of other types are written by their serializer, which must write a string (the driver throws otherwise).
                    writer.Line(shape.Key!.Kind == ShapeKind.String
                        ? "writer.WriteName(pair.Key);"
                        : $"writer.WriteName({Globals.DictionaryKeys}.Write(pair.Key, {KeySite(site).DriverSerializer}));");
                    ValueKinds.Of(shape.Item!).EmitWrite(writer, ValueSiteOf(site), "pair.Value");
                }

                writer.Line("writer.WriteEndDocument();");
                break;
        }
    }

    /// <summary>One entry of the array form on the IBsonReader path, with the driver's rules (see <see cref="KeyValueEntries"/>).</summary>
    protected override void EmitMoreReaderHelpers(SourceWriter writer, ValueSite site, string what)
    {
        var shape = site.Shape;

        // The type the driver's error names: what its serializer creates (the declared type when every value is written alike).
        var written = CollectionTypes.Of(shape).WrittenOf(shape);
        var created = written.Length > 0 ? written[0].RuntimeType : shape.CoreTypeName;
        KeyValueEntries.EmitReaderHelper(writer, $"ReadDictionaryEntry_{site.HelperKey}", $"one entry of {what}", KeySite(site), ValueSiteOf(site), created);
    }

    private static ValueSite KeySite(ValueSite site) => ValueSite.OfItem(site.Shape.Key!, KeyKey(site.HelperKey), CollectionTypes.Of(site.Shape).HoldsItemSerializers);

    /// <summary>The helper key of a dictionary's keys, given the dictionary's.</summary>
    public static string KeyKey(string helperKey) => helperKey + "Key";

    private static ValueSite ValueSiteOf(ValueSite site) => ValueSite.OfItem(site.Shape.Item!, ValueKey(site.HelperKey), site.Shape.ItemsConfigured);

    /// <summary>The helper key of a dictionary's values, given the dictionary's.</summary>
    public static string ValueKey(string helperKey) => helperKey + "Value";
}
