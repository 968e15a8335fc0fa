using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>Small helpers to read the driver's mapping attributes from symbols.</summary>
internal static class AttributeReader
{
    public static AttributeData? Find(ISymbol symbol, KnownTypeSymbols known, KnownAttribute which) =>
        symbol.GetAttributes().FirstOrDefault(a => known.Identify(a) == which);

    public static bool Has(ISymbol symbol, KnownTypeSymbols known, KnownAttribute which) => Find(symbol, known, which) is not null;

    public static bool Implements(AttributeData attribute, INamedTypeSymbol? @interface) =>
        attribute.AttributeClass?.AllInterfaces.Any(i => KnownTypeSymbols.Is(i, @interface)) == true;

    /// <summary>A constructor argument by position, or the given default.</summary>
    public static T Argument<T>(AttributeData attribute, int index, T defaultValue) =>
        attribute.ConstructorArguments.Length > index && attribute.ConstructorArguments[index].Value is T value ? value : defaultValue;

    /// <summary>A named property set on the attribute, if any.</summary>
    public static bool TryGetNamed<T>(AttributeData attribute, string name, out T value)
    {
        foreach (KeyValuePair<string, TypedConstant> argument in attribute.NamedArguments)
        {
            if (argument.Key == name && argument.Value.Value is T typed)
            {
                value = typed;
                return true;
            }
        }

        value = default!;
        return false;
    }

    /// <summary>The serializer type a <c>[BsonSerializer]</c> names, by its constructor or its SerializerType property, or null.</summary>
    public static ITypeSymbol? SerializerType(AttributeData attribute) =>
        TryGetNamed<ITypeSymbol>(attribute, "SerializerType", out var named) ? named : Argument<ITypeSymbol?>(attribute, 0, null);

    public static Location? LocationOf(AttributeData attribute, ISymbol fallback) =>
        attribute.ApplicationSyntaxReference?.GetSyntax().GetLocation() ?? fallback.Locations.FirstOrDefault();
}
