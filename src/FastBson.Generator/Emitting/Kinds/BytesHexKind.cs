using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>byte[]</c> with <c>[BsonRepresentation(BsonType.String)]</c>: the bytes' lower-case hex text, as the driver's
/// ByteArraySerializer with that representation writes it, read back from a String with that serializer's pair-by-pair
/// hex parse (the span path reads text of hex digits alone; other text goes to the serializer, which decides). A Binary,
/// which that serializer also reads, goes to it as well.
/// </summary>
internal sealed class BytesHexKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.BytesHex;

    public override string? DriftCheck(ValueShape shape) => Expect("ByteArraySerializer", "String");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", $"!reader.TryReadString(out var text) || !{Globals.RepresentedValues}.TryParseHexBytes(text, out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"{Globals.RepresentedValues}.ParseHexBytes({Globals.ReaderValues}.ReadString(reader))");

    // The support helper writes null for a null array, as the driver's serializer does.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.RepresentedValues}.WriteBytesAsHex(writer, {value});");

    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, "String", () => writer.Line($"if (!buffer.TryHexString({value})) return false;"), element);
}
