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
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;

namespace FastBson.CodeFixes;

/// <summary>
/// The fix of FBSON100 where a member's type is, or holds, a class or struct of the project without
/// <c>[GenerateBsonSerializer]</c>: gives that type the attribute (and the <c>using FastBson;</c> it needs), so that the
/// generated code reads and writes the member itself. The type may be declared in another file than the member; the
/// diagnostic names it by its documentation comment id, so the fix does not decide again which type the generator meant.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(AddGenerateBsonSerializerFix))]
[Shared]
public sealed class AddGenerateBsonSerializerFix : CodeFixProvider
{
    // The attribute as C# names it in full, without the Attribute suffix: [global::FastBson.GenerateBsonSerializer].
    private static readonly string AttributeName = "global::" + CodeFixData.GenerateAttribute.Substring(0, CodeFixData.GenerateAttribute.Length - "Attribute".Length);

    /// <inheritdoc/>
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(CodeFixData.MemberServedByDriverId);

    /// <inheritdoc/>
    public override FixAllProvider GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

    /// <inheritdoc/>
    public override Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        foreach (var diagnostic in context.Diagnostics)
        {
            if (!diagnostic.Properties.TryGetValue(CodeFixData.UnannotatedTypeKey, out var typeId) || typeId is null)
            {
                continue; // another reason: nothing to annotate
            }

            var project = context.Document.Project;
            context.RegisterCodeFix(
                CodeAction.Create(
                    $"Generate a FastBson serializer for '{DisplayName(typeId)}'",
                    cancellationToken => AnnotateAsync(project, typeId, cancellationToken),
                    equivalenceKey: nameof(AddGenerateBsonSerializerFix) + ":" + typeId),
                diagnostic);
        }

        return Task.CompletedTask;
    }

    /// <summary>The solution with the type <paramref name="typeId"/> names given the attribute on one of its declarations.</summary>
    private static async Task<Solution> AnnotateAsync(Project project, string typeId, CancellationToken cancellationToken)
    {
        var solution = project.Solution;
        var compilation = await project.GetCompilationAsync(cancellationToken).ConfigureAwait(false);
        var attribute = compilation?.GetTypeByMetadataName(CodeFixData.GenerateAttribute);
        if (compilation is null || attribute is null ||
            DocumentationCommentId.GetFirstSymbolForDeclarationId(typeId, compilation) is not INamedTypeSymbol type ||
            type.GetAttributes().Any(a => SymbolEqualityComparer.Default.Equals(a.AttributeClass, attribute)))
        {
            return solution; // gone, or annotated since the diagnostic was reported
        }

        // A partial type takes the attribute once, on its first declaration.
        foreach (var reference in type.DeclaringSyntaxReferences)
        {
            if (solution.GetDocument(reference.SyntaxTree) is not { } document ||
                await reference.GetSyntaxAsync(cancellationToken).ConfigureAwait(false) is not TypeDeclarationSyntax declaration)
            {
                continue;
            }

            var editor = await DocumentEditor.CreateAsync(document, cancellationToken).ConfigureAwait(false);
            // The attribute's full name, then imported (using FastBson;, unless a using already has it) and shortened as a
            // person writes it: [GenerateBsonSerializer].
            var name = SyntaxFactory.ParseName(AttributeName)
                .WithAdditionalAnnotations(Simplifier.Annotation, Simplifier.AddImportsAnnotation);
            editor.AddAttribute(declaration, SyntaxFactory.AttributeList(SyntaxFactory.SingletonSeparatedList(SyntaxFactory.Attribute(name))).WithAdditionalAnnotations(Formatter.Annotation));
            var imported = await ImportAdder.AddImportsAsync(editor.GetChangedDocument(), Simplifier.AddImportsAnnotation, cancellationToken: cancellationToken).ConfigureAwait(false);
            return (await Cleanup.SimplifyAndFormatAsync(imported, cancellationToken).ConfigureAwait(false)).Project.Solution;
        }

        return solution;
    }

    /// <summary>The type's name as C# spells it, from its documentation comment id (<c>T:Shop.Order.Line</c> is <c>Shop.Order.Line</c>).</summary>
    private static string DisplayName(string typeId) => typeId.StartsWith("T:", System.StringComparison.Ordinal) ? typeId.Substring(2) : typeId;
}
