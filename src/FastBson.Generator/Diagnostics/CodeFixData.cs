namespace FastBson.Generator.Diagnostics;

/// <summary>
/// What a diagnostic carries for its code fix. The code fixes (FastBson.CodeFixes, a separate assembly because they need
/// Roslyn's workspaces, which a compiler loading the generator does not have) compile this file too, so the two sides
/// share one spelling of each id and key.
/// </summary>
internal static class CodeFixData
{
    /// <summary>The metadata name of the attribute that asks for a generated serializer.</summary>
    public const string GenerateAttribute = "FastBson.GenerateBsonSerializerAttribute";

    /// <summary>The metadata name of the driver's attribute whose value FBSON009's fix writes.</summary>
    public const string DefaultValueAttribute = "MongoDB.Bson.Serialization.Attributes.BsonDefaultValueAttribute";

    /// <summary>The id of FBSON009, a <c>[BsonDefaultValue]</c> whose value is not of the member's type.</summary>
    public const string DefaultValueTypeId = "FBSON009";

    /// <summary>
    /// The property of an FBSON009 whose value holds the same number in the member's type: the C# expression of it in that
    /// type (<c>1L</c> for <c>1</c> on a <c>long</c>; the enum's member of that value), which the code fix writes into the
    /// attribute. Absent where no such expression exists.
    /// </summary>
    public const string TypedDefaultValueKey = "FastBson.TypedDefaultValue";

    /// <summary>The id of FBSON100, a member served by the driver's serializer.</summary>
    public const string MemberServedByDriverId = "FBSON100";

    /// <summary>
    /// The property of an FBSON100 whose member's type is, or holds, a class or struct of the project without
    /// <c>[GenerateBsonSerializer]</c>: that type's documentation comment id (<c>T:Shop.Line</c>), which the code fix
    /// gives the attribute. Absent for any other reason.
    /// </summary>
    public const string UnannotatedTypeKey = "FastBson.UnannotatedType";
}
