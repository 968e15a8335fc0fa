using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>decimal</c>: read from BSON String or Decimal128; written by the driver's DecimalSerializer, whose representation
/// differs between driver versions (String in 2.x, Decimal128 in 3.x) and settings.
/// </summary>
internal sealed class DecimalKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Decimal;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Decimal);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number(
            "DecimalSerializer",
            own: null,
            (BsonTypeCode.Array, ShapeKind.DecimalArray),
            (BsonTypeCode.Decimal128, ShapeKind.DecimalExact),
            (BsonTypeCode.String, ShapeKind.DecimalExact));

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.DefaultDecimal";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("String", "!reader.TryReadDecimalString(out var raw)", "raw"),
            new SpanBranch("Decimal128", "!reader.TryReadDecimal128AsDecimal(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadDecimalString(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) => EmitDriverWrite(writer, site, value);

    // The driver's serializer decides the representation, so the span writer asks it.
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitDecimalSpanWrite(writer, site, value, element);

    /// <summary>
    /// The span write of a decimal as the place's serializer writes it, where that is the driver's DecimalSerializer writing
    /// String or Decimal128 (the default one, or the one <c>[BsonRepresentation]</c> configures), or the driver's
    /// NullableSerializer handing a value to one: the element in the serializer's representation, or a null element for an
    /// empty <c>decimal?</c>. The writer writes a decimal of any other serializer.
    /// </summary>
    internal static void EmitDecimalSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element)
    {
        using (writer.Block())
        {
            writer.Line($"var decimals = {Globals.SpanWriter}.DriversDecimals({site.DriverSerializer});");
            writer.Line("if (decimals is null) return false;");
            EmitSpanWriteValueType(writer, site, value, "decimals.Representation", v => writer.Line($"buffer.Decimal(decimals, {v});"), element);
        }
    }
}
