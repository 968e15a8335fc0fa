using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>Reads a generic document type's parameters and constraints, as its generic serializer must repeat them.</summary>
internal static class GenericDefinitions
{
    /// <summary>The definition's parameters and constraints, or null for a type that is not generic.</summary>
    public static GenericDefinition? Of(INamedTypeSymbol type)
    {
        if (!TypeHierarchy.IsInGenericContext(type))
        {
            return null;
        }

        // A type nested in a generic one has its containing types' parameters too, first (Outer<T>.Inner is generic over T).
        var parameters = TypeHierarchy.TypeParametersInScope(type);
        var constraints = parameters.Select(Constraint).Where(c => c is not null).Select(c => c!).ToEquatableArray();
        return new GenericDefinition(
            "<" + string.Join(", ", parameters.Select(p => p.Name)) + ">",
            constraints,
            UnboundName(type),
            "<" + new string(',', parameters.Count - 1) + ">");
    }

    /// <summary>The unbound type as <c>typeof</c> takes it, each generic level unbound: <c>global::Ns.Outer&lt;&gt;.Inner</c>.</summary>
    private static string UnboundName(INamedTypeSymbol type)
    {
        var own = type.Name + (type.Arity > 0 ? "<" + new string(',', type.Arity - 1) + ">" : string.Empty);
        return type.ContainingType is { } container
            ? UnboundName(container) + "." + own
            : (type.ContainingNamespace.IsGlobalNamespace ? "global::" : "global::" + type.ContainingNamespace.ToDisplayString() + ".") + own;
    }

    /// <summary>The <c>where</c> clause of one type parameter, in C#'s order (kind, types, <c>new()</c>), or null.</summary>
    private static string? Constraint(ITypeParameterSymbol parameter)
    {
        var parts = new List<string>();
        if (parameter.HasReferenceTypeConstraint)
        {
            parts.Add(parameter.ReferenceTypeConstraintNullableAnnotation == NullableAnnotation.Annotated ? "class?" : "class");
        }
        else if (parameter.HasUnmanagedTypeConstraint)
        {
            parts.Add("unmanaged");
        }
        else if (parameter.HasValueTypeConstraint)
        {
            parts.Add("struct");
        }
        else if (parameter.HasNotNullConstraint)
        {
            parts.Add("notnull");
        }

        parts.AddRange(parameter.ConstraintTypes.Select(TypeNames.Declared));
        if (parameter.HasConstructorConstraint)
        {
            parts.Add("new()");
        }

        return parts.Count == 0 ? null : $"where {parameter.Name} : {string.Join(", ", parts)}";
    }
}
