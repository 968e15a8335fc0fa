using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>short</c>: BSON Int32, as the driver's default Int16Serializer writes it. Its converter refuses an Int32 outside
/// short's range with an OverflowException, as a checked conversion does.
/// </summary>
internal sealed class Int16Kind : Int32NumberKind
{
    public override ShapeKind Id => ShapeKind.Int16;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Int16);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("Int16Serializer", BsonTypeCode.Int32);

    public override string? DriftCheck(ValueShape shape) => ExpectConverting("Int16Serializer", "Int32");

    protected override string ReadInt32 => "checked((short)reader.ReadInt32())";

    protected override string? Refuses(string raw) => $"{raw} is < short.MinValue or > short.MaxValue";

    protected override string FromInt32(string raw) => $"(short){raw}";

    protected override string ToInt32(string value) => value;
}
