using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateTime</c>: BSON UTC DateTime, as the driver's DateTimeSerializer with the DateTime representation writes it, read
/// back with Kind=Utc by default, or as <c>[BsonDateTimeOptions]</c> gives it: another kind (converted to local time for
/// Local and Unspecified), or a date only (midnight, written as that instant in UTC; a time of day is the driver's to refuse,
/// so such values go to its serializer both ways).
/// </summary>
internal sealed class DateTimeKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.DateTime;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_DateTime);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "DateTimeSerializer",
            (BsonTypeCode.DateTime, ShapeKind.DateTime),
            (BsonTypeCode.Document, ShapeKind.DateTimeDocument),
            (BsonTypeCode.Int64, ShapeKind.DateTimeInt64),
            (BsonTypeCode.String, ShapeKind.DateTimeString));

    public override string? DriftCheck(ValueShape shape) =>
        $"{Globals.ShapeChecks}.DateTimeAs(global::System.DateTimeKind.{shape.DateTimeKind}, dateOnly: {(shape.DateOnly ? "true" : "false")})";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var shape = site.Shape;
        var read = "!reader.TryReadDateTime(out var raw)";
        if (IsDefault(shape))
        {
            EmitSpanBranches(writer, site, store, new SpanBranch("DateTime", read, "raw"));
            return;
        }

        var fails = shape.DateOnly ? read + " || raw.TimeOfDay != global::System.TimeSpan.Zero" : read;
        EmitSpanBranches(writer, site, store, new SpanBranch("DateTime", fails, $"{Globals.ReaderValues}.WithKind(raw, {Kind(shape)}, {Bool(shape.DateOnly)})"));
    }

    // The support helpers convert between BSON milliseconds and DateTime exactly as the driver does.
    public override string ReaderRead(ValueSite site) => IsDefault(site.Shape)
        ? ReadIfCanonical(site, "DateTime", $"{Globals.ReaderValues}.ReadDateTime(reader)")
        : ReadIfCanonical(site, "DateTime", $"{Globals.ReaderValues}.ReadDateTime(reader, {Kind(site.Shape)}, {Bool(site.Shape.DateOnly)})");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value)
    {
        if (!site.Shape.DateOnly)
        {
            // The kind a value is read back with does not change how it is written.
            EmitWriteValueType(writer, site, value, v => $"{Globals.WriterValues}.WriteDateTime(writer, {v});");
            return;
        }

        EmitWriteValueType(
            writer,
            site,
            value,
            v => $"if ({v}.TimeOfDay == global::System.TimeSpan.Zero) {Globals.WriterValues}.WriteDateOnlyDateTime(writer, {v}); else {Globals.SerializerExtensions}.Serialize({site.DriverSerializer}, context, {v});");
    }

    // A date only is the driver's to refuse when it has a time of day: written through the writer.
    public override bool WritesOnSpan(ValueShape shape) => !shape.DateOnly;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, "DateTime", v => $"buffer.DateTime({Globals.WriterValues}.DateTimeMilliseconds({v}));", element);

    private static bool IsDefault(ValueShape shape) => shape.DateTimeKind == DateTimeKindSetting.Utc && !shape.DateOnly;

    private static string Kind(ValueShape shape) => $"global::System.DateTimeKind.{shape.DateTimeKind}";

    private static string Bool(bool value) => value ? "true" : "false";
}
