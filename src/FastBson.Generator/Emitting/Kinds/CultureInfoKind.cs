using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Globalization.CultureInfo</c>, as the driver's CultureInfoSerializer reads and writes it: the name as a BSON
/// String (<c>new CultureInfo(name)</c> in), or, for a culture that does not use the user's overrides, the document
/// <c>{ Name, UseUserOverride: false }</c>, which the span path reads in exactly that form. Other documents, documents
/// on the IBsonReader path and names that are no culture are read by the driver; a value of a
/// class derived from CultureInfo is written by the serializer the driver looks up for it.
/// </summary>
internal sealed class CultureInfoKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.CultureInfo;

    public override TypeClaim? Claim => TypeClaim.Named("System.Globalization.CultureInfo");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("CultureInfoSerializer");

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.Exactly<{Globals.Serializers}.CultureInfoSerializer>()";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("String", "!reader.TryReadCultureInfo(out var raw)", "raw"),
            new SpanBranch("Document", "!reader.TryReadCultureInfoDocument(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"new global::System.Globalization.CultureInfo({Globals.ReaderValues}.ReadString(reader))");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value)
    {
        using (writer.Block($"if ({value} is null)"))
        {
            writer.Line("writer.WriteNull();");
        }

        using (writer.Block($"else if ({value}.GetType() != typeof(global::System.Globalization.CultureInfo))"))
        {
            EmitDriverWrite(writer, site, value);
        }

        using (writer.Block($"else if ({value}.UseUserOverride)"))
        {
            writer.Line($"writer.WriteString({value}.Name);");
        }

        using (writer.Block("else"))
        {
            writer.Line("writer.WriteStartDocument();");
            writer.Line("writer.WriteName(\"Name\");");
            writer.Line($"writer.WriteString({value}.Name);");
            writer.Line("writer.WriteName(\"UseUserOverride\");");
            writer.Line("writer.WriteBoolean(false);");
            writer.Line("writer.WriteEndDocument();");
        }
    }
}
