using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>Decimal128</c> with a 2.x driver: a BSON String of the value's text, as its default Decimal128Serializer writes it,
/// read back with <c>Decimal128.Parse</c>.
/// </summary>
internal sealed class Decimal128StringKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.Decimal128String;

    public override TypeClaim? Claim => TypeClaim.Named("MongoDB.Bson.Decimal128", driver => !driver.WritesDecimal128AsDecimal128);

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Number("Decimal128Serializer", BsonTypeCode.String);

    public override string? DriftCheck(ValueShape shape) => Expect("Decimal128Serializer", "String");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadDecimal128String(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadDecimal128String(reader)");

    protected override string WrittenType(ValueShape shape) => "String";

    protected override string Written(ValueShape shape, string value) => $"{Globals.WriterValues}.Decimal128Text({value})";
}
