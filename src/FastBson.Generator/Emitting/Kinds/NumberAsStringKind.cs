using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A number with <c>[BsonRepresentation(BsonType.String)]</c>: the driver's JsonConvert text of it (the integers'
/// <c>ToString()</c>, <c>G17</c> for double, <c>R</c> for float, <c>G</c> for decimal), read back with JsonConvert's parse.
/// See <see cref="NumberRepresentationKind"/>.
/// </summary>
internal sealed class NumberAsStringKind : NumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.NumberAsString;

    protected override string BsonType => "String";

    protected override string SpanRead => "TryReadString";

    protected override string SpanConvert(string raw, ValueShape shape) =>
        $"{Globals.RepresentedNumbers}.TryParse({raw}, out {shape.CoreTypeName} number)";

    protected override string ReadAs(string netName, string read, NumberConverter converter) => $"{Globals.JsonConvert}.To{netName}({read})";

    protected override string WriteAs(string netName, string value, NumberConverter converter) => $"{Globals.JsonConvert}.ToString({value})";
}
