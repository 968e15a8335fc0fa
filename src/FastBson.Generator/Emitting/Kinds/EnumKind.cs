using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An enum over int, uint, short, ushort, byte or sbyte: BSON Int32 of its underlying value, as the driver's default
/// EnumSerializer writes it. The driver converts a read Int32 unchecked to int and uint, checked to the narrower types.
/// </summary>
internal sealed class EnumKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.Enum;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "EnumSerializer",
            (BsonTypeCode.Int32, ShapeKind.Enum),
            (BsonTypeCode.Int64, ShapeKind.EnumAsInt64),
            (BsonTypeCode.String, ShapeKind.EnumString));

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.EnumAs({Globals.BsonType}.Int32)";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        // A value outside a narrow type's range goes to the IBsonReader path, where the driver raises its OverflowException.
        var range = IsNarrow(site.Shape)
            ? $" || raw < {site.Shape.EnumUnderlyingType}.MinValue || raw > {site.Shape.EnumUnderlyingType}.MaxValue"
            : string.Empty;
        EmitSpanBranches(writer, site, store, new SpanBranch("Int32", "!reader.TryReadInt32(out var raw)" + range, FromInt32(site.Shape, "raw")));
    }

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "Int32", IsNarrow(site.Shape)
            ? $"({site.Shape.CoreTypeName})checked(({site.Shape.EnumUnderlyingType})reader.ReadInt32())"
            : FromInt32(site.Shape, "reader.ReadInt32()"));

    protected override string WrittenType(ValueShape shape) => "Int32";

    // The underlying value, a uint's bits unchecked.
    protected override string Written(ValueShape shape, string value) => shape.EnumUnderlyingType == "uint"
        ? $"unchecked((int){value})"
        : $"(int){value}";

    private static bool IsNarrow(ValueShape shape) => shape.EnumUnderlyingType is "short" or "ushort" or "byte" or "sbyte";

    private static string FromInt32(ValueShape shape, string raw) => shape.EnumUnderlyingType == "uint"
        ? $"unchecked(({shape.CoreTypeName}){raw})"
        : $"({shape.CoreTypeName}){raw}";
}
