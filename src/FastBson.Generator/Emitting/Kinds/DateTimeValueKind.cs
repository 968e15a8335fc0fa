using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>
/// What every <c>DateTime</c> kind shares: the kind a value is read back in. Applications choose it at run time as often
/// as with an attribute (a <c>DateTimeSerializer.LocalInstance</c> registered for every DateTime, or a class map's own
/// serializer), and writes never depend on it, so a place without DateOnly reads it once from the driver's serializer
/// there (<c>DateTimeKinds</c>), as a Guid's format is read, and the drift check accepts any kind. A date only keeps the
/// kind its shape says: its read takes the kind as given, and a class map that changes it is a difference.
/// </summary>
internal abstract class DateTimeValueKind : InlineValueKind
{
    /// <summary>The member's kind, in a nested class so that it is read from the driver's serializer on first use, as DriverMembers is.</summary>
    public sealed override void EmitWriteHelpers(SourceWriter writer, MemberModel member)
    {
        if (member.Shape.DateOnly)
        {
            return;
        }

        writer.Line($"/// <summary>The kind the driver's serializer of {member.Name} reads DateTimes in.</summary>");
        using (writer.Block($"private static class {KindHolder(member.Key)}"))
        {
            writer.Line($"internal static readonly global::System.DateTimeKind Value = {Globals.DateTimeKinds}.Of({ValueSite.Of(member).DriverSerializer});");
        }

        writer.Line();
    }

    /// <summary>The kind of items whose DateTimeSerializer a member's options configured, read once from the serializer the member's holds.</summary>
    public sealed override void EmitConfiguredItemFields(SourceWriter writer, ValueShape item, string itemKey, string serializerField)
    {
        if (!item.DateOnly)
        {
            writer.Line($"internal static readonly global::System.DateTimeKind {KindHolder(itemKey)} = {Globals.DateTimeKinds}.Of({serializerField});");
        }
    }

    /// <summary>
    /// The drift check's expectation of the driver's DateTimeSerializer at a place of this shape, in
    /// <paramref name="representation"/>: any kind without DateOnly, else exactly the shape's.
    /// </summary>
    protected static string DriftCheckIn(ValueShape shape, string representation) => shape.DateOnly
        ? $"{Globals.ShapeChecks}.DateTimeAs({ShapeKindOf(shape)}, dateOnly: true, {Globals.BsonType}.{representation})"
        : $"{Globals.ShapeChecks}.DateTimeOfAnyKind({Globals.BsonType}.{representation})";

    /// <summary>
    /// The kind a value at <paramref name="site"/> is read back in: a date only's from its shape; any other's from the
    /// driver's serializer there: a member's own, the serializer the member's options configured for its items, or, for
    /// other items and dictionary values, the one the driver registers for their type.
    /// </summary>
    protected static string KindAt(ValueSite site) =>
        site.Shape.DateOnly ? ShapeKindOf(site.Shape)
        : site.IsConfiguredItem ? $"DriverMembers.{KindHolder(site.HelperKey)}"
        : site.IsItem ? $"{Globals.DateTimeKinds}.OfItems<{site.Shape.TypeName}>()"
        : $"{KindHolder(site.HelperKey)}.Value";

    private static string ShapeKindOf(ValueShape shape) => $"global::System.DateTimeKind.{shape.DateTimeKind}";

    private static string KindHolder(string key) => $"DateTimeKind_{key}";
}
