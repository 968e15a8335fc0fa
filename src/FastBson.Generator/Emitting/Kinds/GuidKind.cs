using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>Guid</c>: its representation is the application's choice at run time (a registered GuidSerializer, an attribute, a
/// convention; in 2.x also the GuidRepresentationMode and the reader's or writer's settings), so every value is one call
/// into the support code with the place's <c>GuidFormat</c>, read once from the driver's serializer there. That code
/// reads and writes the cases whose outcome it knows and leaves every other to the driver's serializer.
/// </summary>
internal sealed class GuidKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Guid;

    public override TypeClaim? Claim => TypeClaim.Named("System.Guid");

    /// <summary>
    /// Binary and String, both written by this kind: the representation configures the driver's GuidSerializer at the place,
    /// from which the generated code reads its format at run time.
    /// </summary>
    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing("GuidSerializer", (BsonTypeCode.Binary, ShapeKind.Guid), (BsonTypeCode.String, ShapeKind.Guid));

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.AnyGuid";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Binary", $"!{Globals.GuidValues}.TryReadBinary(ref reader, {Format(site)}, {site.SpanContext}, out var raw)", "raw"),
            new SpanBranch("String", $"!{Globals.GuidValues}.TryReadString(ref reader, {Format(site)}, out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => $"{Globals.GuidValues}.Read(context, {Format(site)}, {site.DriverSerializer})";

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.GuidValues}.Write(context, {Format(site)}, {site.DriverSerializer}, {value});");

    // In the type the place's format decides at run time (Binary or String), or left to the writer (see BsonSpanWriter.TryGuidType).
    public override bool WritesOnSpan(ValueShape shape) => true;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element)
    {
        if (!site.Shape.IsNullableValueType)
        {
            // A block of its own for its locals.
            using (writer.Block())
            {
                EmitSpanWriteGuid(writer, site, value, element);
            }

            return;
        }

        // As GuidValues writes a Guid?: null as BSON null, a value as the Guid's serializer writes it.
        using (writer.Block($"if ({value}.HasValue)"))
        {
            EmitSpanWriteGuid(writer, site, value + ".Value", element);
        }

        using (writer.Block("else"))
        {
            writer.Line(element(SpanType("Null")));
        }
    }

    /// <summary>The member's format, in a nested class so that it is read from the driver's serializer on first use, as DriverMembers is.</summary>
    public override void EmitWriteHelpers(SourceWriter writer, MemberModel member)
    {
        writer.Line($"/// <summary>How the driver's serializer of {member.Name} reads and writes Guids.</summary>");
        using (writer.Block($"private static class {FormatHolder(member.Key)}"))
        {
            writer.Line($"internal static readonly {Globals.GuidFormat} Value = {Globals.GuidFormat}.Of({ValueSite.Of(member).DriverSerializer});");
        }

        writer.Line();
    }

    /// <summary>The format of items whose GuidSerializer a member's options configured, read once from the serializer the member's holds.</summary>
    public override void EmitConfiguredItemFields(SourceWriter writer, ValueShape item, string itemKey, string serializerField) =>
        writer.Line($"internal static readonly {Globals.GuidFormat} {FormatHolder(itemKey)} = {Globals.GuidFormat}.Of({serializerField});");

    private static void EmitSpanWriteGuid(SourceWriter writer, ValueSite site, string value, Func<string, string> element)
    {
        writer.Line($"var format = {Format(site)};");
        writer.Line("if (!buffer.TryGuidType(format, out var guidType)) return false;");
        writer.Line(element("guidType"));
        writer.Line($"buffer.Guid(format, {value});");
    }

    /// <summary>
    /// Items and dictionary values share the format of the driver's serializer for their type, unless the member's options
    /// configured theirs; a member has its own.
    /// </summary>
    private static string Format(ValueSite site) =>
        site.IsConfiguredItem ? $"DriverMembers.{FormatHolder(site.HelperKey)}"
        : site.IsItem ? $"{Globals.GuidFormat}.OfItems<{site.Shape.TypeName}>()"
        : $"{FormatHolder(site.HelperKey)}.Value";

    private static string FormatHolder(string key) => $"GuidFormat_{key}";
}
