using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>TimeOnly</c>, as the TimeOnlySerializer of a 3.x driver built for .NET 6 and later writes it in a representation
/// <c>[BsonRepresentation]</c> selects (whose units stay ticks): its ticks as an Int64 (the default), or
/// <c>ToString("o")</c> as a String. Whatever its representation, the serializer reads both, and so does this kind on both
/// paths; ticks outside a day, text that does not parse and every other BSON type are the driver's to read or refuse. One
/// class serves the two representations, each an instance.
/// </summary>
internal sealed class TimeOnlyKind : InlineValueKind
{
    private readonly string _bsonType;
    private readonly Func<string, string> _written;

    private TimeOnlyKind(ShapeKind id, string bsonType, Func<string, string> written)
    {
        Id = id;
        _bsonType = bsonType;
        _written = written;
    }

    /// <summary>The default: its ticks as an Int64.</summary>
    public static TimeOnlyKind AsInt64 { get; } = new(ShapeKind.TimeOnly, "Int64", value => $"writer.WriteInt64({value}.Ticks);");

    /// <summary>With <c>[BsonRepresentation(BsonType.String)]</c>: the round-trip text of the time.</summary>
    public static TimeOnlyKind AsString { get; } = new(ShapeKind.TimeOnlyString, "String", value => $"{Globals.WriterValues}.WriteTimeOnlyString(writer, {value});");

    public override ShapeKind Id { get; }

    public override TypeClaim? Claim => Id == ShapeKind.TimeOnly ? TypeClaim.Named("System.TimeOnly", driver => driver.HasDateOnlyAndTimeOnlySerializers) : null;

    // The Int64 representation's units must be ticks: the check tells Int64 in other units apart.
    public override string? DriftCheck(ValueShape shape) =>
        Id == ShapeKind.TimeOnly ? $"{Globals.ShapeChecks}.TimeOnlyTicks" : Expect("TimeOnlySerializer", _bsonType);

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Int64", "!reader.TryReadTimeOnly(out var fromTicks)", "fromTicks"),
            new SpanBranch("String", "!reader.TryReadTimeOnlyString(out var fromText)", "fromText"));

    // The constructor throws for ticks outside a day, as it does in the driver's serializer.
    public override string ReaderRead(ValueSite site) =>
        $"reader.CurrentBsonType == {Globals.BsonType}.Int64 ? new global::System.TimeOnly(reader.ReadInt64()) : " +
        ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadTimeOnlyString(reader)");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, _written);
}
