using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Net.IPAddress</c>: BSON String, as the driver's IPAddressSerializer reads and writes it (IPv4 as
/// <c>ToString()</c>, other families in brackets; <c>IPAddress.TryParse</c> in). Text that is no address is for the
/// driver, whose error the class map wraps; a value of a class derived from IPAddress is written by the driver's serializer.
/// </summary>
internal sealed class IPAddressKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.IPAddress;

    public override TypeClaim? Claim => TypeClaim.Named("System.Net.IPAddress");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("IPAddressSerializer");

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.Exactly<{Globals.Serializers}.IPAddressSerializer>()";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadIPAddress(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"{Globals.TextValues}.ReadIPAddress(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitExactClassWrite(writer, site, value, "global::System.Net.IPAddress", $"writer.WriteString({Globals.TextValues}.Format({value}));");
}
