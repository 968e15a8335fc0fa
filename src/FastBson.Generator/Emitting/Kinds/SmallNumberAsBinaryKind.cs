using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>byte</c> or <c>sbyte</c> with <c>[BsonRepresentation(BsonType.Binary)]</c> (CharSerializer refuses it): a Binary
/// of the generic subtype holding that one byte (an sbyte's, cast unchecked). The span path reads a one-byte Binary of
/// the generic subtype; any other length or subtype goes to the driver's serializer, with its error. See
/// <see cref="SmallNumberRepresentationKind"/>.
/// </summary>
internal sealed class SmallNumberAsBinaryKind : SmallNumberRepresentationKind
{
    public override ShapeKind Id => ShapeKind.SmallNumberAsBinary;

    protected override string BsonType => "Binary";

    protected override (string FailsToRead, string Value) SpanRead(SmallNumber type) =>
        ($"!reader.TryReadBinary(out var subType, out var raw) || subType != (int){Globals.BsonBinarySubType}.Binary || raw.Length != 1",
            type == SmallNumber.Byte ? "raw[0]" : "unchecked((sbyte)raw[0])");

    protected override string ReaderRead(SmallNumber type) => type == SmallNumber.Byte
        ? $"{Globals.RepresentedSmallNumbers}.ReadOneByte(reader, \"Byte\")"
        : $"unchecked((sbyte){Globals.RepresentedSmallNumbers}.ReadOneByte(reader, \"SByte\"))";

    protected override string Write(SmallNumber type, string value) =>
        type == SmallNumber.Byte ? $"writer.WriteBytes(new byte[] {{ {value} }});" : $"writer.WriteBytes(new byte[] {{ unchecked((byte){value}) }});";
}
