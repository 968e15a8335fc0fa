using System.Globalization;
using FastBson.Generator.Helpers;
using Microsoft.CodeAnalysis;

namespace FastBson.Generator.Parsing;

/// <summary>Turns a <c>[BsonDefaultValue]</c> constant into a C# expression of the member's type.</summary>
internal static class DefaultValueLiteral
{
    /// <summary>The literal, or null when the constant's type is not the member's (the driver would fail to apply it).</summary>
    public static string? Create(TypedConstant constant, ITypeSymbol memberType)
    {
        var core = TypeNames.UnwrapNullable(memberType);
        if (constant.IsNull)
        {
            return memberType.IsReferenceType || TypeNames.IsNullableValueType(memberType) ? "null" : null;
        }

        if (constant.Kind != TypedConstantKind.Primitive && constant.Kind != TypedConstantKind.Enum)
        {
            return null;
        }

        if (!SymbolEqualityComparer.Default.Equals(constant.Type, core))
        {
            return null;
        }

        var value = constant.Value;
        if (constant.Kind == TypedConstantKind.Enum)
        {
            return $"({TypeNames.Core(core)})({CSharpLiterals.Integer(value!)})";
        }

        return value switch
        {
            bool b => b ? "true" : "false",
            string s => CSharpLiterals.String(s),
            int i => i.ToString(CultureInfo.InvariantCulture),
            long l => l.ToString(CultureInfo.InvariantCulture) + "L",
            double d => CSharpLiterals.Double(d),

            // The other primitives the driver maps: without these a correct default was reported as FBSON009.
            float f => "(float)" + CSharpLiterals.Double(f),
            char c => $"(char){((int)c).ToString(CultureInfo.InvariantCulture)}",
            byte or sbyte or short or ushort or uint or ulong => $"({TypeNames.Core(core)})({CSharpLiterals.Integer(value)})",
            _ => null,
        };
    }
}
