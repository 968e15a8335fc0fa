using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>char</c>: BSON Int32 of its UTF-16 code, as the driver's default CharSerializer writes it. The driver reads any
/// Int32 back with an unchecked cast (keeping its low 16 bits), so the generated code does too.
/// </summary>
internal sealed class CharKind : Int32NumberKind
{
    public override ShapeKind Id => ShapeKind.Char;

    public override TypeClaim? Claim => TypeClaim.Special(SpecialType.System_Char);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.SmallNumber("CharSerializer", ShapeKind.Char, takesBinary: false);

    public override string? DriftCheck(ValueShape shape) => Expect("CharSerializer", "Int32");

    protected override string ReadInt32 => "unchecked((char)reader.ReadInt32())";

    protected override string? Refuses(string raw) => null;

    protected override string FromInt32(string raw) => $"unchecked((char){raw})";

    protected override string ToInt32(string value) => value;
}
