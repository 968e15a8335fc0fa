using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using FastBson.Generator.Diagnostics;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;

namespace FastBson.CodeFixes;

/// <summary>
/// The fix of FBSON009 where the <c>[BsonDefaultValue]</c> value holds the same number in the member's type: writes it in
/// that type (<c>[BsonDefaultValue(1)]</c> on a <c>long</c> becomes <c>[BsonDefaultValue(1L)]</c>; on an enum, the enum's
/// member of that value). The driver then applies the default, where before it failed to cast the boxed value, and
/// FastBson generates the member. The diagnostic carries the expression, so the fix does not judge again which numbers a
/// type holds.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(TypedDefaultValueFix))]
[Shared]
public sealed class TypedDefaultValueFix : CodeFixProvider
{
    /// <inheritdoc/>
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(CodeFixData.DefaultValueTypeId);

    /// <inheritdoc/>
    public override FixAllProvider GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

    /// <inheritdoc/>
    public override async Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (!diagnostic.Properties.TryGetValue(CodeFixData.TypedDefaultValueKey, out var typed) || typed is null ||
                await DefaultValueArgumentAsync(context.Document, diagnostic, context.CancellationToken).ConfigureAwait(false) is not { } argument)
            {
                continue; // no number of the member's type to write, or no attribute where the diagnostic points
            }

            var document = context.Document;
            context.RegisterCodeFix(
                CodeAction.Create(
                    $"Write the default value as {typed.Replace("global::", string.Empty)}",
                    cancellationToken => ReplaceAsync(document, argument, typed, cancellationToken),
                    equivalenceKey: nameof(TypedDefaultValueFix)),
                diagnostic);
        }
    }

    /// <summary>The value of the <c>[BsonDefaultValue]</c> on the member the diagnostic points at, or null.</summary>
    private static async Task<ExpressionSyntax?> DefaultValueArgumentAsync(Document document, Diagnostic diagnostic, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        var model = await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false);
        var attributeClass = model?.Compilation.GetTypeByMetadataName(CodeFixData.DefaultValueAttribute);
        var member = root?.FindNode(diagnostic.Location.SourceSpan).AncestorsAndSelf().OfType<MemberDeclarationSyntax>().FirstOrDefault();
        if (model is null || attributeClass is null || member is null)
        {
            return null;
        }

        return member.AttributeLists.SelectMany(list => list.Attributes)
            .Where(attribute => SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(attribute, cancellationToken).Symbol?.ContainingType, attributeClass))
            .Select(attribute => attribute.ArgumentList?.Arguments.FirstOrDefault()?.Expression)
            .FirstOrDefault(expression => expression is not null);
    }

    private static async Task<Document> ReplaceAsync(Document document, ExpressionSyntax argument, string typed, CancellationToken cancellationToken)
    {
        var root = await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false);
        // The expression names an enum in full (global::Shop.Level.High): shortened as the file's usings allow.
        var replacement = SyntaxFactory.ParseExpression(typed).WithTriviaFrom(argument).WithAdditionalAnnotations(Simplifier.Annotation, Formatter.Annotation);
        return await Cleanup.SimplifyAndFormatAsync(document.WithSyntaxRoot(root!.ReplaceNode(argument, replacement)), cancellationToken).ConfigureAwait(false);
    }
}
