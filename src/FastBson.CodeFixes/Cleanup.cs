using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;

namespace FastBson.CodeFixes;

/// <summary>
/// What a fix does to the nodes it wrote before it hands the document back: names shortened as the file's usings allow
/// (<see cref="Simplifier.Annotation"/>) and layout as the file's (<see cref="Formatter.Annotation"/>). The code action's own
/// clean-up is not relied on: the tests, like some hosts, take its operations as they are.
/// </summary>
internal static class Cleanup
{
    public static async Task<Document> SimplifyAndFormatAsync(Document document, CancellationToken cancellationToken)
    {
        var simplified = await Simplifier.ReduceAsync(document, Simplifier.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
        return await Formatter.FormatAsync(simplified, Formatter.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
    }
}
