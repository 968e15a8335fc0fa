using System;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// <c>TimeSpan</c> written as a number of its shape's units (<c>[BsonRepresentation]</c> or <c>[BsonTimeSpanOptions]</c>
/// as Int32, Int64 or Double), converted with the arithmetic of the driver's TimeSpanSerializer (<c>TimeSpanValues</c>).
/// The representation's own BSON type is read here; the serializer reads every other one with the same units.
/// </summary>
internal abstract class TimeSpanNumberKind : TypedWriteKind
{
    /// <summary>The BSON type of the representation, which also names the reader, writer and conversion methods.</summary>
    protected abstract string BsonType { get; }

    // Units apply to the numeric representations only: the check compares them too.
    public sealed override string? DriftCheck(ValueShape shape) =>
        $"{Globals.ShapeChecks}.TimeSpanIn({Globals.BsonType}.{BsonType}, {Globals.TimeSpanUnits}.{shape.Units})";

    public sealed override void EmitSpanRead(SourceWriter writer, ValueSite site, Func<string, string> store) =>
        EmitSpanBranches(writer, site, store, new SpanBranch(BsonType, $"!reader.TryRead{BsonType}(out var raw)", $"{Globals.TimeSpanValues}.From{BsonType}(raw, {Units(site.Shape)})"));

    public sealed override string ReaderRead(ValueSite site) =>
        ReadIfCanonical(site, BsonType, $"{Globals.TimeSpanValues}.From{BsonType}(reader.Read{BsonType}(), {Units(site.Shape)})");

    protected sealed override string WrittenType(ValueShape shape) => BsonType;

    // The driver's unchecked count of the units: the same call for both writers.
    protected sealed override string Written(ValueShape shape, string value) => $"{Globals.TimeSpanValues}.To{BsonType}({value}, {Units(shape)})";

    private static string Units(ValueShape shape) => $"{Globals.TimeSpanUnits}.{shape.Units}";
}
