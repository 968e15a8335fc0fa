using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>A value the driver's own serializer reads and writes, whatever it is: the generated code only hands it over.</summary>
internal sealed class DriverKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Driver;

    public override string DriftCheckName => "Driver";

    // Over this value's bytes, with the reader's settings, so the document stays on the span path.
    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        writer.Line("// Served by the driver's serializer, over this value's bytes; its errors are for the IBsonReader path to raise.");
        writer.Line($"if (context is null || !reader.TryReadValue(type, out var valueBytes) || !{Globals.DriverValues}.TryRead(valueBytes, type, context, {site.DriverSerializer}, out var driverValue)) return false;");
        writer.Line(store("driverValue"));
    }

    public override string ReaderRead(ValueSite site) => DriverRead(site);

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) => EmitDriverWrite(writer, site, value);
}
