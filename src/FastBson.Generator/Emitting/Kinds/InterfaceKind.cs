using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An interface the driver serves with its <c>DiscriminatedInterfaceSerializer</c> (one that is no collection and names no
/// serializer of its own): a document is read by the generated serializer of the registered class its discriminator names
/// (see the support code's InterfaceValues), on the span path from its bytes; anything else by the driver's serializer of
/// the place. Values are written by that serializer, which hands each to the serializer of its class under
/// <c>object</c> (so that it writes the discriminator).
/// </summary>
internal sealed class InterfaceKind : SupportCallKind
{
    public override ShapeKind Id => ShapeKind.Interface;

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.DiscriminatedInterface<{shape.CoreTypeName}>()";

    // The declared type, so that the support class takes the place's serializer as it is typed (IMarker? or IMarker).
    protected override string Support(ValueShape shape) => $"{Globals.InterfaceValues}<{shape.TypeName}>";

    protected override string Local => "held";

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) => EmitDriverWrite(writer, site, value);
}
