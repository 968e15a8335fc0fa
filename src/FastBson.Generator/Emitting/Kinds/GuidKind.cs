using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>Guid</c>: its representation is the application's choice at run time (a registered GuidSerializer, an attribute, a
/// convention; in 2.x also the GuidRepresentationMode and the reader's or writer's settings), so every value is one call
/// into the support code with the place's <c>GuidFormat</c>, read once from the driver's serializer there. That code
/// reads and writes the cases whose outcome it knows and leaves every other to the driver's serializer.
/// </summary>
internal sealed class GuidKind : ValueKind
{
    public override ShapeKind Id => ShapeKind.Guid;

    public override TypeClaim? Claim => TypeClaim.Named("System.Guid");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Accepting("GuidSerializer", BsonTypeCode.Binary, BsonTypeCode.String);

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

    public override void EmitSpanHelpers(SourceWriter writer, MemberModel member)
    {
    }

    public override void EmitReaderHelpers(SourceWriter writer, MemberModel member)
    {
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

    /// <summary>Items and dictionary values share the format of the driver's serializer for their type; a member has its own.</summary>
    private static string Format(ValueSite site) =>
        site.IsItem ? $"{Globals.GuidFormat}.OfItems<{site.Shape.TypeName}>()" : $"{FormatHolder(site.HelperKey)}.Value";

    private static string FormatHolder(string key) => $"GuidFormat_{key}";
}
