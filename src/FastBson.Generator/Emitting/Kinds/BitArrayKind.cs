using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Collections.BitArray</c>, as the driver's BitArraySerializer (Binary representation) writes it: a BitArray
/// of whole bytes as a Binary of its bytes, any other as the document { Length, Bytes }. Read back with the driver's
/// <c>new BitArray(bytes)</c> (and <c>Length</c>). The span path reads a generic Binary and that document in the writer's
/// form, with a Length its bytes hold; everything else (other subtypes, orders, types, a String of bits) goes to the
/// driver's serializer, which the IBsonReader path hands every document to. <c>[BsonRepresentation]</c> (String) leaves
/// the member to that serializer.
/// </summary>
internal sealed class BitArrayKind : InlineValueKind
{
    private const string BitArray = "global::System.Collections.BitArray";

    public override ShapeKind Id => ShapeKind.BitArray;

    public override TypeClaim? Claim => TypeClaim.Named("System.Collections.BitArray");

    public override string? DriftCheck(ValueShape shape) => Expect("BitArraySerializer", "Binary");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Binary", "!reader.TryReadBytes(out var raw)", $"new {BitArray}(raw)"),
            new SpanBranch("Document", "!reader.TryReadBitArrayDocument(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "Binary", $"new {BitArray}({BytesRead()})");

    // BitArray is sealed: no value of another class reaches here.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"if ({value} is null) writer.WriteNull(); else {Globals.WriterValues}.WriteBitArray(writer, {value});");
}
