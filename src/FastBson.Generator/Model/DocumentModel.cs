namespace FastBson.Generator.Model;

/// <summary>
/// Everything the emitter needs to write one serializer. Holds only strings, flags and equatable
/// arrays (no ISymbol, Compilation, SyntaxNode or Location), so an unrelated edit leaves it equal
/// and the pipeline serves the cached output.
/// </summary>
/// <param name="Namespace">The namespace of the document type, or empty.</param>
/// <param name="TypeName">The simple name (for comments).</param>
/// <param name="FullTypeName">The <c>global::</c>-qualified type name.</param>
/// <param name="SerializerName">The generated serializer's simple name.</param>
/// <param name="IsPublic">The type is public, so the serializer is too.</param>
/// <param name="IsSealed">No subclass can exist, so no run-time type check is needed.</param>
/// <param name="SupportsInitialize">The type implements <c>ISupportInitialize</c>.</param>
/// <param name="IgnoreExtraElements">Unknown elements are skipped.</param>
/// <param name="Creation">How instances are created.</param>
/// <param name="IdMemberIndex">Index of the id member in <see cref="Members"/>, or -1.</param>
/// <param name="Members">The mapped members in the driver's order.</param>
/// <param name="Blob">The blob codec, for a type that opts in; null otherwise.</param>
/// <param name="Creators">The creator maps, in the class map's order, when <see cref="Creation"/> is <see cref="Creation.CreatorMap"/>.</param>
/// <param name="Generic">For a generic type, its parameters and constraints; null otherwise.</param>
/// <param name="IsValueType">
/// The type is a struct (2.20 and later read structs): never null, never of another type, and set on a local copy that
/// is returned whole.
/// </param>
internal sealed record DocumentModel(
    string Namespace,
    string TypeName,
    string FullTypeName,
    string SerializerName,
    bool IsPublic,
    bool IsSealed,
    bool SupportsInitialize,
    bool IgnoreExtraElements,
    Creation Creation,
    int IdMemberIndex,
    EquatableArray<MemberModel> Members,
    BlobModel? Blob = null,
    EquatableArray<CreatorModel> Creators = default,
    GenericDefinition? Generic = null,
    bool IsValueType = false)
{
    /// <summary>The serializer's <c>global::</c>-qualified name.</summary>
    public string FullSerializerName => SerializerNames.Qualified(Namespace, SerializerName);

    /// <summary>The generated file's name (a generic type's with its arity, as a generic and a plain type may share a name).</summary>
    public string HintName => SerializerNames.HintName(Namespace, SerializerName, Generic?.Arity ?? 0);

    /// <summary>The serializer's name as code inside it refers to it: with its type parameters for a generic type.</summary>
    public string SerializerSelf => SerializerName + (Generic?.TypeParameterList ?? string.Empty);
}
