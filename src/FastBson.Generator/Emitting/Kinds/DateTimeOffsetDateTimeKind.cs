using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>DateTimeOffset</c> under <c>[BsonRepresentation(BsonType.DateTime)]</c>, which the driver accepts since 2.15: the
/// UTC instant in milliseconds (sub-millisecond ticks and the offset are not written), read back with offset zero.
/// Its other BSON types are read by the driver's serializer.
/// </summary>
internal sealed class DateTimeOffsetDateTimeKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.DateTimeOffsetDateTime;

    public override string? DriftCheck(ValueShape shape) => Expect("DateTimeOffsetSerializer", "DateTime");

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("DateTime", "!reader.TryReadDateTimeOffsetDateTime(out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "DateTime", $"{Globals.ReaderValues}.ReadDateTimeOffsetDateTime(reader)");

    protected override string WrittenType(ValueShape shape) => "DateTime";

    protected override string Written(ValueShape shape, string value) => $"{value}.ToUnixTimeMilliseconds()";
}
