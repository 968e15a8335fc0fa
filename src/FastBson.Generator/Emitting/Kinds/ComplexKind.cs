using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Numerics.Complex</c>, which no serializer of the driver's takes: its class map writes the document { Real,
/// Imaginary } of Doubles and, from 2.19 (which reads back a struct whose creator takes every member), reads one through
/// the constructor of both, which its ImmutableTypeClassMapConvention matches to those read-only properties. The span path
/// reads that document in the writer's form (two Doubles, in that order, nothing else) with that constructor; everything
/// else (another order, other number types, a missing or unknown element, null) goes to the class map's serializer, which
/// the IBsonReader path hands every value to. Before 2.19 the driver cannot read the struct back (FBSON102).
/// </summary>
internal sealed class ComplexKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Complex;

    public override TypeClaim? Claim => TypeClaim.Named("System.Numerics.Complex", driver => driver.ReadsStructsThroughCreators);

    // Its class map, which the drift check compares with the one the driver builds at run time.
    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.ComplexClassMap";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Document", "!reader.TryReadComplexDocument(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => DriverRead(site);

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"{Globals.WriterValues}.WriteComplex(writer, {v});");
}
