using System;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>float</c>: BSON Double, as the driver's default SingleSerializer writes it. Its converter maps the extremes and NaN
/// of each type to the other's, and refuses on read a Double that float cannot hold exactly (OverflowException,
/// TruncationException); the support helpers apply the same rules.
/// </summary>
internal sealed class SingleKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.Single;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Single);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("SingleSerializer", BsonTypeCode.Double);

    public override string? DriftCheck(ValueShape shape) => ExpectConverting("SingleSerializer", "Double");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Double", "!reader.TryReadDoubleAsSingle(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Double", $"{Globals.ReaderValues}.ReadSingle(reader)");

    protected override string WrittenType(ValueShape shape) => "Double";

    protected override string Written(ValueShape shape, string value) => $"{Globals.WriterValues}.SingleAsDouble({value})";
}
