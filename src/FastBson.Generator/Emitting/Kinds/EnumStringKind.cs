using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An enum (of any underlying type) with <c>[BsonRepresentation(BsonType.String)]</c>: written as <c>ToString()</c>, as
/// the driver's EnumSerializer with that representation writes it; a String is read with the serializer's
/// case-sensitive parse. Everything else (numbers, a name in another case, an unknown name) goes to the driver's
/// serializer on the span path; the IBsonReader path parses a String with the driver's two steps.
/// </summary>
internal sealed class EnumStringKind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.EnumString;

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.EnumAs({Globals.BsonType}.String, defaultMatches: false)";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch(
                "String",
                $"!reader.TryReadString(out var text) || !{Globals.RepresentedValues}.TryParseEnum<{site.Shape.CoreTypeName}>(text, out var parsed)",
                "parsed"));

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "String", $"{Globals.RepresentedValues}.ReadEnumString<{site.Shape.CoreTypeName}>(reader)");

    protected override string WrittenType(ValueShape shape) => "String";

    protected override string Written(ValueShape shape, string value) => $"{value}.ToString()";
}
