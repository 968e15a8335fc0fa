using System;
using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A two- or three-dimensional array of an owned item shape, as the driver's TwoDimensionalArraySerializer and
/// ThreeDimensionalArraySerializer write it: a BSON array of rows (of arrays of rows), each row an array of items. They
/// read every row first, then refuse, with a FormatException, a row (or an array of rows) that is not as long as the
/// first; the span path declines such a value, and the IBsonReader path builds the array with the driver's checks
/// (<c>MultiDimensionalArrays</c>).
/// </summary>
internal sealed class MultiDimensionalArrayKind : ContainerValueKind
{
    public override ShapeKind Id => ShapeKind.MultiDimensionalArray;

    public override string DriftRole => "Array";

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.MultiDimensionalArray";

    protected override string HelperWord => "MultiDimensionalArray";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, SpanHelperBranch("Array", $"TryReadMultiDimensionalArray_{site.HelperKey}"));

    protected override IEnumerable<(ValueSite Site, string What)> Children(ValueSite site, string what)
    {
        yield return (ArrayKind.ItemSite(site), "the items of " + what);
    }

    /// <summary>
    /// Each array of rows is counted before it is read, so the result is created once, at its exact size, when the first
    /// row of items is reached (when none is, its lengths are those of the first arrays, and the rest are zero).
    /// </summary>
    protected override void EmitSpanHelper(SourceWriter writer, ValueSite site, string what)
    {
        var shape = site.Shape;
        var rank = Rank(shape);
        var arrayType = shape.TypeName.TrimEnd('?');
        writer.Line($"/// <summary>Reads {what} from their arrays of rows into an array of exact size; declines rows of unequal lengths, which the driver refuses.</summary>");
        using (writer.Block($"private static bool TryReadMultiDimensionalArray_{site.HelperKey}({Globals.ReadOnlySpanOfByte} bson, out {shape.TypeName} value)"))
        {
            writer.Line("value = default!;");
            writer.Line($"var length0 = {Globals.SpanReader}.CountElements(bson);");
            writer.Line("if (length0 < 0) return false;");
            for (var level = 1; level < rank; level++)
            {
                writer.Line($"var length{level} = -1;");
            }

            writer.Line($"{arrayType}? items = null;");
            writer.Line($"var reader0 = new {Globals.SpanReader}(bson);");
            EmitSpanLevel(writer, site, 0, rank);
            writer.Line($"value = items ?? {ArrayKind.ArrayCreation(shape.Item!, Lengths(rank, level => level == 0 ? "length0" : "0"))};");
            writer.Line("return true;");
        }

        writer.Line();
    }

    /// <summary>
    /// The loop over the arrays of one level: each must be an array as long as the first of its level. The innermost
    /// level's items are read with the item kind's code, whose locals are <c>reader</c> and <c>type</c>.
    /// </summary>
    private static void EmitSpanLevel(SourceWriter writer, ValueSite site, int level, int rank)
    {
        var next = level + 1;
        using (writer.Block($"for (var i{level} = 0; i{level} < length{level}; i{level}++)"))
        {
            writer.Line($"if (reader{level}.ReadElement(out _) != (int){Globals.BsonType}.Array || !reader{level}.TryReadDocument(out var row{level})) return false;");
            writer.Line($"var count{next} = {Globals.SpanReader}.CountElements(row{level});");
            writer.Line($"if (count{next} < 0 || (length{next} >= 0 && count{next} != length{next})) return false;");
            writer.Line($"length{next} = count{next};");
            if (next < rank - 1)
            {
                writer.Line($"var reader{next} = new {Globals.SpanReader}(row{level});");
                EmitSpanLevel(writer, site, next, rank);
                return;
            }

            // Every item the array is created for takes at least three bytes of a valid value: more is a hostile length,
            // declined before it is allocated (the driver would allocate it, then refuse the rows).
            var products = Enumerable.Range(2, rank - 1).Select(count => "(long)" + string.Join(" * ", Enumerable.Range(0, count).Select(l => "length" + l)) + " > bson.Length");
            var tooLarge = string.Join(" || ", products);
            writer.Line($"if (items is null && {(rank > 2 ? $"({tooLarge})" : tooLarge)}) return false;");
            writer.Line($"items ??= {ArrayKind.ArrayCreation(site.Shape.Item!, Lengths(rank, l => "length" + l))};");
            writer.Line($"var reader = new {Globals.SpanReader}(row{level});");
            using (writer.Block($"for (var i{next} = 0; i{next} < count{next}; i{next}++)"))
            {
                writer.Line("var type = reader.ReadElement(out _);");
                var index = Lengths(rank, l => "i" + l);
                ValueKinds.Of(site.Shape.Item!).EmitSpanRead(writer, ArrayKind.ItemSite(site), value => $"items[{index}] = {value};");
            }
        }
    }

    protected override string ReaderHelperSummary(ValueShape shape, string what) =>
        $"Reads {what}: items and row lengths into pooled lists, then one array of exact size, with the driver's checks of the lengths.";

    /// <summary>
    /// Any other BSON type than an array goes to the driver's serializer; a row that is not an array is the reader's error,
    /// as in the driver's serializer, which starts every row with ReadStartArray.
    /// </summary>
    protected override void EmitReaderBody(SourceWriter writer, ValueSite site)
    {
        var shape = site.Shape;
        var item = shape.Item!;
        var rank = Rank(shape);
        using (writer.Block($"if (reader.CurrentBsonType != {Globals.BsonType}.Array)"))
        {
            writer.Line($"return {Globals.DriverValues}.Deserialize(fallback, context);");
        }

        // lengths1 holds the length of each array of the first level, lengths2 of each of the second (rank 3).
        writer.Line($"var items = {Globals.ListPool}<{item.TypeName}>.Rent();");
        for (var level = 1; level < rank; level++)
        {
            writer.Line($"var lengths{level} = {Globals.ListPool}<int>.Rent();");
        }

        writer.Line("try");
        using (writer.Block())
        {
            writer.Line("reader.ReadStartArray();");
            using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
            {
                EmitReaderRow(writer, site, 1, rank);
            }

            writer.Line("reader.ReadEndArray();");
            var lengths = string.Join(", ", Enumerable.Range(1, rank - 1).Select(level => "lengths" + level));
            writer.Line($"return {Globals.MultiDimensionalArrays}.Create(items, {lengths});");
        }

        writer.Line("finally");
        using (writer.Block())
        {
            writer.Line($"{Globals.ListPool}<{item.TypeName}>.Return(items);");
            for (var level = 1; level < rank; level++)
            {
                writer.Line($"{Globals.ListPool}<int>.Return(lengths{level});");
            }
        }
    }

    /// <summary>
    /// Reads one array of a level (1: an element of the outer array), whose elements are the arrays of the next level or,
    /// at the last, the items, and adds its length to the level's lengths.
    /// </summary>
    private static void EmitReaderRow(SourceWriter writer, ValueSite site, int level, int rank)
    {
        writer.Line($"var count{level} = 0;");
        writer.Line("reader.ReadStartArray();");
        using (writer.Block($"while (reader.ReadBsonType() != {Globals.BsonType}.EndOfDocument)"))
        {
            if (level + 1 < rank)
            {
                EmitReaderRow(writer, site, level + 1, rank);
            }
            else
            {
                writer.Line($"items.Add({ValueKinds.Of(site.Shape.Item!).ReaderRead(ArrayKind.ItemSite(site))});");
            }

            writer.Line($"count{level}++;");
        }

        writer.Line("reader.ReadEndArray();");
        writer.Line($"lengths{level}.Add(count{level});");
    }

    /// <summary>Row by row, every dimension from index 0, as the driver's serializer writes it.</summary>
    protected override void EmitWriteBody(SourceWriter writer, ValueSite site, string value)
    {
        var rank = Rank(site.Shape);
        EmitWriteLevel(writer, site, value, 0, rank);
    }

    private static void EmitWriteLevel(SourceWriter writer, ValueSite site, string value, int level, int rank)
    {
        writer.Line("writer.WriteStartArray();");
        using (writer.Block($"for (var i{level} = 0; i{level} < {value}.GetLength({level}); i{level}++)"))
        {
            if (level + 1 < rank)
            {
                EmitWriteLevel(writer, site, value, level + 1, rank);
            }
            else
            {
                writer.Line($"var item = {value}[{Lengths(rank, l => "i" + l)}];");
                ValueKinds.Of(site.Shape.Item!).EmitWrite(writer, ArrayKind.ItemSite(site), "item");
            }
        }

        writer.Line("writer.WriteEndArray();");
    }

    private static int Rank(ValueShape shape) => CollectionTypes.Of(shape).Rank;

    /// <summary>One expression per dimension, comma-separated: the lengths of a creation, or the indices of an item.</summary>
    private static string Lengths(int rank, Func<int, string> dimension) =>
        string.Join(", ", Enumerable.Range(0, rank).Select(dimension));
}
