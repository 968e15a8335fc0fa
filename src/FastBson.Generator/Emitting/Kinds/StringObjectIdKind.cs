using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>string</c> with <c>[BsonRepresentation(BsonType.ObjectId)]</c>: written as the BSON ObjectId it parses to, as the
/// driver's StringSerializer with that representation writes it; read from an ObjectId (its hex text) or a String.
/// </summary>
internal sealed class StringObjectIdKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.StringObjectId;

    public override string? DriftCheck(ValueShape shape) => Expect("StringSerializer", "ObjectId");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("ObjectId", "!reader.TryReadObjectId(out var raw)", "raw.ToString()"),
            new SpanBranch("String", "!reader.TryReadString(out var text)", "text"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "ObjectId", "reader.ReadObjectId().ToString()");

    // The support helper writes null for a null string, and parses (with ObjectId.Parse's errors) as the driver's serializer does.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.RepresentedValues}.WriteStringAsObjectId(writer, {value});");

    // The ObjectId the text parses to; text that does not parse is left to the writer, whose ObjectId.Parse throws.
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, "ObjectId", () => writer.Line($"if (!buffer.TryObjectIdText({value})) return false;"), element);
}
