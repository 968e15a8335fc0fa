using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>Where a value is read or written: a member, or an item or dictionary value of a member.</summary>
/// <param name="Shape">How the value is read and written.</param>
/// <param name="DriverSerializer">The driver's serializer for the value, which serves every BSON type the generated code does not read itself.</param>
/// <param name="HelperKey">The suffix of the generated helper methods that read and write the value.</param>
/// <param name="Decline">
/// The statement the span path runs for a value it does not read itself: in a document's own loop it hands the element
/// to the document's reader; in a collection's helper it makes the helper return false.
/// </param>
/// <param name="IsItem">An item or dictionary value, whose serializer is the driver's for its type rather than the member's own.</param>
/// <param name="IsConfiguredItem">An item whose serializer the member's options configured: the one the member's serializer holds.</param>
internal sealed record ValueSite(ValueShape Shape, string DriverSerializer, string HelperKey, string Decline = "return false;", bool IsItem = false, bool IsConfiguredItem = false)
{
    /// <summary>The label, in a document's span loop, of the code that hands the current element to the document's reader.</summary>
    public const string HandOffLabel = "handOff";

    /// <summary>
    /// The span path's context, whose reader's settings decide a value the bytes alone do not (a 2.x legacy UUID): a
    /// member's document's, in the document's own loop; for an item, whose helper reads detached bytes, that of the
    /// document the thread is reading (null outside one: such a value is then declined).
    /// </summary>
    public string SpanContext => IsItem ? $"{Globals.SpanDocument}.Ambient" : "document.Context";

    /// <summary>A member's value, served otherwise by the member serializer of the driver's class map.</summary>
    public static ValueSite Of(MemberModel member) =>
        new(member.Shape, $"DriverMembers.{CSharpLiterals.Identifier(member.Key)}", member.Key);

    /// <summary>A member's value on the span path, where a value it does not read itself goes to the document's reader.</summary>
    public static ValueSite OfSpanMember(MemberModel member) => Of(member) with { Decline = $"goto {HandOffLabel};" };

    /// <summary>
    /// An item of an array or a value of a dictionary, served otherwise by the driver's serializer of the item type, or,
    /// where the member's options configure the items (<paramref name="configured"/>), by the item serializer the member's
    /// own serializer holds (a field of DriverMembers named after the helper key).
    /// </summary>
    public static ValueSite OfItem(ValueShape item, string helperKey, bool configured = false) =>
        new(item, configured ? ConfiguredItemField(helperKey) : DriverItemSerializer(item), helperKey, IsItem: true, IsConfiguredItem: configured);

    /// <summary>The driver's serializer of an item's type, as the registry gives it (no option configures it).</summary>
    public static string DriverItemSerializer(ValueShape item) => $"{Globals.ItemSerializer}<{item.TypeName}>.Instance";

    /// <summary>The DriverMembers field holding the configured serializer of the items with this helper key.</summary>
    public static string ConfiguredItemField(string helperKey) => $"DriverMembers.{CSharpLiterals.Identifier(helperKey)}";
}
