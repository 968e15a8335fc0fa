using System.Collections.Generic;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>A class's chain of base classes, as the driver's class maps follow it (<see cref="object"/> maps nothing).</summary>
internal static class TypeHierarchy
{
    /// <summary>The base classes of a type, nearest first, without <see cref="object"/>.</summary>
    public static IEnumerable<INamedTypeSymbol> BaseClasses(INamedTypeSymbol type)
    {
        for (var current = type.BaseType; current is { SpecialType: not SpecialType.System_Object }; current = current.BaseType)
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
}
