using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>Small helpers to read the driver's mapping attributes from symbols.</summary>
internal static class AttributeReader
{
    public static string? NameOf(AttributeData attribute) => attribute.AttributeClass?.ToDisplayString();

    public static AttributeData? Find(ISymbol symbol, string metadataName) =>
        symbol.GetAttributes().FirstOrDefault(a => NameOf(a) == metadataName);

    public static bool Has(ISymbol symbol, string metadataName) => Find(symbol, metadataName) is not null;

    public static bool Implements(AttributeData attribute, string interfaceName) =>
        attribute.AttributeClass?.AllInterfaces.Any(i => i.ToDisplayString() == interfaceName) == true;

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

    public static Location? LocationOf(AttributeData attribute, ISymbol fallback) =>
        attribute.ApplicationSyntaxReference?.GetSyntax().GetLocation() ?? fallback.Locations.FirstOrDefault();
}
