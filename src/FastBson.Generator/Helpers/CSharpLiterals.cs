using System;
using System.Globalization;
using System.Text;
using Microsoft.CodeAnalysis.CSharp;

namespace FastBson.Generator.Helpers;

/// <summary>C# literals for values the generator writes into source.</summary>
internal static class CSharpLiterals
{
    /// <summary>A regular string literal; every character outside printable ASCII is escaped.</summary>
    public static string String(string value)
    {
        var builder = new StringBuilder(value.Length + 2).Append('"');
        foreach (var c in value)
        {
            switch (c)
            {
                case '"': builder.Append("\\\""); break;
                case '\\': builder.Append("\\\\"); break;
                case '\0': builder.Append("\\0"); break;
                default:
                    if (c >= 0x20 && c < 0x7f)
                    {
                        builder.Append(c);
                    }
                    else
                    {
                        builder.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                    }

                    break;
            }
        }

        return builder.Append('"').ToString();
    }

    /// <summary>
    /// A name as a C# identifier: a member declared as <c>@event</c> has the symbol name <c>event</c>, which must be
    /// written back with its <c>@</c>.
    /// </summary>
    public static string Identifier(string name) =>
        SyntaxFacts.GetKeywordKind(name) == SyntaxKind.None ? name : "@" + name;

    /// <summary>A UTF-8 literal (<c>"..."u8</c>) of the string.</summary>
    public static string Utf8(string value) => String(value) + "u8";

    public static string Double(double value)
    {
        if (double.IsNaN(value))
        {
            return "double.NaN";
        }

        if (double.IsPositiveInfinity(value))
        {
            return "double.PositiveInfinity";
        }

        if (double.IsNegativeInfinity(value))
        {
            return "double.NegativeInfinity";
        }

        if (value == 0 && BitConverter.DoubleToInt64Bits(value) != 0)
        {
            return "-0.0D";
        }

        return value.ToString("R", CultureInfo.InvariantCulture) + "D";
    }

    public static string Integer(object value) => Convert.ToString(value, CultureInfo.InvariantCulture)!;
}
