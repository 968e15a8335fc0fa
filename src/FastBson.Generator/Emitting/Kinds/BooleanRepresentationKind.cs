using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>bool</c> with <c>[BsonRepresentation]</c> other than Boolean, as the driver's BooleanSerializer so configured writes
/// it (1 or 0 in a number type, "true" or "false" as text) and reads it: the representation's BSON type is read here as
/// the serializer reads it (a number is true when it is not zero, text through JsonConvert after ToLower); every other
/// BSON type goes to the configured serializer, which reads Boolean, the other numbers, text and null whatever its
/// representation, and refuses the rest with its own error. One class serves the five representations, each an instance.
/// Written with one typed call of the representation's type (<see cref="TypedWriteKind"/>), on the span writer too.
/// </summary>
internal sealed class BooleanRepresentationKind : TypedWriteKind
{
    private readonly string _bsonType;
    private readonly SpanBranch _spanBranch;
    private readonly string _readerRead;
    private readonly string _oneOrZero;

    private BooleanRepresentationKind(ShapeKind id, string bsonType, SpanBranch spanBranch, string readerRead, string oneOrZero)
    {
        Id = id;
        _bsonType = bsonType;
        _spanBranch = spanBranch;
        _readerRead = readerRead;
        _oneOrZero = oneOrZero;
    }

    public override ShapeKind Id { get; }

    /// <summary>As Int32: 1 or 0.</summary>
    public static BooleanRepresentationKind AsInt32 { get; } = Number(ShapeKind.BooleanAsInt32, "Int32", "TryReadInt32", "0", "1 : 0");

    /// <summary>As Int64: 1 or 0.</summary>
    public static BooleanRepresentationKind AsInt64 { get; } = Number(ShapeKind.BooleanAsInt64, "Int64", "TryReadInt64", "0", "1L : 0L");

    /// <summary>As Double: 1.0 or 0.0 (any value but zero, NaN included, reads as true).</summary>
    public static BooleanRepresentationKind AsDouble { get; } = Number(ShapeKind.BooleanAsDouble, "Double", "TryReadDouble", "0.0", "1.0 : 0.0");

    /// <summary>As Decimal128: Decimal128.One or Decimal128.Zero (compared with the driver's own inequality on read).</summary>
    public static BooleanRepresentationKind AsDecimal128 { get; } = Number(
        ShapeKind.BooleanAsDecimal128, "Decimal128", "TryReadDecimal128", "global::MongoDB.Bson.Decimal128.Zero", "global::MongoDB.Bson.Decimal128.One : global::MongoDB.Bson.Decimal128.Zero");

    /// <summary>
    /// As String: JsonConvert's "true" or "false". The span path reads those two exactly; any other text (another case,
    /// or none of them) goes to the configured serializer, whose lower-casing and parse accept or refuse it.
    /// </summary>
    public static BooleanRepresentationKind AsString { get; } = new(
        ShapeKind.BooleanAsString,
        "String",
        new SpanBranch("String", "!reader.TryReadString(out var raw) || raw is not (\"true\" or \"false\")", "raw == \"true\""),
        $"global::MongoDB.Bson.IO.JsonConvert.ToBoolean({TypedRead("String")}.ToLower())",
        "\"true\" : \"false\"");

    public override string? DriftCheck(ValueShape shape) => Expect("BooleanSerializer", _bsonType);

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, _spanBranch);

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, _bsonType, _readerRead);

    protected override string WrittenType(ValueShape shape) => _bsonType;

    protected override string Written(ValueShape shape, string value) => $"{value} ? {_oneOrZero}";

    // A number representation: read true where the value is not <paramref name="zero"/>, written as "value ? one : zero".
    private static BooleanRepresentationKind Number(ShapeKind id, string bsonType, string spanRead, string zero, string oneOrZero) => new(
        id,
        bsonType,
        new SpanBranch(bsonType, $"!reader.{spanRead}(out var raw)", $"raw != {zero}"),
        $"{TypedRead(bsonType)} != {zero}",
        oneOrZero);
}
