using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>ushort</c>: BSON Int32, as the driver's default UInt16Serializer writes it. Its converter refuses an Int32 outside
/// ushort's range with an OverflowException, as a checked conversion does.
/// </summary>
internal sealed class UInt16Kind : Int32NumberKind
{
    public override ShapeKind Id => ShapeKind.UInt16;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_UInt16);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("UInt16Serializer", BsonTypeCode.Int32);

    public override string? DriftCheck(ValueShape shape) => ExpectConverting("UInt16Serializer", "Int32");

    protected override string ReadInt32 => "checked((ushort)reader.ReadInt32())";

    protected override string? Refuses(string raw) => $"{raw} is < ushort.MinValue or > ushort.MaxValue";

    protected override string FromInt32(string raw) => $"(ushort){raw}";

    protected override string ToInt32(string value) => value;
}
