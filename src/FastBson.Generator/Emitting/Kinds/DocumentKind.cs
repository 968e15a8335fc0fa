using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A class, or a struct where the driver reads structs (plain or <c>Nullable&lt;T&gt;</c>), with its own generated serializer,
/// which the generated code calls directly. A struct's serializer reads a BSON null as the default value itself, so the
/// span path hands one off (a <c>Nullable&lt;T&gt;</c> reads it as null).
/// </summary>
internal class DocumentKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Document;

    public override string DriftRole => "Document";

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.GeneratedDocument";

    // The serializer the driver looks up for the class is the generated one once RegisterAll has run, and its own class
    // map's before: neither is IRepresentationConfigurable, so a [BsonRepresentation] that reaches the class (on the member,
    // or through a collection's items) makes the driver refuse the mapping (found by the convention fuzz, seed 59).
    public override DriverRepresentations? Representations(DriverVersion driver) => DriverRepresentations.TakingNone("generated serializer");

    // A nested document that its span path declines (it holds a member its reader would serve, say) is declined here
    // too: in a document's own loop, the document's reader then reads it through the nested serializer's Deserialize,
    // whose span path has that reader.
    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Document", $"!reader.TryReadDocument(out var bytes) || !{site.Shape.SerializerTypeName}.TryReadDocument(bytes, out var nested)", "nested"));

    // The nested serializer reads every BSON type itself (null, or the driver's error for anything but a document). A
    // Nullable<T> of a struct reads a document with it, and anything else with the driver's NullableSerializer (null).
    public override string ReaderRead(ValueSite site)
    {
        var read = $"{site.Shape.SerializerTypeName}.Instance.Deserialize(context, new {Globals.DeserializationArgs} {{ NominalType = typeof({site.Shape.CoreTypeName}) }})";
        return site.Shape.IsNullableValueType ? ReadIfCanonical(site, "Document", read) : read;
    }

    // The nested serializer writes null itself; '!' only keeps a nullable member's type argument non-null (CS8620). An
    // empty Nullable<T> of a struct is written as null, as the driver's NullableSerializer writes it.
    //
    // A member's document, where its serializer is this compilation's, is first offered to the span writer whole
    // (TryWriteRaw): the writer then copies its bytes in one piece.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value)
    {
        var notNull = site.Shape.IsReferenceType ? "!" : string.Empty;
        var serializer = site.Shape.SerializerTypeName;
        var raw = !site.IsItem && WritesOnSpan(site.Shape);
        EmitWriteValueType(writer, site, value, v =>
        {
            var serialize = $"{Globals.SerializerExtensions}.Serialize({serializer}.Instance, context, {v}{notNull});";
            if (!raw)
            {
                return serialize;
            }

            return $"if (!{serializer}.TryWriteRaw(context, {v}{notNull}, typeof({site.Shape.CoreTypeName}))) {serialize}";
        });
    }

    // The nested serializer's TryWriteSpan writes a document of this compilation's (it shares the span writer); one of
    // another assembly's is written through the writer. The place's type is the nominal type the driver serializes the
    // value as: a subclass's value takes its discriminator.
    public override bool WritesOnSpan(ValueShape shape) => shape.LocalSerializer;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element)
    {
        string Write(string document) => $"if (!{site.Shape.SerializerTypeName}.TryWriteSpan(buffer, {document}, typeof({site.Shape.CoreTypeName}))) return false;";
        if (site.Shape.IsReferenceType)
        {
            EmitSpanWriteReference(writer, value, "Document", () => writer.Line(Write(value)), element);
        }
        else
        {
            EmitSpanWriteValueType(writer, site, value, "Document", Write, element);
        }
    }
}
