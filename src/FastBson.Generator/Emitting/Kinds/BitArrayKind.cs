using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Collections.BitArray</c>, as the driver's BitArraySerializer writes it in a representation: Binary (the
/// default), a BitArray of whole bytes as a Binary of its bytes and any other as the document { Length, Bytes }; or, with
/// <c>[BsonRepresentation(BsonType.String)]</c>, one '1' or '0' per bit. Whatever its representation, the serializer reads
/// all three forms with <c>new BitArray(bytes)</c> (and <c>Length</c>) or the text's bits. The span path reads a generic
/// Binary, that document in the writer's form (with a Length its bytes hold) and text of '0' and '1'; the IBsonReader path
/// reads a Binary and a String. Everything else (other subtypes, orders, types, characters, and every document on the
/// IBsonReader path) goes to the driver's serializer. One class serves both representations, each an instance.
/// </summary>
internal sealed class BitArrayKind : InlineValueKind
{
    private const string BitArray = "global::System.Collections.BitArray";

    private readonly string _bsonType;
    private readonly string _write;

    private BitArrayKind(ShapeKind id, string bsonType, string write)
    {
        Id = id;
        _bsonType = bsonType;
        _write = write;
    }

    /// <summary>The default: a Binary of its bytes, or { Length, Bytes }.</summary>
    public static BitArrayKind AsBinary { get; } = new(ShapeKind.BitArray, "Binary", $"{Globals.WriterValues}.WriteBitArray");

    /// <summary>With <c>[BsonRepresentation(BsonType.String)]</c>: its bits as '1' and '0'.</summary>
    public static BitArrayKind AsString { get; } = new(ShapeKind.BitArrayString, "String", $"{Globals.RepresentedValues}.WriteBitsAsString");

    public override ShapeKind Id { get; }

    public override TypeClaim? Claim => Id == ShapeKind.BitArray ? TypeClaim.Named("System.Collections.BitArray") : null;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "BitArraySerializer",
            (BsonTypeCode.Binary, ShapeKind.BitArray),
            (BsonTypeCode.String, ShapeKind.BitArrayString));

    public override string? DriftCheck(ValueShape shape) => Expect("BitArraySerializer", _bsonType);

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Binary", "!reader.TryReadBytes(out var bytes)", $"new {BitArray}(bytes)"),
            new SpanBranch("Document", "!reader.TryReadBitArrayDocument(out var fromDocument)", "fromDocument"),
            new SpanBranch("String", "!reader.TryReadBitArrayString(out var fromText)", "fromText"));

    public override string ReaderRead(ValueSite site) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.Binary ? new {BitArray}({BytesRead()}) : " +
        ReadIfCanonical(site, "String", $"{Globals.RepresentedValues}.ParseBits({TypedRead("String")})");

    // BitArray is sealed: no value of another class reaches here.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"if ({value} is null) writer.WriteNull(); else {_write}(writer, {value});");
}
