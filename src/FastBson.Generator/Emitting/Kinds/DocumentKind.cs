using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A class, or a struct where the driver reads structs, with its own generated serializer, which the generated code calls
/// directly. A struct's serializer reads a BSON null as the default value itself, so the span path hands one off.
/// </summary>
internal class DocumentKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Document;

    public override string DriftRole => "Document";

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.GeneratedDocument";

    // A nested document that its span path declines (it holds a member its reader would serve, say) is declined here
    // too: in a document's own loop, the document's reader then reads it through the nested serializer's Deserialize,
    // whose span path has that reader.
    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Document", $"!reader.TryReadDocument(out var bytes) || !{site.Shape.SerializerTypeName}.TryReadDocument(bytes, out var nested)", "nested"));

    // The nested serializer reads every BSON type itself (null, or the driver's error for anything but a document).
    public override string ReaderRead(ValueSite site) =>
        $"{site.Shape.SerializerTypeName}.Instance.Deserialize(context, new {Globals.DeserializationArgs} {{ NominalType = typeof({site.Shape.CoreTypeName}) }})";

    // The nested serializer writes null itself; '!' only keeps a nullable member's type argument non-null (CS8620).
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.SerializerExtensions}.Serialize({site.Shape.SerializerTypeName}.Instance, context, {value}!);");
}
