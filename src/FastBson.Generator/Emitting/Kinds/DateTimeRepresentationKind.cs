using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// A <c>DateTime</c> whose DateTimeSerializer <c>[BsonRepresentation]</c> or <c>[BsonDateTimeOptions]</c> gives another
/// representation than BSON DateTime, with the date-only setting of its shape and the kind of the driver's serializer
/// (see <see cref="DateTimeValueKind"/>): written and read with that serializer's calls (<c>RepresentedDateTimes</c>). The span path reads the representation's BSON type and declines what
/// the driver refuses (text that does not parse, ticks out of range, a date only with a time of day); every other BSON
/// type, which the driver's serializer also reads, is left to it. A date only with a time of day is the driver's
/// serializer's to write (its exception).
/// </summary>
internal abstract class DateTimeRepresentationKind : DateTimeValueKind
{
    /// <summary>The representation's BSON type.</summary>
    protected abstract string BsonType { get; }

    /// <summary>The BSON type the IBsonReader path reads itself (<see cref="ReaderRead(string, string)"/>); every other goes to the driver's serializer.</summary>
    protected virtual string ReaderBsonType => BsonType;

    public sealed override string? DriftCheck(ValueShape shape) => DriftCheckIn(shape, BsonType);

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch(BsonType, SpanRead(KindAt(site), DateOnly(site.Shape)), "dateTime"));

    public sealed override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, ReaderBsonType, ReaderRead(KindAt(site), DateOnly(site.Shape)));

    public sealed override void EmitWrite(SourceWriter writer, ValueSite site, string value)
    {
        var dateOnly = DateOnly(site.Shape);
        if (!site.Shape.DateOnly)
        {
            EmitWriteValueType(writer, site, value, v => Write(v, dateOnly));
            return;
        }

        EmitWriteValueType(
            writer,
            site,
            value,
            v => $"if ({v}.TimeOfDay == global::System.TimeSpan.Zero) {Write(v, dateOnly)} else {Globals.SerializerExtensions}.Serialize({site.DriverSerializer}, context, {v});");
    }

    /// <summary>A condition that reads the value into <c>dateTime</c> with the serializer's kind (<paramref name="kind"/>) and date-only setting, true where the bytes are malformed or the driver refuses the value.</summary>
    protected abstract string SpanRead(string kind, string dateOnly);

    /// <summary>An expression that reads <see cref="ReaderBsonType"/> from the IBsonReader as the driver does, with its errors.</summary>
    protected abstract string ReaderRead(string kind, string dateOnly);

    /// <summary>
    /// The statement that writes the DateTime <paramref name="value"/> as the driver does: by default the writer's one typed
    /// call of the representation's BSON type on <see cref="Written"/>.
    /// </summary>
    protected virtual string Write(string value, string dateOnly) => $"writer.Write{BsonType}({Written(value, dateOnly)});";

    /// <summary>The value a representation written with one typed call writes (ticks, text), or null for one written otherwise.</summary>
    protected virtual string? Written(string value, string dateOnly) => null;

    // A representation written with one typed call writes on the span too, with the span writer's call of the same name on
    // the same value; a date only stays with the writer, whose serializer refuses a time of day.
    public sealed override bool WritesOnSpan(ValueShape shape) => !shape.DateOnly && Written("value", DateOnly(shape)) is not null;

    public sealed override void EmitSpanWrite(SourceWriter writer, ValueSite site, string value, Func<string, string> element) =>
        EmitSpanWriteValueType(writer, site, value, BsonType, v => SpanTypedWrite(BsonType, Written(v, DateOnly(site.Shape))!), element);

    private static string Bool(bool value) => value ? "true" : "false";

    /// <summary>The date-only argument of the support calls, named: a bare <c>true</c> says nothing to a reader of the generated code.</summary>
    private static string DateOnly(ValueShape shape) => "dateOnly: " + Bool(shape.DateOnly);
}
