using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>ValueTuple&lt;T1, ...&gt;</c> (<c>(int, string)</c> ...) of owned item shapes, where the driver has its
/// ValueTupleSerializer (2.19.1 and later): written as a tuple's array of items, and read from that array or from a document of
/// <c>Item1</c> ... <c>Item7</c> and <c>Rest</c> elements in any order, an item it lacks left at its default. A
/// <c>Nullable&lt;T&gt;</c> of one reads a BSON null as null (the driver's NullableSerializer around it).
/// </summary>
internal sealed class ValueTupleKind : TupleKind
{
    public override ShapeKind Id => ShapeKind.ValueTuple;

    protected override string DriverSerializerName => "ValueTupleSerializer";

    // Not claimed: the driver's verdict on a representation of a value tuple is not checked here.
    public override DriverRepresentations? Representations(DriverVersion driver) => null;

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            SpanHelperBranch("Array", $"TryReadTuple_{site.HelperKey}"),
            SpanHelperBranch("Document", $"TryReadTupleDocument_{site.HelperKey}"));

    /// <summary>The array form as a tuple's; the document form declines an element that names no item.</summary>
    protected override void EmitSpanHelper(SourceWriter writer, ValueSite site, string what)
    {
        base.EmitSpanHelper(writer, site, what);
        var shape = site.Shape;
        writer.Line($"/// <summary>Reads {what} from a document of its items' elements, in any order.</summary>");
        using (writer.Block($"private static bool TryReadTupleDocument_{site.HelperKey}({Globals.ReadOnlySpanOfByte} bson, out {shape.TypeName} value)"))
        {
            EmitItemLocals(writer, site);
            using (writer.Block("while (true)"))
            {
                writer.Line("var type = reader.ReadElement(out var name);");
                writer.Line($"if (type == {Globals.SpanReader}.EndOfDocument) break;");
                for (var i = 0; i < shape.Elements.Count; i++)
                {
                    writer.Line($"{(i == 0 ? "if" : "else if")} (global::System.MemoryExtensions.SequenceEqual(name, \"{ItemName(i)}\"u8))");
                    EmitSpanItemRead(writer, site, i);
                }

                writer.Line("else return false;");
            }

            writer.Line($"value = {Creation(shape)};");
            writer.Line("return true;");
        }

        writer.Line();
    }

    protected override string ReaderHelperSummary(ValueShape shape, string what) =>
        $"Reads {what}: its array's items in order, or its document's items by name, as the driver's ValueTupleSerializer reads them.";

    /// <summary>Any other BSON type than an array or a document (null included) goes to the driver's serializer.</summary>
    protected override void EmitReaderBody(SourceWriter writer, ValueSite site)
    {
        var shape = site.Shape;
        EmitItemDefaults(writer, shape);
        using (writer.Block($"if (reader.CurrentBsonType == {Globals.BsonType}.Array)"))
        {
            EmitReaderArrayForm(writer, site, declared: true);
        }

        writer.Line();
        using (writer.Block($"if (reader.CurrentBsonType != {Globals.BsonType}.Document)"))
        {
            writer.Line($"return {Globals.DriverValues}.Deserialize(fallback, context);");
        }

        writer.Line();
        writer.Line("reader.ReadStartDocument();");
        using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
        {
            writer.Line("var name = global::MongoDB.Bson.IO.IBsonReaderExtensions.ReadName(reader);");
            using (writer.Block("switch (name)"))
            {
                for (var i = 0; i < shape.Elements.Count; i++)
                {
                    writer.Line($"case \"{ItemName(i)}\": {Local(i)} = {ItemRead(site, i)}; break;");
                }

                writer.Line($"default: throw {Globals.Errors}.InvalidValueTupleElement(name);");
            }
        }

        writer.Line("reader.ReadEndDocument();");
        writer.Line($"return {Creation(shape)};");
    }
}
