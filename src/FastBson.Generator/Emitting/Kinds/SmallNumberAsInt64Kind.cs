using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>byte</c>, <c>sbyte</c> or <c>char</c> with <c>[BsonRepresentation(BsonType.Int64)]</c>: its value as BSON Int64.
/// An Int64 outside byte's or sbyte's range is data loss to the driver (FormatException); a char takes any Int64, cast
/// unchecked. See <see cref="SmallNumberRepresentationKind"/>.
/// </summary>
internal sealed class SmallNumberAsInt64Kind : SmallNumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.SmallNumberAsInt64;

    protected override string BsonType => "Int64";

    protected override (string FailsToRead, string Value) SpanRead(SmallNumber type) => type switch
    {
        SmallNumber.Byte => ("!reader.TryReadInt64(out var raw) || raw is < byte.MinValue or > byte.MaxValue", "(byte)raw"),
        SmallNumber.SByte => ("!reader.TryReadInt64(out var raw) || raw is < sbyte.MinValue or > sbyte.MaxValue", "(sbyte)raw"),
        _ => ("!reader.TryReadInt64(out var raw)", "unchecked((char)raw)"),
    };

    protected override string ReaderRead(SmallNumber type) => type switch
    {
        SmallNumber.Byte => $"{Globals.RepresentedSmallNumbers}.ToByte(reader.ReadInt64())",
        SmallNumber.SByte => $"{Globals.RepresentedSmallNumbers}.ToSByte(reader.ReadInt64())",
        _ => "unchecked((char)reader.ReadInt64())",
    };

    protected override string Write(SmallNumber type, string value) => $"writer.WriteInt64({value});";
}
