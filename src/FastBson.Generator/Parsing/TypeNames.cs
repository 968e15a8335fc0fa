using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>How the parser spells type names for the emitter: <c>global::</c>-qualified, keywords for special types.</summary>
internal static class TypeNames
{
    private static readonly SymbolDisplayFormat WithNullability =
        SymbolDisplayFormat.FullyQualifiedFormat.AddMiscellaneousOptions(SymbolDisplayMiscellaneousOptions.IncludeNullableReferenceTypeModifier);

    private static readonly SymbolDisplayFormat ExpandedWithNullability =
        WithNullability.AddMiscellaneousOptions(SymbolDisplayMiscellaneousOptions.ExpandValueTuple);

    private static readonly SymbolDisplayFormat Expanded =
        SymbolDisplayFormat.FullyQualifiedFormat.AddMiscellaneousOptions(SymbolDisplayMiscellaneousOptions.ExpandValueTuple);

    /// <summary>The declared type, with <c>?</c> where it is annotated.</summary>
    public static string Declared(ITypeSymbol type) => type.ToDisplayString(WithNullability);

    /// <summary>
    /// As <see cref="Declared"/>, with value tuples written as <c>ValueTuple&lt;...&gt;</c> (without their element names), a
    /// type the generated code can construct and name in <c>typeof</c>.
    /// </summary>
    public static string DeclaredExpanded(ITypeSymbol type) => type.ToDisplayString(ExpandedWithNullability);

    /// <summary>As <see cref="Core"/>, with value tuples written as <c>ValueTuple&lt;...&gt;</c>.</summary>
    public static string CoreExpanded(ITypeSymbol type) => CoreIn(type, Expanded);

    /// <summary>The type without nullable annotation (reference types) or <c>Nullable&lt;T&gt;</c> (value types).</summary>
    public static string Core(ITypeSymbol type) => CoreIn(type, SymbolDisplayFormat.FullyQualifiedFormat);

    /// <summary>The type argument of <c>Nullable&lt;T&gt;</c>, or the type itself.</summary>
    public static ITypeSymbol UnwrapNullable(ITypeSymbol type) =>
        type is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T } nullable
            ? nullable.TypeArguments[0]
            : type;

    private static string CoreIn(ITypeSymbol type, SymbolDisplayFormat format) =>
        UnwrapNullable(type).WithNullableAnnotation(NullableAnnotation.NotAnnotated).ToDisplayString(format);

    /// <summary>Whether the type is <c>Nullable&lt;T&gt;</c>.</summary>
    public static bool IsNullableValueType(ITypeSymbol type) =>
        type is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T };
}
