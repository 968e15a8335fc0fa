using Microsoft.CodeAnalysis.Text;

namespace FastBson.Generator.Tests.Infrastructure;

/// <summary>Source with spans marked <c>[|like this|]</c>: where diagnostics are expected.</summary>
internal static class Markup
{
    /// <summary>Source with any number of marked spans: the source without the marks, and the spans in order.</summary>
    public static (string Source, System.Collections.Generic.IReadOnlyList<TextSpan> Spans) ParseAll(string markup)
    {
        var spans = new System.Collections.Generic.List<TextSpan>();
        while (markup.Contains("[|", System.StringComparison.Ordinal))
        {
            (markup, var span) = Parse(markup);
            spans.Add(span);
        }

        return (markup, spans);
    }

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
