using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An interface the driver serves with its <c>DiscriminatedInterfaceSerializer</c> (one that is no collection and names no
/// serializer of its own): a document is read by the generated serializer of the registered class its discriminator names
/// (see the support code's InterfaceValues), on the span path from its bytes; anything else by the driver's serializer of
/// the place. A value is written as that serializer writes it: by the serializer of its class under <c>object</c> (so
/// that it writes the discriminator), the generated one where the class is in the table, into the span writer where that
/// serializer is this compilation's.
/// </summary>
internal sealed class InterfaceKind : SupportCallKind
{
    public override ShapeKind Id => ShapeKind.Interface;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("DiscriminatedInterfaceSerializer");

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.DiscriminatedInterface<{shape.CoreTypeName}>()";

    // The declared type, so that the support class takes the place's serializer as it is typed (IMarker? or IMarker).
    protected override string Support(ValueShape shape) => $"{Globals.InterfaceValues}<{shape.TypeName}>";

    protected override string Local => "held";

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Support(site.Shape)}.Write(context, {value}, {site.DriverSerializer});");

    // A value of a class whose generated serializer is this compilation's is a document the span writer writes, under
    // object; anything else makes the span writer leave the whole value to the writer.
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteReference(writer, value, "Document", () => writer.Line($"if (!{Support(site.Shape)}.TryWriteSpan(buffer, {value})) return false;"), element);
}
