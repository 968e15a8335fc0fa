using System;
using System.Linq;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>TimeOnly</c>, as the TimeOnlySerializer of a 3.x driver built for .NET 6 and later writes it in the representation
/// <c>[BsonRepresentation]</c> or <c>[BsonTimeOnlyOptions]</c> selects: an Int64 (the default), Int32 or Double count of
/// the shape's units (ticks unless the options say otherwise), <c>ToString("o")</c> as a String, or the document of its
/// components and ticks. Whatever its representation, the serializer reads every one of these forms, numbers in its units,
/// and so does this kind on both paths (documents on the span path only, in the writer's order, where the serializer reads
/// them: 3.6 and later, which also take the Document representation); a count outside a day,
/// text that does not parse, any other document and every other BSON type are the driver's to read or refuse. One class
/// serves the five representations, each an instance.
/// </summary>
internal sealed class TimeOnlyKind : InlineValueKind
{
    private readonly string _bsonType;
    private readonly Func<string, string, string> _written;

    private TimeOnlyKind(ShapeKind id, string bsonType, Func<string, string, string> written)
    {
        Id = id;
        _bsonType = bsonType;
        _written = written;
    }

    /// <summary>The default: an Int64 count of its units.</summary>
    public static TimeOnlyKind AsInt64 { get; } = new(ShapeKind.TimeOnly, "Int64", Count("Int64"));

    /// <summary>With the Int32 representation: an Int32 count of its units (which the driver casts unchecked).</summary>
    public static TimeOnlyKind AsInt32 { get; } = new(ShapeKind.TimeOnlyInt32, "Int32", Count("Int32"));

    /// <summary>With the Double representation: a Double count of its units.</summary>
    public static TimeOnlyKind AsDouble { get; } = new(ShapeKind.TimeOnlyDouble, "Double", Count("Double"));

    /// <summary>With the String representation: the round-trip text of the time.</summary>
    public static TimeOnlyKind AsString { get; } = new(ShapeKind.TimeOnlyString, "String", (value, _) => $"{Globals.WriterValues}.WriteTimeOnlyString(writer, {value});");

    /// <summary>With the Document representation: its components, then its ticks.</summary>
    public static TimeOnlyKind AsDocument { get; } = new(ShapeKind.TimeOnlyDocument, "Document", (value, _) => $"{Globals.WriterValues}.WriteTimeOnlyDocument(writer, {value});");

    public override ShapeKind Id { get; }

    public override TypeClaim? Claim => Id == ShapeKind.TimeOnly ? TypeClaim.Named("System.TimeOnly", driver => driver.HasDateOnlyAndTimeOnlySerializers) : null;

    // The Document representation from 3.6 (before, the serializer's constructor refuses it).
    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "TimeOnlySerializer",
            new[]
            {
                (BsonTypeCode.Document, ShapeKind.TimeOnlyDocument),
                (BsonTypeCode.Double, ShapeKind.TimeOnlyDouble),
                (BsonTypeCode.Int32, ShapeKind.TimeOnlyInt32),
                (BsonTypeCode.Int64, ShapeKind.TimeOnly),
                (BsonTypeCode.String, ShapeKind.TimeOnlyString),
            }.Where(written => driver.TimeOnlyReadsDocuments || written.Item1 != BsonTypeCode.Document).ToArray());

    // Every representation reads numbers in its units: the check compares them too.
    public override string? DriftCheck(ValueShape shape) =>
        $"{Globals.ShapeChecks}.TimeOnlyIn({Globals.BsonType}.{_bsonType}, {Units(shape)})";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Int64", $"!reader.TryReadTimeOnly({Units(site.Shape)}, out var fromInt64)", "fromInt64"),
            new SpanBranch("String", "!reader.TryReadTimeOnlyString(out var fromText)", "fromText"),
            new SpanBranch("Int32", $"!reader.TryReadTimeOnlyInt32({Units(site.Shape)}, out var fromInt32)", "fromInt32"),
            new SpanBranch("Double", $"!reader.TryReadTimeOnlyDouble({Units(site.Shape)}, out var fromDouble)", "fromDouble"),
            new SpanBranch("Document", "!reader.TryReadTimeOnlyDocument(out var fromDocument)", "fromDocument"));

    // The TimeOnly constructor throws for a count outside a day, as it does in the driver's serializer; documents go to
    // the serializer, which reads their components in any order.
    public override string ReaderRead(ValueSite site) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.Int64 ? {Globals.TimeOnlyValues}.FromInt64(reader.ReadInt64(), {Units(site.Shape)}) : " +
        $"reader.CurrentBsonType == {Globals.BsonType}.Int32 ? {Globals.TimeOnlyValues}.FromInt32(reader.ReadInt32(), {Units(site.Shape)}) : " +
        $"reader.CurrentBsonType == {Globals.BsonType}.Double ? {Globals.TimeOnlyValues}.FromDouble(reader.ReadDouble(), {Units(site.Shape)}) : " +
        ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadTimeOnlyString(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => _written(v, Units(site.Shape)));

    // A count of its units (the default, and the Int32 and Double representations) is one typed value, on the span too.
    public override bool WritesOnSpan(ValueShape shape) => _bsonType is "Int64" or "Int32" or "Double";

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, _bsonType, v => SpanTypedWrite(_bsonType, CountOf(_bsonType, v, Units(site.Shape))), element);

    private static Func<string, string, string> Count(string bsonType) => (value, units) => $"writer.Write{bsonType}({CountOf(bsonType, value, units)});";

    // The count written: the default, ticks in an Int64, is the time's own Ticks.
    private static string CountOf(string bsonType, string value, string units) =>
        bsonType == "Int64" && units == Units(TimeOnlyUnits.Ticks) ? $"{value}.Ticks" : $"{Globals.TimeOnlyValues}.To{bsonType}({value}, {units})";

    private static string Units(ValueShape shape) => Units(shape.TimeOnlyUnits);

    private static string Units(TimeOnlyUnits units) => $"{Globals.TimeOnlyUnits}.{units}";
}
