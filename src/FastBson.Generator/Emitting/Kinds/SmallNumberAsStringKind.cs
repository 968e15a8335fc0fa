using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>byte</c> or <c>sbyte</c> with <c>[BsonRepresentation(BsonType.String)]</c>: two lower-case hex digits (an sbyte's
/// of its byte), read back with the driver's hex parse; a <c>char</c>: a one-character string, read back as the text's
/// first character (an empty string is the driver's IndexOutOfRangeException). See <see cref="SmallNumberRepresentationKind"/>.
/// </summary>
internal sealed class SmallNumberAsStringKind : SmallNumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.SmallNumberAsString;

    protected override string BsonType => "String";

    protected override (string FailsToRead, string Value) SpanRead(SmallNumber type) => type switch
    {
        SmallNumber.Byte => ($"!reader.TryReadString(out var raw) || !{Globals.RepresentedSmallNumbers}.TryParse(raw, out var number)", "number"),
        SmallNumber.SByte => ($"!reader.TryReadString(out var raw) || !{Globals.RepresentedSmallNumbers}.TryParse(raw, out var number)", "unchecked((sbyte)number)"),
        _ => ("!reader.TryReadString(out var raw) || raw.Length == 0", "raw[0]"),
    };

    protected override string ReaderRead(SmallNumber type) => type switch
    {
        SmallNumber.Byte => $"{Globals.RepresentedSmallNumbers}.Parse({Globals.ReaderValues}.ReadString(reader))",
        SmallNumber.SByte => $"unchecked((sbyte){Globals.RepresentedSmallNumbers}.Parse({Globals.ReaderValues}.ReadString(reader)))",
        _ => $"{Globals.ReaderValues}.ReadString(reader)[0]",
    };

    protected override string Write(SmallNumber type, string value) => type switch
    {
        SmallNumber.Byte => $"writer.WriteString({Globals.RepresentedSmallNumbers}.Format({value}));",
        SmallNumber.SByte => $"writer.WriteString({Globals.RepresentedSmallNumbers}.Format(unchecked((byte){value})));",
        _ => $"writer.WriteString({value}.ToString());",
    };
}
