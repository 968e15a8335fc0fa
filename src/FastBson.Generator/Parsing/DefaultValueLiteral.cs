using System;
using System.Globalization;
using System.Linq;
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

    /// <summary>
    /// A number of another type than the member's written as the same number in the member's type, as a person writes it
    /// (<c>1</c> on a <c>long</c> is <c>1L</c>, <c>0.1</c> on a <c>float</c> is <c>0.1f</c>, <c>2</c> on an enum is the
    /// enum's member of that value), or null where the member's type does not hold the number as written (a fraction in
    /// an integer, <c>300</c> in a <c>byte</c>, <c>0.123456789</c> in a <c>float</c>, whose nearest value has other digits,
    /// an enum value no member has) or the value is no number: what FBSON009's fix writes into the attribute, which the
    /// driver then applies without a cast failure.
    /// </summary>
    public static string? InMemberType(TypedConstant constant, ITypeSymbol memberType)
    {
        if (constant.IsNull || constant.Kind != TypedConstantKind.Primitive ||
            constant.Value is not (sbyte or byte or short or ushort or int or uint or long or ulong or float or double) ||
            !TryExact(constant.Value, out var number))
        {
            return null;
        }

        var core = TypeNames.UnwrapNullable(memberType);
        if (core is INamedTypeSymbol { TypeKind: TypeKind.Enum } enumType)
        {
            var member = enumType.GetMembers().OfType<IFieldSymbol>()
                .FirstOrDefault(field => field.HasConstantValue && Convert.ToDecimal(field.ConstantValue, CultureInfo.InvariantCulture) == number);
            return member is null ? null : $"{TypeNames.Core(core)}.{CSharpLiterals.Identifier(member.Name)}";
        }

        var text = number.ToString(CultureInfo.InvariantCulture);
        var integral = number == decimal.Truncate(number);
        return core.SpecialType switch
        {
            SpecialType.System_SByte when integral && number is >= sbyte.MinValue and <= sbyte.MaxValue => "(sbyte)" + Signed(text),
            SpecialType.System_Byte when integral && number is >= byte.MinValue and <= byte.MaxValue => "(byte)" + text,
            SpecialType.System_Int16 when integral && number is >= short.MinValue and <= short.MaxValue => "(short)" + Signed(text),
            SpecialType.System_UInt16 when integral && number is >= ushort.MinValue and <= ushort.MaxValue => "(ushort)" + text,
            SpecialType.System_Int32 when integral && number is >= int.MinValue and <= int.MaxValue => text,
            SpecialType.System_UInt32 when integral && number is >= uint.MinValue and <= uint.MaxValue => text + "U",
            SpecialType.System_Int64 when integral && number is >= long.MinValue and <= long.MaxValue => text + "L",
            SpecialType.System_UInt64 when integral && number is >= ulong.MinValue and <= ulong.MaxValue => text + "UL",
            SpecialType.System_Single when (decimal)(float)number == number => text + "f",
            SpecialType.System_Double when (decimal)(double)number == number => integral ? text + ".0" : text,
            _ => null,
        };
    }

    /// <summary>The constant as a decimal, where a decimal holds it exactly (not an infinity, a NaN, or a double beyond its range or precision).</summary>
    private static bool TryExact(object value, out decimal number)
    {
        number = 0;
        try
        {
            number = Convert.ToDecimal(value, CultureInfo.InvariantCulture);
        }
        catch (OverflowException)
        {
            return false;
        }

        return value switch
        {
            double d => (double)number == d,
            float f => (float)number == f,
            _ => true,
        };
    }

    // A cast applies to a negative number only through parentheses: (short)(-1).
    private static string Signed(string text) => text.StartsWith("-", StringComparison.Ordinal) ? "(" + text + ")" : text;
}
