using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateTime</c>: BSON UTC DateTime, as the driver's DateTimeSerializer with the DateTime representation writes it, read
/// back in the kind of the driver's serializer at the place (Local and Unspecified converted to local time; see
/// <see cref="DateTimeValueKind"/>), or with <c>[BsonDateTimeOptions(DateOnly = true)]</c> as a date only (midnight,
/// written as that instant in UTC; a time of day is the driver's to refuse, so such values go to its serializer both ways).
/// </summary>
internal sealed class DateTimeKind : DateTimeValueKind
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

    public override string? DriftCheck(ValueShape shape) => DriftCheckIn(shape, "DateTime");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var read = "!reader.TryReadDateTime(out var raw)";
        var branch = site.Shape.DateOnly
            ? new SpanBranch("DateTime", read + " || raw.TimeOfDay != global::System.TimeSpan.Zero", $"{Globals.ReaderValues}.WithKind(raw, {KindAt(site)}, dateOnly: true)")
            : new SpanBranch("DateTime", read, $"{Globals.ReaderValues}.InKind(raw, {KindAt(site)})");
        EmitSpanBranches(writer, site, store, branch);
    }

    // The support helpers convert between BSON milliseconds and DateTime exactly as the driver does.
    public override string ReaderRead(ValueSite site) => site.Shape.DateOnly
        ? ReadIfCanonical(site, "DateTime", $"{Globals.ReaderValues}.ReadDateTime(reader, {KindAt(site)}, dateOnly: true)")
        : ReadIfCanonical(site, "DateTime", $"{Globals.ReaderValues}.ReadDateTime(reader, {KindAt(site)})");

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
}
