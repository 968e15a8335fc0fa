using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A generated document whose type stores a blob, nested in another document. The blob belongs to the documents of the
/// collection (the outer object's blob holds this one inline), so the nested document is written without one, and read
/// from its fields alone, never as a projection to a blob; the serializer's inline entries do both.
/// </summary>
internal sealed class BlobDocumentKind : DocumentKind
{
    public override ShapeKind Id => ShapeKind.BlobDocument;

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Document", $"!reader.TryReadDocument(out var bytes) || !{site.Shape.SerializerTypeName}.TryReadInline(bytes, out var nested)", "nested"));

    public override string ReaderRead(ValueSite site) =>
        $"{site.Shape.SerializerTypeName}.Instance.DeserializeInline(context, new {Globals.DeserializationArgs} {{ NominalType = typeof({site.Shape.CoreTypeName}) }})";

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{site.Shape.SerializerTypeName}.Instance.SerializeInline(context, {value}!);");
}
