using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>decimal</c> with <c>[BsonRepresentation]</c> as String or Decimal128: written by the member's DecimalSerializer,
/// which the attribute configures (that representation, any converter). Read as <see cref="DecimalKind"/> reads, but the span path takes a
/// Decimal128 only where it converts without overflow or truncation, which every converter reads to the same value;
/// anything else goes to that serializer. Written on the span writer as <see cref="DecimalKind"/> writes, in that serializer's
/// representation.
/// </summary>
internal sealed class DecimalExactKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.DecimalExact;

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.Exactly<{Globals.Serializers}.DecimalSerializer>()";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("String", "!reader.TryReadDecimalString(out var raw)", "raw"),
            new SpanBranch("Decimal128", "!reader.TryReadDecimal128AsExactDecimal(out var raw)", "raw"));

    // A String is read alike by every DecimalSerializer (invariant text, whatever the representation and converter).
    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadDecimalString(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) => EmitDriverWrite(writer, site, value);

    // As the default decimal: the configured serializer's representation, asked at the write.
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        DecimalKind.EmitDecimalSpanWrite(writer, site, value, element);
}
