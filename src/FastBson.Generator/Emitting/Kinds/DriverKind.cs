using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>A value the driver's own serializer reads and writes, whatever it is: the generated code only hands it over.</summary>
internal sealed class DriverKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Driver;

    public override string DriftRole => "Driver";

    // The driver serves the value with whatever serializer it has: nothing to expect of it.
    public override string? DriftCheck(ValueShape shape) => null;

    // The document's reader reads the element with the driver's serializer, over the original buffer: no copy, and no
    // other cost than the driver's own.
    public override bool ReadsOnSpanPath => false;

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        writer.Line(site.Decline + " // served by the driver's serializer");

    public override string ReaderRead(ValueSite site) => DriverRead(site);

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) => EmitDriverWrite(writer, site, value);
}
