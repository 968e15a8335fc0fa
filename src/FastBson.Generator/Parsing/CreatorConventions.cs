using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>
/// The driver's rules for creator maps, as its default conventions and attributes apply them to a class map:
/// <list type="bullet">
/// <item>ImmutableTypeClassMapConvention (a class map convention of the default pack, so it runs first): a class with no
/// public parameterless constructor and no public property with a public setter is created through each public
/// constructor whose parameters each name exactly one public property (ignoring case), and the properties it declares
/// that such parameters name are mapped;</item>
/// <item>the attribute convention (the attribute pack runs last): each constructor, then each static method, the class
/// declares with <c>[BsonConstructor]</c> / <c>[BsonFactoryMethod]</c>, in declaration order;</item>
/// <item>the arguments: the attribute's member names, else NamedParameterCreatorMapConvention's match of each parameter
/// to a member of the same name (ignoring case) and exactly the same type: a public property, a public field, a
/// non-public property, a non-public field, the first kind with exactly one such member.</item>
/// </list>
/// </summary>
internal static class CreatorConventions
{
    /// <summary>The creators of the type's class map, in the class map's order (its <c>CreatorMaps</c>).</summary>
    public static List<IMethodSymbol> Creators(INamedTypeSymbol type, KnownTypeSymbols known)
    {
        var creators = new List<IMethodSymbol>();
        if (!type.IsAbstract)
        {
            creators.AddRange(ImmutableTypeConstructors(type).Where(c => c.DeclaredAccessibility == Accessibility.Public));
        }

        // MapConstructor and MapFactoryMethod return the creator map a member already has.
        var attributed = type.InstanceConstructors.Where(c => !c.IsImplicitlyDeclared)
            .Concat(type.GetMembers().OfType<IMethodSymbol>().Where(m => m.IsStatic && m.MethodKind == MethodKind.Ordinary))
            .Where(m => CreatorAttribute(m, known) is not null);
        foreach (var creator in attributed)
        {
            if (!creators.Contains(creator, SymbolEqualityComparer.Default))
            {
                creators.Add(creator);
            }
        }

        return creators;
    }

    /// <summary>
    /// The member each parameter of a creator takes: the attribute's name for it, else the named-parameter convention's
    /// match (see <see cref="NamedParameterMember"/>); null for a parameter that takes none (the driver refuses the class map).
    /// </summary>
    public static ISymbol? ArgumentMember(INamedTypeSymbol type, IMethodSymbol creator, IReadOnlyList<string?>? attributeNames, int index) =>
        attributeNames is null ? NamedParameterMember(type, creator.Parameters[index])
        : index < attributeNames.Count && attributeNames[index] is { } name ? NamedMember(type, name)
        : null;

    /// <summary>
    /// Whether one of the struct's creators takes every member its class map maps: the structs MongoDB.Bson 2.19's class map
    /// reads back (CSHARP-4391). It reads a struct only through a creator, and refuses one whose document holds a value the
    /// creator it chooses (the one of most arguments that it can call) does not take ("Value class ... cannot be
    /// deserialized unless all values can be passed to a constructor"); it writes every mapped member. So a <c>DateOnly</c>
    /// (its constructor of Year, Month and Day, which ImmutableTypeClassMapConvention maps) and a <c>Complex</c> read back
    /// there, and a <c>TimeOnly</c> (whose Ticks no constructor of its components takes) or a struct of settable properties
    /// does not.
    /// </summary>
    public static bool TakesEveryMember(INamedTypeSymbol type, KnownTypeSymbols known)
    {
        var members = MemberFinder.Find(type, known, out _).Select(m => m.Symbol).ToList();
        return Creators(type, known).Any(creator =>
        {
            var names = AttributeArgumentNames(CreatorAttribute(creator, known));
            var taken = Enumerable.Range(0, creator.Parameters.Length).Select(i => ArgumentMember(type, creator, names, i)).ToList();
            return taken.All(member => member is not null) && members.All(member => taken.Contains(member, SymbolEqualityComparer.Default));
        });
    }

    /// <summary>The <c>[BsonConstructor]</c> or <c>[BsonFactoryMethod]</c> of a method, or null.</summary>
    public static AttributeData? CreatorAttribute(IMethodSymbol method, KnownTypeSymbols known) =>
        method.GetAttributes().FirstOrDefault(a => AttributeReader.Implements(a, known.CreatorMapAttributeInterface));

    /// <summary>
    /// The properties a class declares that ImmutableTypeClassMapConvention maps: those a parameter of one of its
    /// creator constructors names, or of any constructor of an abstract class, or of a protected one (which a derived
    /// class might call).
    /// </summary>
    public static IEnumerable<IPropertySymbol> ImmutableTypeProperties(INamedTypeSymbol mappedClass)
    {
        var constructors = ImmutableTypeConstructors(mappedClass);
        if (constructors.Count == 0)
        {
            return Enumerable.Empty<IPropertySymbol>();
        }

        var parameterNames = constructors.Where(c => c.DeclaredAccessibility == Accessibility.Public && !mappedClass.IsAbstract)
            .Concat(mappedClass.InstanceConstructors.Where(c => mappedClass.IsAbstract || c.DeclaredAccessibility is Accessibility.Protected or Accessibility.ProtectedOrInternal))
            .SelectMany(c => c.Parameters)
            .Select(p => p.Name)
            .ToList();
        return mappedClass.GetMembers().OfType<IPropertySymbol>()
            .Where(p => !p.IsStatic && MemberFinder.IsPublic(p) && !p.IsIndexer && !p.IsOverride)
            .Where(p => parameterNames.Any(n => string.Equals(n, p.Name, StringComparison.OrdinalIgnoreCase)));
    }

    /// <summary>
    /// The argument names <c>[BsonConstructor(...)]</c> or <c>[BsonFactoryMethod(...)]</c> gives, or null when it gives
    /// none (the attribute's parameterless constructor): then the named-parameter convention matches them.
    /// </summary>
    public static IReadOnlyList<string?>? AttributeArgumentNames(AttributeData? attribute)
    {
        if (attribute is null || attribute.ConstructorArguments.Length == 0 || attribute.ConstructorArguments[0].Kind != TypedConstantKind.Array)
        {
            return null;
        }

        return attribute.ConstructorArguments[0].Values.Select(v => v.Value as string).ToList();
    }

    /// <summary>
    /// NamedParameterCreatorMapConvention's member for a parameter: of the class or inherited (Type.GetMember with
    /// IgnoreCase), of exactly the parameter's type; null when no kind of member has exactly one match.
    /// </summary>
    public static ISymbol? NamedParameterMember(INamedTypeSymbol type, IParameterSymbol parameter)
    {
        var candidates = InstanceMembersByReflection(type)
            .Where(m => string.Equals(m.Name, parameter.Name, StringComparison.OrdinalIgnoreCase))
            .ToList();
        var kinds = new Func<ISymbol, bool>[]
        {
            m => m is IPropertySymbol p && MemberFinder.IsPublic(p),
            m => m is IFieldSymbol { DeclaredAccessibility: Accessibility.Public },
            m => m is IPropertySymbol p && !MemberFinder.IsPublic(p),
            m => m is IFieldSymbol f && f.DeclaredAccessibility != Accessibility.Public,
        };
        foreach (var kind in kinds)
        {
            var matches = candidates.Where(kind).ToList();
            if (matches.Count == 1 && SymbolEqualityComparer.Default.Equals(MemberCandidate.TypeOf(matches[0]), parameter.Type))
            {
                return matches[0];
            }
        }

        return null;
    }

    /// <summary>The member <c>SetArguments(names)</c> finds for a name: exactly one field or property of that name (case-sensitive), else null.</summary>
    public static ISymbol? NamedMember(INamedTypeSymbol type, string name)
    {
        var matches = InstanceMembersByReflection(type).Where(m => m.Name == name).ToList();
        return matches.Count == 1 ? matches[0] : null;
    }

    /// <summary>
    /// The constructors ImmutableTypeClassMapConvention finds (public or not, but not private) when it applies: no public
    /// parameterless constructor, no public property with a public setter (inherited ones and <c>init</c> setters
    /// included), and each parameter naming exactly one public property, ignoring case.
    /// </summary>
    private static List<IMethodSymbol> ImmutableTypeConstructors(INamedTypeSymbol type)
    {
        if (TypeHierarchy.ReflectedConstructors(type).Any(c => c.Parameters.Length == 0 && c.DeclaredAccessibility == Accessibility.Public))
        {
            return new List<IMethodSymbol>();
        }

        var properties = TypeHierarchy.SelfAndBaseClasses(type)
            .SelectMany(t => t.GetMembers().OfType<IPropertySymbol>())
            .Where(p => !p.IsStatic && MemberFinder.IsPublic(p) && !p.IsOverride)
            .ToList();
        if (properties.Any(p => p.SetMethod is { DeclaredAccessibility: Accessibility.Public }))
        {
            return new List<IMethodSymbol>();
        }

        return TypeHierarchy.ReflectedConstructors(type)
            .Where(c => c.DeclaredAccessibility != Accessibility.Private)
            .Where(c => c.Parameters.All(parameter => properties.Count(p => string.Equals(p.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)) == 1))
            .ToList();
    }

    /// <summary>
    /// The instance fields and properties reflection's <c>GetMember(Instance | Public | NonPublic)</c> sees: the class's own,
    /// and the non-private ones of its base classes (an overridden property once, as its most derived declaration).
    /// </summary>
    private static IEnumerable<ISymbol> InstanceMembersByReflection(INamedTypeSymbol type)
    {
        var seen = new HashSet<ISymbol>(SymbolEqualityComparer.Default);
        foreach (var declaring in TypeHierarchy.SelfAndBaseClasses(type))
        {
            foreach (var member in declaring.GetMembers().Where(m => !m.IsStatic && !m.IsImplicitlyDeclared && m is IFieldSymbol or IPropertySymbol { IsIndexer: false }))
            {
                if (!SymbolEqualityComparer.Default.Equals(declaring, type) && member.DeclaredAccessibility == Accessibility.Private)
                {
                    continue;
                }

                if (member is IPropertySymbol { OverriddenProperty: { } overridden })
                {
                    seen.Add(overridden);
                }

                if (seen.Add(member))
                {
                    yield return member;
                }
            }
        }
    }
}
