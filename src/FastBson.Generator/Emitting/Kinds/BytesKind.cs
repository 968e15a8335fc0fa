using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary><c>byte[]</c>: BSON Binary with the generic subtype, as the driver's default ByteArraySerializer writes it.</summary>
internal sealed class BytesKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Bytes;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "ByteArraySerializer",
            (BsonTypeCode.Binary, ShapeKind.Bytes),
            (BsonTypeCode.String, ShapeKind.BytesHex));

    public override string? DriftCheck(ValueShape shape) => Expect("ByteArraySerializer", "Binary");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Binary", "!reader.TryReadBytes(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Binary", BytesRead());

    // The support helper writes null for a null array, as the driver's serializer does.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.WriterValues}.WriteBytes(writer, {value});");

    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, "Binary", () => writer.Line($"buffer.Bytes({value});"), element);
}
