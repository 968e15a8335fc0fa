using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>sbyte</c>: BSON Int32, as the driver's default SByteSerializer writes it. An Int32 outside sbyte's range is data
/// loss to the driver (FormatException).
/// </summary>
internal sealed class SByteKind : Int32NumberKind
{
    public override ShapeKind Id => ShapeKind.SByte;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_SByte);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.SmallNumber("SByteSerializer", ShapeKind.SByte, takesBinary: true);

    public override string? DriftCheck(ValueShape shape) => Expect("SByteSerializer", "Int32");

    protected override string ReadInt32 => $"{Globals.ReaderValues}.ReadSByte(reader)";

    protected override string? Refuses(string raw) => $"{raw} is < sbyte.MinValue or > sbyte.MaxValue";

    protected override string FromInt32(string raw) => $"(sbyte){raw}";

    protected override string ToInt32(string value) => value;
}
