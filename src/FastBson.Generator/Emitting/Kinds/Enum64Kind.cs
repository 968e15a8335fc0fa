using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An enum over long or ulong: BSON Int64 of its underlying value, as the driver's default EnumSerializer writes it
/// (a ulong reinterpreted, unchecked, both ways).
/// </summary>
internal sealed class Enum64Kind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.Enum64;

    public override DriverRepresentations? Representations(DriverVersion driver) =>
        DriverRepresentations.Writing(
            "EnumSerializer",
            (BsonTypeCode.Int32, ShapeKind.Enum64AsInt32),
            (BsonTypeCode.Int64, ShapeKind.Enum64),
            (BsonTypeCode.String, ShapeKind.EnumString));

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.EnumAs({Globals.BsonType}.Int64)";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch("Int64", "!reader.TryReadInt64(out var raw)", $"unchecked(({site.Shape.CoreTypeName})raw)"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "Int64", $"unchecked(({site.Shape.CoreTypeName})reader.ReadInt64())");

    protected override string WrittenType(ValueShape shape) => "Int64";

    protected override string Written(ValueShape shape, string value) => $"unchecked((long){value})";
}
