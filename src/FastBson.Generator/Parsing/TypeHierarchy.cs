using System.Collections.Generic;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// A type's chain of base classes, as the driver's class maps follow it (<see cref="object"/>, and a struct's
/// <see cref="System.ValueType"/>, map nothing).
/// </summary>
internal static class TypeHierarchy
{
    /// <summary>The base classes of a type, nearest first, without <see cref="object"/> and <see cref="System.ValueType"/>.</summary>
    public static IEnumerable<INamedTypeSymbol> BaseClasses(INamedTypeSymbol type)
    {
        for (var current = type.BaseType; current is { SpecialType: not (SpecialType.System_Object or SpecialType.System_ValueType) }; current = current.BaseType)
        {
            yield return current;
        }
    }

    /// <summary>The type, then its base classes, nearest first.</summary>
    public static IEnumerable<INamedTypeSymbol> SelfAndBaseClasses(INamedTypeSymbol type)
    {
        yield return type;
        foreach (var baseClass in BaseClasses(type))
        {
            yield return baseClass;
        }
    }

    /// <summary>Whether <paramref name="type"/> is <paramref name="ancestor"/> or a class derived from it, however far down.</summary>
    public static bool IsOrDerivesFrom(ITypeSymbol type, ITypeSymbol ancestor)
    {
        for (ITypeSymbol? current = type; current is not null; current = current.BaseType)
        {
            if (SymbolEqualityComparer.Default.Equals(current, ancestor))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The instance constructors reflection sees (<c>GetConstructors</c>), which the driver's conventions choose from:
    /// Roslyn also lists a struct's implicit parameterless constructor, which is not in metadata (the driver creates such a
    /// struct uninitialized, as <c>default</c>).
    /// </summary>
    public static IEnumerable<IMethodSymbol> ReflectedConstructors(INamedTypeSymbol type)
    {
        foreach (var constructor in type.InstanceConstructors)
        {
            if (!(type.IsValueType && constructor.IsImplicitlyDeclared))
            {
                yield return constructor;
            }
        }
    }

    /// <summary>
    /// Whether the type has type parameters in scope: its own, or a containing type's (<c>Outer&lt;T&gt;.Inner</c>, which
    /// reflection sees as a generic type of Outer's parameters). Its serializer is then generic over all of them. (Roslyn's
    /// <c>IsGenericType</c> says the same; this name says which meaning is meant.)
    /// </summary>
    public static bool IsInGenericContext(INamedTypeSymbol type) => type.IsGenericType;

    /// <summary>The type parameters in scope, as reflection orders them: the outermost containing type's first.</summary>
    public static List<ITypeParameterSymbol> TypeParametersInScope(INamedTypeSymbol type)
    {
        var parameters = new List<ITypeParameterSymbol>();
        for (var current = type; current is not null; current = current.ContainingType)
        {
            parameters.InsertRange(0, current.TypeParameters);
        }

        return parameters;
    }
}
