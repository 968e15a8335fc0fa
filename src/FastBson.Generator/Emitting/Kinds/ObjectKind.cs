using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>object</c>, as the driver's ObjectSerializer reads and writes it. The values it reads and writes without a
/// discriminator (BSON String, Int32, Double, Boolean, Int64, DateTime, ObjectId, Decimal128 and null; a short as Int32) are
/// boxed and unboxed here, the same whatever the serializer's discriminator convention and allowed types. Documents without
/// a discriminator and arrays are read here too, as ExpandoObjects and lists, where the place's serializer is the
/// registry's in its default configuration (the support code's DynamicValues decides, from the serializer the span read is
/// given). Every other value goes to the driver's serializer: other documents and arrays (the discriminator convention,
/// allowed types and the context's dynamic serializers decide them), binary Guids, and the serializer's errors.
/// </summary>
internal sealed class ObjectKind : SupportCallKind
{
    public override ShapeKind Id => ShapeKind.Object;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Object);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("ObjectSerializer");

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.Exactly<{Globals.Serializers}.ObjectSerializer>()";

    // One support call: the type checks of nine BSON types would make each member's case long.
    protected override string Support(ValueShape shape) => Globals.ObjectValues;

    protected override string Local => "boxed";

    protected override bool SpanReadTakesPlace => true;

    // The plain types, and documents and arrays where the support code reads them in this place: a collection of objects
    // that holds a value the driver's serializer reads (a binary Guid; a document where the ObjectSerializer is configured
    // otherwise than by default) declines it before boxing any item.
    public override string? SpanTypes(ValueSite site) => $"{Support(site.Shape)}.SpanTypes({site.DriverSerializer})";

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Support(site.Shape)}.Write(context, {value}, {site.DriverSerializer});");

    // The span writer writes the plain values as Write does, from one sorting of them (ObjectValues.TryWritePlain), and the
    // dynamic ones (ExpandoObjects, lists) as DynamicValues writes them, in the context the buffer was rented with; it gives
    // any other value up this once (a Guid, a value with a discriminator), for the writer's path to write with the driver's
    // serializer.
    public override bool WritesOnSpan(ValueShape shape) => true;

    /// <summary>The element in the BSON type of the value's class, then the value.</summary>
    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element)
    {
        writer.Line(element($"{Support(site.Shape)}.SpanType({value})"));
        writer.Line($"if (!{Support(site.Shape)}.TryWriteSpan(buffer, {value}, {site.DriverSerializer})) return false;");
    }
}
