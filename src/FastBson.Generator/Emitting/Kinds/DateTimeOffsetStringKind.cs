using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateTimeOffset</c> under <c>[BsonRepresentation(BsonType.String)]</c>: the driver's text of it
/// (<c>yyyy-MM-ddTHH:mm:ss.FFFFFFFK</c>, invariant culture), read back with the driver's exact parse of that format.
/// Its other BSON types are read by the driver's serializer.
/// </summary>
internal sealed class DateTimeOffsetStringKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.DateTimeOffsetString;

    public override string? DriftCheck(ValueShape shape) => Expect("DateTimeOffsetSerializer", "String");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("String", "!reader.TryReadDateTimeOffsetString(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "String", $"{Globals.ReaderValues}.ReadDateTimeOffsetString(reader)");

    protected override string WrittenType(ValueShape shape) => "String";

    // JsonConvert's text, as the driver's serializer writes it.
    protected override string Written(ValueShape shape, string value) => $"{Globals.JsonConvert}.ToString({value})";
}
