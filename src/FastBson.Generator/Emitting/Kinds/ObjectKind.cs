using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>object</c>, as the driver's ObjectSerializer reads and writes it. The values it reads and writes without a
/// discriminator (BSON String, Int32, Double, Boolean, Int64, DateTime, ObjectId, Decimal128 and null; a short as Int32) are
/// boxed and unboxed here, the same whatever the serializer's discriminator convention and allowed types. Every other
/// value goes to the driver's serializer: documents and arrays (the discriminator convention, allowed types and the
/// context's dynamic serializers decide them), binary Guids, and the serializer's errors.
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

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Support(site.Shape)}.Write(context, {value}, {site.DriverSerializer});");
}
