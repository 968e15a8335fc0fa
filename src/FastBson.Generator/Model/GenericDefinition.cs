namespace FastBson.Generator.Model;

/// <summary>
/// What a generic document type adds to its serializer: the serializer is generic over the same type parameters, with
/// the same constraints, and RegisterAll registers its definition for the type's, which the driver closes for each
/// closed type it is asked about.
/// </summary>
/// <param name="TypeParameterList">The type parameters as written after a name: <c>&lt;T&gt;</c>, <c>&lt;TKey, TValue&gt;</c>.</param>
/// <param name="Constraints">One <c>where</c> clause per constrained type parameter, in declaration order.</param>
/// <param name="UnboundTypeName">The <c>global::</c>-qualified unbound type, for <c>typeof</c>: <c>global::Ns.Envelope&lt;&gt;</c>.</param>
/// <param name="UnboundArity">The commas of the unbound serializer's name: <c>&lt;&gt;</c>, <c>&lt;,&gt;</c>.</param>
internal sealed record GenericDefinition(
    string TypeParameterList,
    EquatableArray<string> Constraints,
    string UnboundTypeName,
    string UnboundArity)
{
    /// <summary>How many type parameters the type has.</summary>
    public int Arity => UnboundArity.Length - 1;
}
