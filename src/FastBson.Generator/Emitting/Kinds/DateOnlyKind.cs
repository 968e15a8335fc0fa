using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateOnly</c>: BSON UTC DateTime at midnight, as the default DateOnlySerializer of a 3.x driver built for .NET 6 and
/// later writes it. A time of day is the driver's error to raise.
/// </summary>
internal sealed class DateOnlyKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.DateOnly;

    public override TypeClaim? Claim => TypeClaim.Named("System.DateOnly", driver => driver.HasDateOnlyAndTimeOnlySerializers);

    public override string? DriftCheck(ValueShape shape) => Expect("DateOnlySerializer", "DateTime");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("DateTime", "!reader.TryReadDateOnly(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "DateTime", $"{Globals.ReaderValues}.ReadDateOnly(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"{Globals.WriterValues}.WriteDateOnly(writer, {v});");
}
