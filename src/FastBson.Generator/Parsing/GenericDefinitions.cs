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
        if (!type.IsGenericType)
        {
            return null;
        }

        var parameters = type.TypeParameters;
        var constraints = parameters.Select(Constraint).Where(c => c is not null).Select(c => c!).ToEquatableArray();
        return new GenericDefinition(
            "<" + string.Join(", ", parameters.Select(p => p.Name)) + ">",
            constraints,
            type.ConstructUnboundGenericType().ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat),
            "<" + new string(',', parameters.Length - 1) + ">");
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
