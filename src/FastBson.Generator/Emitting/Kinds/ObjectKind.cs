using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>object</c>, as the driver's ObjectSerializer reads and writes it. The values it reads and writes without a
/// discriminator (BSON String, Int32, Double, Boolean, Int64, DateTime, ObjectId, Decimal128 and null; a short as Int32) are
/// boxed and unboxed here, the same whatever the serializer's discriminator convention and allowed types. Every other
/// value goes to the driver's serializer: documents and arrays (the discriminator convention, allowed types and the
/// context's dynamic serializers decide them), binary Guids, and the serializer's errors.
/// </summary>
internal sealed class ObjectKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.Object;

    public override string DriftCheckName => "Object";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("String", $"!{Globals.SpanBsonValues}.TryReadString(ref reader, out var raw)", "raw"),
            new SpanBranch("Int32", "!reader.TryReadInt32(out var raw)", "raw"),
            new SpanBranch("Double", "!reader.TryReadDouble(out var raw)", "raw"),
            new SpanBranch("Boolean", "!reader.TryReadBoolean(out var raw)", "raw"),
            new SpanBranch("Int64", "!reader.TryReadInt64(out var raw)", "raw"),
            new SpanBranch("DateTime", "!reader.TryReadDateTime(out var raw)", "raw"),
            new SpanBranch("ObjectId", "!reader.TryReadObjectId(out var raw)", "raw"),
            new SpanBranch("Decimal128", $"!{Globals.SpanBsonValues}.TryReadDecimal128(ref reader, out var raw)", "raw"));

    public override string ReaderRead(ValueSite site) => $"{Globals.ObjectValues}.Read(context, {site.DriverSerializer})";

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        writer.Line($"{Globals.ObjectValues}.Write(context, {value}, {site.DriverSerializer});");
}
