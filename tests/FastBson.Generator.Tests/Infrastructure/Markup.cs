using Microsoft.CodeAnalysis.Text;

namespace FastBson.Generator.Tests.Infrastructure;

/// <summary>Source with one span marked <c>[|like this|]</c>: where a diagnostic is expected.</summary>
internal static class Markup
{
    public static (string Source, TextSpan Span) Parse(string markup)
    {
        var start = markup.IndexOf("[|", System.StringComparison.Ordinal);
        var end = markup.IndexOf("|]", System.StringComparison.Ordinal);
        if (start < 0 || end < start)
        {
            throw new System.ArgumentException("The markup needs one [|span|].", nameof(markup));
        }

        var source = markup.Remove(end, 2).Remove(start, 2);
        return (source, TextSpan.FromBounds(start, end - 2));
    }
}
