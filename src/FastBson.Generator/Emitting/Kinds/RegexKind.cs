using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>System.Text.RegularExpressions.Regex</c>, as the driver's RegexSerializer (MongoDB.Bson 2.19 and later) writes it in
/// a representation: RegularExpression (the default), the pattern and its <c>i</c>, <c>m</c>, <c>s</c> and <c>x</c>
/// options as <c>new BsonRegularExpression(regex)</c> gives them; or, with <c>[BsonRepresentation(BsonType.String)]</c>,
/// the pattern alone (<c>ToString()</c>). Whatever its representation, the serializer reads both forms, a
/// RegularExpression with <c>ToRegex()</c> and a String with <c>new Regex(text)</c>, and so does this kind on both paths.
/// A pattern the Regex constructor refuses is the driver's to refuse; a value of a class derived from Regex is written as
/// the serializer writes it, by its pattern and options. One class serves both representations, each an instance.
/// </summary>
/// <remarks>
/// Before 2.19 the driver's class map serves Regex and loses its pattern (FBSON103): 2.16 to 2.18 have the RegexSerializer
/// class, but their primitives provider does not register it.
/// </remarks>
internal sealed class RegexKind : InlineValueKind
{
    private const string Regex = "global::System.Text.RegularExpressions.Regex";

    private readonly string _bsonType;
    private readonly Func<string, string> _write;

    private RegexKind(ShapeKind id, string bsonType, Func<string, string> write)
    {
        Id = id;
        _bsonType = bsonType;
        _write = write;
    }

    /// <summary>The default: the pattern and its options, a BSON RegularExpression.</summary>
    public static RegexKind AsRegularExpression { get; } =
        new(ShapeKind.Regex, "RegularExpression", value => $"writer.WriteRegularExpression(new global::MongoDB.Bson.BsonRegularExpression({value}));");

    /// <summary>With <c>[BsonRepresentation(BsonType.String)]</c>: the pattern alone.</summary>
    public static RegexKind AsString { get; } = new(ShapeKind.RegexString, "String", value => $"writer.WriteString({value}.ToString());");

    public override ShapeKind Id { get; }

    public override TypeClaim? Claim =>
        Id == ShapeKind.Regex ? TypeClaim.Named("System.Text.RegularExpressions.Regex", driver => driver.ServesRegexWithItsSerializer) : null;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "RegexSerializer",
            (BsonTypeCode.RegularExpression, ShapeKind.Regex),
            (BsonTypeCode.String, ShapeKind.RegexString));

    public override string? DriftCheck(ValueShape shape) => Expect("RegexSerializer", _bsonType);

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("RegularExpression", "!reader.TryReadRegex(out var raw)", "raw"),
            new SpanBranch("String", "!reader.TryReadRegexString(out var fromText)", "fromText"));

    public override string ReaderRead(ValueSite site) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.RegularExpression ? reader.ReadRegularExpression().ToRegex() : " +
        ReadIfCanonical(site, "String", $"new {Regex}({Globals.ReaderValues}.ReadString(reader))");

    // The serializer writes any Regex, of a derived class too, by its pattern and options: no value goes elsewhere.
    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"if ({value} is null) writer.WriteNull(); else {_write(value)}");
}
