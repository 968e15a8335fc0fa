using System;
using System.Collections.Generic;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A number (int, long, double, float, decimal, short, ushort, uint, ulong, Decimal128) in a representation <c>[BsonRepresentation]</c>
/// chooses, as its serializer so configured writes and reads it: other numbers through the driver's RepresentationConverter
/// of the attribute's settings, text through the driver's JsonConvert (<c>RepresentedNumbers</c>). Writes and the
/// IBsonReader path make the serializer's own calls, so values and errors are the driver's; the span path reads the
/// representation's BSON type with the same conversions and declines the rest (another BSON type, a value the converter
/// refuses, text the parse refuses), which the configured serializer then reads or refuses with its own error.
/// </summary>
internal abstract class NumberRepresentationKind : InlineValueKind
{
    /// <summary>The .NET name of each number type (the serializer's and the converter's methods' names), by C# keyword.</summary>
    private static readonly Dictionary<string, string> NetNames = new()
    {
        ["int"] = "Int32",
        ["long"] = "Int64",
        ["double"] = "Double",
        ["float"] = "Single",
        ["decimal"] = "Decimal",
        ["short"] = "Int16",
        ["ushort"] = "UInt16",
        ["uint"] = "UInt32",
        ["ulong"] = "UInt64",
        ["global::MongoDB.Bson.Decimal128"] = "Decimal128",
    };

    /// <summary>The representation's BSON type, which also names the reader's, writer's and converter's methods.</summary>
    protected abstract string BsonType { get; }

    /// <summary>The span reader's method that reads a value of the representation (into <c>raw</c>).</summary>
    protected abstract string SpanRead { get; }

    public sealed override string? DriftCheck(ValueShape shape) =>
        $"{Globals.ShapeChecks}.Converting<{Globals.Serializers}.{NetName(shape)}Serializer>({Globals.BsonType}.{BsonType}, " +
        $"allowOverflow: {Bool(shape.Converter is NumberConverter.Overflowing or NumberConverter.Lenient)}, " +
        $"allowTruncation: {Bool(shape.Converter is NumberConverter.Truncating or NumberConverter.Lenient)})";

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var failsToRead = $"!reader.{SpanRead}(out var raw) || !{SpanConvert("raw", site.Shape)}";
        EmitSpanBranches(writer, site, store, new SpanBranch(BsonType, failsToRead, "number"));
    }

    public sealed override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, BsonType, ReadAs(NetName(site.Shape), TypedRead(BsonType), site.Shape.Converter));

    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"writer.Write{BsonType}({WriteAs(NetName(site.Shape), v, site.Shape.Converter)});");

    // Every representation but text (JsonConvert's formats) is written on the span writer.
    public sealed override bool WritesOnSpan(ValueShape shape) => BsonType != "String";

    /// <summary>
    /// The span write: the value converted by the same converter call the writer's path makes, checked, so that a value the
    /// converter refuses (overflow, truncation) goes to the writer's path, whose call then raises the driver's error.
    /// </summary>
    public sealed override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, SpanType(BsonType), v => EmitSpanConvertedWrite(writer, site.Shape, v), element);

    private void EmitSpanConvertedWrite(SourceWriter writer, ValueShape shape, string value)
    {
        if (NetName(shape) == BsonType)
        {
            writer.Line(SpanTypedWrite(BsonType, value));
            return;
        }

        var convert = $"static (converter, number) => converter.To{BsonType}(number)";
        using (writer.Block($"if (!{Globals.RepresentedNumbers}.TryConvert({value}, {Converter(shape.Converter)}, {convert}, out var written))"))
        {
            writer.Line("return buffer.Refuse();");
        }

        writer.Line($"buffer.{BsonType}(written);");
    }

    /// <summary>A condition that converts <paramref name="raw"/> into <c>number</c> as the configured serializer does, false where it refuses it.</summary>
    protected virtual string SpanConvert(string raw, ValueShape shape) =>
        $"{Globals.RepresentedNumbers}.TryConvert({raw}, {Converter(shape.Converter)}, out {shape.CoreTypeName} number)";

    /// <summary>The value of the number's type (<paramref name="netName"/>) the configured serializer reads from <paramref name="read"/>.</summary>
    protected virtual string ReadAs(string netName, string read, NumberConverter converter) =>
        netName == BsonType ? read : $"{Converter(converter)}.To{netName}({read})";

    /// <summary>What the configured serializer writes for <paramref name="value"/>, a number of the type <paramref name="netName"/>.</summary>
    protected virtual string WriteAs(string netName, string value, NumberConverter converter) =>
        netName == BsonType ? value : $"{Converter(converter)}.To{BsonType}({value})";

    /// <summary>The support code's converter of these settings.</summary>
    protected static string Converter(NumberConverter converter) => $"{Globals.RepresentedNumbers}.{converter}";

    private static string NetName(ValueShape shape) =>
        NetNames.TryGetValue(shape.CoreTypeName, out var name) ? name : throw new InvalidOperationException($"No number kind for {shape.CoreTypeName}.");

    private static string Bool(bool value) => value ? "true" : "false";
}
