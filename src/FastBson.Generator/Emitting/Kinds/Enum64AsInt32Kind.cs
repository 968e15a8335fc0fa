using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An enum over long or ulong with <c>[BsonRepresentation(BsonType.Int32)]</c>: BSON Int32 of its underlying value, as
/// the driver's EnumSerializer with that representation writes it (checked: a long beyond int's range, a ulong beyond
/// uint's, throw its OverflowException; a ulong beyond int's range is written as the negative Int32 of its bits). An
/// Int32 is read back widened (into a ulong as the uint of its bits); every other BSON type goes to the driver's serializer.
/// </summary>
internal sealed class Enum64AsInt32Kind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.Enum64AsInt32;

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.EnumAs({Globals.BsonType}.Int32, defaultMatches: false)";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Int32", "!reader.TryReadInt32(out var raw)", FromInt32(site.Shape, "raw")));

    public override string ReaderRead(ValueSite site) => ReadIfCanonical(site, "Int32", FromInt32(site.Shape, "reader.ReadInt32()"));

    protected override string WrittenType(ValueShape shape) => "Int32";

    protected override string Written(ValueShape shape, string value) => shape.EnumUnderlyingType == "ulong"
        ? $"unchecked((int)checked((uint)(ulong){value}))"
        : $"checked((int)(long){value})";

    // The same checked conversions in the span writer, which refuses the values they throw on (the writer's raises the error).
    protected override string SpanWrite(ValueShape shape, string value) => shape.EnumUnderlyingType == "ulong"
        ? $"if (!buffer.TryInt32Bits((ulong){value})) return false;"
        : $"if (!buffer.TryInt32((long){value})) return false;";

    private static string FromInt32(ValueShape shape, string raw) => shape.EnumUnderlyingType == "ulong"
        ? $"({shape.CoreTypeName})(ulong)(uint){raw}"
        : $"({shape.CoreTypeName})(long){raw}";
}
