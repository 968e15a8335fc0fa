using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>DateTime</c>: BSON UTC DateTime, read back with Kind=Utc, as the driver's default DateTimeSerializer does.</summary>
internal sealed class DateTimeKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.DateTime;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_DateTime);

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.UtcDateTime";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("DateTime", "!reader.TryReadDateTime(out var raw)", "raw"));

    // The support helpers convert between BSON milliseconds and DateTime exactly as the driver does.
    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "DateTime", $"{Globals.ReaderValues}.ReadDateTime(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"{Globals.WriterValues}.WriteDateTime(writer, {v});");
}
