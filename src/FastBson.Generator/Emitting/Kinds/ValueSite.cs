using FastBson.Generator.Helpers;
using FastBson.Generator.Model;

namespace FastBson.Generator.Emitting.Kinds;

/// <summary>Where a value is read or written: a member, or an item or dictionary value of a member.</summary>
/// <param name="Shape">How the value is read and written.</param>
/// <param name="DriverSerializer">The driver's serializer for the value, which serves every BSON type the generated code does not read itself.</param>
/// <param name="HelperKey">The suffix of the generated helper methods that read and write the value.</param>
/// <param name="IsItem">An item or dictionary value, whose serializer is the driver's for its type rather than the member's own.</param>
internal sealed record ValueSite(ValueShape Shape, string DriverSerializer, string HelperKey, bool IsItem = false)
{
    /// <summary>A member's value, served otherwise by the member serializer of the driver's class map.</summary>
    public static ValueSite Of(MemberModel member) =>
        new(member.Shape, $"DriverMembers.{CSharpLiterals.Identifier(member.Key)}", member.Key);

    /// <summary>An item of an array or a value of a dictionary, served otherwise by the driver's serializer of the item type.</summary>
    public static ValueSite OfItem(ValueShape item, string helperKey) =>
        new(item, $"{Globals.ItemSerializer}<{item.TypeName}>.Instance", helperKey, IsItem: true);
}
