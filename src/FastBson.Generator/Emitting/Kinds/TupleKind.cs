using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>Tuple&lt;T1, ...&gt;</c> of owned item shapes, as the driver's TupleSerializer treats it: a BSON array of exactly its
/// items, in order, each read and written as an item of its type (the registry's serializer for it), and created with the
/// tuple's constructor. Any subclass is written as the tuple it is, as that serializer (a sealed-class one) writes it.
/// </summary>
internal class TupleKind : ContainerValueKind
{
    public override ShapeKind Id => ShapeKind.Tuple;

    /// <summary>The driver's serializer of the tuple type (in <c>MongoDB.Bson.Serialization.Serializers</c>), generic in the item types.</summary>
    protected virtual string DriverSerializerName => "TupleSerializer";

    // The tuple's serializer takes none; a value tuple's is not claimed (ValueTupleKind: null).
    public override DriverRepresentations? Representations(DriverVersion driver) => DriverRepresentations.TakingNone(DriverSerializerName);

    /// <summary>
    /// Exactly the driver's serializer of the item types, each item serializer as its shape expects (read from the
    /// serializer's typed properties: no reflection).
    /// </summary>
    public sealed override string? DriftCheck(ValueShape shape)
    {
        var serializer = $"{Globals.Serializers}.{DriverSerializerName}<{string.Join(", ", shape.Elements.Select(element => element.TypeName))}>";
        var items = string.Join(", ", shape.Elements.Select((_, i) => $"tuple.{ItemName(i)}Serializer"));
        return $"{Globals.ShapeChecks}.Tuple<{serializer}>(tuple => new {Globals.IBsonSerializer}[] {{ {items} }})";
    }

    protected sealed override string HelperWord => "Tuple";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, SpanHelperBranch("Array", $"TryReadTuple_{site.HelperKey}"));

    protected sealed override IEnumerable<(ValueSite Site, string What)> Children(ValueSite site, string what) =>
        site.Shape.Elements.Select((_, i) => (ElementSite(site, i), $"item {i + 1} of {what}"));

    /// <summary>Declines an array of more or fewer items than the tuple's, which the driver's reader refuses with its own error.</summary>
    protected override void EmitSpanHelper(SourceWriter writer, ValueSite site, string what)
    {
        var shape = site.Shape;
        writer.Line($"/// <summary>Reads {what} from an array of exactly its {shape.Elements.Count} items.</summary>");
        using (writer.Block($"private static bool TryReadTuple_{site.HelperKey}({Globals.ReadOnlySpanOfByte} bson, out {shape.TypeName} value)"))
        {
            EmitItemLocals(writer, site);
            writer.Line("int type;");
            for (var i = 0; i < shape.Elements.Count; i++)
            {
                writer.Line("type = reader.ReadElement(out _);");
                EmitSpanItemRead(writer, site, i);
            }

            writer.Line($"if (reader.ReadElement(out _) != {Globals.SpanReader}.EndOfDocument) return false;");
            if (shape.Elements.Count == 8 && shape.Elements[7].IsReferenceType)
            {
                // The constructor refuses a null Rest: the driver's error, raised inside its serializer.
                writer.Line("if (item8 is null) return false;");
            }

            writer.Line($"value = {Creation(shape)};");
            writer.Line("return true;");
        }

        writer.Line();
    }

    protected override string ReaderHelperSummary(ValueShape shape, string what) => $"Reads {what}: its array's items in order, as the driver's {DriverSerializerName} reads them.";

    /// <summary>Any other BSON type than an array (null included) goes to the driver's serializer.</summary>
    protected override void EmitReaderBody(SourceWriter writer, ValueSite site)
    {
        using (writer.Block($"if (reader.CurrentBsonType != {Globals.BsonType}.Array)"))
        {
            writer.Line($"return {Globals.DriverValues}.Deserialize(fallback, context);");
        }

        EmitReaderArrayForm(writer, site, declared: false);
    }

    /// <summary>
    /// The array's items, each reached as the driver's item serializers reach it: with GetCurrentBsonType, which refuses a
    /// missing one with the reader's own error; an item too many is ReadEndArray's. Into the item locals where they are
    /// <paramref name="declared"/> already, else into new ones.
    /// </summary>
    protected static void EmitReaderArrayForm(SourceWriter writer, ValueSite site, bool declared)
    {
        var shape = site.Shape;
        writer.Line("reader.ReadStartArray();");
        for (var i = 0; i < shape.Elements.Count; i++)
        {
            writer.Line("reader.GetCurrentBsonType();");
            writer.Line($"{(declared ? string.Empty : "var ")}{Local(i)} = {ItemRead(site, i)};");
        }

        writer.Line("reader.ReadEndArray();");
        writer.Line($"return {Creation(shape)};");
    }

    /// <summary>Every runtime type alike: the driver's serializer writes a subclass's items as the tuple's.</summary>
    protected sealed override (string RuntimeType, string DeclaredType)[] WrittenTypes(ValueShape shape) =>
        Array.Empty<(string, string)>();

    protected sealed override void EmitWriteBody(SourceWriter writer, ValueSite site, string value)
    {
        writer.Line("writer.WriteStartArray();");
        for (var i = 0; i < site.Shape.Elements.Count; i++)
        {
            ValueKinds.Of(site.Shape.Elements[i]).EmitWrite(writer, ElementSite(site, i), $"{value}.{ItemName(i)}");
        }

        writer.Line("writer.WriteEndArray();");
    }

    /// <summary>The helper key of a tuple's item (from 0), given the tuple's.</summary>
    public static string ElementKey(string helperKey, int index) => helperKey + ItemName(index);

    /// <summary>The start of a span helper: its result, its reader over <c>bson</c>, and a local for each item, at its default.</summary>
    protected static void EmitItemLocals(SourceWriter writer, ValueSite site)
    {
        writer.Line("value = default!;");
        writer.Line($"var reader = new {Globals.SpanReader}(bson);");
        EmitItemDefaults(writer, site.Shape);
    }

    /// <summary>A local for each item, at its default (the value of an item a value tuple's document lacks).</summary>
    protected static void EmitItemDefaults(SourceWriter writer, ValueShape shape)
    {
        for (var i = 0; i < shape.Elements.Count; i++)
        {
            var element = shape.Elements[i];
            writer.Line($"{element.TypeName} {Local(i)} = default{(element.IsReferenceType ? "!" : string.Empty)};");
        }
    }

    /// <summary>The span read of an item (from 0) at the reader's element, into its local; in a scope of its own, as items of one kind declare the same locals.</summary>
    protected static void EmitSpanItemRead(SourceWriter writer, ValueSite site, int index)
    {
        using (writer.Block())
        {
            var local = Local(index);
            ValueKinds.Of(site.Shape.Elements[index]).EmitSpanRead(writer, ElementSite(site, index), value => $"{local} = {value};");
        }
    }

    /// <summary>The IBsonReader read of an item (from 0).</summary>
    protected static string ItemRead(ValueSite site, int index) => ValueKinds.Of(site.Shape.Elements[index]).ReaderRead(ElementSite(site, index));

    /// <summary>The tuple's property for an item (from 0), and its element name in a value tuple's document: <c>Item1</c> to <c>Item7</c>, then <c>Rest</c>.</summary>
    protected static string ItemName(int index) => index < 7 ? "Item" + (index + 1) : "Rest";

    /// <summary>The local that holds an item (from 0) until the tuple is created.</summary>
    protected static string Local(int index) => "item" + (index + 1);

    /// <summary>The tuple's constructor, of the declared type (without its own <c>?</c>) with its items' nullable annotations.</summary>
    protected static string Creation(ValueShape shape) =>
        $"new {shape.TypeName.TrimEnd('?')}({string.Join(", ", shape.Elements.Select((_, i) => Local(i)))})";

    private static ValueSite ElementSite(ValueSite site, int index) => ValueSite.OfItem(site.Shape.Elements[index], ElementKey(site.HelperKey, index));
}
