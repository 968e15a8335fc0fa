using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>uint</c>: BSON Int32, as the driver's default UInt32Serializer writes it. Its converter refuses, with an
/// OverflowException as a checked conversion does, a negative Int32 on read and a value beyond int's range on write.
/// </summary>
internal sealed class UInt32Kind : Int32NumberKind
{
    public override ShapeKind Id => ShapeKind.UInt32;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_UInt32);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("UInt32Serializer", BsonTypeCode.Int32);

    public override string? DriftCheck(ValueShape shape) => ExpectConverting("UInt32Serializer", "Int32");

    protected override string ReadInt32 => "checked((uint)reader.ReadInt32())";

    protected override string? Refuses(string raw) => $"{raw} < 0";

    protected override string FromInt32(string raw) => $"(uint){raw}";

    protected override string ToInt32(string value) => $"checked((int){value})";

    protected override string SpanWrite(ValueShape shape, string value) => $"if (!buffer.TryInt32({value})) return false;";
}
