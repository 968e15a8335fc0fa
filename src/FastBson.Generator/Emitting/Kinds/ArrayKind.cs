using System;
using System.Collections.Generic;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An array, list, set or collection interface of an owned item shape: a BSON array, as the driver's array and
/// enumerable serializers write it, read into what they create (<see cref="CollectionTypes"/>).
/// </summary>
internal sealed class ArrayKind : ContainerValueKind
{
    public override ShapeKind Id => ShapeKind.Array;

    public override string DriftRole => "Array";

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.CollectionArray";

    protected override string HelperWord => "Array";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, SpanHelperBranch("Array", $"TryReadArray_{site.HelperKey}"));

    protected override IEnumerable<(ValueSite Site, string What)> Children(ValueSite site, string what)
    {
        yield return (ItemSite(site), "the items of " + what);
    }

    /// <summary>Arrays are counted before they are filled, so the result is created at its exact size.</summary>
    protected override void EmitSpanHelper(SourceWriter writer, ValueSite site, string what)
    {
        var shape = site.Shape;
        var collection = CollectionTypes.Of(shape);
        var accumulator = collection.IsIndexed
            ? ArrayCreation(shape.Item!, "count")
            : collection.NewAccumulator(shape, "count");
        EmitCountedSpanHelper(
            writer,
            $"TryReadArray_{site.HelperKey}({Globals.ReadOnlySpanOfByte} bson, out {shape.TypeName} value)",
            $"Reads {what} from their array into a result of exact size (counted first, so never grown).",
            accumulator,
            collection.ResultOf(shape, "items"),
            w =>
            {
                w.Line("var type = reader.ReadElement(out _);");
                ValueKinds.Of(shape.Item!).EmitSpanRead(w, ItemSite(site), value => collection.IsIndexed ? $"items[i] = {value};" : $"items.{collection.AddMethod}({value});");
            },
            collection.TryResultOf(shape, "items"),
            ItemSite(site));
    }

    protected override string ReaderHelperSummary(ValueShape shape, string what) =>
        CollectionTypes.Of(shape).ReaderBuilder is null
            ? $"Reads {what}: items into a pooled accumulator, then one copy of exact size."
            : $"Reads {what}: each item added as it is read, as the driver's serializer adds it.";

    /// <summary>Any other BSON type than an array goes to the driver's serializer.</summary>
    protected override void EmitReaderBody(SourceWriter writer, ValueSite site)
    {
        var shape = site.Shape;
        var item = shape.Item!;
        using (writer.Block($"if (reader.CurrentBsonType != {Globals.BsonType}.Array)"))
        {
            writer.Line($"return {Globals.DriverValues}.Deserialize(fallback, context);");
        }

        writer.Line("reader.ReadStartArray();");
        var collection = CollectionTypes.Of(shape);
        if (collection.ReaderBuilderOf(shape) is { } builder)
        {
            // The builder's Add may refuse an item (its comparer): raised where the driver's serializer raises it, before
            // any later item is read.
            writer.Line($"var added = {builder};");
            using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                writer.Line($"added.Add({ValueKinds.Of(item).ReaderRead(ItemSite(site))});");
            }

            writer.Line("reader.ReadEndArray();");
            writer.Line("return added.ToImmutable();");
            return;
        }

        writer.Line($"var items = {Globals.ListPool}<{item.TypeName}>.Rent();");
        writer.Line("try");
        using (writer.Block())
        {
            using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                writer.Line($"items.Add({ValueKinds.Of(item).ReaderRead(ItemSite(site))});");
            }

            writer.Line("reader.ReadEndArray();");
            writer.Line($"return {collection.ResultOf(shape, collection.CopyOf(shape, "items"))};");
        }

        writer.Line("finally");
        using (writer.Block())
        {
            writer.Line($"{Globals.ListPool}<{item.TypeName}>.Return(items);");
        }
    }

    protected override void EmitWriteBody(SourceWriter writer, ValueSite site, string value)
    {
        if (CollectionTypes.Of(site.Shape).WriteGuardOf(site.Shape, value) is { } guard)
        {
            writer.Line(guard);
        }

        writer.Line("writer.WriteStartArray();");
        using (writer.Block($"foreach (var item in {CollectionTypes.Of(site.Shape).WriteOrder(value)})"))
        {
            ValueKinds.Of(site.Shape.Item!).EmitWrite(writer, ItemSite(site), "item");
        }

        writer.Line("writer.WriteEndArray();");
    }

    // An array of a class (a list, a set ...) whose items the span writer writes: a struct collection (ImmutableArray<T>)
    // is written through the writer.
    protected override string? SpanContainerType(ValueShape shape) =>
        shape.IsReferenceType && ValueKinds.Of(shape.Item!).WritesOnSpan(shape.Item!) ? "Array" : null;

    protected override void EmitSpanWriteBody(SourceWriter writer, ValueSite site, string value)
    {
        writer.Line("var index = 0;");
        using (writer.Block($"foreach (var item in {CollectionTypes.Of(site.Shape).WriteOrder(value)})"))
        {
            ValueKinds.Of(site.Shape.Item!).EmitSpanWrite(writer, ItemSite(site), "item", type => $"buffer.Element({type}, index);");
            writer.Line("index++;");
        }
    }

    /// <summary>The items of an array's (or a multi-dimensional array's) site.</summary>
    public static ValueSite ItemSite(ValueSite site) => ValueSite.OfItem(site.Shape.Item!, ItemKey(site.HelperKey), site.Shape.ItemsConfigured);

    /// <summary>The helper key of an array's items, given the array's.</summary>
    public static string ItemKey(string helperKey) => helperKey + "Item";

    /// <summary>
    /// <c>new T[count]</c> (<paramref name="count"/> may list the lengths of several dimensions), with the rank specifier
    /// placed before those of T when T is itself an array type (outside any type arguments); T as declared, with the
    /// nullable annotations inside it (a <c>Tuple&lt;int, string?&gt;</c>'s), but not its own: the array's type is then the
    /// declared one's. An annotated collection item (<c>int[]?</c>, <c>List&lt;int&gt;?</c>), which its helper reads as
    /// such, keeps its annotation: <c>new int[]?[count]</c>.
    /// </summary>
    public static string ArrayCreation(ValueShape item, string count) =>
        !item.IsNullableValueType && (item.TypeName.EndsWith("]?", StringComparison.Ordinal) || item.TypeName.EndsWith(">?", StringComparison.Ordinal))
            ? $"new {item.TypeName}[{count}]"
            : ArrayCreation(item.IsNullableValueType ? item.TypeName : item.TypeName.TrimEnd('?'), count);

    /// <summary><c>new T[count]</c> of an item type named without an annotation of its own, the rank specifier placed before T's own.</summary>
    public static string ArrayCreation(string itemType, string count)
    {
        var depth = 0;
        for (var i = 0; i < itemType.Length; i++)
        {
            switch (itemType[i])
            {
                case '<':
                    depth++;
                    break;
                case '>':
                    depth--;
                    break;
                case '[' when depth == 0:
                    return $"new {itemType.Substring(0, i)}[{count}]{itemType.Substring(i)}";
            }
        }

        return $"new {itemType}[{count}]";
    }
}
