using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>TimeSpan</c>: BSON String in .NET's constant format (<c>[-][d.]hh:mm:ss[.fffffff]</c>, <c>TimeSpan.ToString()</c>),
/// as the driver's default TimeSpanSerializer writes it. The span path reads exactly that form; any other text is for the
/// driver's <c>TimeSpan.Parse</c>.
/// </summary>
internal sealed class TimeSpanKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.TimeSpan;

    public override TypeClaim? Claim => TypeClaim.Named("System.TimeSpan");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "TimeSpanSerializer",
            (BsonTypeCode.Double, ShapeKind.TimeSpanDouble),
            (BsonTypeCode.Int32, ShapeKind.TimeSpanInt32),
            (BsonTypeCode.Int64, ShapeKind.TimeSpanInt64),
            (BsonTypeCode.String, ShapeKind.TimeSpan));

    public override string? DriftCheck(ValueShape shape) => Expect("TimeSpanSerializer", "String");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadTimeSpan(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadTimeSpan(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"writer.WriteString({v}.ToString());");

    // The same text, formatted straight into the span writer's buffer.
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, "String", v => $"buffer.TimeSpan({v});", element);
}
