using System.Collections.Generic;
using System.Linq;
using FastBson.Generator.Diagnostics;
using FastBson.Generator.Model;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

internal sealed partial class DocumentParser
{
    /// <summary>
    /// The type's creator maps with their arguments resolved to its members, as the driver freezes them; FBSON005 for
    /// a creator the driver cannot freeze (it would fail too) or the generated code cannot call.
    /// </summary>
    private EquatableArray<CreatorModel> BuildCreators(INamedTypeSymbol type, List<MemberCandidate> ordered)
    {
        var creators = new List<CreatorModel>();
        foreach (var creator in CreatorConventions.Creators(type, _known))
        {
            if (BuildCreator(type, creator, ordered) is { } model)
            {
                creators.Add(model);
            }
        }

        return creators.ToEquatableArray();
    }

    private CreatorModel? BuildCreator(INamedTypeSymbol type, IMethodSymbol creator, List<MemberCandidate> ordered)
    {
        var what = $"'{creator.ToDisplayString()}'";
        if (creator.IsGenericMethod)
        {
            Report(DiagnosticDescriptors.CreatorMap, creator, type.Name, $"is created through the generic factory method {what}, which FastBson does not call");
            return null;
        }

        if (creator.MethodKind == MethodKind.Ordinary && !IsCreatedType(creator.ReturnType, type))
        {
            Report(DiagnosticDescriptors.CreatorMap, creator, type.Name, $"is created through the factory method {what}, whose return type is not '{type.Name}' or a class derived from it");
            return null;
        }

        var arguments = new List<int>();
        var names = CreatorConventions.AttributeArgumentNames(CreatorConventions.CreatorAttribute(creator, _known));
        if (names is not null && names.Count != creator.Parameters.Length)
        {
            Report(DiagnosticDescriptors.CreatorMap, creator, type.Name, $"names {names.Count} members for the {creator.Parameters.Length} parameters of {what}, which the driver refuses when it builds the class map");
            return null;
        }

        for (var i = 0; i < creator.Parameters.Length; i++)
        {
            var parameter = creator.Parameters[i];
            var member = CreatorConventions.ArgumentMember(type, creator, names, i);
            if (member is null)
            {
                var rule = names is null
                    ? $"no member of the name and type of parameter '{parameter.Name}' (NamedParameterCreatorMapConvention)"
                    : $"no single field or property named '{names[i]}'";
                Report(DiagnosticDescriptors.CreatorMap, creator, type.Name, $"is created through {what}, but the class has {rule}, so the driver cannot build its class map. Name the members in the attribute, or make the names and types match");
                return null;
            }

            var index = ordered.FindIndex(c => SymbolEqualityComparer.Default.Equals(c.Symbol, member));
            if (index < 0)
            {
                Report(DiagnosticDescriptors.CreatorMap, creator, type.Name, $"is created through {what}, whose parameter '{parameter.Name}' takes member '{member.Name}', which is not mapped (the driver refuses the class map: \"Member '{member.Name}' is not mapped.\"). Map it with [BsonElement]");
                return null;
            }

            var conversion = ((Microsoft.CodeAnalysis.CSharp.CSharpCompilation)_compilation).ClassifyConversion(MemberCandidate.TypeOf(member), parameter.Type);
            if (!conversion.IsImplicit || !(conversion.IsIdentity || conversion.IsReference || conversion.IsBoxing || conversion.IsNullable))
            {
                Report(DiagnosticDescriptors.CreatorMap, creator, type.Name, $"is created through {what}, whose parameter '{parameter.Name}' of type '{parameter.Type.ToDisplayString()}' takes member '{member.Name}' of type '{MemberCandidate.TypeOf(member).ToDisplayString()}', which the driver cannot pass to it (it passes values as they are, with no conversion)");
                return null;
            }

            arguments.Add(index);
        }

        // C# 'required' members would make 'new T(...)' fail to compile unless the constructor sets them.
        var leavesRequiredUnset = creator.MethodKind == MethodKind.Constructor &&
            type.GetMembers().Any(m => m is IPropertySymbol { IsRequired: true } or IFieldSymbol { IsRequired: true }) &&
            !AttributeReader.Has(creator, _known, KnownAttribute.SetsRequiredMembers);
        var throughAccessor = leavesRequiredUnset || !IsAccessible(creator.DeclaredAccessibility);
        if (throughAccessor && _known.UnsafeAccessorAttribute is null)
        {
            Report(DiagnosticDescriptors.CreatorMap, creator, type.Name, $"is created through the non-public {what}, which the generated code can only call through UnsafeAccessor (.NET 8 or later)");
            return null;
        }

        return new CreatorModel(
            IsFactoryMethod: creator.MethodKind == MethodKind.Ordinary,
            MethodName: creator.MethodKind == MethodKind.Ordinary ? creator.Name : string.Empty,
            ThroughAccessor: throughAccessor,
            Arguments: arguments.ToEquatableArray(),
            ReturnTypeName: creator.MethodKind == MethodKind.Ordinary ? creator.ReturnType.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat) : string.Empty,
            ParameterTypes: creator.Parameters.Select(p => p.Type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat)).ToEquatableArray());
    }

    /// <summary>Whether a factory method's return type is the type or a class derived from it (the driver casts the result).</summary>
    private static bool IsCreatedType(ITypeSymbol returnType, INamedTypeSymbol type) =>
        returnType is INamedTypeSymbol && TypeHierarchy.IsOrDerivesFrom(returnType, type);
}
