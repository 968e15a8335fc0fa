using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Net.IPEndPoint</c>: BSON String <c>address:port</c> (the address in brackets unless IPv4), as the driver's
/// IPEndPointSerializer reads and writes it. Text the driver refuses, or reads only with its own pattern's odd cases, is
/// for the driver; a value of a class derived from IPEndPoint is written by the serializer the driver looks up for it.
/// </summary>
internal sealed class IPEndPointKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.IPEndPoint;

    public override TypeClaim? Claim => TypeClaim.Named("System.Net.IPEndPoint");

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.TakingNone("IPEndPointSerializer");

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.Exactly<{Globals.Serializers}.IPEndPointSerializer>()";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadIPEndPoint(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"{Globals.TextValues}.ReadIPEndPoint(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitExactClassWrite(writer, site, value, "global::System.Net.IPEndPoint", $"writer.WriteString({Globals.TextValues}.Format({value}));");
}
