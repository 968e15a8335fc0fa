using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>byte</c>: BSON Int32, as the driver's default ByteSerializer writes it. An Int32 outside byte's range is data
/// loss to the driver (FormatException).
/// </summary>
internal sealed class ByteKind : Int32NumberKind
{
    public override ShapeKind Id => ShapeKind.Byte;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Byte);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.SmallNumber("ByteSerializer", ShapeKind.Byte, takesBinary: true);

    public override string? DriftCheck(ValueShape shape) => Expect("ByteSerializer", "Int32");

    protected override string ReadInt32 => $"{Globals.ReaderValues}.ReadByte(reader)";

    protected override string? Refuses(string raw) => $"{raw} is < byte.MinValue or > byte.MaxValue";

    protected override string FromInt32(string raw) => $"(byte){raw}";

    protected override string ToInt32(string value) => value;
}
