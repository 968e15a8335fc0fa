using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// An enum over int, uint, short, ushort, byte or sbyte with <c>[BsonRepresentation(BsonType.Int64)]</c>: BSON Int64 of
/// its underlying value (widened: a uint is never negative), as the driver's EnumSerializer with that representation
/// writes it. An Int64 is read back checked into the underlying type; one outside its range, and every other BSON type,
/// goes to the driver's serializer.
/// </summary>
internal sealed class EnumAsInt64Kind : TypedWriteKind
{
    public override ShapeKind Id => ShapeKind.EnumAsInt64;

    public override string? DriftCheck(ValueShape shape) => $"{Globals.ShapeChecks}.EnumAs({Globals.BsonType}.Int64, defaultMatches: false)";

    public override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store)
    {
        var underlying = site.Shape.EnumUnderlyingType;
        EmitSpanBranches(
            writer,
            site,
            store,
            new SpanBranch("Int64", $"!reader.TryReadInt64(out var raw) || raw < {underlying}.MinValue || raw > {underlying}.MaxValue", $"({site.Shape.CoreTypeName})({underlying})raw"));
    }

    public override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, "Int64", $"({site.Shape.CoreTypeName})checked(({site.Shape.EnumUnderlyingType})reader.ReadInt64())");

    protected override string WrittenType(ValueShape shape) => "Int64";

    protected override string Written(ValueShape shape, string value) => $"(long){value}";
}
