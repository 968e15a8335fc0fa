using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Dynamic.ExpandoObject</c>, as the driver's ExpandoObjectSerializer reads and writes it: a document of the
/// object's members, each value read and written as the registry's ObjectSerializer does in that serializer's dynamic
/// context (see the support code's ExpandoValues). The span path reads documents whose values are all plain BSON values
/// (strings, numbers, dates, ObjectIds, booleans, nulls) and leaves any other document to the driver's serializer.
/// </summary>
internal sealed class ExpandoObjectKind : SupportCallKind
{
    public override ShapeKind Id => ShapeKind.ExpandoObject;

    public override TypeClaim? Claim => TypeClaim.Named("System.Dynamic.ExpandoObject");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("ExpandoObjectSerializer");

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.Exactly<{Globals.Serializers}.ExpandoObjectSerializer>()";

    protected override string Support(ValueShape shape) => Globals.ExpandoValues;

    protected override string Local => "expando";

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Support(site.Shape)}.Write(context, {value});");
}
