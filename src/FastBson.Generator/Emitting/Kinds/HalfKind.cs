using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>Half</c>: BSON Double, as the driver's default HalfSerializer (3.x built for .NET 6 and later) writes it. Its
/// converter maps the extremes and NaN of each type to the other's (<c>Half.MaxValue</c> is written as
/// <c>double.MaxValue</c>), and refuses on read a Double that a Half cannot hold exactly (OverflowException,
/// TruncationException); the support helpers convert with that converter. The other BSON types that serializer reads
/// (Int32, Int64, Decimal128, String) are the driver's to read.
/// </summary>
internal sealed class HalfKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.Half;

    public override TypeClaim? Claim => TypeClaim.Named("System.Half", driver => driver.HasHalfSerializer);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.NumberServedByDriver("HalfSerializer");

    public override string? DriftCheck(ValueShape shape) => ExpectConverting("HalfSerializer", "Double");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Double", "!reader.TryReadDoubleAsHalf(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Double", $"{Globals.ReaderValues}.ReadHalf(reader)");

    protected override string WrittenType(ValueShape shape) => "Double";

    protected override string Written(ValueShape shape, string value) => $"{Globals.WriterValues}.HalfAsDouble({value})";
}
