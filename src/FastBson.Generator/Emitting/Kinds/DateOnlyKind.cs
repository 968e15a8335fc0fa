using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateOnly</c>, as the DateOnlySerializer of a 3.x driver built for .NET 6 and later writes it in the representation
/// <c>[BsonRepresentation]</c> or <c>[BsonDateOnlyOptions]</c> selects: a UTC DateTime at midnight (the default), the ticks
/// of that midnight as an Int64, <c>ToString("yyyy-MM-dd")</c> as a String, or a document in one of two formats (that
/// midnight as a DateTime and as ticks, or, from 3.2, the year, month and day). Whatever its representation, the serializer reads all
/// of these forms, and so does this kind on both paths (documents on the span path only, in the writer's order); a time of
/// day, ticks out of range, text that does not parse, any other document and every other BSON type are the driver's to
/// read or refuse. One class serves the five representations, each an instance.
/// </summary>
internal sealed class DateOnlyKind : InlineValueKind
{
    private readonly string _bsonType;
    private readonly string _write;
    private readonly string _documentFormat;

    private DateOnlyKind(ShapeKind id, string bsonType, string write, string documentFormat = "DateTimeTicks")
    {
        Id = id;
        _bsonType = bsonType;
        _write = write;
        _documentFormat = documentFormat;
    }

    /// <summary>The default: a UTC DateTime at midnight.</summary>
    public static DateOnlyKind AsDateTime { get; } = new(ShapeKind.DateOnly, "DateTime", "WriteDateOnly");

    /// <summary>With <c>[BsonRepresentation(BsonType.Int64)]</c>: the ticks of the date's midnight.</summary>
    public static DateOnlyKind AsInt64 { get; } = new(ShapeKind.DateOnlyInt64, "Int64", "WriteDateOnlyTicks");

    /// <summary>With <c>[BsonRepresentation(BsonType.String)]</c>: the date as <c>yyyy-MM-dd</c>.</summary>
    public static DateOnlyKind AsString { get; } = new(ShapeKind.DateOnlyString, "String", "WriteDateOnlyString");

    /// <summary>With the Document representation in its default DateTimeTicks format: <c>{ DateTime, Ticks }</c> of the date's midnight.</summary>
    public static DateOnlyKind AsDocument { get; } = new(ShapeKind.DateOnlyDocument, "Document", "WriteDateOnlyDocument", "DateTimeTicks");

    /// <summary>With the Document representation in the YearMonthDay format: <c>{ Year, Month, Day }</c>.</summary>
    public static DateOnlyKind AsYearMonthDay { get; } = new(ShapeKind.DateOnlyYearMonthDay, "Document", "WriteDateOnlyYearMonthDay", "YearMonthDay");

    public override ShapeKind Id { get; }

    public override TypeClaim? Claim => Id == ShapeKind.DateOnly ? TypeClaim.Named("System.DateOnly", driver => driver.HasDateOnlyAndTimeOnlySerializers) : null;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "DateOnlySerializer",
            (BsonTypeCode.DateTime, ShapeKind.DateOnly),
            (BsonTypeCode.Document, ShapeKind.DateOnlyDocument),
            (BsonTypeCode.Int64, ShapeKind.DateOnlyInt64),
            (BsonTypeCode.String, ShapeKind.DateOnlyString));

    // The document format matters to the Document representation only, which writes it; the check ignores it for the others.
    // The default format's check names none: before 3.2 (no DateOnlyDocumentFormat) it is the only one.
    public override string? DriftCheck(ValueShape shape) => _documentFormat == "DateTimeTicks"
        ? $"{Globals.ShapeChecks}.DateOnlyIn({Globals.BsonType}.{_bsonType})"
        : $"{Globals.ShapeChecks}.DateOnlyIn({Globals.BsonType}.{_bsonType}, {Globals.DateOnlyDocumentFormat}.{_documentFormat})";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("DateTime", "!reader.TryReadDateOnly(out var fromDateTime)", "fromDateTime"),
            new SpanBranch("Int64", "!reader.TryReadDateOnlyTicks(out var fromTicks)", "fromTicks"),
            new SpanBranch("String", "!reader.TryReadDateOnlyString(out var fromText)", "fromText"),
            new SpanBranch("Document", "!reader.TryReadDateOnlyDocument(out var fromDocument)", "fromDocument"));

    // Documents go to the serializer, which reads their elements in any order.
    public override string ReaderRead(ValueSite site) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.DateTime ? {Globals.ReaderValues}.ReadDateOnly(reader) : " +
        $"reader.CurrentBsonType == {Globals.BsonType}.Int64 ? {Globals.ReaderValues}.ReadDateOnlyTicks(reader) : " +
        ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadDateOnlyString(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"{Globals.WriterValues}.{_write}(writer, {v});");

    // The default representation, a BSON DateTime, on the span too; the others are written through the writer.
    public override bool WritesOnSpan(ValueShape shape) => Id == ShapeKind.DateOnly;

    public override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, "DateTime", v => SpanTypedWrite("DateTime", $"{Globals.WriterValues}.DateOnlyMilliseconds({v})"), element);
}
