using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>TimeOnly</c>: BSON Int64 of its ticks, as the default TimeOnlySerializer of a 3.x driver built for .NET 6 and later
/// writes it. Ticks outside a day are the driver's error to raise.
/// </summary>
internal sealed class TimeOnlyKind : InlineValueKind
{
    public override ShapeKind Id => ShapeKind.TimeOnly;

    public override TypeClaim? Claim => TypeClaim.Named("System.TimeOnly", driver => driver.HasDateOnlyAndTimeOnlySerializers);

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.TimeOnlyTicks";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Int64", "!reader.TryReadTimeOnly(out var raw)", "raw"));

    // The constructor throws for ticks outside a day, as it does in the driver's serializer.
    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Int64", "new global::System.TimeOnly(reader.ReadInt64())");

    public override void EmitWrite(SourceWriter writer, ValueSite site, string value) =>
        EmitWriteValueType(writer, site, value, v => $"writer.WriteInt64({v}.Ticks);");
}
