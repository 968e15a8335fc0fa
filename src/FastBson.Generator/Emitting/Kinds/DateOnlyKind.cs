using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateOnly</c>, as the DateOnlySerializer of a 3.x driver built for .NET 6 and later writes it in a representation
/// <c>[BsonRepresentation]</c> selects: a UTC DateTime at midnight (the default), the ticks of that midnight as an Int64,
/// or <c>ToString("yyyy-MM-dd")</c> as a String. Whatever its representation, the serializer reads all three, and so does
/// this kind on both paths; a time of day, ticks out of range, text that does not parse and every other BSON type are the
/// driver's to read or refuse. One class serves the three representations, each an instance.
/// </summary>
internal sealed class DateOnlyKind : InlineValueKind
{
    private readonly string _bsonType;
    private readonly string _write;

    private DateOnlyKind(ShapeKind id, string bsonType, string write)
    {
        Id = id;
        _bsonType = bsonType;
        _write = write;
    }

    /// <summary>The default: a UTC DateTime at midnight.</summary>
    public static DateOnlyKind AsDateTime { get; } = new(ShapeKind.DateOnly, "DateTime", "WriteDateOnly");

    /// <summary>With <c>[BsonRepresentation(BsonType.Int64)]</c>: the ticks of the date's midnight.</summary>
    public static DateOnlyKind AsInt64 { get; } = new(ShapeKind.DateOnlyInt64, "Int64", "WriteDateOnlyTicks");

    /// <summary>With <c>[BsonRepresentation(BsonType.String)]</c>: the date as <c>yyyy-MM-dd</c>.</summary>
    public static DateOnlyKind AsString { get; } = new(ShapeKind.DateOnlyString, "String", "WriteDateOnlyString");

    public override ShapeKind Id { get; }

    public override TypeClaim? Claim => Id == ShapeKind.DateOnly ? TypeClaim.Named("System.DateOnly", driver => driver.HasDateOnlyAndTimeOnlySerializers) : null;

    public override string? DriftCheck(ValueShape shape) => Expect("DateOnlySerializer", _bsonType);

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("DateTime", "!reader.TryReadDateOnly(out var fromDateTime)", "fromDateTime"),
            new SpanBranch("Int64", "!reader.TryReadDateOnlyTicks(out var fromTicks)", "fromTicks"),
            new SpanBranch("String", "!reader.TryReadDateOnlyString(out var fromText)", "fromText"));

    public override string ReaderRead(ValueSite site) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.DateTime ? {Globals.ReaderValues}.ReadDateOnly(reader) : " +
        $"reader.CurrentBsonType == {Globals.BsonType}.Int64 ? {Globals.ReaderValues}.ReadDateOnlyTicks(reader) : " +
        ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadDateOnlyString(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"{Globals.WriterValues}.{_write}(writer, {v});");
}
