using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Version</c>: BSON String, as the driver's default VersionSerializer reads and writes it (<c>ToString()</c>
/// out, <c>new Version(text)</c> in). Text that is no version, and the Document form, are for the driver; a
/// <c>[BsonRepresentation]</c> leaves the member to the driver's serializer it configures.
/// </summary>
internal sealed class VersionKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Version;

    public override TypeClaim? Claim => TypeClaim.Named("System.Version");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "VersionSerializer",
            (BsonTypeCode.Document, ShapeKind.VersionDocument),
            (BsonTypeCode.String, ShapeKind.Version));

    public override string? DriftCheck(ValueShape shape) => Expect("VersionSerializer", "String");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadVersion(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"new global::System.Version({Globals.ReaderValues}.ReadString(reader))");

    // Version is sealed: no value of another class reaches here.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"if ({value} is null) writer.WriteNull(); else writer.WriteString({value}.ToString());");

    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, "String", () => writer.Line($"if (!buffer.TryString({value}.ToString())) return false;"), element);
}
