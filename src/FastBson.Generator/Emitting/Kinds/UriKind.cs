using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Uri</c>: BSON String, as the driver's UriSerializer reads and writes it (<c>OriginalString</c> out,
/// <c>new Uri(text, UriKind.RelativeOrAbsolute)</c> in). Text that is no URI is for the driver, whose error the class
/// map wraps; a value of a class derived from Uri is written by the serializer the driver looks up for it.
/// </summary>
internal sealed class UriKind : InlineValueKind
{
    private const string Create = "global::System.UriKind.RelativeOrAbsolute";

    public override ShapeKind Id => ShapeKind.Uri;

    public override TypeClaim? Claim => TypeClaim.Named("System.Uri");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("UriSerializer");

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.Exactly<{Globals.Serializers}.UriSerializer>()";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadUri(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"new global::System.Uri({Globals.ReaderValues}.ReadString(reader), {Create})");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitExactClassWrite(writer, site, value, "global::System.Uri", $"writer.WriteString({value}.OriginalString);");

    // Its original text; a value of a derived class, the driver's serializer's to write, leaves the member to the writer.
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(
            writer,
            value,
            "String",
            () =>
            {
                writer.Line($"if ({value}.GetType() != typeof(global::System.Uri)) return false;");
                writer.Line($"if (!buffer.TryString({value}.OriginalString)) return false;");
            },
            element);
}
